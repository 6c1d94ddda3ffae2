import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';

/**
 * Dense `place` (1..n) within a parent (docs/product.md D6). Every insert, move and delete runs in a
 * transaction that first locks the parent row, then the siblings in id order, so concurrent
 * changes queue instead of interleaving and the places stay a permutation of 1..n.
 */
export interface Level {
  table: 'menus' | 'categories' | 'dishes';
  parentColumn: 'pub_id' | 'menu_id' | 'category_id';
  parentTable: 'pubs' | 'menus' | 'categories';
}
export const MENU: Level = { table: 'menus', parentColumn: 'pub_id', parentTable: 'pubs' };
export const CATEGORY: Level = { table: 'categories', parentColumn: 'menu_id', parentTable: 'menus' };
export const DISH: Level = { table: 'dishes', parentColumn: 'category_id', parentTable: 'categories' };

/** The siblings' ids in display order, locked for this transaction. */
async function lockSiblings(tx: Tx, level: Level, parentId: number): Promise<number[]> {
  // NO KEY UPDATE on the parent: serializes sibling changes (an empty set locks nothing) without
  // blocking foreign-key inserts elsewhere (orders referencing the pub take KEY SHARE).
  await tx.execute(sql`select id from ${sql.identifier(level.parentTable)} where id = ${parentId} for no key update`);
  const result = await tx.execute<{ id: number; place: number }>(
    sql`select id, place from ${sql.identifier(level.table)} where ${sql.identifier(level.parentColumn)} = ${parentId} order by id for update`,
  );
  return result.rows.sort((a, b) => a.place - b.place || a.id - b.id).map((r) => r.id);
}

/** Writes places 1..n (skipping `gapAt`, a 1-based place left free) for the ids in order. */
async function writePlaces(tx: Tx, level: Level, ids: number[], gapAt?: number): Promise<void> {
  if (ids.length === 0) return;
  const places = ids.map((_, i) => (gapAt !== undefined && i + 1 >= gapAt ? i + 2 : i + 1));
  const idArray = `{${ids.join(',')}}`;
  const placeArray = `{${places.join(',')}}`;
  await tx.execute(sql`
    update ${sql.identifier(level.table)} as t set place = v.place
    from (select unnest(${idArray}::int[]) as id, unnest(${placeArray}::int[]) as place) as v
    where t.id = v.id and t.place is distinct from v.place`);
}

/** Makes room at `place` (clamped to 1..n+1) and returns the place the new item gets. */
export async function openPlace(tx: Tx, level: Level, parentId: number, place: number): Promise<number> {
  const ids = await lockSiblings(tx, level, parentId);
  const at = Math.min(Math.max(1, Math.trunc(place)), ids.length + 1);
  await writePlaces(tx, level, ids, at);
  return at;
}

/** The two move routes of every level (`…/:id/move-left`, `…/move-right`) and the direction each moves. */
export const MOVES = [
  ['move-left', -1],
  ['move-right', 1],
] as const;

/** Swaps an item with its left (-1) or right (+1) neighbour; nothing at the ends. */
export async function move(tx: Tx, level: Level, parentId: number, id: number, direction: -1 | 1): Promise<void> {
  const ids = await lockSiblings(tx, level, parentId);
  const i = ids.indexOf(id);
  const j = i + direction;
  if (i >= 0 && j >= 0 && j < ids.length) [ids[i], ids[j]] = [ids[j], ids[i]];
  await writePlaces(tx, level, ids);
}

/** Deletes an item and closes the gap it leaves. */
export async function remove(tx: Tx, level: Level, parentId: number, id: number): Promise<void> {
  const ids = await lockSiblings(tx, level, parentId);
  await tx.execute(sql`delete from ${sql.identifier(level.table)} where id = ${id}`);
  await writePlaces(
    tx,
    level,
    ids.filter((x) => x !== id),
  );
}
