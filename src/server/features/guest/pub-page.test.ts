import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#test/app.ts';
import { categories, dishes, pubs } from '../../db/schema.ts';
import { aGuestPub, type GuestPub } from '#test/factories/guest-pub.ts';

let t: TestApp;
let p: GuestPub;

beforeAll(async () => {
  t = await createTestApp();
  p = await aGuestPub(t);
  await aGuestPub(t); // a neighbour with the same names: its items must not leak into p's page
});
afterAll(() => t.close());

describe('GET /api/client/pub/:urlName/', () => {
  it('answers the pub and flat lists with parent ids, hidden items marked', async () => {
    const res = await t.inject({ method: 'GET', url: `/api/client/pub/${p.urlName}/` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    expect(body.pub).toMatchObject({
      id: p.pubId,
      url_name: p.urlName,
      expired: false,
      currency: { symbol: 'Lei' },
      shipping: { available: true },
      preorder: { cash_preorder: true },
    });
    expect(body.menus).toEqual([
      {
        id: expect.any(Number),
        pub_id: p.pubId,
        name: 'Main',
        visible: true,
        place: 1,
        translations: { ro: { name: 'Main' } },
      },
    ]);
    expect(
      body.categories.map((c: { name: string; visible: boolean; place: number }) => [c.name, c.visible, c.place]),
    ).toEqual([
      ['Pizza', true, 1],
      ['Secret', false, 2],
    ]);
    expect(body.categories[0]).toMatchObject({
      menu_id: body.menus[0].id,
      category_types: ['other'],
      text_color: '#ffffff',
    });
    const names = body.dishes.map((d: { name: string }) => d.name);
    expect(names).toEqual(['Margherita', 'Diavola', 'Old', 'Staff meal']);
    expect(body.dishes[1]).toMatchObject({
      price: 120,
      sale_price: 100,
      visible: true,
      category_id: body.categories[0].id,
    });
    expect(body.dishes[0].price).toBe(99.99);
    expect(body.dishes[2].visible).toBe(false);
  });

  it('marks an expired pub and still answers', async () => {
    const q = await aGuestPub(t);
    await t.app.db
      .update(pubs)
      .set({ expirationTime: new Date(Date.now() - 1000) })
      .where(eq(pubs.id, q.pubId));
    const res = await t.inject({ method: 'GET', url: `/api/client/pub/${q.urlName}/` });
    expect(res.json().pub.expired).toBe(true);
  });

  it('answers 304 to a guest whose copy is current, and a fresh copy after a change', async () => {
    const first = await t.inject({ method: 'GET', url: `/api/client/pub/${p.urlName}/` });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await t.inject({
      method: 'GET',
      url: `/api/client/pub/${p.urlName}/`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    await t.app.db.update(dishes).set({ name: 'Renamed' }).where(eq(dishes.pubId, p.pubId));
    // The change reaches the page cache through the database's NOTIFY (page-cache.ts): a moment later.
    const changed = () =>
      t.inject({ method: 'GET', url: `/api/client/pub/${p.urlName}/`, headers: { 'if-none-match': etag } });
    await expect.poll(async () => (await changed()).statusCode).toBe(200);
    expect((await changed()).json().dishes[0].name).toBe('Renamed');
  });

  it('answers 404 for an unknown pub', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/client/pub/nothing-here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, err: 'not found' });
  });
});

describe('a big menu', () => {
  it('answers 200 dishes in one round trip, quickly', async () => {
    const q = await aGuestPub(t);
    const [category] = await t.app.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.pubId, q.pubId))
      .limit(1);
    await t.app.db.insert(dishes).values(
      Array.from({ length: 200 }, (_, i) => ({
        categoryId: category.id,
        pubId: q.pubId,
        name: `Dish ${i}`,
        price: 10 + i,
        ingredients: 'flour, water, salt, love',
        place: 10 + i,
      })),
    );
    const url = `/api/client/pub/${q.urlName}/`;
    expect((await t.inject({ method: 'GET', url })).json().dishes).toHaveLength(204);
    const started = performance.now();
    for (let i = 0; i < 50; i++) await t.inject({ method: 'GET', url });
    const perRequest = (performance.now() - started) / 50;
    // A loose bound (shared CPUs): the benchmark measures the real number; this catches an N+1 regression.
    expect(perRequest).toBeLessThan(200);
  });
});

describe('GET /api/client/pub/:pubID/preorder', () => {
  it('answers the payment settings at the top level', async () => {
    const res = await t.inject({ method: 'GET', url: `/api/client/pub/${p.pubId}/preorder` });
    expect(res.json()).toEqual({ ok: true, card_preorder: false, cash_preorder: true, online_preorder: false });
    expect((await t.inject({ method: 'GET', url: '/api/client/pub/999999/preorder' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/client/pub/abc/preorder' })).statusCode).toBe(404);
  });
});
