import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, listenOnFreePort, type TestApp } from '#test/app.ts';
import { aGuestPub, deliveryBody, INSIDE, inPlaceBody, postOrder, type GuestPub } from '#test/factories/guest-pub.ts';
import { aCourierWithToken, action, assign, type TestCourier, courierOrders } from '#test/factories/couriers.ts';
import { isEvent, openSocket } from '#test/ws.ts';
import { addDays, localDate, parseWireTime, toWireTime } from '#shared/time.ts';
import { FIRE_MARGIN_MINUTES, travelMinutes } from '#shared/order-time.ts';
import { orders, pubs } from '../../db/schema.ts';
import { fireDueOrders } from './fire.ts';

/**
 * Scheduled orders fire at their fire time (docs/product.md D16), with the app clock moved instead of waiting.
 * The app's own sweep runs too (same clock), so a fire is checked by the order's state, not by who fired it.
 */
let t: TestApp;
let p: GuestPub;
let courier: TestCourier;
let port: number;
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({ GUEST_ORDERS_PER_IP: '10000' });
  t.app.clock.now = () => NOW;
  p = await aGuestPub(t);
  await t.app.db
    .update(pubs)
    .set({ preorderDays: 2, defaultPrepMinutes: 20, courierSpeedKmh: 20 })
    .where(eq(pubs.id, p.pubId));
  courier = await aCourierWithToken(t);
  await assign(t, p.pubId, courier.courierId);
  port = await listenOnFreePort(t.app);
});
afterAll(() => t.close());

const base = () => `/api/company/${p.company.companyId}/pubs/${p.pubId}/orders`;
const staffOrder = async (id: number) =>
  (await t.inject({ method: 'GET', url: `${base()}/${id}/`, headers: p.company.headers })).json().order;
const accept = (id: number) =>
  t.inject({ method: 'PUT', url: `${base()}/${id}/update-status?status=preparing`, headers: p.company.headers });
const available = async () => ((await courierOrders(t, courier)).available as { id: number }[]).map((o) => o.id);

/** The first slot of a local date a few days ahead, as the guest's slot list gives it. */
async function aSlot(type: 'delivery' | 'in_place', daysAhead: number): Promise<string> {
  const [{ tz }] = await t.app.db.select({ tz: pubs.timezone }).from(pubs).where(eq(pubs.id, p.pubId));
  const res = await t.inject({
    method: 'GET',
    url: `/api/client/pub/${p.urlName}/slots?type=${type}&date=${addDays(localDate(NOW, tz), daysAhead)}`,
  });
  return (res.json().slots as { start: string }[])[8].start;
}

