import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fileTestApp } from '#test/app.ts';
import { pubs } from '../../db/schema.ts';
import { deliveryBody, fileGuestPub, inPlaceBody, ownerPutOrder, postOrder } from '#test/factories/guest-pub.ts';
import { aCourierWithToken, assign, type TestCourier } from '#test/factories/couriers.ts';

/** The guest's ETA (docs/product.md D16), with an injected clock so every time is exact. */
const t = fileTestApp({ GUEST_ORDERS_PER_IP: '10000' });
/** A whole minute a little in the past: a courier's `at` may not lie ahead of the real clock. */
let NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 10 * 60_000);
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
/** Pub (47.00, 28.85) to the guest (47.02, 28.83): 2.69 km × 1.3 at 20 km/h = 10.5 → 11 minutes. */
const TRAVEL = 11;

beforeAll(() => {
  t.app.clock.now = () => NOW;
});
const p = fileGuestPub(t);
let courier: TestCourier;
beforeAll(async () => {
  courier = await aCourierWithToken(t);
  await assign(t, p.pubId, courier.courierId);
});
beforeEach(async () => {
  NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 10 * 60_000);
  await t.app.db
    .update(pubs)
    .set({ busyExtraMinutes: 0, busyUntil: null, defaultPrepMinutes: 20, courierSpeedKmh: 20 })
    .where(eq(pubs.id, p.pubId));
});

type Order = { id: number; tracking_token: string };
const place = async (body: unknown) => {
  const res = await postOrder(t, p.urlName, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as Order & { eta: unknown };
};
const status = (o: Order, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url: `/api/client/orders/${o.id}?token=${o.tracking_token}`, headers });
const eta = async (o: Order) => (await status(o)).json().order.eta;
const staffPut = (orderId: number, path: string, payload?: unknown) => ownerPutOrder(t, p, orderId, path, payload);
const courierPost = (path: string, payload: unknown) =>
  t.inject({
    method: 'POST',
    url: `/api/courier/${courier.courierId}/${path}`,
    headers: courier.headers,
    payload: payload as string,
  });

