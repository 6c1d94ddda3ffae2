import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fileTestApp } from '#test/app.ts';
import { pubs } from '../../db/schema.ts';
import { deliveryBody, fileGuestPub, inPlaceBody, ownerPutOrder, postOrder } from '#test/factories/guest-pub.ts';

const t = fileTestApp({ GUEST_ORDERS_PER_IP: '10000' });
const p = fileGuestPub(t);
beforeAll(async () => {
  // A pending order's ETag follows the minute of its estimate: a fixed clock keeps the 304 test exact.
  const now = new Date();
  t.app.clock.now = () => now;
  await t.app.db
    .update(pubs)
    .set({ address: 'str. Pușkin 22', shippingTimeFrom: 30, shippingTimeTo: 50 })
    .where(eq(pubs.id, p.pubId));
});

const statusUrl = (o: { id: number; tracking_token: string }) => `/api/client/orders/${o.id}?token=${o.tracking_token}`;
const staffPut = (orderId: number, path: string, payload?: unknown) => ownerPutOrder(t, p, orderId, path, payload);

describe('GET /api/client/orders/:orderID — the status page', () => {
  it('carries the timeline times, preparation time, venue phone, address and delivery range', async () => {
    const { order } = (await postOrder(t, p.urlName, deliveryBody(p))).json();
    expect((await staffPut(order.id, 'update-status?status=preparing')).statusCode).toBe(200);
    const ready = new Date(Date.now() + 20 * 60_000);
    expect(
      (
        await staffPut(order.id, 'update-approximate-preparation-time', {
          approximate_preparation_time: ready.toISOString(),
        })
      ).statusCode,
    ).toBe(200);
    expect((await staffPut(order.id, 'update-status?status=at_courier')).statusCode).toBe(200);
    const body = (await t.inject({ method: 'GET', url: statusUrl(order) })).json().order;
    expect(body.history.map((h: { status: string }) => h.status)).toEqual(['not_handled', 'preparing', 'at_courier']);
    expect(body.approximate_preparation_time).toBe(ready.toISOString().slice(0, 19).replace('T', ' '));
    expect(body).toMatchObject({ status: 'at_courier', cancel_reason: '', cancel_reason_text: '' });
    expect(body.pub).toMatchObject({
      address: 'str. Pușkin 22',
      phone: '37369123456',
      shipping_time_from: 30,
      shipping_time_to: 50,
    });
  });

  it('says why a canceled order was canceled, and nothing while it is open', async () => {
    const { order } = (await postOrder(t, p.urlName, inPlaceBody(p))).json();
    expect((await t.inject({ method: 'GET', url: statusUrl(order) })).json().order).toMatchObject({
      cancel_reason: '',
      cancel_reason_text: '',
    });
    const rejected = await staffPut(order.id, 'update-status?status=canceled', {
      reason: 'other',
      reason_text: 'Nu mai avem mozzarella',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: statusUrl(order) })).json().order).toMatchObject({
      status: 'canceled',
      cancel_reason: 'other',
      cancel_reason_text: 'Nu mai avem mozzarella',
    });
  });

  it('carries the note staff wrote with a reason other than "other"', async () => {
    const { order } = (await postOrder(t, p.urlName, inPlaceBody(p))).json();
    expect(
      (
        await staffPut(order.id, 'update-status?status=canceled', {
          reason: 'sold_out',
          reason_text: 'Nu mai avem sarmale',
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.inject({ method: 'GET', url: statusUrl(order) })).json().order).toMatchObject({
      status: 'canceled',
      cancel_reason: 'sold_out',
      cancel_reason_text: 'Nu mai avem sarmale',
    });
  });

  it('carries the guest’s own name and comment, never the call-back marker stored in place of a name', async () => {
    const { order } = (
      await postOrder(t, p.urlName, { ...inPlaceBody(p), client_name: 'Ana', comments: 'Alergie la nuci' })
    ).json();
    expect((await t.inject({ method: 'GET', url: statusUrl(order) })).json().order).toMatchObject({
      client_name: 'Ana',
      comments: 'Alergie la nuci',
    });
    const { order: callBack } = (
      await postOrder(t, p.urlName, { ...deliveryBody(p), client_name: '', comments: '' })
    ).json();
    expect((await t.inject({ method: 'GET', url: statusUrl(callBack) })).json().order).toMatchObject({
      client_name: '',
      comments: '',
    });
  });

  it('answers an unchanged order with an empty 304 and a changed one in full (ETag = the order version)', async () => {
    const { order } = (await postOrder(t, p.urlName, deliveryBody(p))).json();
    const first = await t.inject({ method: 'GET', url: statusUrl(order) });
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.inject({ method: 'GET', url: statusUrl(order), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await staffPut(order.id, 'update-status?status=preparing');
    const changed = await t.inject({ method: 'GET', url: statusUrl(order), headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().order.status).toBe('preparing');
  });

  it('never answers 304 (nor anything) to a wrong token, even with the right ETag', async () => {
    const { order } = (await postOrder(t, p.urlName, deliveryBody(p))).json();
    const etag = String((await t.inject({ method: 'GET', url: statusUrl(order) })).headers.etag);
    const wrong = await t.inject({
      method: 'GET',
      url: `/api/client/orders/${order.id}?token=${'0'.repeat(32)}`,
      headers: { 'if-none-match': etag },
    });
    expect(wrong.statusCode).toBe(404);
  });
});
