import { asc } from 'drizzle-orm';
import { idIn, preparedOnce } from './built-once.ts';
import { orderDishes } from './schema.ts';

/**
 * Orders by id through a feature's own loader (`load` reads the rows of these ids): one read for any number of ids
 * and none for none, keyed by order id, holding the orders that exist.
 */
export async function ordersById<R extends { order: { id: number } }>(
  orderIds: readonly number[],
  load: (ids: number[]) => Promise<R[]>,
): Promise<Map<number, R>> {
  if (orderIds.length === 0) return new Map();
  const rows = await load([...orderIds]);
  return new Map(rows.map((row) => [row.order.id, row]));
}

/** The dish positions of these orders, in the order they were added. */
export const dishesOfOrders = preparedOnce((db) =>
  db
    .select()
    .from(orderDishes)
    .where(idIn(orderDishes.orderId))
    .orderBy(asc(orderDishes.id))
    .prepare('dishes_of_orders'),
);
