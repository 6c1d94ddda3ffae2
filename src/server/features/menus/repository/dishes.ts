import { and, asc, eq, inArray } from 'drizzle-orm';
import { findRow, insertRow, updateRow } from './rows.ts';
import type { Tx } from '../../../db/client.ts';
import { dishModifierGroups, dishes, modifierGroups } from '../../../db/schema.ts';

/** The dishes of a category and of a pub, and the modifier groups each dish offers. */
export type DishRow = typeof dishes.$inferSelect;
export type DishChanges = Partial<typeof dishes.$inferInsert>;

export async function listCategoryDishes(db: Tx, categoryId: number): Promise<DishRow[]> {
  return db.select().from(dishes).where(eq(dishes.categoryId, categoryId)).orderBy(asc(dishes.place), asc(dishes.id));
}

/** Every dish of the pub, category by category in menu order. */
export async function listPubDishes(db: Tx, pubId: number): Promise<DishRow[]> {
  return db.select().from(dishes).where(eq(dishes.pubId, pubId)).orderBy(asc(dishes.categoryId), asc(dishes.place));
}

export const findDish = (db: Tx, dishId: number) => findRow(db, dishes, dishId);

export const insertDish = (tx: Tx, values: typeof dishes.$inferInsert) => insertRow(tx, dishes, values);

export const updateDish = (db: Tx, dishId: number, changes: DishChanges) => updateRow(db, dishes, dishId, changes);

/** The category's dishes, locked until the transaction ends. */
export async function lockCategoryDishes(tx: Tx, categoryId: number): Promise<DishRow[]> {
  return tx.select().from(dishes).where(eq(dishes.categoryId, categoryId)).for('update');
}

/** How many of the group ids are groups of the pub. */
export async function countPubGroups(tx: Tx, pubId: number, groupIds: readonly number[]): Promise<number> {
  if (groupIds.length === 0) return 0;
  const found = await tx
    .select({ id: modifierGroups.id })
    .from(modifierGroups)
    .where(and(eq(modifierGroups.pubId, pubId), inArray(modifierGroups.id, [...groupIds])));
  return found.length;
}

/** Replaces the dish's groups with these, in this order. */
export async function replaceDishGroups(tx: Tx, dishId: number, groupIds: readonly number[]): Promise<void> {
  await tx.delete(dishModifierGroups).where(eq(dishModifierGroups.dishId, dishId));
  if (groupIds.length)
    await tx.insert(dishModifierGroups).values(groupIds.map((groupId, i) => ({ dishId, groupId, place: i + 1 })));
}

/** Group ids of each dish, in the dish's order. */
export async function loadDishGroupIds(db: Tx, dishIds: readonly number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (dishIds.length === 0) return map;
  const rows = await db
    .select()
    .from(dishModifierGroups)
    .where(inArray(dishModifierGroups.dishId, [...dishIds]))
    .orderBy(asc(dishModifierGroups.dishId), asc(dishModifierGroups.place));
  for (const r of rows) map.set(r.dishId, [...(map.get(r.dishId) ?? []), r.groupId]);
  return map;
}
