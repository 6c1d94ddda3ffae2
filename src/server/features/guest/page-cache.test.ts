import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { fileTestApp, testConfig } from '#test/app.ts';
import { dishModifierGroups, dishes, modifierGroups, modifierOptions, pubs } from '../../db/schema.ts';
import { aGuestPub, type GuestPub } from '#test/factories/guest-pub.ts';

/** The menu answer kept ready and compressed, dropped in every instance when the pub changes. */
const t = fileTestApp();
let second: FastifyInstance;
let p: GuestPub;
let other: GuestPub;

beforeAll(async () => {
  // A second instance of the server on the same database, as behind a load balancer.
  second = await buildApp({ config: testConfig(), databaseUrl: t.databaseUrl, logger: false });
  await second.ready();
  p = await aGuestPub(t);
  other = await aGuestPub(t);
});
afterAll(() => second.close());

const read = (app: FastifyInstance, urlName: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/client/pub/${urlName}/`, headers });
const firstDish = async (app: FastifyInstance, urlName: string) =>
  (await read(app, urlName)).json().dishes[0].name as string;

describe('the cached menu answer', () => {
  it('serves brotli and gzip made once, the same bytes as the plain answer, with one ETag', async () => {
    const plain = await read(t.app, p.urlName);
    const br = await read(t.app, p.urlName, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await read(t.app, p.urlName, { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(1);
    expect(br.headers.vary).toContain('accept-encoding');
    expect((await read(t.app, p.urlName, { 'if-none-match': String(plain.headers.etag) })).statusCode).toBe(304);
  });

  it('a stop and a pause that end by the clock read as ended within a moment of their end, not at the next minute', async () => {
    const q = await aGuestPub(t);
    const end = new Date(Date.now() + 2000);
    await t.app.db.update(dishes).set({ available: false, unavailableUntil: end }).where(eq(dishes.id, q.dish.id));
    await t.app.db.update(pubs).set({ deliveryPaused: true, deliveryPausedUntil: end }).where(eq(pubs.id, q.pubId));
    // Both changes heard (NOTIFY), so the next read is the kept one.
    await t.app.bus.sync();
    const state = async () => {
      const body = (await read(t.app, q.urlName)).json();
      return {
        dish: body.dishes.find((d: { id: number }) => d.id === q.dish.id).available as boolean,
        paused: body.pub.paused.delivery !== false,
      };
    };
    expect(await state()).toEqual({ dish: false, paused: true });
    expect(t.app.pageCache.get(`json:${q.urlName}:`)).toBeDefined();
    await expect.poll(state, { interval: 50, timeout: 10_000 }).toEqual({ dish: true, paused: false });
    const late = Date.now() - end.getTime();
    expect(late, 'ms after the end').toBeGreaterThanOrEqual(0);
    expect(late, 'ms after the end').toBeLessThan(1500);
  });

  it('a stop of an option that ends by the clock ends the kept answer too', async () => {
    const q = await aGuestPub(t);
    const [group] = await t.app.db
      .insert(modifierGroups)
      .values({ pubId: q.pubId, name: 'Size', minSelect: 0, maxSelect: 1 })
      .returning();
    const [option] = await t.app.db
      .insert(modifierOptions)
      .values({ groupId: group.id, pubId: q.pubId, name: 'Large', priceDelta: 10, place: 1 })
      .returning();
    await t.app.db.insert(dishModifierGroups).values({ dishId: q.dish.id, groupId: group.id, place: 1 });
    const end = new Date(Date.now() + 2000);
    await t.app.db
      .update(modifierOptions)
      .set({ available: false, unavailableUntil: end })
      .where(eq(modifierOptions.id, option.id));
    await t.app.bus.sync();
    const available = async () => {
      const dish = (await read(t.app, q.urlName)).json().dishes.find((d: { id: number }) => d.id === q.dish.id);
      return dish.modifier_groups?.[0]?.options?.[0]?.available as boolean | undefined;
    };
    expect(await available()).toBe(false);
    expect(t.app.pageCache.get(`json:${q.urlName}:`)).toBeDefined();
    await expect.poll(available, { interval: 50, timeout: 10_000 }).toBe(true);
    expect(Date.now() - end.getTime(), 'ms after the end').toBeLessThan(1500);
  });

  it('is kept: a second read does not go to the database', async () => {
    await read(t.app, p.urlName);
    // Changed behind the triggers' back (they are what tells the cache): the kept answer is still served.
    await t.app.pool.query('alter table dishes disable trigger tavola_menu_changed');
    try {
      await t.app.db.update(dishes).set({ name: 'Unannounced' }).where(eq(dishes.pubId, p.pubId));
      expect(await firstDish(t.app, p.urlName)).not.toBe('Unannounced');
    } finally {
      await t.app.pool.query('alter table dishes enable trigger tavola_menu_changed');
    }
    t.app.pageCache.invalidate(p.pubId);
    expect(await firstDish(t.app, p.urlName)).toBe('Unannounced');
  });

  it('a change made through one instance reaches the other instance, and only for that pub', async () => {
    expect(await firstDish(second, p.urlName)).toBe(await firstDish(t.app, p.urlName));
    const otherEtag = String((await read(second, other.urlName)).headers.etag);
    const entries = second.pageCache.size;
    await t.app.db.update(dishes).set({ name: 'Plăcintă cu brânză' }).where(eq(dishes.pubId, p.pubId));
    await expect.poll(() => firstDish(second, p.urlName)).toBe('Plăcintă cu brânză');
    await t.app.bus.sync(); // the first instance hears the same NOTIFY on its own connection
    expect(await firstDish(t.app, p.urlName)).toBe('Plăcintă cu brânză');
    // The neighbour's entry stayed.
    expect(second.pageCache.size).toBe(entries);
    expect(String((await read(second, other.urlName)).headers.etag)).toBe(otherEtag);
  });

  it('a settings change of the pub drops its answer; the order counter moving does not', async () => {
    await read(second, p.urlName);
    const stamp = second.pageCache.stamp();
    await t.app.db.update(pubs).set({ orderSeq: 41 }).where(eq(pubs.id, p.pubId));
    await t.app.db.update(pubs).set({ wifiPassword: 'parola123' }).where(eq(pubs.id, p.pubId));
    await expect.poll(async () => (await read(second, p.urlName)).json().pub.wifi_password).toBe('parola123');
    // One notification (the wifi change), not two: NOTIFYs arrive in commit order.
    expect(second.pageCache.stamp()).toBe(stamp + 1);
  });
});
