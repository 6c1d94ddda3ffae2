import { optionSetKey } from '#shared/menu-rules.ts';
import { toLei } from '#shared/money.ts';
import { guestLinePriceBani } from '#shared/order-pricing.ts';
import type { OrderDishesInput } from '#shared/schemas/orders.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, E } from '../../http.ts';
import { changeOrder, type Actor } from './change.ts';
import { chooseOptions, loadDishGroups } from '../menus/index.ts';
import { lockOrder, type OrderDishRow, type OrderRow } from './repository/orders.ts';
import {
  deleteOrderDishes,
  findOrderDishes,
  findPubDishes,
  insertOrderDishes,
  setOrderDishCount,
  type LineModifier,
} from './repository/dishes.ts';

interface Line {
  id?: number;
  dishId: number;
  name: string;
  count: number;
  dishPrice: number;
  modifiers: LineModifier[];
}
const lineKey = (l: Pick<Line, 'dishId' | 'modifiers'>) =>
  `${l.dishId}|${optionSetKey(l.modifiers.map((m) => m.option_id))}`;

/**
 * Staff "update dishes" in one transaction: the order is locked first, so two editors cannot interleave their
 * reads of the positions; then its lines are replaced (`replaceOrderDishes`) and the change recorded through
 * `changeOrder` (a new version and a live event). A missing order → 404.
 */
export async function editOrderDishes(
  db: Tx,
  orderId: number,
  input: OrderDishesInput['dishes'],
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new AppError(E.notFound);
    await replaceOrderDishes(tx, order, input);
    await changeOrder(tx, orderId, {}, actor);
  });
}

/**
 * Replaces an order's dish positions (staff "update dishes"). A line already in the order keeps the
 * name, price and options fixed when it was ordered, even if the menu changed or dropped it since: an
 * item names it by `position_id`, or — older clients, which send only `dish_id` — takes the next
 * unclaimed line of that dish, so a dish on two lines with different options keeps both. Any other
 * item is a new line: one of this pub's dishes with valid options (docs/product.md D12), priced as a guest would
 * pay now with the order's commission (docs/product.md D6). Lines with the same dish and options merge.
 * Call inside the change's transaction.
 */
export async function replaceOrderDishes(tx: Tx, order: OrderRow, input: OrderDishesInput['dishes']): Promise<void> {
  const existing = await findOrderDishes(tx, order.id);
  const byPosition = new Map(existing.map((p) => [p.id, p]));
  const claimed = new Set<number>();
  const fields: Record<string, string> = {};

  // First the items that name their line, then the ones that only name a dish.
  const kept = new Map<number, OrderDishRow>();
  input.forEach((item, i) => {
    if (item.position_id === undefined) return;
    const row = byPosition.get(item.position_id);
    if (!row || row.dishId !== item.dish_id || claimed.has(row.id))
      fields[`dishes.${i}.position_id`] = 'errors.not_found';
    else {
      claimed.add(row.id);
      kept.set(i, row);
    }
  });
  input.forEach((item, i) => {
    if (item.position_id !== undefined || item.modifier_option_ids?.length) return;
    const row = existing.find((p) => p.dishId === item.dish_id && !claimed.has(p.id));
    if (row) {
      claimed.add(row.id);
      kept.set(i, row);
    }
  });

  const newIds = [...new Set(input.filter((_, i) => !kept.has(i)).map((item) => item.dish_id))];
  const menu = await findPubDishes(tx, order.pubId, newIds);
  const fromMenu = new Map(menu.map((d) => [d.id, d]));
  const groupsOf = await loadDishGroups(
    tx,
    menu.map((d) => d.id),
  );

  const lines: Line[] = [];
  input.forEach((item, i) => {
    const row = kept.get(i);
    if (row) {
      lines.push({
        id: row.id,
        dishId: row.dishId,
        name: row.name,
        count: item.count,
        dishPrice: row.dishPrice,
        modifiers: row.modifiers ?? [],
      });
      return;
    }
    if (fields[`dishes.${i}.position_id`]) return;
    const dish = fromMenu.get(item.dish_id);
    if (!dish) {
      fields[`dishes.${i}.dish_id`] = 'errors.not_found';
      return;
    }
    const choice = chooseOptions(groupsOf.get(dish.id) ?? [], item.modifier_option_ids ?? []);
    if (!choice) {
      fields[`dishes.${i}.modifier_option_ids`] = 'errors.modifier_selection';
      return;
    }
    const priceBani = guestLinePriceBani(
      { price: dish.price, sale_price: dish.salePrice },
      choice.modifiers.map((m) => m.price_delta),
      order.commissionApplied,
    );
    lines.push({
      dishId: dish.id,
      name: dish.name,
      count: item.count,
      dishPrice: toLei(priceBani),
      modifiers: choice.modifiers,
    });
  });
  if (Object.keys(fields).length) throw new AppError(E.validation, fields);

  const merged = new Map<string, Line>();
  for (const line of lines) {
    const same = merged.get(lineKey(line));
    if (!same) merged.set(lineKey(line), { ...line });
    else {
      same.count += line.count;
      same.id ??= line.id;
    }
  }
  // Kept lines are updated in place, so a line's `position_id` stays the same across edits.
  const result = [...merged.values()];
  const stay = new Set(result.flatMap((l) => (l.id ? [l.id] : [])));
  const gone = existing.filter((p) => !stay.has(p.id)).map((p) => p.id);
  await deleteOrderDishes(tx, gone);
  for (const l of result) if (l.id) await setOrderDishCount(tx, l.id, l.count);
  await insertOrderDishes(
    tx,
    result
      .filter((l) => !l.id)
      .map(({ dishId, name, count, dishPrice, modifiers }) => ({
        orderId: order.id,
        dishId,
        name,
        count,
        dishPrice,
        modifiers,
      })),
  );
}
