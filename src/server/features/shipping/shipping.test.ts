import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp } from '#test/app.ts';
import { anOwnedPub, aPub, type CompanyFixture } from '#test/factories/accounts.ts';

const t = fileTestApp();
let owner: CompanyFixture;
let pubId: number;
beforeAll(async () => {
  ({ owner, pubId } = await anOwnedPub(t));
});

const url = (path: string) => `/api/company/${owner.companyId}/pubs/${pubId}/${path}`;
const post = (path: string, payload: unknown) =>
  t.inject({ method: 'POST', url: url(path), headers: owner.headers, payload: payload as object });
const publicShipping = async () => (await t.inject({ method: 'GET', url: `/api/client/pub/${pubId}/shipping` })).json();
const zone = (lat = 47, lng = 28.8) => ({
  shape_id: crypto.randomUUID(),
  color: '#e6194b',
  vertices: [
    { lat, lng },
    { lat, lng: lng + 0.1 },
    { lat: lat + 0.1, lng: lng + 0.1 },
    { lat: lat + 0.1, lng },
  ],
});
const expectValidation = (res: { statusCode: number; json: () => { err: string } }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json().err).toBe('validation error');
};

describe('shipping settings', () => {
  it('public shipping answers the fields at the top level; unknown pub 404', async () => {
    const body = await publicShipping();
    expect(body).toMatchObject({ ok: true, available: false, shapes: [], shipping_prices: {}, delivery_type: 'own' });
    expect(body.shipping_work_hours_for_week).toHaveLength(7);
    expect((await t.inject({ method: 'GET', url: '/api/client/pub/99999999/shipping' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/client/pub/abc/shipping' })).statusCode).toBe(404);
  });

  it('availability, delivery type and commission save and answer the updated values', async () => {
    expect((await post('shipping-availability', { available: true })).json()).toMatchObject({
      ok: true,
      available: true,
    });
    expect((await post('delivery-type', { delivery_type: 'delivery_service' })).json().delivery_type).toBe(
      'delivery_service',
    );
    expect(
      (await post('add-commission-to-dish-prices', { add_commission_to_dish_prices: true })).json()
        .add_commission_to_dish_prices,
    ).toBe(true);
    expect(await publicShipping()).toMatchObject({
      available: true,
      delivery_type: 'delivery_service',
      add_commission_to_dish_prices: true,
    });
    expectValidation(await post('shipping-availability', { available: 'yes' }));
    expectValidation(await post('delivery-type', { delivery_type: 'drone' }));
    expectValidation(await post('add-commission-to-dish-prices', {}));
  });

  it('shipping time: two minute values', async () => {
    expect((await post('shipping-time', { from: 30, to: 60 })).json()).toMatchObject({
      shipping_time_from: 30,
      shipping_time_to: 60,
    });
    expectValidation(await post('shipping-time', { from: 'abc', to: 60 }));
    expectValidation(await post('shipping-time', { from: -5, to: 60 }));
    expectValidation(await post('shipping-time', { from: 30 }));
  });

  it('shipping time: from after to is refused on `from` and nothing is saved', async () => {
    await post('shipping-time', { from: 30, to: 60 });
    const res = await post('shipping-time', { from: 60, to: 30 });
    expectValidation(res);
    expect((res.json() as unknown as { fields: Record<string, string> }).fields).toEqual({
      from: 'errors.time_from_after_to',
    });
    expect(await publicShipping()).toMatchObject({ shipping_time_from: 30, shipping_time_to: 60 });
    expect((await post('shipping-time', { from: 45, to: 45 })).statusCode).toBe(200);
  });

  it('work hours: a day "24:00–00:00" is refused on that day; start = end is a closed day', async () => {
    const closed = Array.from({ length: 7 }, (_, i) => (i === 6 ? { start: 0, end: 0 } : { start: 0, end: 1440 }));
    expect((await post('shipping-work-hours', { work_hours: closed })).statusCode).toBe(200);
    const res = await post('shipping-work-hours', { work_hours: [...closed.slice(0, 6), { start: 1440, end: 0 }] });
    expectValidation(res);
    expect((res.json() as unknown as { fields: Record<string, string> }).fields).toEqual({
      'work_hours.6': 'errors.work_day_starts_at_midnight',
    });
    expect((await publicShipping()).shipping_work_hours_for_week).toEqual(closed);
  });

  it('work hours: exactly 7 entries within 0..1440; Monday mirrored in start/end', async () => {
    const hours = Array.from({ length: 7 }, (_, i) => ({ start: 480 + i * 5, end: 1320 }));
    const res = await post('shipping-work-hours', { work_hours: hours });
    expect(res.json()).toMatchObject({
      shipping_work_hours_for_week: hours,
      shipping_work_start: 480,
      shipping_work_end: 1320,
    });
    expectValidation(await post('shipping-work-hours', { work_hours: hours.slice(0, 6) }));
    expectValidation(
      await post('shipping-work-hours', { work_hours: [...hours.slice(0, 6), { start: 1445, end: 1440 }] }),
    );
    expectValidation(await post('shipping-work-hours', { work_hours: [...hours.slice(0, 6), { start: 0, end: 'x' }] }));
    expect((await publicShipping()).shipping_work_hours_for_week).toEqual(hours);
  });

  it('zones: saved, validated (2 vertices, lat 200, self-intersecting), deleting a zone drops its prices', async () => {
    const a = zone(47);
    const b = zone(47.2);
    const saved = await post('shipping', { shapes: [a, b] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().shapes).toEqual([a, b]);
    await post('shipping-price', { prices: { [a.shape_id]: 25, [b.shape_id]: 40.5 } });
    await post('shipping-free-delivery-prices', { prices: { [a.shape_id]: 300, [b.shape_id]: 0 } });
    const twoVertices = { ...zone(), vertices: a.vertices.slice(0, 2) };
    const bad = await post('shipping', { shapes: [twoVertices] });
    expectValidation(bad);
    expect(bad.json().fields['shapes.0']).toBe('shipping.zone.too_few_vertices');
    const farAway = { ...zone(), vertices: [{ lat: 200, lng: 28 }, ...a.vertices.slice(1)] };
    expect((await post('shipping', { shapes: [farAway] })).json().fields['shapes.0']).toBe(
      'shipping.zone.bad_coordinate',
    );
    const bowTie = { ...zone(), vertices: [a.vertices[0], a.vertices[2], a.vertices[1], a.vertices[3]] };
    expect((await post('shipping', { shapes: [bowTie] })).json().fields['shapes.0']).toBe(
      'shipping.zone.self_intersecting',
    );
    expectValidation(await post('shipping', { shapes: 'none' }));
    expectValidation(await post('shipping', { shapes: [{ ...a, shape_id: 'not-a-uuid' }] }));
    // Nothing of the rejected saves was stored.
    expect((await publicShipping()).shapes).toEqual([a, b]);
    const removed = await post('shipping', { shapes: [b] });
    expect(removed.json()).toMatchObject({
      shapes: [b],
      shipping_prices: { [b.shape_id]: 40.5 },
      shipping_free_delivery_prices: { [b.shape_id]: 0 },
    });
  });

  it('prices: numbers ≥ 0 for existing zones only', async () => {
    const a = zone(46.5);
    await post('shipping', { shapes: [a] });
    const ok = await post('shipping-price', { prices: { [a.shape_id]: 30 } });
    expect(ok.json().shipping_prices).toEqual({ [a.shape_id]: 30 });
    expectValidation(await post('shipping-price', { prices: { [a.shape_id]: 'abc' } }));
    expectValidation(await post('shipping-price', { prices: { [a.shape_id]: -1 } }));
    expectValidation(await post('shipping-price', { prices: { [a.shape_id]: 1.234 } }));
    expectValidation(await post('shipping-price', { prices: [30] }));
    const unknown = await post('shipping-free-delivery-prices', { prices: { [crypto.randomUUID()]: 100 } });
    expectValidation(unknown);
    expect(Object.values(unknown.json().fields)).toEqual(['shipping.zone.unknown_zone']);
    expect((await publicShipping()).shipping_prices).toEqual({ [a.shape_id]: 30 });
  });

  it('geolocation: GET answers 0,0 until set; POST validates ranges', async () => {
    const { pubId: fresh } = await aPub(t, owner);
    const get = () =>
      t.inject({
        method: 'GET',
        url: `/api/company/${owner.companyId}/pubs/${fresh}/geolocation`,
        headers: owner.headers,
      });
    expect((await get()).json()).toEqual({ ok: true, lat: 0, lng: 0 });
    const set = await t.inject({
      method: 'POST',
      url: `/api/company/${owner.companyId}/pubs/${fresh}/geolocation`,
      headers: owner.headers,
      payload: { lat: 47.01, lng: 28.86 },
    });
    expect(set.json()).toEqual({ ok: true, lat: 47.01, lng: 28.86 });
    expect((await get()).json()).toEqual({ ok: true, lat: 47.01, lng: 28.86 });
    expectValidation(await post('geolocation', { lat: 200, lng: 28 }));
    expectValidation(await post('geolocation', { lat: 47, lng: -181 }));
    expectValidation(await post('geolocation', { lat: '47', lng: 28 }));
  });

  it('preorder: two booleans', async () => {
    expect((await post('preorder', { card_preorder: true, cash_preorder: false })).json()).toEqual({
      ok: true,
      card_preorder: true,
      cash_preorder: false,
      online_preorder: false,
    });
    expectValidation(await post('preorder', { card_preorder: true }));
  });

  it('a body that is not JSON object never yields a 500', async () => {
    for (const path of [
      'shipping',
      'shipping-time',
      'shipping-work-hours',
      'shipping-price',
      'geolocation',
      'preorder',
    ]) {
      const res = await t.inject({
        method: 'POST',
        url: url(path),
        headers: { ...owner.headers, 'content-type': 'application/json' },
        payload: 'null',
      });
      expect(res.statusCode, path).toBe(400);
    }
  });
});
