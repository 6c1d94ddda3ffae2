import { guestDeliveryPrice } from '#shared/order-pricing.ts';
import { toBani, toLei } from '#shared/money.ts';
import { LENGTHS } from '#shared/constants.ts';
import { findZone, type LatLng } from '#shared/zones.ts';
import { length, notEmpty, phone } from '#shared/validators.ts';
import { guestOrderSchema } from '#shared/schemas/guest-order.ts';
import type { PublicPub } from './api.ts';
import type { PaymentType } from '#shared/constants.ts';
import type { CheckoutForm, Line, OrderType } from './ordering.ts';

/** The checkout's rules (zones, the order's validation, the body sent), loaded with the checkout only. */

/** The delivery price for a point, or null when no priced zone holds it. */
export function deliveryFor(pub: PublicPub, point: LatLng | null, total: number): number | null {
  if (!point) return null;
  const zone = findZone(point, pub.shipping.shapes, pub.shipping.shipping_prices);
  return zone
    ? guestDeliveryPrice(zone.price, total, pub.shipping.shipping_free_delivery_prices[zone.shape.shape_id])
    : null;
}

/**
 * The delivery price for a point and what is left to reach free delivery: `missing`
 * is the amount to add for free delivery when the zone has a threshold not yet reached, else 0.
 */
export function deliveryQuote(
  pub: PublicPub,
  point: LatLng | null,
  total: number,
): { price: number; missing: number } | null {
  if (!point) return null;
  const zone = findZone(point, pub.shipping.shapes, pub.shipping.shipping_prices);
  if (!zone) return null;
  const threshold = pub.shipping.shipping_free_delivery_prices[zone.shape.shape_id] ?? 0;
  const price = guestDeliveryPrice(zone.price, total, threshold);
  const missing = price > 0 && threshold > 0 ? toLei(toBani(threshold) - toBani(total)) : 0;
  return { price, missing: Math.max(0, missing) };
}

/** A checkout nobody has typed in yet: for as soon as possible, paid the first way the venue takes. */
export const emptyCheckoutForm = (orderType: OrderType, payment: PaymentType): CheckoutForm => ({
  order_type: orderType,
  table: '',
  client_name: '',
  main_phone_number: '',
  second_phone_number: '',
  town: '',
  full_address: '',
  point: null,
  payment_type: payment,
  comments: '',
  callback: false,
  keep_account: false,
  password: '',
  when: 'now',
  scheduled_for: null,
});

/** The checkout's field for a field of the order body, where the two differ. */
const FORM_FIELD: Record<string, string> = { table_for_in_place_order: 'table', lat: 'point', lng: 'point' };

/**
 * Field → translation key of the first failing rule: the order body through the server's own schema
 * (the dishes are the cart's, checked apart), then what only the checkout asks: a slot once "later" is
 * chosen, and the account's phone and password.
 */
export function checkoutErrors(f: CheckoutForm): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (field: string, key: string | null) => {
    if (key && !errors[field]) errors[field] = key;
  };
  const parsed = guestOrderSchema.safeParse(orderBody(f, []));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field !== 'dishes') add(FORM_FIELD[field] ?? field, issue.message);
  }
  if (f.when === 'later' && !f.scheduled_for) add('scheduled_for', 'errors.field_is_required');
  if (f.keep_account) {
    add('account_phone', notEmpty(f.main_phone_number) ?? phone(f.main_phone_number));
    add('password', notEmpty(f.password) ?? length(LENGTHS.password.min, LENGTHS.password.max)(f.password));
  }
  return errors;
}

export function orderBody(f: CheckoutForm, lines: readonly Line[]) {
  const common = {
    order_type: f.order_type,
    dishes: lines.map((l) => ({
      dish_id: l.dish.id,
      count: l.count,
      ...(l.options.length > 0 ? { modifier_option_ids: l.options.map((o) => o.option_id) } : {}),
    })),
    client_name: f.client_name.trim(),
    main_phone_number: f.main_phone_number.trim(),
    comments: f.comments.trim(),
    callback: f.callback,
    ...(f.when === 'later' && f.scheduled_for ? { scheduled_for: f.scheduled_for } : {}),
  };
  if (f.order_type === 'in_place')
    return { ...common, table_for_in_place_order: f.table.trim(), payment_type: f.payment_type };
  return {
    ...common,
    second_phone_number: f.second_phone_number.trim(),
    town: f.town.trim(),
    full_address: f.full_address.trim(),
    lat: f.point?.lat,
    lng: f.point?.lng,
    payment_type: f.payment_type,
  };
}

/** A UUID v4 for the Idempotency-Key; randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
