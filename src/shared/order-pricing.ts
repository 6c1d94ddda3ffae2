/**
 * What a guest pays (docs/product.md D6), shared by the guest page (to show it) and the server (to charge it):
 * the sale price when set and lower, plus the platform commission on delivery orders of pubs that add
 * it to dish prices; delivery is the zone's price, free once the dish total reaches the zone's threshold.
 */
import { effectivePriceBani, toBani, toLei, unitPriceBani, withCommissionBani } from './money.ts';

/** Limits of one guest order (the server's schema and the guest page's cart share them). */
export const MAX_ORDER_POSITIONS = 50;
export const MAX_DISH_COUNT = 100;
export const MAX_COMMENTS = 1000;

export interface DishPrices {
  price: number;
  sale_price: number;
}

/** True when this order carries the commission: delivery orders of a pub that adds it (never in place). */
export function commissionApplies(orderType: string, addCommissionToDishPrices: boolean): boolean {
  return orderType === 'delivery' && addCommissionToDishPrices;
}

/** The price fixed in the order for one dish, in bani. */
export function guestDishPriceBani(dish: DishPrices, withCommission: boolean): number {
  return guestLinePriceBani(dish, [], withCommission);
}

/**
 * The unit price of a line with options (docs/product.md D12): the dish's guest price plus the options' deltas
 * (lei), never below 0, then the commission when the order carries it.
 */
export function guestLinePriceBani(dish: DishPrices, deltas: readonly number[], withCommission: boolean): number {
  const base = unitPriceBani(effectivePriceBani(toBani(dish.price), toBani(dish.sale_price)), deltas.map(toBani));
  return withCommission ? withCommissionBani(base) : base;
}

export function guestDishPrice(dish: DishPrices, withCommission: boolean): number {
  return toLei(guestDishPriceBani(dish, withCommission));
}

/** True when the dish shows a struck-through old price (sale price set and lower). */
export function hasSale(dish: DishPrices): boolean {
  return dish.sale_price > 0 && dish.sale_price < dish.price;
}

/** Delivery price the guest pays: 0 when the zone's free-delivery threshold is > 0 and reached. */
export function guestDeliveryPrice(zonePrice: number, dishesTotal: number, freeThreshold: number | undefined): number {
  const threshold = typeof freeThreshold === 'number' && Number.isFinite(freeThreshold) ? freeThreshold : 0;
  if (threshold > 0 && toBani(dishesTotal) >= toBani(threshold)) return 0;
  return zonePrice;
}
