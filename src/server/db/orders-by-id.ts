import { inArray, type SQL } from 'drizzle-orm';
import { orders } from './schema.ts';

/**
 * Orders by id through a feature's own loader (`load` reads the rows a condition on `orders` selects): one read for
 * any number of ids and none for none, keyed by order id, holding the orders that exist.
 */
export async function ordersById<R extends { order: { id: number } }>(
  orderIds: readonly number[],
  load: (where: SQL) => Promise<R[]>,
): Promise<Map<number, R>> {
  if (orderIds.length === 0) return new Map();
  const rows = await load(inArray(orders.id, [...orderIds]));
  return new Map(rows.map((row) => [row.order.id, row]));
}
