import type { PaymentType } from '#shared/constants.ts';
import { isOpenAt, type HoursInput } from '#shared/open-hours.ts';
import { commissionApplies, guestLinePriceBani } from '#shared/order-pricing.ts';
import { toLei } from '#shared/money.ts';
import type { LatLng } from '#shared/zones.ts';
import type { Dish, PublicPub } from './api.ts';
import { parseLineKey, type Cart } from './cart.ts';
import { pubPause } from './pause.ts';

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
  /** As soon as possible, or a time the guest chooses (docs/product.md D16): `scheduled_for` is its slot's start (UTC wire string). */
  when: 'now' | 'later';
  scheduled_for: string | null;
}

/** The pub's hours for the one open/closed rule: its ranges and closing days when the server sends them. */
export function guestHours(pub: PublicPub): HoursInput {
  return pub.work_ranges_for_week
    ? { week: pub.work_ranges_for_week, closedDates: pub.closed_dates ?? [] }
    : pub.shipping.shipping_work_hours_for_week;
}

export function orderingOptions(pub: PublicPub, now = new Date()) {
  const payments: PaymentType[] = [];
  if (pub.preorder.cash_preorder) payments.push('cash');
  if (pub.preorder.card_preorder) payments.push('card_offline');
  if (pub.preorder.online_preorder) payments.push('online');
  const offersDelivery = pub.shipping.available && pub.shipping.shapes.length > 0 && payments.length > 0;
  const open = isOpenAt(guestHours(pub), pub.timezone, now);
  // A paused kind (docs/product.md D13) is not offered; checkout shows it greyed out, the pause notice says until when.
  const pause = pubPause(pub, now);
  const pausedInPlace = pub.has_in_place_order && pause.in_place !== false;
  const pausedDelivery = offersDelivery && pause.delivery !== false;
  return {
    inPlace: pub.has_in_place_order && !pausedInPlace,
    delivery: offersDelivery && open && !pausedDelivery,
    deliveryClosed: offersDelivery && !open,
    pausedInPlace,
    pausedDelivery,
    payments,
  };
}

/** An option chosen on a line, with its group (the names the guest saw; the order position's `modifiers`). */
export interface LineOption {
  group_id: number;
  group_name: string;
  option_id: number;
  name: string;
  price_delta: number;
}
export interface Line {
  key: string;
  dish: Dish;
  options: LineOption[];
  count: number;
  price: number;
}

/** The chosen options of a dish, in its groups' order; null when one is no longer on the dish. */
export function lineOptions(dish: Dish, optionIds: readonly number[]): LineOption[] | null {
  const found: LineOption[] = [];
  for (const group of dish.modifier_groups ?? []) {
    for (const option of group.options) {
      if (optionIds.includes(option.id))
        found.push({
          group_id: group.id,
          group_name: group.name,
          option_id: option.id,
          name: option.name,
          price_delta: option.price_delta,
        });
    }
  }
  return found.length === optionIds.length ? found : null;
}

/** Cart lines of dishes (and options) still on the menu, priced as the server will price them. */
export function cartLines(cart: Cart, dishes: readonly Dish[], pub: PublicPub, orderType: OrderType): Line[] {
  const withCommission = commissionApplies(orderType, pub.shipping.add_commission_to_dish_prices);
  const byId = new Map(dishes.map((d) => [d.id, d]));
  return Object.entries(cart).flatMap(([key, count]) => {
    const parsed = parseLineKey(key);
    const dish = parsed && byId.get(parsed.dishId);
    const options = dish && dish.visible ? lineOptions(dish, parsed.optionIds) : null;
    if (!dish || !options) return [];
    const price = toLei(
      guestLinePriceBani(
        dish,
        options.map((o) => o.price_delta),
        withCommission,
      ),
    );
    return [{ key, dish, options, count, price }];
  });
}

/**
 * The lines a 409 `dish is not available` rules out: every line holding a named option, and the
 * lines of a named dish unless the answer named options of that dish (then only those lines go).
 */
export function unavailableLines(
  lines: readonly Line[],
  dishIds: readonly number[],
  optionIds: readonly number[],
): Line[] {
  const optionCaused = new Set(
    lines.filter((l) => l.options.some((o) => optionIds.includes(o.option_id))).map((l) => l.dish.id),
  );
  return lines.filter(
    (l) =>
      l.options.some((o) => optionIds.includes(o.option_id)) ||
      (dishIds.includes(l.dish.id) && !optionCaused.has(l.dish.id)),
  );
}

export function dishesTotal(lines: readonly Line[]): number {
  return toLei(lines.reduce((sum, l) => sum + l.count * Math.round(l.price * 100), 0));
}
