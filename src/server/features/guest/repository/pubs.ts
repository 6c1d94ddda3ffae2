import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { idIn, preparedOnce } from '../../../db/built-once.ts';
import { categories, dishes, dishModifierGroups, menus, modifierOptions, pubs } from '../../../db/schema.ts';

type PubRow = typeof pubs.$inferSelect;
export type DishRow = typeof dishes.$inferSelect;

const pubByUrlName = preparedOnce((db) =>
  db
    .select()
    .from(pubs)
    .where(eq(pubs.urlName, sql.placeholder('urlName')))
    .prepare('guest_pub_by_url_name'),
);

/** A pub by its public address, or undefined. */
export async function findPubByUrlName(db: Tx, urlName: string): Promise<PubRow | undefined> {
  const [pub] = await pubByUrlName(db).execute({ urlName });
  return pub;
}

/** A pub by id, or undefined. */
export async function findPubById(db: Tx, pubId: number): Promise<PubRow | undefined> {
  const [pub] = await db.select().from(pubs).where(eq(pubs.id, pubId));
  return pub;
}

// Qualified by hand: drizzle leaves a lone table's columns unqualified, which inside the subquery would mean its own `id`.
const PUB_ID = sql.raw('"pubs"."id"');
const menusJson = sql<
  unknown[]
>`(select coalesce(json_agg(json_build_object('id', m.id, 'pub_id', m.pub_id, 'name', m.name,
  'visible', m.visible, 'place', m.place, 'translations', m.translations) order by m.place, m.id), '[]'::json) from menus m where m.pub_id = ${PUB_ID})`;
const categoriesJson = sql<
  unknown[]
>`(select coalesce(json_agg(json_build_object('id', c.id, 'menu_id', c.menu_id, 'pub_id', c.pub_id,
  'name', c.name, 'visible', c.visible, 'place', c.place, 'text_color', c.text_color, 'category_types', c.category_types,
  'image_file_name', c.image_file_name, 'translations', c.translations) order by c.menu_id, c.place, c.id), '[]'::json) from categories c where c.pub_id = ${PUB_ID})`;

/**
 * A pub by its public address with its menus and categories as JSON text built by PostgreSQL (flat lists with
 * parent ids, hidden ones included), or undefined.
 */
export async function findPubWithMenuJson(
  db: Tx,
  urlName: string,
): Promise<{ pub: PubRow; menus: string; categories: string } | undefined> {
  const [row] = await db
    .select({ pub: pubs, menus: sql<string>`${menusJson}::text`, categories: sql<string>`${categoriesJson}::text` })
    .from(pubs)
    .where(eq(pubs.urlName, urlName));
  return row;
}

/** Every dish of the pub, by category, place and id. */
export function findPubDishes(db: Tx, pubId: number): Promise<DishRow[]> {
  return db
    .select()
    .from(dishes)
    .where(eq(dishes.pubId, pubId))
    .orderBy(asc(dishes.categoryId), asc(dishes.place), asc(dishes.id));
}

/** The soonest end after `now` of a timed stop of one of the pub's options, or null. */
export async function nextOptionStopEnd(db: Tx, pubId: number, now: Date): Promise<Date | null> {
  const [options] = await db
    .select({
      until: sql<Date | null>`min(${modifierOptions.unavailableUntil})`.mapWith((v) =>
        v === null ? null : new Date(v),
      ),
    })
    .from(modifierOptions)
    .where(
      and(
        eq(modifierOptions.pubId, pubId),
        eq(modifierOptions.available, false),
        gt(modifierOptions.unavailableUntil, now),
      ),
    );
  return options?.until ?? null;
}

const dishesWithVisibility = preparedOnce((db) =>
  db
    .select({
      dish: dishes,
      visible: sql<boolean>`${dishes.visible} and ${categories.visible} and ${menus.visible}`,
      // The dish's option groups in its order, read in the same query.
      groupIds: sql<
        number[]
      >`coalesce((select array_agg(${dishModifierGroups.groupId} order by ${dishModifierGroups.place}) from ${dishModifierGroups} where ${dishModifierGroups.dishId} = ${dishes.id}), '{}')`,
    })
    .from(dishes)
    .innerJoin(categories, eq(categories.id, dishes.categoryId))
    .innerJoin(menus, eq(menus.id, categories.menuId))
    // One text for any number of ids: an array parameter, not a list.
    .where(and(eq(dishes.pubId, sql.placeholder('pubId')), idIn(dishes.id)))
    .prepare('guest_dishes_with_visibility'),
);

/**
 * The pub's dishes of these ids, each with whether it shows (the dish, its category and its menu all visible) and
 * its option groups' ids.
 */
export function findDishesWithVisibility(
  db: Tx,
  pubId: number,
  ids: readonly number[],
): Promise<{ dish: DishRow; visible: boolean; groupIds: number[] }[]> {
  return dishesWithVisibility(db).execute({ pubId, ids: [...ids] });
}
