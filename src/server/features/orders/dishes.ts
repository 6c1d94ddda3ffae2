import { and, eq, inArray } from 'drizzle-orm';
import { guestDishPrice } from '#shared/order-pricing.ts';
import type { OrderDishesInput } from '#shared/schemas/orders.ts';
import type { Tx } from '../../db/client.ts';
import { dishes, orderDishes } from '../../db/schema.ts';
import { AppError, E } from '../../http.ts';
import type { OrderRow } from './queries.ts';

/**
 * Replaces an order's dish positions (staff "update dishes"). A dish already in the order keeps the
 * name and price fixed when it was ordered, even if the menu changed or dropped it since; a new dish
 * must be one of this pub's and is priced as a guest would pay now, with the order's commission
 * (docs/product.md D6). Repeated dish ids are merged. Call inside the change's transaction.
 */
export async function replaceOrderDishes(tx: Tx, order: OrderRow, input: OrderDishesInput['dishes']): Promise<void> {
  const counts = new Map<number, number>();
  for (const item of input) counts.set(item.dish_id, (counts.get(item.dish_id) ?? 0) + item.count);

  const existing = await tx.select().from(orderDishes).where(eq(orderDishes.orderId, order.id));
  const fixed = new Map(existing.map((p) => [p.dishId, p]));
  const newIds = [...counts.keys()].filter((id) => !fixed.has(id));
  const menu = newIds.length
    ? await tx.select().from(dishes).where(and(inArray(dishes.id, newIds), eq(dishes.pubId, order.pubId)))
    : [];
  const fromMenu = new Map(menu.map((d) => [d.id, d]));
  const fields: Record<string, string> = {};
  input.forEach((item, i) => {
    if (!fixed.has(item.dish_id) && !fromMenu.has(item.dish_id)) fields[`dishes.${i}.dish_id`] = 'errors.not_found';
  });
  if (Object.keys(fields).length) throw new AppError(E.validation, fields);

  const rows = [...counts].map(([dishId, count]) => {
    const kept = fixed.get(dishId);
    if (kept) return { orderId: order.id, dishId, name: kept.name, count, dishPrice: kept.dishPrice };
    const dish = fromMenu.get(dishId)!;
    return {
      orderId: order.id,
      dishId,
      name: dish.name,
      count,
      dishPrice: guestDishPrice({ price: dish.price, sale_price: dish.salePrice }, order.commissionApplied),
    };
  });
  await tx.delete(orderDishes).where(eq(orderDishes.orderId, order.id));
  await tx.insert(orderDishes).values(rows);
}
