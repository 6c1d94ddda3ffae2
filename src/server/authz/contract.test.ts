import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '#test/app.ts';
import { aStaffAccount, anAppWithWorld, fillPath, type World } from '#test/factories/world.ts';
import { accounts, pubs } from '../db/schema.ts';

/**
 * Wire fidelity and the contract suite's findings (docs/product.md D4, D6, D7), and the pin on
 * the central deleted-staff check: every staff-readable route, derived from the registered routes.
 */
let t: TestApp;
let world: World;
beforeAll(async () => {
  ({ t, world } = await anAppWithWorld());
});
afterAll(() => t.close());

const pubBase = () => `/api/company/${world.a.companyId}/pubs/${world.a.pubId}`;
const get = (url: string, token: string) => t.inject({ method: 'GET', url, headers: { accesstoken: token } });

describe('wire fidelity with the original client', () => {
  it('the public pub answer carries the pub id and company_id (the client builds order paths from them)', async () => {
    const [pub] = await t.app.db.select({ urlName: pubs.urlName }).from(pubs).where(eq(pubs.id, world.a.pubId));
    const res = await t.inject({ method: 'GET', url: `/api/client/pub/${pub.urlName}/` });
    expect(res.statusCode).toBe(200);
    expect(res.json().pub).toMatchObject({ id: world.a.pubId, company_id: world.a.companyId });
  });

  it('saving zones gives every new zone a 0 price in both maps and drops removed ones', async () => {
    const zone = (lat: number) => ({
      shape_id: crypto.randomUUID(),
      color: '#e6194b',
      vertices: [
        { lat, lng: 28.8 },
        { lat, lng: 28.9 },
        { lat: lat + 0.1, lng: 28.9 },
        { lat: lat + 0.1, lng: 28.8 },
      ],
    });
    const post = (path: string, payload: object) =>
      t.inject({
        method: 'POST',
        url: `${pubBase()}/${path}`,
        headers: { accesstoken: world.a.tokens.company },
        payload,
      });
    const a = zone(47);
    const b = zone(47.3);
    const first = (await post('shipping', { shapes: [a] })).json();
    expect(first).toMatchObject({
      shipping_prices: { [a.shape_id]: 0 },
      shipping_free_delivery_prices: { [a.shape_id]: 0 },
    });
    await post('shipping-price', { prices: { [a.shape_id]: 25 } });
    await post('shipping-free-delivery-prices', { prices: { [a.shape_id]: 300 } });
    const both = (await post('shipping', { shapes: [a, b] })).json();
    expect(both.shipping_prices).toEqual({ [a.shape_id]: 25, [b.shape_id]: 0 });
    expect(both.shipping_free_delivery_prices).toEqual({ [a.shape_id]: 300, [b.shape_id]: 0 });
    const onlyB = (await post('shipping', { shapes: [b] })).json();
    expect(onlyB.shipping_prices).toEqual({ [b.shape_id]: 0 });
    expect(onlyB.shipping_free_delivery_prices).toEqual({ [b.shape_id]: 0 });
  });
});

describe('contract suite', () => {
  it('the pub answer GET …/pubs/{pubID}/ lists its couriers (docs/product.md S3 Pub), for the owner and staff', async () => {
    for (const token of [world.a.tokens.company, world.a.tokens.staff]) {
      const res = await get(`${pubBase()}/`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().pub.couriers).toEqual([
        {
          id: world.a.courierId,
          full_name: 'Courier',
          phone_number: '',
          telegram_username: '',
          image_file_name: '',
          on_shift: false,
        },
      ]);
    }
  });

  it('a staff login cannot read the pub menus, categories, dishes or geolocation (docs/product.md D4: no menus, settings)', async () => {
    const { menuId, categoryId, dishId } = world.a;
    const m = `${pubBase()}/menus`;
    for (const url of [
      `${m}/`,
      `${m}/${menuId}/`,
      `${m}/${menuId}/categories/`,
      `${m}/${menuId}/categories/${categoryId}/`,
      `${m}/${menuId}/categories/${categoryId}/dishes`,
      `${m}/${menuId}/categories/${categoryId}/dishes/${dishId}`,
      `${pubBase()}/geolocation`,
    ]) {
      expect((await get(url, world.a.tokens.staff)).statusCode, url).toBe(403);
      expect((await get(url, world.a.tokens.company)).statusCode, url).toBe(200);
    }
  });
});

describe('a deleted staff login (pins the central check in plugins/access.ts)', () => {
  it('gets 401 on every staff route, orders included, derived from the registered routes', async () => {
    const { staffId: goneId, token } = await aStaffAccount(t, world.a, 'gone');
    // The order routes included: their own copy of this check is gone (decision 093), the central one serves them.
    const staffRoutes = t.app.routeTable.filter(
      (r) => r.access !== 'public' && r.access?.roles.includes('staff') && !r.url.startsWith('/ws/'),
    );
    expect(staffRoutes.length).toBeGreaterThanOrEqual(3);
    const call = (method: string, url: string) =>
      t.inject({
        method: method as 'GET',
        url: fillPath(url, world.a),
        headers: {
          accesstoken: token,
          ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
        },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{}' }),
      });
    // While the login exists, its token works there (so the 401 below is the deletion's doing).
    for (const r of staffRoutes)
      expect((await call(r.method, r.url)).statusCode, `${r.method} ${r.url} before`).not.toBe(401);
    await t.app.db.delete(accounts).where(eq(accounts.id, goneId));
    for (const r of staffRoutes) expect((await call(r.method, r.url)).statusCode, `${r.method} ${r.url}`).toBe(401);
  });
});
