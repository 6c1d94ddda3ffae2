import type { Dish, ModifierGroup, ModifierOption, StopList } from '#shared/schemas/menu-answers.ts';
import { isAvailableNow, isStopped, selectionFits } from '#shared/menu-rules.ts';
import { toWireTime } from '#shared/time.ts';
import type { Tx } from '../../db/client.ts';
import { loadDishGroupIds, type DishRow } from './repository/dishes.ts';
import { liveStops, loadGroups, type GroupRow, type LineModifier, type OptionRow } from './repository/modifiers.ts';
import { pubTimezone } from './repository/texts.ts';
import { textIn, type MenuLang } from '#shared/menu-texts.ts';

/**
 * The menu model on the wire (docs/product.md D12), read through repository/: dishes with their groups, availability
 * computed now in the pub's timezone, and the stop list. A stop whose `unavailable_until` has passed reads as available: it ends
 * by itself, no job has to lift it.
 */
export type { GroupRow, OptionRow };

export function optionJson(o: OptionRow, now: Date): ModifierOption {
  const stopped = isStopped(o.available, o.unavailableUntil, now);
  return {
    id: o.id,
    name: o.name,
    price_delta: o.priceDelta,
    available: !stopped,
    unavailable_until: stopped ? toWireTime(o.unavailableUntil) || null : null,
    translations: o.translations,
  };
}

export function groupJson(g: GroupRow, options: readonly OptionRow[], now: Date): ModifierGroup {
  return {
    id: g.id,
    pub_id: g.pubId,
    name: g.name,
    min_select: g.minSelect,
    max_select: g.maxSelect,
    options: options.map((o) => optionJson(o, now)),
    translations: g.translations,
  };
}

/** A dish on the wire: the original fields, then the menu model's (effective `available`, computed `is_available_now`, groups). */
export function dishJson(d: DishRow, timeZone: string, now: Date, groups: ModifierGroup[]): Dish {
  const stopped = isStopped(d.available, d.unavailableUntil, now);
  return {
    id: d.id,
    category_id: d.categoryId,
    pub_id: d.pubId,
    name: d.name,
    price: d.price,
    sale_price: d.salePrice,
    ingredients: d.ingredients,
    place: d.place,
    visible: d.visible,
    text_color: d.textColor,
    image_file_name: d.imageFileName,
    available: !stopped,
    unavailable_until: stopped ? toWireTime(d.unavailableUntil) || null : null,
    is_hit: d.isHit,
    availability_start: d.availabilityStart,
    availability_end: d.availabilityEnd,
    is_available_now: isAvailableNow(
      {
        available: d.available,
        unavailable_until: d.unavailableUntil,
        availability_start: d.availabilityStart,
        availability_end: d.availabilityEnd,
      },
      timeZone,
      now,
    ),
    portion: d.portion,
    portion_unit: d.portionUnit,
    allergens: d.allergens,
    modifier_group_ids: groups.map((g) => g.id),
    modifier_groups: groups,
    translations: d.translations,
  };
}

/** Dishes of one pub on the wire, with their groups: three queries whatever the count. */
export async function dishesJson(db: Tx, rows: readonly DishRow[], now = new Date()): Promise<Dish[]> {
  if (rows.length === 0) return [];
  const timeZone = await pubTimezone(db, rows[0].pubId);
  const links = await loadDishGroupIds(
    db,
    rows.map((d) => d.id),
  );
  const groups = await loadGroups(db, { ids: [...new Set([...links.values()].flat())] });
  const json = new Map([...groups].map(([id, g]) => [id, groupJson(g.group, g.options, now)]));
  return rows.map((d) =>
    dishJson(
      d,
      timeZone,
      now,
      (links.get(d.id) ?? []).flatMap((id) => json.get(id) ?? []),
    ),
  );
}

export async function oneDishJson(db: Tx, row: DishRow): Promise<Dish> {
  return (await dishesJson(db, [row]))[0];
}

/** Every live stop of a pub (docs/product.md D12 `GET …/stop-list`); expired stops are left out. */
export async function stopListJson(db: Tx, pubId: number, now = new Date()): Promise<StopList> {
  const { dishRows, optionRows } = await liveStops(db, pubId, now);
  return {
    dishes: dishRows.map((d) => ({
      dish_id: d.id,
      name: d.name,
      unavailable_until: d.until ? toWireTime(d.until) : null,
    })),
    options: optionRows.map((o) => ({
      option_id: o.id,
      name: o.name,
      group_name: o.groupName,
      unavailable_until: o.until ? toWireTime(o.until) : null,
    })),
  };
}

export interface LoadedGroup {
  group: GroupRow;
  options: OptionRow[];
}

/** The groups of several dishes, in each dish's order: two queries. */
export async function loadDishGroups(db: Tx, dishIds: readonly number[]): Promise<Map<number, LoadedGroup[]>> {
  return groupsByDish(db, await loadDishGroupIds(db, dishIds));
}

/** The groups of dishes whose group ids are known (in each dish's order): no query when there are none. */
export async function groupsByDish(
  db: Tx,
  links: ReadonlyMap<number, readonly number[]>,
): Promise<Map<number, LoadedGroup[]>> {
  const groups = await loadGroups(db, { ids: [...new Set([...links.values()].flat())] });
  return new Map([...links].map(([dishId, ids]) => [dishId, ids.flatMap((id) => groups.get(id) ?? [])]));
}

/** The guest's language when it is not the pub's main one (docs/product.md D18), and the main one. */
export interface GuestLanguage {
  lang: MenuLang;
  main: MenuLang;
}

/** A name in the guest's language when the guest reads another language than the main one and the text differs; '' otherwise. */
export function guestNameOf(
  item: { name: string; translations: OptionRow['translations'] },
  guest: GuestLanguage | undefined,
): string {
  if (!guest || guest.lang === guest.main) return '';
  const name = textIn(item, 'name', guest.lang, guest.main);
  return name === item.name ? '' : name;
}

function guestNames(
  group: GroupRow,
  option: OptionRow,
  guest: GuestLanguage | undefined,
): Pick<LineModifier, 'guest_name' | 'group_guest_name'> {
  const name = guestNameOf(option, guest);
  const groupName = guestNameOf(group, guest);
  return { ...(name ? { guest_name: name } : {}), ...(groupName ? { group_guest_name: groupName } : {}) };
}

/**
 * The options of one order line (docs/product.md D12): every id must belong to one of the dish's groups and each
 * group's count lie within min..max, else null. Returns them as copied into the line (group order, then
 * option order) with their rows, for the availability check.
 */
export function chooseOptions(
  dishGroups: readonly LoadedGroup[],
  optionIds: readonly number[],
  guest?: GuestLanguage,
): { modifiers: LineModifier[]; chosen: OptionRow[] } | null {
  const wanted = new Set(optionIds);
  const modifiers: LineModifier[] = [];
  const chosen: OptionRow[] = [];
  for (const { group, options } of dishGroups) {
    const picked = options.filter((o) => wanted.has(o.id));
    if (!selectionFits(group.minSelect, group.maxSelect, picked.length)) return null;
    for (const o of picked) {
      chosen.push(o);
      modifiers.push({
        group_id: group.id,
        group_name: group.name,
        option_id: o.id,
        name: o.name,
        price_delta: o.priceDelta,
        ...guestNames(group, o, guest),
      });
    }
  }
  return chosen.length === wanted.size ? { modifiers, chosen } : null;
}
