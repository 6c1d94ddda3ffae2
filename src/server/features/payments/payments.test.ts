import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, listenOnFreePort, type TestApp } from '#test/app.ts';
import {
  aGuestPub,
  deliveryBody,
  inPlaceBody,
  ownerPutOrder,
  postOrder,
  type GuestPub,
} from '#test/factories/guest-pub.ts';
import { orderEvents, orders, payments, pubPaymentSettings, refunds } from '../../db/schema.ts';
import { MaibStandIn } from './maib-stand-in.ts';

let t: TestApp;
let p: GuestPub;
let maib: MaibStandIn;
const merchant = { clientId: 'client-1', clientSecret: 'secret-1', signatureKey: 'sig-key-1' };

beforeAll(async () => {
  maib = await new MaibStandIn().start();
  maib.addMerchant(merchant);
  t = await createTestApp({
    MAIB_SANDBOX_API_BASE: maib.url,
    MAIB_API_BASE: maib.url,
    MAIB_TIMEOUT_MS: '2000',
    GUEST_ORDERS_PER_IP: '10000',
  });
  const port = await listenOnFreePort(t.app);
  t.app.config.publicUrl = `http://127.0.0.1:${port}`;
  p = await aGuestPub(t);
  const res = await putSettings({
    enabled: true,
    mode: 'sandbox',
    client_id: merchant.clientId,
    client_secret: merchant.clientSecret,
    signature_key: merchant.signatureKey,
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await maib.close();
});

const base = () => `/api/company/${p.company.companyId}/pubs/${p.pubId}`;
const putSettings = (payload: Record<string, unknown>) =>
  t.inject({ method: 'PUT', url: `${base()}/payment`, headers: p.company.headers, payload });
const board = async () =>
  (await t.inject({ method: 'GET', url: `${base()}/orders/`, headers: p.company.headers })).json().orders as {
    id: number;
  }[];
const orderRow = async (id: number) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0];
const paymentRow = async (id: number) => (await t.app.db.select().from(payments).where(eq(payments.orderId, id)))[0];
const onlineOrder = async () => {
  const res = await postOrder(t, p.urlName, deliveryBody(p, { payment_type: 'online' }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as {
    id: number;
    payment_status: string;
    payment: { url: string; expires_at: string } | null;
    total_price: number;
    tracking_token: string;
  };
};
/** Money moves at maib (`pay`) while its callbacks to the server are lost. */
async function withCallbacksLost(pay: () => Promise<unknown>) {
  maib.holdCallbacks = true;
  try {
    await pay();
  } finally {
    maib.holdCallbacks = false;
  }
}
/** Every forged callback is 400, and so is a body at `url` that is not JSON: `bad request`. */
async function expectRefused(attempts: (() => Promise<number>)[], url: string, notJson: string) {
  for (const attempt of attempts) expect(await attempt()).toBe(400);
  const raw = await t.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: notJson,
  });
  expect(raw.statusCode).toBe(400);
  expect(raw.json()).toEqual({ ok: false, err: 'bad request' });
}
const checkoutOf = (orderId: number) => maib.checkoutFor(`tavola-${orderId}`)!;
/** The order's payment_status once the background work settled on `expected` (each poll runs one sweep). */
// Each poll runs a whole sweep (HTTP calls to the stand-in, a transaction per order): on a loaded machine one pass
// can outlast Vitest's one-second default, so the poll is given the test's own time.
const settlesTo = (orderId: number, expected: string) =>
  expect
    .poll(
      async () => {
        await t.app.payments.sweep();
        return (await orderRow(orderId)).paymentStatus;
      },
      { timeout: 20_000 },
    )
    .toBe(expected);

describe('pub payment settings', () => {
  it('keeps secrets write-only and sealed, keeps a left-out secret, and shows online_preorder to guests', async () => {
    const got = await t.inject({ method: 'GET', url: `${base()}/payment`, headers: p.company.headers });
    expect(got.json().payment).toEqual({
      provider: 'maib',
      enabled: true,
      mode: 'sandbox',
      client_id: 'client-1',
      has_client_secret: true,
      has_signature_key: true,
    });
    expect(got.body).not.toContain('secret-1');
    const [row] = await t.app.db.select().from(pubPaymentSettings).where(eq(pubPaymentSettings.pubId, p.pubId));
    expect(row.clientSecretEnc).toMatch(/^v1\./);
    expect(row.clientSecretEnc).not.toContain('secret-1');
    expect(t.app.payments.secrets.open(row.signatureKeyEnc)).toBe('sig-key-1');
    const kept = await putSettings({ enabled: true, mode: 'sandbox', client_id: 'client-1' });
    expect(kept.json().payment.has_client_secret).toBe(true);
    expect(
      t.app.payments.secrets.open(
        (await t.app.db.select().from(pubPaymentSettings).where(eq(pubPaymentSettings.pubId, p.pubId)))[0]
          .clientSecretEnc,
      ),
    ).toBe('secret-1');
    const preorder = await t.inject({ method: 'GET', url: `/api/client/pub/${p.pubId}/preorder` });
    expect(preorder.json()).toMatchObject({ online_preorder: true });
  });

  it('refuses switching on without credentials, with field errors and nothing stored', async () => {
    const other = await aGuestPub(t);
    const res = await t.inject({
      method: 'PUT',
      url: `/api/company/${other.company.companyId}/pubs/${other.pubId}/payment`,
      headers: other.company.headers,
      payload: { enabled: true, mode: 'sandbox', client_id: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      err: 'validation error',
      fields: {
        client_id: 'errors.field_is_required',
        client_secret: 'errors.field_is_required',
        signature_key: 'errors.field_is_required',
      },
    });
    expect(await t.app.db.select().from(pubPaymentSettings).where(eq(pubPaymentSettings.pubId, other.pubId))).toEqual(
      [],
    );
    const bad = await t.inject({
      method: 'PUT',
      url: `/api/company/${other.company.companyId}/pubs/${other.pubId}/payment`,
      headers: other.company.headers,
      payload: { enabled: 'yes', mode: 'prod' },
    });
    expect(bad.statusCode).toBe(400);
    // The pub does not take online payment: such an order is refused on payment_type.
    const order = await postOrder(t, other.urlName, deliveryBody(other, { payment_type: 'online' }));
    expect(order.statusCode).toBe(400);
    expect(order.json().fields).toEqual({ payment_type: 'errors.validation_error' });
  });
});

describe('guest pays online', () => {
  it('waits off the board with a checkout link; the signed callback makes it paid and puts it on the board once', async () => {
    const order = await onlineOrder();
    expect(order.payment_status).toBe('awaiting');
    expect(order.payment?.url).toBe(`${maib.url}/pay/${checkoutOf(order.id).id}`);
    expect(checkoutOf(order.id).amount).toBe(order.total_price);
    expect((await board()).map((o) => o.id)).not.toContain(order.id);
    expect(await t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).toEqual([]);

    await maib.complete(checkoutOf(order.id).id);
    expect(maib.callbacks.at(-1)!.status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid', status: 'not_handled', version: 2 });
    expect((await board()).map((o) => o.id)).toContain(order.id);
    // A repeated callback changes nothing.
    expect(await maib.sendCallback(checkoutOf(order.id).id)).toBe(200);
    expect((await orderRow(order.id)).version).toBe(2);
    expect(
      (await t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).map((e) => e.kind),
    ).toEqual(['created']);
    const status = await t.inject({
      method: 'GET',
      url: `/api/client/orders/${order.id}?token=${order.tracking_token}`,
    });
    expect(status.json().order).toMatchObject({ payment_status: 'paid', payment_type: 'online', payment: null });
  });

  it('refuses forged, stale, wrong-amount, wrong-currency and unknown callbacks with 400 and changes nothing', async () => {
    const order = await onlineOrder();
    const c = checkoutOf(order.id);
    c.payment = { paymentId: 'pay-x', status: 'Executed', amount: c.amount, refunded: 0, requested: 0 };
    const attempts = [
      () => maib.sendCallback(c.id, { key: 'not-the-key' }),
      () => maib.sendCallback(c.id, { at: Date.now() - 6 * 60_000 }),
      () => maib.sendCallback(c.id, { patch: { paymentAmount: 1, amount: 1 } }),
      () => maib.sendCallback(c.id, { patch: { paymentCurrency: 'EUR' } }),
      () => maib.sendCallback(c.id, { patch: { checkoutId: '00000000-0000-4000-8000-000000000000' } }),
    ];
    await expectRefused(attempts, '/api/payments/maib/callback', '{not json');
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'awaiting', version: 1 });
    expect((await paymentRow(order.id)).status).toBe('pending');
  });

  it("a failure between the callback and its commit changes nothing; maib's repeat completes it and the board hears it once", async () => {
    const order = await onlineOrder();
    // The outbox insert of this order fails once, inside the payment's transaction (a database fault, not a mock).
    // A sequence counts outside transactions, so the rollback of the failed one does not re-arm it.
    await t.app.db.execute(
      sql.raw(`create sequence pay27_failures; create or replace function pay27_fail_once() returns trigger language plpgsql as $$
      begin if nextval('pay27_failures') = 1 then raise exception 'injected failure'; end if; return new; end $$`),
    );
    await t.app.db.execute(
      sql.raw(
        `create trigger pay27_fail before insert on order_events for each row when (new.order_id = ${order.id}) execute function pay27_fail_once()`,
      ),
    );
    await maib.complete(checkoutOf(order.id).id);
    expect(maib.callbacks.at(-1)!.status).toBe(503);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'awaiting', version: 1 });
    expect((await paymentRow(order.id)).status).toBe('pending');
    expect(await maib.sendCallback(checkoutOf(order.id).id)).toBe(200);
    expect(await maib.sendCallback(checkoutOf(order.id).id)).toBe(200);
    expect((await orderRow(order.id)).paymentStatus).toBe('paid');
    expect(
      (await t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).map((e) => e.kind),
    ).toEqual(['created']);
    await t.app.db.execute(
      sql.raw('drop trigger pay27_fail on order_events; drop function pay27_fail_once; drop sequence pay27_failures'),
    );
  });

  it('a failed payment leaves the order waiting; the guest may pay again', async () => {
    const order = await onlineOrder();
    await maib.complete(checkoutOf(order.id).id, 'Failed');
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'awaiting', status: 'not_handled' });
    await maib.complete(checkoutOf(order.id).id, 'Executed');
    expect((await orderRow(order.id)).paymentStatus).toBe('paid');
  });
});

