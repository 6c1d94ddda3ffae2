import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app.ts';
import { aGuestPub, deliveryBody, inPlaceBody, postOrder, type GuestPub } from '#test/factories/guest-pub.ts';
import { EventOrderReads } from './event-reads.ts';
import { loadOrder } from './repository/orders.ts';

/** The live hubs' shared read of an event batch's orders (decision 317), on a real database. */
let t: TestApp;
let p: GuestPub;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ GUEST_ORDERS_PER_IP: '10000' });
  p = await aGuestPub(t);
  for (const body of [deliveryBody(p), inPlaceBody(p), deliveryBody(p, { client_name: 'Ștefan' })]) {
    const res = await postOrder(t, p.urlName, body);
    expect(res.statusCode).toBe(201);
    ids.push(res.json().order.id);
  }
});
afterAll(() => t.close());

it('callers asking in the same turn share one read, and each gets the orders it named that exist', async () => {
  const reads = new EventOrderReads(t.app.db);
  const [a, b, none] = await Promise.all([
    reads.read([ids[0], ids[1]]),
    reads.read([ids[1], ids[2], 999_999]),
    reads.read([]),
  ]);
  expect(reads.reads).toBe(1);
  expect([...a.keys()]).toEqual([ids[0], ids[1]]);
  expect([...b.keys()]).toEqual([ids[1], ids[2]]);
  expect(none.size).toBe(0);
  // Everything both hubs build their views from: the pub, the company's phone, the dishes and the history.
  const order = b.get(ids[2])!;
  expect(order.order.clientName).toBe('Ștefan');
  expect(order.pub.id).toBe(p.pubId);
  expect(order.companyPhone).toBeTypeOf('string');
  expect(order.dishes.map((d) => d.count)).toEqual([2]);
  // The pub board's part is what the board's own read of one order gives.
  const { order: row, dishes, history, reserverName } = order;
  expect({ order: row, dishes, history, reserverName }).toEqual(await loadOrder(t.app.db, ids[2]));
});

it('a caller asking after a read began gets a read of its own, with rows as they are then', async () => {
  const reads = new EventOrderReads(t.app.db);
  const first = reads.read([ids[0]]);
  await new Promise((resolve) => setImmediate(resolve));
  const second = reads.read([ids[0]]);
  await Promise.all([first, second]);
  expect(reads.reads).toBe(2);
});
