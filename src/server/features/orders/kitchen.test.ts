import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fileTestApp, listenOnFreePort } from '#test/app.ts';
import { anOwnedPub, type CompanyFixture } from '#test/factories/accounts.ts';
import { aStaffLogin, anOrder } from '#test/factories/orders.ts';
import { aCourierWithToken, action, assign } from '#test/factories/couriers.ts';
import { deliveryBody, postOrder, aGuestPub } from '#test/factories/guest-pub.ts';
import { openSocket } from '#test/ws.ts';
import { orders } from '../../db/schema.ts';

/** Rejecting with a reason and undoing a board step (docs/product.md D13, decision 110). */
const t = fileTestApp();
let owner: CompanyFixture;
let pubId: number;
let base: string;
let staff: Awaited<ReturnType<typeof aStaffLogin>>;

beforeAll(async () => {
  ({ owner, pubId } = await anOwnedPub(t));
  base = `/api/company/${owner.companyId}/pubs/${pubId}/orders`;
  staff = await aStaffLogin(t, owner, pubId);
});

const as = (headers: { accesstoken: string }) => ({
  status: (id: number, status: string, payload?: object) =>
    t.inject({
      method: 'PUT',
      url: `${base}/${id}/update-status?status=${status}`,
      headers,
      ...(payload ? { payload } : {}),
    }),
  prepared: (id: number, prepared: boolean) =>
    t.inject({ method: 'PUT', url: `${base}/${id}/update-prepared`, headers, payload: { prepared } }),
  undo: (id: number, payload: object) => t.inject({ method: 'POST', url: `${base}/${id}/undo`, headers, payload }),
});
const row = async (id: number) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('reject with a reason', () => {
  it('stores the reason, its text whatever the reason, and who canceled; the staff view carries them', async () => {
    const a = await anOrder(t, pubId);
    const res = await as(staff.headers).status(a.id, 'canceled', {
      reason: 'sold_out',
      reason_text: 'Nu mai avem sarmale',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({
      status: 'canceled',
      cancel_reason: 'sold_out',
      cancel_reason_text: 'Nu mai avem sarmale',
      canceled_by: 'staff',
    });
    const read = await t.inject({ method: 'GET', url: `${base}/${a.id}/`, headers: staff.headers });
    expect(read.json().order).toMatchObject({ cancel_reason: 'sold_out', cancel_reason_text: 'Nu mai avem sarmale' });
    const b = await anOrder(t, pubId);
    await as(staff.headers).status(b.id, 'canceled', { reason: 'other', reason_text: '  Кухня закрыта на ремонт  ' });
    expect(await row(b.id)).toMatchObject({
      cancelReason: 'other',
      cancelReasonText: 'Кухня закрыта на ремонт',
      canceledBy: 'staff',
    });
  });

  it('a cancel without a body (older clients) stores "other"; an unknown reason is a validation error', async () => {
    const a = await anOrder(t, pubId);
    expect((await as(owner.headers).status(a.id, 'canceled')).statusCode).toBe(200);
    expect(await row(a.id)).toMatchObject({ status: 'canceled', cancelReason: 'other', canceledBy: 'staff' });
    const b = await anOrder(t, pubId);
    const bad = await as(owner.headers).status(b.id, 'canceled', { reason: 'bored' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      ok: false,
      err: 'validation error',
      fields: { reason: 'errors.validation_error' },
    });
    expect((await row(b.id)).status).toBe('not_handled');
  });

  it('re-opening a canceled order clears its reason', async () => {
    const a = await anOrder(t, pubId);
    await as(owner.headers).status(a.id, 'canceled', { reason: 'too_busy' });
    await as(owner.headers).status(a.id, 'preparing');
    expect(await row(a.id)).toMatchObject({
      status: 'preparing',
      cancelReason: '',
      cancelReasonText: '',
      canceledBy: '',
    });
  });

  it("the guest's status page carries the reason and its text", async () => {
    const g = await aGuestPub(t);
    const placed = (await postOrder(t, g.urlName, deliveryBody(g))).json().order;
    expect(placed).toMatchObject({ cancel_reason: '', cancel_reason_text: '' });
    await t.inject({
      method: 'PUT',
      url: `/api/company/${g.company.companyId}/pubs/${g.pubId}/orders/${placed.id}/update-status?status=canceled`,
      headers: g.company.headers,
      payload: { reason: 'other', reason_text: 'Nu avem curier' },
    });
    const status = await t.inject({
      method: 'GET',
      url: `/api/client/orders/${placed.id}?token=${placed.tracking_token}`,
    });
    expect(status.json().order).toMatchObject({
      status: 'canceled',
      cancel_reason: 'other',
      cancel_reason_text: 'Nu avem curier',
    });
  });
});

describe('undo of the last board step (30 s, the same step, the same account)', () => {
  it('puts an accepted order back to new with its old preparation time', async () => {
    const a = await anOrder(t, pubId);
    await as(staff.headers).status(a.id, 'preparing');
    await t.inject({
      method: 'PUT',
      url: `${base}/${a.id}/update-approximate-preparation-time`,
      headers: staff.headers,
      payload: { approximate_preparation_time: new Date(Date.now() + 600_000).toISOString() },
    });
    const res = await as(staff.headers).undo(a.id, { kind: 'status', to: 'preparing' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'not_handled', approximate_preparation_time: '' });
    expect(res.json().order.history.map((h: { status: string }) => h.status)).toEqual([
      'not_handled',
      'preparing',
      'not_handled',
    ]);
    // The undo is not itself undoable.
    expect((await as(staff.headers).undo(a.id, { kind: 'status', to: 'not_handled' })).statusCode).toBe(409);
  });

  it('undoes "prepared" and a reject (the reason goes with it)', async () => {
    const a = await anOrder(t, pubId, { status: 'preparing' });
    await as(staff.headers).prepared(a.id, true);
    expect((await as(staff.headers).undo(a.id, { kind: 'prepared', to: true })).json().order.prepared).toBe(false);
    await as(staff.headers).status(a.id, 'canceled', { reason: 'closing' });
    expect((await as(staff.headers).undo(a.id, { kind: 'status', to: 'canceled' })).statusCode).toBe(200);
    expect(await row(a.id)).toMatchObject({ status: 'preparing', cancelReason: '', canceledBy: '' });
  });

  it('refuses another account, another step, a step followed by another change, and a step older than 30 s', async () => {
    const a = await anOrder(t, pubId);
    await as(staff.headers).status(a.id, 'preparing');
    expect((await as(owner.headers).undo(a.id, { kind: 'status', to: 'preparing' })).json()).toEqual({
      ok: false,
      err: 'order is not available',
    });
    expect((await as(staff.headers).undo(a.id, { kind: 'status', to: 'completed' })).statusCode).toBe(409);
    expect((await as(staff.headers).undo(a.id, { kind: 'prepared', to: true })).statusCode).toBe(409);

    const b = await anOrder(t, pubId);
    await as(staff.headers).status(b.id, 'preparing');
    await as(owner.headers).status(b.id, 'at_courier');
    expect((await as(staff.headers).undo(b.id, { kind: 'status', to: 'preparing' })).statusCode).toBe(409);
    expect((await row(b.id)).status).toBe('at_courier');

    const c = await anOrder(t, pubId);
    await as(staff.headers).status(c.id, 'preparing');
    const step = (await row(c.id)).lastStep!;
    await t.app.db
      .update(orders)
      .set({ lastStep: { ...step, at: new Date(Date.now() - 31_000).toISOString() } })
      .where(eq(orders.id, c.id));
    expect((await as(staff.headers).undo(c.id, { kind: 'status', to: 'preparing' })).statusCode).toBe(409);
    expect((await row(c.id)).status).toBe('preparing');
    expect((await as(staff.headers).undo(c.id, { kind: 'dance' })).statusCode).toBe(400);
  });

  it('undoing a hand-over keeps the courier who holds the order (no re-opening, no ledger movement)', async () => {
    const courier = await aCourierWithToken(t);
    await assign(t, pubId, courier.courierId);
    const a = await anOrder(t, pubId, { status: 'preparing', deliveryPrice: 30 });
    expect((await action(t, courier, 'reserve-order', a.id)).statusCode).toBe(200);
    await as(staff.headers).status(a.id, 'at_courier');
    const res = await as(staff.headers).undo(a.id, { kind: 'status', to: 'at_courier' });
    expect(res.json().order).toMatchObject({
      status: 'preparing',
      courier_info: { is_reserved: true, reserver_courier_id: courier.courierId },
    });
  });
});

describe('pub events reach every board', () => {
  it('a pause sends PUB_EVENT with the new state to the pub channel', async () => {
    const port = await listenOnFreePort(t.app);
    const socket = await openSocket(
      `ws://127.0.0.1:${port}/ws/orders/company/${owner.companyId}/pub/${pubId}?access_token=${staff.token}`,
    );
    await socket.next((m) => typeof m === 'object' && m.event_type === 'GET_ALL');
    const res = await t.inject({
      method: 'POST',
      url: `/api/company/${owner.companyId}/pubs/${pubId}/pause`,
      headers: owner.headers,
      payload: { order_type: 'delivery', until: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    const event = await socket.next<{ pub: unknown }>((m) => typeof m === 'object' && m.event_type === 'PUB_EVENT');
    expect(event.pub).toEqual({
      id: pubId,
      paused: { delivery: null, in_place: false },
      busy_extra_minutes: 0,
      busy_until: null,
    });
    socket.close();
  });
});