describe('eta on the guest order', () => {
  it('before the accept: an estimate from now with the default and busy minutes, not firm (also in the order answer)', async () => {
    const table = await place(inPlaceBody(p));
    // The order answer counts from the order's creation (the same answer for a repeated key).
    const created = new Date(
      `${(table as unknown as { created_time: string }).created_time.replace(' ', 'T')}Z`,
    ).getTime();
    const due = new Date(created + 20 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(table.eta).toEqual({ from: due, to: due, firm: false });
    expect(await eta(table)).toEqual({ from: at(20), to: at(20), firm: false });
    await t.app.db.update(pubs).set({ busyExtraMinutes: 10, defaultPrepMinutes: 25 }).where(eq(pubs.id, p.pubId));
    expect(await eta(table)).toEqual({ from: at(35), to: at(35), firm: false });
    const delivery = await place(deliveryBody(p));
    expect(await eta(delivery)).toEqual({ from: at(35 + TRAVEL), to: at(35 + TRAVEL + 15), firm: false });
  });

  it('a table order accepted: from = to = the ready time, firm', async () => {
    const table = await place(inPlaceBody(p));
    expect((await staffPut(table.id, 'update-status?status=preparing', { prep_minutes: 15 })).statusCode).toBe(200);
    expect(await eta(table)).toEqual({ from: at(15), to: at(15), firm: true });
  });

  it('a delivery accepted: the ready time + travel, then a 15-minute window; travel follows the courier speed, at least 5 minutes', async () => {
    const delivery = await place(deliveryBody(p));
    await staffPut(delivery.id, 'update-status?status=preparing', { prep_minutes: 15 });
    expect(await eta(delivery)).toEqual({ from: at(15 + TRAVEL), to: at(15 + TRAVEL + 15), firm: true });
    await t.app.db.update(pubs).set({ courierSpeedKmh: 60 }).where(eq(pubs.id, p.pubId));
    expect(await eta(delivery)).toEqual({ from: at(15 + 5), to: at(15 + 5 + 15), firm: true });
  });

  it('after the pick-up the window counts from that moment, also at the next stage', async () => {
    const delivery = await place(deliveryBody(p));
    await staffPut(delivery.id, 'update-status?status=preparing', { prep_minutes: 15 });
    expect((await courierPost('reserve-order', { order_id: delivery.id })).statusCode).toBe(200);
    expect((await courierPost('set-order-stage', { order_id: delivery.id, stage: 'at_restaurant' })).statusCode).toBe(
      200,
    );
    expect(
      (await courierPost('set-order-stage', { order_id: delivery.id, stage: 'picked_up', at: at(3) })).statusCode,
    ).toBe(200);
    expect(await eta(delivery)).toEqual({ from: at(3 + TRAVEL), to: at(3 + TRAVEL + 15), firm: true });
    expect(
      (await courierPost('set-order-stage', { order_id: delivery.id, stage: 'at_client', at: at(9) })).statusCode,
    ).toBe(200);
    expect(await eta(delivery)).toEqual({ from: at(3 + TRAVEL), to: at(3 + TRAVEL + 15), firm: true });
  });

  it('a later time set by the kitchen moves the ETA and is flagged later; back at or before the first promise it is not', async () => {
    const table = await place(inPlaceBody(p));
    await staffPut(table.id, 'update-status?status=preparing', { prep_minutes: 15 });
    await staffPut(table.id, 'update-approximate-preparation-time', { approximate_preparation_time: at(25) });
    expect(await eta(table)).toEqual({ from: at(25), to: at(25), firm: true, later: true });
    await staffPut(table.id, 'update-approximate-preparation-time', { approximate_preparation_time: at(12) });
    expect(await eta(table)).toEqual({ from: at(12), to: at(12), firm: true });
  });

  it('an accept undone withdraws the first promise: the next accept makes a new one', async () => {
    const table = await place(inPlaceBody(p));
    await staffPut(table.id, 'update-status?status=preparing', { prep_minutes: 10 });
    const undo = await t.inject({
      method: 'POST',
      url: `/api/company/${p.company.companyId}/pubs/${p.pubId}/orders/${table.id}/undo`,
      headers: p.company.headers,
      payload: { kind: 'status', to: 'preparing' },
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await eta(table)).toMatchObject({ firm: false });
    await staffPut(table.id, 'update-status?status=preparing', { prep_minutes: 30 });
    expect(await eta(table)).toEqual({ from: at(30), to: at(30), firm: true });
  });

  it('canceled and completed orders carry eta: null', async () => {
    const canceled = await place(inPlaceBody(p));
    await staffPut(canceled.id, 'update-status?status=canceled');
    expect(await eta(canceled)).toBeNull();
    const completed = await place(inPlaceBody(p));
    await staffPut(completed.id, 'update-status?status=preparing');
    await staffPut(completed.id, 'update-status?status=completed');
    expect(await eta(completed)).toBeNull();
  });

  it('the ETag of an order not yet accepted changes with the minute (its estimate counts from now); an accepted one does not', async () => {
    const table = await place(inPlaceBody(p));
    const etag = String((await status(table)).headers.etag);
    expect((await status(table, { 'if-none-match': etag })).statusCode).toBe(304);
    NOW = new Date(NOW.getTime() + 60_000);
    const moved = await status(table, { 'if-none-match': etag });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().order.eta).toEqual({ from: at(20), to: at(20), firm: false });
    await staffPut(table.id, 'update-status?status=preparing', { prep_minutes: 15 });
    const firm = String((await status(table)).headers.etag);
    NOW = new Date(NOW.getTime() + 60_000);
    expect((await status(table, { 'if-none-match': firm })).statusCode).toBe(304);
  });
});
