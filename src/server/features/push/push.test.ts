import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { aCompany, aGuestAccount, aPub, type CompanyFixture } from '#test/factories/accounts.ts';
import { aCourierWithToken, action, assign, aVenue } from '#test/factories/couriers.ts';
import { aGuestPub, deliveryBody, inPlaceBody, postOrder, type GuestPub } from '#test/factories/guest-pub.ts';
import { anOrder, aStaffLogin } from '#test/factories/orders.ts';
import { filePushApp, PushServiceStandIn } from '#test/push-service.ts';
import { pushOutbox, pushSubscriptions, settings } from '../../db/schema.ts';
import { UNACKNOWLEDGED_MS } from './service.ts';

const { service, t } = filePushApp({ PUSH_RETRY_BASE_MS: '20' });

type Browser = ReturnType<PushServiceStandIn['subscribe']>;

/** A new device signed in as `who` (a courier, or the owner's kitchen tablet of `pubId`), in `lang`. */
async function subscribeDevice(
  who: { headers: Record<string, string> },
  lang: string,
  pubId?: number,
): Promise<Browser> {
  const browser = service.subscribe();
  const res = await t.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: who.headers,
    payload: {
      endpoint: browser.endpoint,
      keys: browser.keys,
      lang,
      ...(pubId === undefined ? {} : { pub_id: pubId }),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return browser;
}

/** A new phone of the guest following this order, in `lang`. */
async function subscribeGuest(orderId: number, token: string, lang: string): Promise<Browser> {
  const browser = service.subscribe();
  const res = await t.inject({
    method: 'POST',
    url: `/api/client/orders/${orderId}/push?token=${token}`,
    payload: { endpoint: browser.endpoint, keys: browser.keys, lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return browser;
}

/**
 * A guest order placed at `p` with `body`, the guest's phone following it in `lang`, and the staff's
 * session that accepts it (status preparing) for `prepMinutes`.
 */
async function anAcceptedOrder(p: GuestPub, body: Record<string, unknown>, lang: string, prepMinutes: number) {
  const res = await postOrder(t, p.urlName, body);
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json().order as { id: number; tracking_token: string; number: number };
  const guestPhone = await subscribeGuest(order.id, order.tracking_token, lang);
  const staff = await aStaffLogin(t, p.company, p.pubId);
  const asStaff = { owner: p.company, pubId: p.pubId, headers: staff.headers };
  await setStatus(asStaff, order.id, 'preparing', { prep_minutes: prepMinutes });
  return { ...order, guestPhone, staff, asStaff };
}

/** Moves an order of the owner's pub to `status`, signed in with `headers` (staff or owner). */
async function setStatus(
  where: { owner: CompanyFixture; pubId: number; headers: Record<string, string> },
  orderId: number,
  status: string,
  payload?: object,
) {
  const res = await t.inject({
    method: 'PUT',
    url: `/api/company/${where.owner.companyId}/pubs/${where.pubId}/orders/${orderId}/update-status?status=${status}`,
    headers: where.headers,
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
}

const subscriptionCount = async () =>
  Number((await t.app.db.execute<{ n: string }>(sql`select count(*) as n from push_subscriptions`)).rows[0].n);

describe('Web Push against a local push service that verifies VAPID and decrypts', () => {
  it('serves the VAPID public key, made at first start and kept in the database', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/push/key' });
    expect(res.statusCode).toBe(200);
    const key = res.json().public_key as string;
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(key, 'base64url')[0]).toBe(4);
    const [row] = await t.app.db.select().from(settings).where(eq(settings.key, 'vapid_public_key'));
    expect(row.value).toBe(key);
  });

  it("tells the couriers the pub offers a new available order, in each one's language, town and distance only", async () => {
    const { pubId } = await aVenue(t, 'own');
    const [ru, ro, stranger] = [await aCourierWithToken(t), await aCourierWithToken(t), await aCourierWithToken(t)];
    await assign(t, pubId, ru.courierId, ro.courierId);
    const [ruPhone, roPhone, strangerPhone] = [
      await subscribeDevice(ru, 'ru'),
      await subscribeDevice(ro, 'ro'),
      await subscribeDevice(stranger, 'ro'),
    ];
    const order = await anOrder(t, pubId, { status: 'preparing', clientName: 'Ion Secret' });
    const toRu = await service.next((r) => r.subscriber === ruPhone.id && r.payload.order_id === order.id);
    const toRo = await service.next((r) => r.subscriber === roPhone.id && r.payload.order_id === order.id);
    expect(toRu.payload).toMatchObject({
      type: 'courier_available',
      order_id: order.id,
      pub_id: pubId,
      url: '/courier/orders?tab=available',
    });
    expect(toRu.payload.title).toMatch(new RegExp(`^Новый заказ №${order.number} — Pub `));
    expect(toRu.payload.body).toBe('Chișinău · 0 m');
    expect(toRo.payload.title).toMatch(new RegExp(`^Comandă nouă nr\\. ${order.number} — Pub `));
    expect({ ttl: toRu.ttl, urgency: toRu.urgency, topic: toRu.topic }).toEqual({
      ttl: 120,
      urgency: 'high',
      topic: `order-${order.id}`,
    });
    expect(toRu.vapidKey).toBe((await t.inject({ method: 'GET', url: '/api/push/key' })).json().public_key);
    // Nothing private: no name, phone or street of the guest.
    expect(JSON.stringify([toRu.payload, toRo.payload])).not.toMatch(/Ion Secret|37369123456|Ștefan/);
    // Another order's event later proves the stranger (not assigned to this own-delivery pub) was never told.
    const other = await anOrder(t, (await aVenue(t, 'delivery_service')).pubId, { status: 'preparing' });
    await service.next((r) => r.subscriber === strangerPhone.id && r.payload.order_id === other.id);
    expect(service.of(strangerPhone.id).filter((r) => r.payload.order_id === order.id)).toEqual([]);
    expect(service.of(ruPhone.id).filter((r) => r.payload.order_id === order.id)).toHaveLength(1);
  });

  it('tells the guest each state of their order in their language, and nobody else', async () => {
    const p = await aGuestPub(t);
    const placed = await anAcceptedOrder(p, inPlaceBody(p, { table_for_in_place_order: '12' }), 'en', 15);
    const { id, tracking_token: token, number, guestPhone, staff, asStaff } = placed;
    const accepted = await service.next((r) => r.subscriber === guestPhone.id && r.payload.type === 'guest_accepted');
    expect(accepted.payload.title).toBe(`Order #${number} accepted`);
    expect(accepted.payload.body).toMatch(/^Expected at \d\d:\d\d\.$/);
    expect(accepted.payload.url).toBe(`/pub/${p.urlName}/order/${id}?token=${token}`);
    expect({ ttl: accepted.ttl, urgency: accepted.urgency, topic: accepted.topic }).toEqual({
      ttl: 1800,
      urgency: 'normal',
      topic: `order-${id}`,
    });
    const prepared = await t.inject({
      method: 'PUT',
      url: `/api/company/${p.company.companyId}/pubs/${p.pubId}/orders/${id}/update-prepared`,
      headers: staff.headers,
      payload: { prepared: true },
    });
    expect(prepared.statusCode, prepared.body).toBe(200);
    const ready = await service.next((r) => r.subscriber === guestPhone.id && r.payload.type === 'guest_ready');
    expect(ready.payload).toMatchObject({ title: `Order #${number} is ready`, body: 'On its way to table 12.' });
    await setStatus(asStaff, id, 'canceled', { reason: 'sold_out' });
    const canceled = await service.next((r) => r.subscriber === guestPhone.id && r.payload.type === 'guest_canceled');
    expect(canceled.payload.body).toBe('Some dishes sold out.');
    // Only this order's messages reached the guest, each state once; no courier heard of a table order.
    expect(service.of(guestPhone.id).map((r) => r.payload.type)).toEqual([
      'guest_accepted',
      'guest_ready',
      'guest_canceled',
    ]);
    expect(service.received.filter((r) => r.subscriber !== guestPhone.id && r.payload.order_id === id)).toEqual([]);
  });

  it('a delivery from accept to the door: the courier hears available and prepared, the guest accepted, picked up, delivered', async () => {
    const p = await aGuestPub(t);
    const c = await aCourierWithToken(t);
    await assign(t, p.pubId, c.courierId);
    const courierPhone = await subscribeDevice(c, 'ro');
    const { id, number, guestPhone, staff } = await anAcceptedOrder(p, deliveryBody(p), 'ru', 20);
    await service.next(
      (r) => r.subscriber === courierPhone.id && r.payload.order_id === id && r.payload.type === 'courier_available',
    );
    const accepted = await service.next((r) => r.subscriber === guestPhone.id && r.payload.type === 'guest_accepted');
    expect(accepted.payload.title).toBe(`Заказ №${number} принят`);
    expect(accepted.payload.body).toMatch(/^Ориентировочное время: \d\d:\d\d–\d\d:\d\d\.$/);
    expect((await action(t, c, 'reserve-order', id)).statusCode).toBe(200);
    expect(
      (
        await t.inject({
          method: 'PUT',
          url: `/api/company/${p.company.companyId}/pubs/${p.pubId}/orders/${id}/update-prepared`,
          headers: staff.headers,
          payload: { prepared: true },
        })
      ).statusCode,
    ).toBe(200);
    const prepared = await service.next(
      (r) => r.subscriber === courierPhone.id && r.payload.type === 'courier_prepared' && r.payload.order_id === id,
    );
    expect(prepared.payload).toMatchObject({
      title: `Comanda nr. ${number} este gata`,
      url: '/courier/orders?tab=active',
    });
    for (const stage of ['at_restaurant', 'picked_up']) {
      const step = await t.inject({
        method: 'POST',
        url: `/api/courier/${c.courierId}/set-order-stage`,
        headers: c.headers,
        payload: { order_id: id, stage },
      });
      expect(step.statusCode, step.body).toBe(200);
    }
    await service.next((r) => r.subscriber === guestPhone.id && r.payload.type === 'guest_picked_up');
    expect((await action(t, c, 'set-order-to-completed', id)).statusCode).toBe(200);
    const delivered = await service.next((r) => r.subscriber === guestPhone.id && r.payload.type === 'guest_delivered');
    expect(delivered.payload).toMatchObject({ title: `Заказ №${number} доставлен`, body: 'Приятного аппетита!' });
    expect(service.of(guestPhone.id).map((r) => r.payload.type)).toEqual([
      'guest_accepted',
      'guest_picked_up',
      'guest_delivered',
    ]);
    expect(
      service
        .of(courierPhone.id)
        .filter((r) => r.payload.order_id === id)
        .map((r) => r.payload.type),
    ).toEqual(['courier_available', 'courier_prepared']);
  });

  it('the venue taking back or canceling an order a courier holds tells that courier, and only them', async () => {
    const { company, pubId } = await aVenue(t, 'own');
    const [holder, other] = [await aCourierWithToken(t), await aCourierWithToken(t)];
    await assign(t, pubId, holder.courierId, other.courierId);
    const [holderPhone, otherPhone] = [await subscribeDevice(holder, 'ru'), await subscribeDevice(other, 'ro')];
    const back = await anOrder(t, pubId, { status: 'preparing' });
    const canceled = await anOrder(t, pubId, { status: 'preparing' });
    for (const o of [back, canceled]) {
      await service.next((r) => r.subscriber === holderPhone.id && r.payload.order_id === o.id);
      expect((await action(t, holder, 'reserve-order', o.id)).statusCode).toBe(200);
    }
    const asOwner = { owner: company, pubId, headers: company.headers };
    await setStatus(asOwner, back.id, 'not_handled');
    const reopened = await service.next(
      (r) => r.subscriber === holderPhone.id && r.payload.type === 'courier_reopened',
    );
    expect(reopened.payload).toMatchObject({
      order_id: back.id,
      title: `Заказ №${back.number} снят с вас`,
      url: '/courier/orders?tab=available',
    });
    expect(reopened.topic).toBe(`order-${back.id}`);
    await setStatus(asOwner, canceled.id, 'canceled', { reason: 'too_busy' });
    const gone = await service.next((r) => r.subscriber === holderPhone.id && r.payload.type === 'courier_canceled');
    expect(gone.payload).toMatchObject({ order_id: canceled.id, title: `Заказ №${canceled.number} отменён` });
    // The other courier heard each order once, when it became available, and nothing of the holder's troubles.
    expect(service.of(otherPhone.id).map((r) => [r.payload.order_id, r.payload.type])).toEqual([
      [back.id, 'courier_available'],
      [canceled.id, 'courier_available'],
    ]);
  });

  it('tells the guest when the kitchen moves the time later, with the new time', async () => {
    const p = await aGuestPub(t);
    await t.app.db.execute(sql`update pubs set timezone = 'UTC' where id = ${p.pubId}`);
    const { id, number, guestPhone, staff } = await anAcceptedOrder(p, inPlaceBody(p), 'ro', 10);
    await service.next((r) => r.subscriber === guestPhone.id && r.payload.type === 'guest_accepted');
    const later = new Date(Math.ceil((Date.now() + 45 * 60_000) / 60_000) * 60_000);
    const moved = await t.inject({
      method: 'PUT',
      url: `/api/company/${p.company.companyId}/pubs/${p.pubId}/orders/${id}/update-approximate-preparation-time`,
      headers: staff.headers,
      payload: { approximate_preparation_time: later.toISOString().replace('.000Z', 'Z') },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const told = await service.next((r) => r.subscriber === guestPhone.id && r.payload.type === 'guest_later');
    const hhmm = `${String(later.getUTCHours()).padStart(2, '0')}:${String(later.getUTCMinutes()).padStart(2, '0')}`;
    expect(told.payload).toMatchObject({ title: `Comanda nr. ${number} întârzie`, body: `Ora nouă: ${hhmm}.` });
  });

  it('tells the kitchen of a new order still unacknowledged after a minute, once', async () => {
    const owner = await aCompany(t);
    const { pubId } = await aPub(t, owner);
    const tablet = await subscribeDevice(owner, 'ro', pubId);
    const order = await anOrder(t, pubId, { orderType: 'in_place' });
    await t.app.push.sweepKitchens(new Date(order.createdAt.getTime() + UNACKNOWLEDGED_MS - 1000));
    await t.app.push.sweepKitchens(new Date(order.createdAt.getTime() + UNACKNOWLEDGED_MS + 1000));
    await t.app.push.sweepKitchens(new Date(order.createdAt.getTime() + UNACKNOWLEDGED_MS + 2000));
    const late = await service.next((r) => r.subscriber === tablet.id);
    expect(late.payload).toMatchObject({
      type: 'kitchen_unacknowledged',
      order_id: order.id,
      url: `/admin/pub/${pubId}/order/${order.id}`,
      title: `Comanda nouă nr. ${order.number} așteaptă`,
    });
    expect({ ttl: late.ttl, urgency: late.urgency }).toEqual({ ttl: 300, urgency: 'high' });
    const rows = await t.app.db.select().from(pushOutbox).where(eq(pushOutbox.kind, 'kitchen_unacknowledged'));
    expect(rows.filter((r) => r.payload.order_id === order.id)).toHaveLength(1);
  });

  it('tells the kitchen when a scheduled order reaches its fire time (its fires_at), once', async () => {
    const owner = await aCompany(t);
    const { pubId } = await aPub(t, owner);
    const tablet = await subscribeDevice(owner, 'ru', pubId);
    const order = await anOrder(t, pubId, { orderType: 'in_place' });
    const at = new Date(Math.ceil((Date.now() + 60 * 60_000) / 60_000) * 60_000);
    // As placing it fixes it: the time less 20 preparation minutes and 10 more.
    const firesAt = new Date(at.getTime() - 30 * 60_000);
    await t.app.db.execute(
      sql`update orders set scheduled_for = ${at}, fires_at = ${firesAt}, status = 'handled' where id = ${order.id}`,
    );
    await t.app.db.execute(sql`update pubs set timezone = 'UTC' where id = ${pubId}`);
    await t.app.push.sweepKitchens(new Date(firesAt.getTime() - 60_000));
    expect(
      await t.app.db
        .select()
        .from(pushOutbox)
        .where(sql`${pushOutbox.kind} = 'kitchen_fire' and (${pushOutbox.payload}->>'order_id')::int = ${order.id}`),
    ).toEqual([]);
    await t.app.push.sweepKitchens(firesAt);
    await t.app.push.sweepKitchens(new Date(firesAt.getTime() + 60_000));
    const fire = await service.next((r) => r.subscriber === tablet.id && r.payload.type === 'kitchen_fire');
    const hhmm = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
    expect(fire.payload).toMatchObject({
      order_id: order.id,
      title: `Пора готовить заказ №${order.number}`,
      body: `Заказ на ${hhmm}.`,
    });
    expect(service.of(tablet.id).filter((r) => r.payload.type === 'kitchen_fire')).toHaveLength(1);
  });

  it('retries 429 and 5xx with backoff; a 410 deletes the subscription', async () => {
    const { pubId } = await aVenue(t, 'own');
    const [flaky, gone] = [await aCourierWithToken(t), await aCourierWithToken(t)];
    await assign(t, pubId, flaky.courierId, gone.courierId);
    const [flakyPhone, gonePhone] = [await subscribeDevice(flaky, 'ro'), await subscribeDevice(gone, 'ro')];
    service.answer(flakyPhone.id, 503, 429);
    service.answer(gonePhone.id, 410);
    const outcomes: string[] = [];
    const listener = (o: { result: string }) => outcomes.push(o.result);
    t.app.push.events.on('outcome', listener);
    const [flakySub] = await t.app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, flakyPhone.endpoint));
    const sent = new Promise<void>((resolve) =>
      t.app.push.events.on('outcome', (o: { subscriptionId: number; result: string }) => {
        if (o.subscriptionId === flakySub.id && o.result === 'sent') resolve();
      }),
    );
    const order = await anOrder(t, pubId, { status: 'preparing' });
    await service.next((r) => r.subscriber === flakyPhone.id && r.payload.order_id === order.id);
    await sent;
    t.app.push.events.off('outcome', listener);
    expect(outcomes.filter((o) => o === 'retry')).toHaveLength(2);
    expect(outcomes).toContain('gone');
    expect(
      await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gonePhone.endpoint)),
    ).toEqual([]);
    const [row] = await t.app.db
      .select()
      .from(pushOutbox)
      .where(sql`${pushOutbox.kind} = 'courier_available' and (${pushOutbox.payload}->>'order_id')::int = ${order.id}`);
    expect(row.attempts).toBe(3);
  });

  it('drops a message older than its TTL instead of sending it late', async () => {
    const c = await aCourierWithToken(t);
    const phone = await subscribeDevice(c, 'ru');
    const [sub] = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, phone.endpoint));
    const expired = new Promise<{ result: string }>((resolve) =>
      t.app.push.events.on('outcome', function f(o: { subscriptionId: number; result: string }) {
        if (o.subscriptionId !== sub.id) return;
        t.app.push.events.off('outcome', f);
        resolve(o);
      }),
    );
    await t.app.db.insert(pushOutbox).values({
      subscriptionId: sub.id,
      dedupeKey: `old:${sub.id}`,
      kind: 'courier_available',
      topic: 'order-1',
      urgency: 'high',
      ttlS: 120,
      payload: { type: 'courier_available', order_id: 1, pub_id: 1, title: 'x', body: 'y', url: '/' },
      createdAt: new Date(Date.now() - 121_000),
    });
    t.app.push.wake();
    expect((await expired).result).toBe('expired');
    expect(service.of(phone.id)).toEqual([]);
  });

  it('refuses bad subscriptions with 4xx and stores nothing', async () => {
    const c = await aCourierWithToken(t);
    const good = service.subscribe();
    const before = await subscriptionCount();
    const post = (payload: unknown, headers: Record<string, string> = c.headers) =>
      t.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers,
        payload: payload as Record<string, unknown>,
      });
    for (const endpoint of [
      'http://push.example.com/x',
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://[::1]/x',
      'https://localhost/x',
      'https://169.254.169.254/latest',
      'https://printer.local/x',
      'ftp://push.example.com/x',
      'not a url',
    ]) {
      const res = await post({ endpoint, keys: good.keys, lang: 'ro' });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json()).toMatchObject({
        ok: false,
        err: 'validation error',
        fields: { endpoint: 'errors.validation_error' },
      });
    }
    expect(
      (await post({ endpoint: good.endpoint, keys: { ...good.keys, p256dh: 'A'.repeat(87) }, lang: 'ro' })).json(),
    ).toMatchObject({ err: 'validation error' });
    expect((await post({ endpoint: good.endpoint, keys: { p256dh: good.keys.p256dh }, lang: 'ro' })).statusCode).toBe(
      400,
    );
    expect((await post({ endpoint: good.endpoint, keys: good.keys, lang: 'de' })).statusCode).toBe(400);
    expect((await post('[]')).statusCode).toBe(400);
    // Another company's pub, and a staff member naming another pub.
    const owner = await aCompany(t);
    const { pubId } = await aPub(t, owner);
    const stranger = await aCompany(t);
    expect(
      (await post({ endpoint: good.endpoint, keys: good.keys, lang: 'ro', pub_id: pubId }, stranger.headers)).json(),
    ).toEqual({ ok: false, err: 'forbidden' });
    const { pubId: otherPub } = await aPub(t, owner);
    const staff = await aStaffLogin(t, owner, pubId);
    expect(
      (await post({ endpoint: good.endpoint, keys: good.keys, lang: 'ro', pub_id: otherPub }, staff.headers))
        .statusCode,
    ).toBe(403);
    expect((await post({ endpoint: good.endpoint, keys: good.keys, lang: 'ro' }, owner.headers)).json()).toMatchObject({
      err: 'validation error',
      fields: { pub_id: 'errors.field_is_required' },
    });
    // A guest with another order's token.
    const mine = await anOrder(t, pubId);
    const theirs = await anOrder(t, pubId);
    const guest = await t.inject({
      method: 'POST',
      url: `/api/client/orders/${mine.id}/push?token=${theirs.trackingToken}`,
      payload: { endpoint: good.endpoint, keys: good.keys, lang: 'en' },
    });
    expect(guest.json()).toEqual({ ok: false, err: 'not found' });
    expect((await t.inject({ method: 'POST', url: `/api/client/orders/undefined/push`, payload: {} })).statusCode).toBe(
      404,
    );
    expect(await subscriptionCount()).toBe(before);
  });

  it('an endpoint is stored once, the latest owner wins; DELETE and logout remove subscriptions', async () => {
    const [a, b] = [await aCourierWithToken(t), await aCourierWithToken(t)];
    const phone = await subscribeDevice(a, 'ru');
    await subscribeDevice(b, 'ro').then(() => {});
    const again = await t.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: b.headers,
      payload: { endpoint: phone.endpoint, keys: phone.keys, lang: 'ro' },
    });
    expect(again.statusCode).toBe(200);
    const rows = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, phone.endpoint));
    expect(rows.map((r) => [r.courierId, r.lang])).toEqual([[b.courierId, 'ro']]);
    const del = await t.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: { endpoint: phone.endpoint },
    });
    expect(del.json()).toEqual({ ok: true });
    expect(
      await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, phone.endpoint)),
    ).toEqual([]);
    // A real login session: its logout ends its subscriptions.
    const owner = await aCompany(t);
    const { pubId } = await aPub(t, owner);
    const tablet = await subscribeDevice(owner, 'ru', pubId);
    expect(
      await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, tablet.endpoint)),
    ).toHaveLength(1);
    const out = await t.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: owner.cookie } });
    expect(out.statusCode).toBe(200);
    expect(
      await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, tablet.endpoint)),
    ).toEqual([]);
  });

  it('deleting a guest account deletes the push subscriptions of its orders', async () => {
    const p = await aGuestPub(t);
    const phone = `3736${String(Date.now()).slice(-7)}`;
    const token = await aGuestAccount(t, { phone, name: 'Dan' });
    const placed = await postOrder(t, p.urlName, inPlaceBody(p), {
      'idempotency-key': crypto.randomUUID(),
      accesstoken: token,
    });
    const { id, tracking_token: tracking } = placed.json().order;
    const device = await subscribeGuest(id, tracking, 'ro');
    expect(
      await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint)),
    ).toHaveLength(1);
    const removed = await t.inject({
      method: 'POST',
      url: '/api/client/delete-client',
      payload: { phone, password: 'secret-pass' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(
      await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint)),
    ).toEqual([]);
  });

  it('a burst of 60 available orders to 10 couriers (600 pushes: three batches, each wider than the send concurrency): sent after the commits, each courier gets each order once', async () => {
    const { pubId } = await aVenue(t, 'own');
    const couriers = await Promise.all(Array.from({ length: 10 }, () => aCourierWithToken(t)));
    await assign(t, pubId, ...couriers.map((c) => c.courierId));
    const phones = [];
    for (const c of couriers) phones.push(await subscribeDevice(c, 'ro'));
    // The same 60 orders in a pub nobody subscribed to: what order creation costs without pushes.
    const { pubId: quiet } = await aVenue(t, 'own');
    const timed = async (pub: number) => {
      const started = performance.now();
      const ids: number[] = [];
      for (let i = 0; i < 60; i += 10)
        ids.push(
          ...(await Promise.all(Array.from({ length: 10 }, () => anOrder(t, pub, { status: 'preparing' })))).map(
            (o) => o.id,
          ),
        );
      return { ids, ms: performance.now() - started };
    };
    const baseline = await timed(quiet);
    const { ids: made, ms } = await timed(pubId);
    const created = performance.now();
    const ids = new Set(made);
    await Promise.all(
      phones.map(async (phone) => {
        for (const id of made) await service.next((r) => r.subscriber === phone.id && r.payload.order_id === id);
      }),
    );
    const delivered = performance.now();
    for (const phone of phones) {
      const mine = service.of(phone.id).filter((r) => ids.has(r.payload.order_id));
      expect(mine).toHaveLength(60);
      expect(new Set(mine.map((r) => r.topic)).size).toBe(60);
    }
    console.info(
      `push burst: 60 orders committed in ${Math.round(ms)} ms (${Math.round(baseline.ms)} ms with no subscriber); 600 pushes delivered ${Math.round(delivered - created)} ms after the last commit`,
    );
  }, 120_000);

  it('reads the changes heard while it writes as one batch: 40 orders cost two writes of marks, not one per change', async () => {
    const { pubId } = await aVenue(t, 'own');
    const pool = t.app.pool;
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
    let opened!: () => void;
    const gate = new Promise<void>((resolve) => (opened = resolve));
    const markWrites: string[] = [];
    // The first write of marks waits until all 40 orders are stored, so every change after the first is heard
    // while a batch is being written.
    pool.query = ((...args: unknown[]) => {
      const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string }).text ?? '');
      if (!text.includes('insert into push_marks')) return query(...args);
      markWrites.push(text);
      return markWrites.length === 1 ? gate.then(() => query(...args)) : query(...args);
    }) as typeof pool.query;
    try {
      const made = await Promise.all(Array.from({ length: 40 }, () => anOrder(t, pubId, { status: 'preparing' })));
      opened();
      const ids = made.map((o) => o.id);
      await vi.waitFor(
        async () => {
          const { rows } = await t.app.db.execute<{ n: string }>(
            sql`select count(distinct order_id) as n from push_marks where order_id = any(${sql.raw(`array[${ids.join(',')}]`)})`,
          );
          expect(Number(rows[0].n)).toBe(40);
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      pool.query = query as typeof pool.query;
    }
    expect(markWrites.length).toBe(2);
  });
});
