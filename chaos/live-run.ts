import crypto from 'node:crypto';
import { expect } from 'vitest';
import { http, deliveryOrder, type Seeded } from '../src/test/seed-http.ts';
import { courierView, LiveClient, summary, type LiveOrder } from './live-client.ts';

/**
 * Live completeness: 3 staff and 3 courier sockets stay connected while `total` orders are
 * created and moved through their lives by staff and couriers, and sockets are cut at random. At the
 * end every client's list equals what the server's REST answers say: nothing missing, nothing
 * duplicated, final statuses and versions equal.
 */
export interface LiveRunOptions {
  seeded: Seeded;
  /** The base URL for each request, e.g. a proxy in front of two instances. */
  baseUrl: () => string;
  total: number;
  /** Called once, halfway through (e.g. to kill and restart an instance). */
  midway?: () => Promise<void>;
  /** Counts every HTTP status the run's requests got (0 = no answer). */
  statuses?: Map<number, number>;
}

export async function runLiveCompleteness(
  o: LiveRunOptions,
): Promise<{ cuts: number; reconnects: number; events: number }> {
  const s = o.seeded;
  const wsBase = () => o.baseUrl().replace('http', 'ws');
  // A fresh GET_ALL on every reconnect, soon after the cut.
  const options = { reconnectAfter: () => 50 + Math.random() * 200 };
  const staff = [0, 1, 2].map(
    () =>
      new LiveClient(
        () => `${wsBase()}/ws/orders/company/${s.companyId}/pub/${s.pubId}?access_token=${s.token}`,
        options,
      ),
  );
  const couriers = s.couriers.map(
    (c) => new LiveClient(() => `${wsBase()}/ws/courier/${c.courierId}?access_token=${c.token}`, options),
  );
  const clients = [...staff, ...couriers];
  clients.forEach((c) => c.connect());

  let cuts = 0;
  let cutting = true;
  const cutter = (async () => {
    while (cutting) {
      await new Promise((r) => setTimeout(r, 40 + Math.random() * 80));
      clients[Math.floor(Math.random() * clients.length)].cut();
      cuts++;
    }
  })();

  const staffHeaders = { accesstoken: s.token };
  const orderBase = `/api/company/${s.companyId}/pubs/${s.pubId}/orders`;
  // A request whose connection died with a killed instance may have been applied: its retry must
  // then be accepted as the same effect (`sameEffect`), as a real client's retry would.
  const retry = async (
    fn: () => Promise<{ status: number }>,
    ok: (status: number) => boolean,
    sameEffect = (_: number) => false,
  ) => {
    let lost = false;
    let last = 0;
    // Up to 30 s: a database restart takes a few seconds, during which requests get 503.
    for (let i = 0; i < 300; i++) {
      const r = await fn().catch(() => ({ status: 0 }));
      last = r.status;
      o.statuses?.set(r.status, (o.statuses.get(r.status) ?? 0) + 1);
      if (ok(r.status) || (lost && sameEffect(r.status))) return r.status;
      if (r.status === 0 || r.status >= 500) lost = true;
      await new Promise((res) => setTimeout(res, 100));
    }
    throw new Error(`request kept failing (last status ${last})`);
  };

  let next = 0;
  let midwayDone: Promise<void> | undefined;
  const life = async () => {
    while (next < o.total) {
      const i = next++;
      if (i === Math.floor(o.total / 2) && o.midway) midwayDone = o.midway();
      const key = crypto.randomUUID();
      let id = 0;
      await retry(
        async () => {
          const r = await http<{ order: { id: number } }>(
            o.baseUrl(),
            'POST',
            `/api/client/pub/${s.urlName}/orders`,
            deliveryOrder(s, i),
            { 'idempotency-key': key },
          );
          if (r.status === 201) id = r.body.order.id;
          return r;
        },
        (st) => st === 201,
      );
      const setStatus = (status: string) =>
        retry(
          () => http(o.baseUrl(), 'PUT', `${orderBase}/${id}/update-status?status=${status}`, undefined, staffHeaders),
          (st) => st === 200,
        );
      const fate = i % 5;
      if (fate === 0) continue; // stays not handled
      await setStatus('preparing');
      if (fate === 1) continue; // stays available to couriers
      if (fate === 2) {
        await setStatus('canceled');
        continue;
      }
      const courier = s.couriers[i % s.couriers.length];
      const path = (what: string) => `/api/courier/${courier.courierId}/${what}`;
      await retry(
        () => http(o.baseUrl(), 'POST', path('reserve-order'), { order_id: id }, { accesstoken: courier.token }),
        (st) => st === 200,
        (st) => st === 409,
      );
      await setStatus('at_courier');
      if (fate === 4)
        await retry(
          () =>
            http(o.baseUrl(), 'POST', path('set-order-to-completed'), { order_id: id }, { accesstoken: courier.token }),
          (st) => st === 200,
        );
    }
  };
  await Promise.all(Array.from({ length: 8 }, life));
  await midwayDone;
  cutting = false;
  await cutter;

  const expectedStaff = async () =>
    summary(
      (await http<{ orders: LiveOrder[] }>(o.baseUrl(), 'GET', `${orderBase}/`, undefined, staffHeaders)).body.orders,
    );
  const expectedCourier = async (i: number) => {
    const c = s.couriers[i];
    const r = await http<{ available: LiveOrder[]; active: LiveOrder[]; completed: LiveOrder[] }>(
      o.baseUrl(),
      'GET',
      `/api/courier/${c.courierId}/orders`,
      undefined,
      { accesstoken: c.token },
    );
    return [summary(r.body.available), summary(r.body.active), summary(r.body.completed)].join(' | ');
  };

  // Events in flight settle within moments; poll instead of sleeping a fixed time.
  let staffWant = '';
  let courierWant: string[] = [];
  for (let i = 0; i < 100; i++) {
    staffWant = await expectedStaff();
    courierWant = await Promise.all(s.couriers.map((_, k) => expectedCourier(k)));
    const done =
      staff.every((c) => summary([...c.orders.values()]) === staffWant) &&
      couriers.every((c, k) => courierView(c, s.couriers[k].courierId) === courierWant[k]);
    if (done) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  for (const c of staff) expect(summary([...c.orders.values()])).toBe(staffWant);
  couriers.forEach((c, k) => expect(courierView(c, s.couriers[k].courierId)).toBe(courierWant[k]));
  expect(staffWant.split(',').length).toBe(o.total);
  clients.forEach((c) => c.stop());
  return { cuts, reconnects: clients.reduce((n, c) => n + c.snapshots, 0), events: 0 };
}