describe('scheduled orders fire at their fire time', () => {
  it('carry scheduled_for and fires_at; reach the board at once; reach couriers, and fire on the board socket, only at the fire time', async () => {
    const slot = await aSlot('delivery', 1);
    const placed = await postOrder(t, p.urlName, deliveryBody(p, { scheduled_for: slot }));
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().order.id as number;
    const travel = travelMinutes({ lat: 47.0, lng: 28.85 }, INSIDE, 20);
    const firesAt = new Date(parseWireTime(slot)!.getTime() - (20 + travel + FIRE_MARGIN_MINUTES) * MINUTE);
    const order = await staffOrder(id);
    expect(order).toMatchObject({ status: 'not_handled', scheduled_for: slot, fires_at: toWireTime(firesAt) });

    const board = await openSocket(
      `ws://127.0.0.1:${port}/ws/orders/company/${p.company.companyId}/pub/${p.pubId}?access_token=${p.company.token}`,
    );
    const all = await board.next<{ orders: { id: number; scheduled_for: string; fires_at: string }[] }>(
      isEvent('GET_ALL'),
    );
    expect(all.orders.find((o) => o.id === id)).toMatchObject({ scheduled_for: slot, fires_at: toWireTime(firesAt) });

    // Staff may accept early; couriers still do not see it before the fire time.
    expect((await accept(id)).statusCode).toBe(200);
    const accepted = await staffOrder(id);
    const riders = await openSocket(
      `ws://127.0.0.1:${port}/ws/courier/${courier.courierId}?access_token=${courier.token}`,
    );
    const snapshot = await riders.next<{ orders: { id: number }[] }>(isEvent('GET_ALL'));
    expect(snapshot.orders.map((o) => o.id)).not.toContain(id);
    expect(await available()).not.toContain(id);
    expect((await action(t, courier, 'reserve-order', id)).statusCode).toBe(409);

    t.app.clock.now = () => new Date(firesAt.getTime() - 1000);
    expect(await fireDueOrders(t.app)).toBe(0);
    expect(await available()).not.toContain(id);

    t.app.clock.now = () => firesAt;
    await fireDueOrders(t.app);
    const [row] = await t.app.db
      .select({ firedAt: orders.firedAt, version: orders.version })
      .from(orders)
      .where(eq(orders.id, id));
    expect(row).toEqual({ firedAt: firesAt, version: accepted.version + 1 });
    const isFire = (m: Record<string, unknown> | string) =>
      isEvent('UPDATE_EVENT')(m) &&
      (m as { order: { id: number; version: number } }).order.id === id &&
      (m as { order: { version: number } }).order.version === accepted.version + 1;
    const fired = await board.next<{ order: { status: string; fires_at: string } }>(isFire);
    expect(fired.order).toMatchObject({ status: 'preparing', fires_at: toWireTime(firesAt) });
    const offered = await riders.next<{ order: { id: number; courier_info: { is_reserved: boolean } } }>(
      (m) => typeof m === 'object' && (m as { order?: { id: number } }).order?.id === id,
    );
    expect(offered.order.courier_info.is_reserved).toBe(false);
    expect(await available()).toContain(id);
    expect(await fireDueOrders(t.app)).toBe(0);
    expect((await action(t, courier, 'reserve-order', id)).statusCode).toBe(200);
    board.close();
    riders.close();
  });

  it('a table order fires its preparation and margin before its time; two sweeps at once fire it once', async () => {
    t.app.clock.now = () => NOW;
    const slot = await aSlot('in_place', 2);
    const id = (await postOrder(t, p.urlName, inPlaceBody(p, { scheduled_for: slot }))).json().order.id as number;
    const firesAt = new Date(parseWireTime(slot)!.getTime() - (20 + FIRE_MARGIN_MINUTES) * MINUTE);
    const before = await staffOrder(id);
    expect(before.fires_at).toBe(toWireTime(firesAt));
    t.app.clock.now = () => firesAt;
    const counts = await Promise.all([fireDueOrders(t.app), fireDueOrders(t.app), fireDueOrders(t.app)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    const [row] = await t.app.db
      .select({ firedAt: orders.firedAt, version: orders.version })
      .from(orders)
      .where(eq(orders.id, id));
    expect(row).toEqual({ firedAt: firesAt, version: before.version + 1 });
  });

  it('an order for as soon as possible carries null times and never fires; a canceled scheduled one does not fire', async () => {
    t.app.clock.now = () => NOW;
    const asap = (await postOrder(t, p.urlName, inPlaceBody(p))).json().order.id as number;
    expect(await staffOrder(asap)).toMatchObject({ scheduled_for: null, fires_at: null });
    const slot = await aSlot('in_place', 1);
    const id = (await postOrder(t, p.urlName, inPlaceBody(p, { scheduled_for: slot }))).json().order.id as number;
    await t.inject({ method: 'PUT', url: `${base()}/${id}/update-status?status=canceled`, headers: p.company.headers });
    t.app.clock.now = () => parseWireTime(slot)!;
    expect(await fireDueOrders(t.app)).toBe(0);
    t.app.clock.now = () => NOW;
  });
});
