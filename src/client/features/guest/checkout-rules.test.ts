import { describe, expect, it } from 'vitest';
import {
  checkoutErrors,
  deliveryFor,
  deliveryQuote,
  emptyCheckoutForm,
  newIdempotencyKey,
  orderBody,
} from './checkout-rules.ts';
import { cartLines, dishesTotal, orderingOptions, type CheckoutForm } from './ordering.ts';
import type { Dish, PublicPub } from './api.ts';
import { INVALID_CHARACTERS } from '#shared/text-hygiene.ts';
import { aZone, box } from '#test/factories/zones.ts';

const zone = aZone('z1', box(46.9, 28.7, 47.1, 29));
const pub = {
  has_in_place_order: true,
  timezone: 'Europe/Chisinau',
  preorder: { cash_preorder: true, card_preorder: false },
  shipping: {
    available: true,
    shapes: [zone],
    shipping_prices: { z1: 30 },
    shipping_free_delivery_prices: { z1: 200 },
    add_commission_to_dish_prices: true,
    shipping_work_hours_for_week: Array.from({ length: 7 }, () => ({ start: 0, end: 1440 })),
  },
} as unknown as PublicPub;
const dish = (id: number, price: number, sale = 0, visible = true) =>
  ({ id, price, sale_price: sale, visible, name: `D${id}` }) as Dish;
const form: CheckoutForm = {
  ...emptyCheckoutForm('delivery', 'cash'),
  client_name: ' Ana ',
  main_phone_number: '37369123456',
  full_address: 'str. 1',
  point: { lat: 47, lng: 28.8 },
};

describe('guest checkout rules', () => {
  it('offers what the pub takes', () => {
    expect(orderingOptions(pub)).toMatchObject({
      inPlace: true,
      delivery: true,
      deliveryClosed: false,
      payments: ['cash'],
    });
    const closed = {
      ...pub,
      shipping: {
        ...pub.shipping,
        shipping_work_hours_for_week: Array.from({ length: 7 }, () => ({ start: 0, end: 0 })),
      },
    };
    expect(orderingOptions(closed)).toMatchObject({ delivery: false, deliveryClosed: true });
  });
  it('reads the ranges and closing days when the server sends them', () => {
    const now = new Date('2026-11-23T10:00:00Z'); // Monday 12:00 in Chișinău
    const allDay = Array.from({ length: 7 }, () => ({ closed: false, ranges: [{ start: 0, end: 1440 }] }));
    expect(orderingOptions({ ...pub, work_ranges_for_week: allDay, closed_dates: ['2026-11-23'] }, now)).toMatchObject({
      delivery: false,
      deliveryClosed: true,
    });
    const dinnerOnly = allDay.map(() => ({ closed: false, ranges: [{ start: 1080, end: 120 }] }));
    expect(orderingOptions({ ...pub, work_ranges_for_week: dinnerOnly, closed_dates: [] }, now)).toMatchObject({
      delivery: false,
    });
    expect(
      orderingOptions({ ...pub, work_ranges_for_week: dinnerOnly, closed_dates: [] }, new Date('2026-11-23T22:30:00Z')),
    ).toMatchObject({ delivery: true });
  });
  it('prices the cart like the server: sale price, commission on delivery only, hidden dishes dropped', () => {
    const dishes = [dish(1, 120, 100), dish(2, 99.99), dish(3, 5, 0, false)];
    const cart = { 1: 1, 2: 2, 3: 4 };
    expect(cartLines(cart, dishes, pub, 'in_place').map((l) => l.price)).toEqual([100, 99.99]);
    const delivery = cartLines(cart, dishes, pub, 'delivery');
    expect(delivery.map((l) => l.price)).toEqual([110, 109.99]);
    expect(dishesTotal(delivery)).toBe(329.98);
    expect(orderBody(form, delivery).dishes).toEqual([
      { dish_id: 1, count: 1 },
      { dish_id: 2, count: 2 },
    ]);
  });
  it('gives the zone price, free past the threshold, null outside', () => {
    expect(deliveryFor(pub, { lat: 47, lng: 28.8 }, 100)).toBe(30);
    expect(deliveryFor(pub, { lat: 47, lng: 28.8 }, 200)).toBe(0);
    expect(deliveryFor(pub, { lat: 46, lng: 28 }, 100)).toBeNull();
  });
  it('says how much is missing for free delivery, and nothing once it is free', () => {
    expect(deliveryQuote(pub, { lat: 47, lng: 28.8 }, 120.5)).toEqual({ price: 30, missing: 79.5 });
    expect(deliveryQuote(pub, { lat: 47, lng: 28.8 }, 200)).toEqual({ price: 0, missing: 0 });
    expect(deliveryQuote(pub, { lat: 46, lng: 28 }, 100)).toBeNull();
  });
  it('asks for what each order type needs', () => {
    expect(checkoutErrors(form)).toEqual({});
    expect(checkoutErrors({ ...form, main_phone_number: '12', full_address: '', point: null })).toEqual({
      main_phone_number: 'errors.invalid_phone',
      full_address: 'errors.field_is_required',
      point: 'errors.field_is_required',
    });
    expect(checkoutErrors({ ...form, order_type: 'in_place', main_phone_number: '' })).toEqual({
      table: 'errors.field_is_required',
    });
    expect(checkoutErrors({ ...form, keep_account: true, password: 'short' })).toEqual({ password: 'errors.min' });
  });
  it('checks the body with the server’s own rules: a table is a whole number 1..999, text has no control characters', () => {
    const inPlace = { ...form, order_type: 'in_place' as const };
    expect(checkoutErrors({ ...inPlace, table: 'abc' })).toEqual({ table: 'errors.validation_error' });
    expect(checkoutErrors({ ...inPlace, table: '1000' })).toEqual({ table: 'errors.validation_error' });
    expect(checkoutErrors({ ...inPlace, table: '12' })).toEqual({});
    expect(checkoutErrors({ ...form, full_address: 'str.\u0007 1' })).toEqual({ full_address: INVALID_CHARACTERS });
  });
  it('sends the chosen slot as scheduled_for, asks for one once "later" is chosen, and sends none for "as soon as possible"', () => {
    expect(orderBody(form, [])).not.toHaveProperty('scheduled_for');
    expect(checkoutErrors({ ...form, when: 'later' })).toEqual({ scheduled_for: 'errors.field_is_required' });
    const later = {
      ...form,
      order_type: 'in_place' as const,
      table: '4',
      when: 'later' as const,
      scheduled_for: '2026-11-28 10:30:00',
    };
    expect(checkoutErrors(later)).toEqual({});
    expect(orderBody(later, [])).toMatchObject({ scheduled_for: '2026-11-28 10:30:00', table_for_in_place_order: '4' });
    // A slot picked before switching back to "as soon as possible" is not sent.
    expect(orderBody({ ...later, when: 'now' }, [])).not.toHaveProperty('scheduled_for');
  });
  it('makes UUID v4 keys', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
