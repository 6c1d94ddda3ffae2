import type { PaymentType } from '#shared/constants.ts';
import { isOpenAt, type HoursInput } from '#shared/open-hours.ts';
import { commissionApplies, guestDishPriceBani } from '#shared/order-pricing.ts';
import { toLei } from '#shared/money.ts';
import type { LatLng } from '#shared/zones.ts';
import type { Dish, PublicPub } from './api.ts';
import type { Cart } from './cart.ts';

/**
 * What the menu needs to know about ordering: which kinds are open, and the cart priced as the
 * server will price it (shared modules, no zod: the guest chunk stays small, docs/product.md D9).
 * The checkout's own rules are in checkout-rules.ts, loaded with the checkout.
 */
export type OrderType = 'in_place' | 'delivery';

export interface CheckoutForm {
  order_type: OrderType;
  table: string;
  client_name: string;
  main_phone_number: string;
  second_phone_number: string;
  town: string;
  full_address: string;
  point: LatLng | null;
  payment_type: PaymentType;
  comments: string;
  callback: boolean;
  keep_account: boolean;
  password: string;
}

/** The pub's hours for the one open/closed rule: its ranges and closing days when the server sends them. */
export function guestHours(pub: PublicPub): HoursInput {
  return pub.work_ranges_for_week ? { week: pub.work_ranges_for_week, closedDates: pub.closed_dates ?? [] } : pub.shipping.shipping_work_hours_for_week;
}

export function orderingOptions(pub: PublicPub, now = new Date()) {
  const payments: PaymentType[] = [];
  if (pub.preorder.cash_preorder) payments.push('cash');
  if (pub.preorder.card_preorder) payments.push('card_offline');
  const offersDelivery = pub.shipping.available && pub.shipping.shapes.length > 0 && payments.length > 0;
  const open = isOpenAt(guestHours(pub), pub.timezone, now);
  return { inPlace: pub.has_in_place_order, delivery: offersDelivery && open, deliveryClosed: offersDelivery && !open, payments };
}

export interface Line { dish: Dish; count: number; price: number }

/** Cart lines of dishes still on the menu, priced as the server will price them. */
export function cartLines(cart: Cart, dishes: readonly Dish[], pub: PublicPub, orderType: OrderType): Line[] {
  const withCommission = commissionApplies(orderType, pub.shipping.add_commission_to_dish_prices);
  const byId = new Map(dishes.map((d) => [d.id, d]));
  return Object.entries(cart).flatMap(([id, count]) => {
    const dish = byId.get(Number(id));
    return dish && dish.visible ? [{ dish, count, price: toLei(guestDishPriceBani(dish, withCommission)) }] : [];
  });
}

export function dishesTotal(lines: readonly Line[]): number {
  return toLei(lines.reduce((sum, l) => sum + l.count * Math.round(l.price * 100), 0));
}

