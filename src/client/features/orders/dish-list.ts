import type { PubDish } from './order-queries.ts';
import type { OrderDish } from './types.ts';

/** Adds a position; a dish already in the order has its count raised instead (docs/product.md S5). */
export function addDish(list: readonly OrderDish[], dish: OrderDish): OrderDish[] {
  const existing = list.find((d) => d.dish_id === dish.dish_id);
  if (!existing) return [...list, dish];
  return list.map((d) => (d.dish_id === dish.dish_id ? { ...d, count: d.count + dish.count } : d));
}

export function removeDish(list: readonly OrderDish[], dishId: number): OrderDish[] {
  return list.filter((d) => d.dish_id !== dishId);
}

/** The guest price shown until the server's answer fixes it (sale price when set and lower). */
export function effectivePrice(dish: Pick<PubDish, 'price' | 'sale_price'>): number {
  return dish.sale_price > 0 && dish.sale_price < dish.price ? dish.sale_price : dish.price;
}
