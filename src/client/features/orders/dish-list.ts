import { optionSetKey } from '#shared/menu-rules.ts';
import type { PubDish } from './order-queries.ts';
import type { OrderDish } from './types.ts';

/** The option set of a line: saved lines by their copied options, new ones by the ids chosen. */
const optionsOf = (d: OrderDish) => optionSetKey(d.modifier_option_ids ?? (d.modifiers ?? []).map((m) => m.option_id));
const sameLine = (a: OrderDish, b: OrderDish) => a.dish_id === b.dish_id && optionsOf(a) === optionsOf(b);

/** Adds a position; a line of the same dish with the same options has its count raised instead (docs/product.md S5, docs/product.md D12). */
export function addDish(list: readonly OrderDish[], dish: OrderDish): OrderDish[] {
  const existing = list.find((d) => sameLine(d, dish));
  if (!existing) return [...list, dish];
  return list.map((d) => (d === existing ? { ...d, count: d.count + dish.count } : d));
}

/** Removes one line: by its `position_id` when saved (a dish may sit on two lines), else by dish and options. */
export function removeDish(list: readonly OrderDish[], line: OrderDish): OrderDish[] {
  return list.filter((d) => (line.position_id !== undefined ? d.position_id !== line.position_id : !sameLine(d, line)));
}

/** What update-dishes gets: saved lines by `position_id`, new ones with their options (decision 101). */
export function toWire(list: readonly OrderDish[]) {
  return list.map((d) =>
    d.position_id !== undefined
      ? { dish_id: d.dish_id, count: d.count, position_id: d.position_id }
      : { dish_id: d.dish_id, count: d.count, modifier_option_ids: d.modifier_option_ids ?? [] },
  );
}

/** The guest price shown until the server's answer fixes it (sale price when set and lower). */
export function effectivePrice(dish: Pick<PubDish, 'price' | 'sale_price'>): number {
  return dish.sale_price > 0 && dish.sale_price < dish.price ? dish.sale_price : dish.price;
}
