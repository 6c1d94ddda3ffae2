import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { dishes, orderDishes, type LineModifier } from '../../../db/schema.ts';
import type { OrderDishRow } from './orders.ts';

export type { LineModifier };

type DishRow = typeof dishes.$inferSelect;

/** An order's dish positions, in the order they were added. */
export function findOrderDishes(tx: Tx, orderId: number): Promise<OrderDishRow[]> {
  return tx.select().from(orderDishes).where(eq(orderDishes.orderId, orderId)).orderBy(orderDishes.id);
}

/** The pub's menu dishes of these ids (others' dishes are left out). */
export async function findPubDishes(tx: Tx, pubId: number, ids: readonly number[]): Promise<DishRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(dishes)
    .where(and(inArray(dishes.id, [...ids]), eq(dishes.pubId, pubId)));
}

/** Deletes these dish positions. */
export async function deleteOrderDishes(tx: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length) await tx.delete(orderDishes).where(inArray(orderDishes.id, [...ids]));
}

/** Sets how many of a position were ordered. */
export async function setOrderDishCount(tx: Tx, id: number, count: number): Promise<void> {
  await tx.update(orderDishes).set({ count }).where(eq(orderDishes.id, id));
}

/** Adds dish positions. */
export async function insertOrderDishes(tx: Tx, rows: (typeof orderDishes.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(orderDishes).values(rows);
}
