import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { orders, pubs } from '../../db/schema.ts';
import { parseWireTime } from '#shared/time.ts';
import { deliveryBody, inPlaceBody, postOrder } from '#test/factories/guest-pub.ts';
import { aSlotPub, type SlotPub } from '#test/factories/slot-pub.ts';

/** Slot capacity (docs/product.md D16): a full slot refuses with the next free ones; one winner of a race. */
let fx: SlotPub;
beforeAll(async () => {
  fx = await aSlotPub();
});
afterAll(() => fx.t.close());

type Slot = { start: string; free: number | null };
const setPub: SlotPub['setPub'] = (values) => fx.setPub(values);
const slots = async (date: string) => (await fx.slots(date)).json().slots as Slot[];
const inDays = (n: number) => fx.inDays(n);
const cancel = (id: number) =>
  fx.t.inject({
    method: 'PUT',
    url: `/api/company/${fx.p.company.companyId}/pubs/${fx.p.pubId}/orders/${id}/update-status?status=canceled`,
    headers: fx.p.company.headers,
  });
const stored = async () => {
  const [row] = await fx.t.app.db.select({ n: count() }).from(orders).where(eq(orders.pubId, fx.p.pubId));
  const [pub] = await fx.t.app.db.select({ seq: pubs.orderSeq }).from(pubs).where(eq(pubs.id, fx.p.pubId));
  return { orders: Number(row.n), seq: pub.seq };
};

describe('slot capacity', () => {
  it('50 guests racing for the last place: exactly one order, 49 × 409 slot is full with the next free slots', async () => {
    await setPub({ preorderDays: 2, slotCapacity: { delivery: null, in_place: 1 } });
    const list = await slots(inDays(1));
    const slot = list[10];
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => postOrder(fx.t, fx.p.urlName, inPlaceBody(fx.p, { scheduled_for: slot.start }))),
    );
    const won = answers.filter((r) => r.statusCode === 201);
    const lost = answers.filter((r) => r.statusCode === 409);
    expect(
      answers.filter((r) => r.statusCode !== 201 && r.statusCode !== 409).map((r) => `${r.statusCode} ${r.body}`),
    ).toEqual([]);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    const next = list.slice(11, 14).map((s) => s.start);
    for (const r of lost) expect(r.json()).toEqual({ ok: false, err: 'slot is full', next_slots: next });
    const [row] = await fx.t.app.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.pubId, fx.p.pubId), eq(orders.promisedAt, parseWireTime(slot.start)!)));
    expect(Number(row.n)).toBe(1);
    // Listed as full; the winner is still pending (not accepted) and holds its place.
    expect((await slots(inDays(1)))[10]).toEqual({ start: slot.start, free: 0 });
    expect(won[0].json().order.status).toBe('not_handled');
  });

  it('a canceled order frees its place; the refusal stores nothing and skips full slots in next_slots', async () => {
    await setPub({ preorderDays: 2, slotCapacity: { delivery: null, in_place: 1 } });
    const list = await slots(inDays(2));
    const [a, b, c, d, e] = list.slice(0, 5).map((s) => s.start);
    const first = (await postOrder(fx.t, fx.p.urlName, inPlaceBody(fx.p, { scheduled_for: a }))).json().order;
    expect((await postOrder(fx.t, fx.p.urlName, inPlaceBody(fx.p, { scheduled_for: c }))).statusCode).toBe(201);
    const before = await stored();
    const refused = await postOrder(fx.t, fx.p.urlName, inPlaceBody(fx.p, { scheduled_for: a }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().next_slots).toEqual([b, d, e]);
    expect(await stored()).toEqual(before);
    expect((await cancel(first.id)).statusCode).toBe(200);
    expect((await postOrder(fx.t, fx.p.urlName, inPlaceBody(fx.p, { scheduled_for: a }))).statusCode).toBe(201);
  });

  it('an order for as soon as possible fills the slot of its first ETA and is refused when that slot is full', async () => {
    await setPub({ preorderDays: 1, slotCapacity: { delivery: 1, in_place: null } });
    const first = await postOrder(fx.t, fx.p.urlName, deliveryBody(fx.p));
    expect(first.statusCode, first.body).toBe(201);
    // The slot taken is the one holding the stored promise (worked out on the app's fixed clock; the answer's
    // `eta` counts from the row's real creation time, which may already be in the next slot).
    const [{ promisedAt }] = await fx.t.app.db
      .select({ promisedAt: orders.promisedAt })
      .from(orders)
      .where(eq(orders.id, first.json().order.id));
    const start = new Date(Math.floor(promisedAt!.getTime() / 900_000) * 900_000);
    const refused = await postOrder(fx.t, fx.p.urlName, deliveryBody(fx.p));
    expect(refused.statusCode).toBe(409);
    const body = refused.json();
    expect(body.err).toBe('slot is full');
    expect(body.next_slots).toHaveLength(3);
    for (const s of body.next_slots as string[]) expect(parseWireTime(s)!.getTime()).toBeGreaterThan(start.getTime());
    // Every slot offered is one the guest may pick with this address.
    const again = await postOrder(fx.t, fx.p.urlName, deliveryBody(fx.p, { scheduled_for: body.next_slots[0] }));
    expect(again.statusCode, again.body).toBe(201);
    // Table orders are not limited by the delivery capacity.
    expect((await postOrder(fx.t, fx.p.urlName, inPlaceBody(fx.p))).statusCode).toBe(201);
  });

  it('without pre-orders a full slot is refused with no slot to offer', async () => {
    await setPub({ preorderDays: 0, slotCapacity: { delivery: null, in_place: 1 } });
    fx.t.app.clock.now = () => new Date(fx.now.getTime() + 3 * 86_400_000);
    try {
      expect((await postOrder(fx.t, fx.p.urlName, inPlaceBody(fx.p))).statusCode).toBe(201);
      const refused = await postOrder(fx.t, fx.p.urlName, inPlaceBody(fx.p));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ ok: false, err: 'slot is full', next_slots: [] });
    } finally {
      fx.t.app.clock.now = () => fx.now;
    }
  });
});