describe('expiry and reconciliation', () => {
  const later = () => new Date(Date.now() + 16 * 60_000);

  it('asks maib before expiring: a payment whose callback was lost is found paid', async () => {
    const order = await onlineOrder();
    await withCallbacksLost(() => maib.complete(checkoutOf(order.id).id));
    expect((await orderRow(order.id)).paymentStatus).toBe('awaiting');
    await t.app.payments.sweep(later());
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid', status: 'not_handled' });
  });

  it('a checkout still open at maib is not assumed lost; once expired there, the order is canceled payment_expired', async () => {
    const order = await onlineOrder();
    await t.app.payments.sweep(later());
    expect((await orderRow(order.id)).status).toBe('not_handled');
    checkoutOf(order.id).expiresAt = new Date(Date.now() - 1000);
    await t.app.payments.sweep(later());
    expect(await orderRow(order.id)).toMatchObject({
      status: 'canceled',
      cancelReason: 'payment_expired',
      paymentStatus: 'expired',
    });
    expect((await board()).map((o) => o.id)).not.toContain(order.id);
  });

  it('maib unreachable at expiry: nothing is assumed, the order keeps waiting', async () => {
    const order = await onlineOrder();
    checkoutOf(order.id).expiresAt = new Date(Date.now() - 1000);
    maib.failNext(`GET /v2/checkouts/${checkoutOf(order.id).id}`, 503, 3);
    await t.app.payments.sweep(later());
    expect((await orderRow(order.id)).status).toBe('not_handled');
  });

  it('a sweep for a later moment, asked while a pass for an earlier one runs, gets its own pass after it', async () => {
    const order = await onlineOrder();
    checkoutOf(order.id).expiresAt = new Date(Date.now() - 1000);
    // The background timer's pass, for now: the payment is not due yet.
    const running = t.app.payments.sweep();
    await t.app.payments.sweep(later());
    await running;
    expect((await orderRow(order.id)).status).toBe('canceled');
  });

  it('a payment arriving after expiry is refunded in full and the order stays canceled', async () => {
    const order = await onlineOrder();
    checkoutOf(order.id).expiresAt = new Date(Date.now() - 1000);
    await t.app.payments.sweep(later());
    expect((await orderRow(order.id)).status).toBe('canceled');
    await maib.complete(checkoutOf(order.id).id);
    await settlesTo(order.id, 'refunded');
    expect((await orderRow(order.id)).status).toBe('canceled');
    expect(
      await t.app.db
        .select({ amount: refunds.amountBani, status: refunds.status })
        .from(refunds)
        .where(eq(refunds.orderId, order.id)),
    ).toEqual([{ amount: Math.round(order.total_price * 100), status: 'accepted' }]);
  });
});

describe('money back', () => {
  const paidOrder = async () => {
    const order = await onlineOrder();
    await maib.complete(checkoutOf(order.id).id);
    return order;
  };
  const cancel = (id: number) => ownerPutOrder(t, p, id, 'update-status?status=canceled');

  it('staff cancel a paid order: one full refund, refund_pending then refunded', async () => {
    const order = await paidOrder();
    expect((await cancel(order.id)).statusCode).toBe(200);
    await settlesTo(order.id, 'refunded');
    const list = await t.app.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(list).toMatchObject([
      { cause: 'cancel', amountBani: Math.round(order.total_price * 100), status: 'accepted' },
    ]);
    const { payId } = await paymentRow(order.id);
    expect(maib.requests.filter((r) => r.path === `/v2/payments/${payId}/refund`)).toHaveLength(1);
  });

  it('a refund maib rejects is refund_failed; the staff retry sends it again and it settles', async () => {
    const order = await paidOrder();
    maib.refundOutcome = 'Rejected';
    try {
      await cancel(order.id);
      await settlesTo(order.id, 'refund_failed');
    } finally {
      maib.refundOutcome = 'Accepted';
    }
    const retry = await t.inject({
      method: 'POST',
      url: `${base()}/orders/${order.id}/refund-retry`,
      headers: p.company.headers,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    await settlesTo(order.id, 'refunded');
  });

  it('removing a dish from a paid order refunds the difference once: partially_refunded', async () => {
    const order = await paidOrder();
    const res = await ownerPutOrder(t, p, order.id, 'update-dishes', { dishes: [{ dish_id: p.dish.id, count: 1 }] });
    expect(res.statusCode, res.body).toBe(200);
    await settlesTo(order.id, 'partially_refunded');
    const list = await t.app.db
      .select({ amount: refunds.amountBani, status: refunds.status })
      .from(refunds)
      .where(eq(refunds.orderId, order.id));
    expect(list).toEqual([{ amount: Math.round(p.dish.price * 100), status: 'accepted' }]);
    // Canceling it later returns the rest, as a second refund.
    await cancel(order.id);
    await settlesTo(order.id, 'refunded');
    const amounts = (
      await t.app.db.select({ amount: refunds.amountBani }).from(refunds).where(eq(refunds.orderId, order.id))
    ).map((r) => r.amount);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(Math.round(order.total_price * 100));
  });

  const refundPosts = () => maib.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/refund')).length;
  const retry = (id: number) =>
    t.inject({ method: 'POST', url: `${base()}/orders/${id}/refund-retry`, headers: p.company.headers });

  it('a refund whose answer was lost after maib took it is refund_failed, and the retry finds it there instead of sending it twice', async () => {
    const order = await paidOrder();
    maib.failNext('POST /v2/payments/', -1);
    await cancel(order.id);
    await settlesTo(order.id, 'refund_failed');
    const before = refundPosts();
    expect((await retry(order.id)).statusCode).toBe(200);
    await settlesTo(order.id, 'refunded');
    expect(refundPosts()).toBe(before);
    expect(
      await t.app.db.select({ status: refunds.status }).from(refunds).where(eq(refunds.orderId, order.id)),
    ).toEqual([{ status: 'accepted' }]);
  });

  it('a refund cut off before maib took it is sent once more by the retry', async () => {
    const order = await paidOrder();
    maib.failNext('POST /v2/payments/', 0);
    await cancel(order.id);
    await settlesTo(order.id, 'refund_failed');
    const before = refundPosts();
    expect((await retry(order.id)).statusCode).toBe(200);
    await settlesTo(order.id, 'refunded');
    expect(refundPosts()).toBe(before + 1);
  });
});

describe('MIA QR at the table', () => {
  const tableOrder = async () => {
    const res = await postOrder(t, p.urlName, inPlaceBody(p));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order as { id: number; total_price: number; tracking_token: string; number: number };
  };
  const staffQr = (id: number) =>
    t.inject({ method: 'POST', url: `${base()}/orders/${id}/mia-qr`, headers: p.company.headers });
  const qrOf = (id: number) => maib.qrFor(`tavola-${id}`)!;
  const staffOrder = async (id: number) =>
    (await t.inject({ method: 'GET', url: `${base()}/orders/${id}/`, headers: p.company.headers })).json().order;

  it('staff make a 15-minute QR for the total; its signed callback makes the order paid online, on the board once', async () => {
    const order = await tableOrder();
    const res = await staffQr(order.id);
    expect(res.statusCode, res.body).toBe(200);
    const qr = res.json().mia_qr as { url: string; expires_at: string; image: string };
    expect(qr.url).toBe(`${maib.url}/qr/${qrOf(order.id).id}`);
    expect(qr.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(qrOf(order.id).amount).toBe(order.total_price);
    expect(qrOf(order.id).expiresAt.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    // Asked again while it is open: the same code.
    expect((await staffQr(order.id)).json().mia_qr.url).toBe(qr.url);
    expect([...maib.qrs.values()].filter((q) => q.orderId === `tavola-${order.id}`)).toHaveLength(1);
    // The order stays on the board, unpaid, while the code is open.
    expect((await board()).map((o) => o.id)).toContain(order.id);
    expect((await orderRow(order.id)).paymentStatus).toBe('');

    await maib.payQr(qrOf(order.id).id);
    expect(maib.callbacks.at(-1)!.status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ paymentType: 'online', paymentStatus: 'paid', onBoardAt: null });
    expect(await maib.sendQrCallback(qrOf(order.id).id)).toBe(200);
    expect(
      (await t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).map((e) => e.kind),
    ).toEqual(['created', 'updated']);
    // Paid: no second code.
    expect((await staffQr(order.id)).statusCode).toBe(409);
  });

  it('refuses forged, wrong-amount, wrong-currency and unknown MIA callbacks with 400 and changes nothing', async () => {
    const order = await tableOrder();
    await staffQr(order.id);
    const q = qrOf(order.id);
    q.status = 'Paid';
    q.payment = { payId: 'pay-mia-x', amount: q.amount, executedAt: new Date().toISOString(), status: 'Executed' };
    const attempts = [
      () => maib.sendQrCallback(q.id, { key: 'not-the-key' }),
      () => maib.sendQrCallback(q.id, { patch: { amount: q.amount + 1 } }),
      () => maib.sendQrCallback(q.id, { patch: { currency: 'EUR' } }),
      () => maib.sendQrCallback(q.id, { patch: { qrId: '00000000-0000-4000-8000-000000000000' } }),
    ];
    await expectRefused(attempts, '/api/payments/maib/mia/callback', '{"result":');
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: '', paymentType: 'cash', version: 1 });
    expect((await paymentRow(order.id)).status).toBe('pending');
  });

  it('a lapsed code leaves the order as it was; a new one replaces it; a code paid without a callback is found', async () => {
    const order = await tableOrder();
    await staffQr(order.id);
    const first = qrOf(order.id);
    first.expiresAt = new Date(Date.now() - 1000);
    await t.app.payments.sweep(new Date(Date.now() + 16 * 60_000));
    expect((await paymentRow(order.id)).status).toBe('expired');
    expect(await orderRow(order.id)).toMatchObject({ status: 'not_handled', paymentStatus: '', version: 1 });

    const again = await staffQr(order.id);
    expect(again.statusCode, again.body).toBe(200);
    const second = qrOf(order.id);
    expect(second.id).not.toBe(first.id);
    expect(again.json().mia_qr.url).toBe(`${maib.url}/qr/${second.id}`);
    // Paid while its callback was lost: the sweep asks maib once the code's time is over.
    await withCallbacksLost(() => maib.payQr(second.id));
    await t.app.payments.sweep(new Date(Date.now() + 16 * 60_000));
    expect(await orderRow(order.id)).toMatchObject({ paymentType: 'online', paymentStatus: 'paid' });
  });

  it('a dish added after the code was shown: the old code is canceled at maib at once, and a new one is made for the new total', async () => {
    const order = await tableOrder();
    await staffQr(order.id);
    const first = qrOf(order.id);
    const res = await ownerPutOrder(t, p, order.id, 'update-dishes', { dishes: [{ dish_id: p.dish.id, count: 3 }] });
    expect(res.statusCode, res.body).toBe(200);
    // The change withdraws the open code at once: it can no longer be paid for the old total.
    await expect.poll(() => first.status, { timeout: 20_000 }).toBe('Cancelled');
    await expect.poll(async () => (await paymentRow(order.id)).status, { timeout: 20_000 }).toBe('expired');
    const again = await staffQr(order.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(qrOf(order.id).amount).toBe((await staffOrder(order.id)).total_price);
  });

  it('the guest of a table order gets the code from the status page; a delivery order or a wrong token does not', async () => {
    const order = await tableOrder();
    const status = await t.inject({
      method: 'GET',
      url: `/api/client/orders/${order.id}?token=${order.tracking_token}`,
    });
    expect(status.json().order.mia_qr_available).toBe(true);
    const guest = await t.inject({
      method: 'POST',
      url: `/api/client/orders/${order.id}/mia-qr?token=${order.tracking_token}`,
    });
    expect(guest.statusCode, guest.body).toBe(200);
    expect(guest.json().mia_qr.url).toBe(`${maib.url}/qr/${qrOf(order.id).id}`);
    const wrong = await t.inject({ method: 'POST', url: `/api/client/orders/${order.id}/mia-qr?token=nope` });
    expect(wrong.statusCode).toBe(404);
    const delivery = (await postOrder(t, p.urlName, deliveryBody(p))).json().order;
    const refused = await t.inject({
      method: 'POST',
      url: `/api/client/orders/${delivery.id}/mia-qr?token=${delivery.tracking_token}`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ ok: false, err: 'order is not available' });
  });

  it('maib refusing the code answers 503 and the next tap makes one', async () => {
    const order = await tableOrder();
    maib.failNext('POST /v2/mia/qr', 400);
    const res = await staffQr(order.id);
    expect(res.statusCode).toBe(503);
    expect((await staffQr(order.id)).statusCode).toBe(200);
  });

  it('canceling an order paid by MIA QR refunds it through the MIA refund route', async () => {
    const order = await tableOrder();
    await staffQr(order.id);
    await maib.payQr(qrOf(order.id).id);
    await ownerPutOrder(t, p, order.id, 'update-status?status=canceled');
    await settlesTo(order.id, 'refunded');
    const payId = (await paymentRow(order.id)).payId;
    expect(maib.requests.filter((r) => r.path === `/v2/mia/payments/${payId}/refund`)).toHaveLength(1);
  });
});

describe('pay in person after a failed online payment', () => {
  const switchTo = (order: { id: number; tracking_token: string }, payment_type: unknown) =>
    t.inject({
      method: 'POST',
      url: `/api/client/orders/${order.id}/pay-in-person?token=${order.tracking_token}`,
      payload: { payment_type },
    });

  it('the order goes to the board now, paid in cash, with its kitchen clock from then', async () => {
    const order = await onlineOrder();
    await maib.complete(checkoutOf(order.id).id, 'Failed');
    expect((await switchTo(order, 'bitcoin')).statusCode).toBe(400);
    expect((await orderRow(order.id)).paymentStatus).toBe('awaiting');
    const res = await switchTo(order, 'cash');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, payment_type: 'cash', payment_status: '' });
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ paymentType: 'cash', paymentStatus: '', status: 'not_handled' });
    expect(row.onBoardAt).not.toBeNull();
    expect((await board()).map((o) => o.id)).toContain(order.id);
    expect(
      (await t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).map((e) => e.kind),
    ).toEqual(['created']);
    // Switched once: a second switch is refused.
    expect((await switchTo(order, 'cash')).statusCode).toBe(409);
  });

  it('money that already arrived makes the order paid rather than switched', async () => {
    const order = await onlineOrder();
    await withCallbacksLost(() => maib.complete(checkoutOf(order.id).id));
    const res = await switchTo(order, 'cash');
    expect(res.json()).toEqual({ ok: true, payment_type: 'online', payment_status: 'paid' });
  });

  it('a wrong token is 404; an order paid in person is 409', async () => {
    const order = await onlineOrder();
    expect((await switchTo({ ...order, tracking_token: 'x' }, 'cash')).statusCode).toBe(404);
    const cash = (await postOrder(t, p.urlName, deliveryBody(p))).json().order;
    expect((await switchTo(cash, 'cash')).statusCode).toBe(409);
  });
});

describe('kitchen clock of an online order', () => {
  it('an order paid online carries when it reached the board; one paid in person does not', async () => {
    const order = await onlineOrder();
    await maib.complete(checkoutOf(order.id).id);
    const paid = (
      await t.inject({ method: 'GET', url: `${base()}/orders/${order.id}/`, headers: p.company.headers })
    ).json().order;
    const paidAt = (await paymentRow(order.id)).paidAt!;
    expect(paid.on_board_time).toBe(paidAt.toISOString().slice(0, 19).replace('T', ' '));
    const cash = (await postOrder(t, p.urlName, deliveryBody(p))).json().order;
    const inPerson = (
      await t.inject({ method: 'GET', url: `${base()}/orders/${cash.id}/`, headers: p.company.headers })
    ).json().order;
    expect(inPerson.on_board_time).toBeNull();
  });
});

describe('many payments at once', () => {
  it('100 orders paid at the same moment: every callback 200, each order on the board exactly once', async () => {
    const placed: number[] = [];
    for (let i = 0; i < 100; i++) placed.push((await onlineOrder()).id);
    const started = performance.now();
    await Promise.all(placed.map((id) => maib.complete(checkoutOf(id).id)));
    const seconds = (performance.now() - started) / 1000;
    console.log(`payments: 100 callbacks in ${seconds.toFixed(2)} s = ${(100 / seconds).toFixed(0)} callbacks/s`);
    const statuses = maib.callbacks.slice(-100).map((c) => c.status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const onBoard = new Set((await board()).map((o) => o.id));
    expect(placed.every((id) => onBoard.has(id))).toBe(true);
    const created = await t.app.db
      .select({ orderId: orderEvents.orderId })
      .from(orderEvents)
      .where(eq(orderEvents.kind, 'created'));
    for (const id of placed) expect(created.filter((e) => e.orderId === id)).toHaveLength(1);
  }, 120_000);
});
