import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#test/app.ts';
import { pubs } from '../../db/schema.ts';
import { addDays, localDate, toWireTime } from '#shared/time.ts';
import { aGuestPub, inPlaceBody, postOrder, type GuestPub } from '#test/factories/guest-pub.ts';

/** Scheduled orders and the slot list (docs/product.md D16), with a fixed clock. */
let t: TestApp;
let p: GuestPub;
let zone: string;
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);

beforeAll(async () => {
  t = await createTestApp({ GUEST_ORDERS_PER_IP: '10000' });
  t.app.clock.now = () => NOW;
  p = await aGuestPub(t);
  zone = (await t.app.db.select({ tz: pubs.timezone }).from(pubs).where(eq(pubs.id, p.pubId)))[0].tz;
});
afterAll(() => t.close());

const setPub = (values: Partial<typeof pubs.$inferInsert>) => t.app.db.update(pubs).set(values).where(eq(pubs.id, p.pubId));
const slots = async (date: string, type = 'in_place') => t.inject({ method: 'GET', url: `/api/client/pub/${p.urlName}/slots?type=${type}&date=${date}` });
const tomorrow = () => addDays(localDate(NOW, zone), 1);

describe('scheduled orders and slots', () => {
  it('offers no slot and refuses scheduled_for while the pub takes no pre-orders', async () => {
    await setPub({ preorderDays: 0 });
    expect((await slots(tomorrow())).json()).toEqual({ ok: true, slots: [] });
    const first = new Date(NOW.getTime() + 24 * 3_600_000);
    const res = await postOrder(t, p.urlName, inPlaceBody(p, { scheduled_for: toWireTime(new Date(Math.ceil(first.getTime() / 900_000) * 900_000)) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ scheduled_for: 'errors.validation_error' });
  });

  it('lists every local quarter hour of an open day, unlimited by default; refuses a bad type or date', async () => {
    await setPub({ preorderDays: 1, slotCapacity: { delivery: null, in_place: null } });
    const list = (await slots(tomorrow())).json().slots as { start: string; free: number | null }[];
    expect(list.length).toBeGreaterThanOrEqual(92);
    expect(list.every((s) => s.free === null && localDate(new Date(`${s.start.replace(' ', 'T')}Z`), zone) === tomorrow())).toBe(true);
    expect((await slots(addDays(tomorrow(), 1))).json().slots).toEqual([]);
    expect((await slots(tomorrow(), 'takeaway')).statusCode).toBe(400);
    expect((await slots('2026-02-30')).statusCode).toBe(400);
  });

  it('takes a listed slot, shows the places left, and keeps the scheduled time as the ETA', async () => {
    await setPub({ preorderDays: 1, slotCapacity: { delivery: null, in_place: 2 } });
    const listed = await slots(tomorrow());
    expect(listed.statusCode, listed.body).toBe(200);
    const [slot] = listed.json().slots as { start: string; free: number }[];
    expect(slot.free).toBe(2);
    const placed = await postOrder(t, p.urlName, inPlaceBody(p, { scheduled_for: slot.start }));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.eta).toEqual({ from: slot.start, to: slot.start, firm: false });
    expect((await slots(tomorrow())).json().slots[0]).toEqual({ start: slot.start, free: 1 });
    const second = (await postOrder(t, p.urlName, inPlaceBody(p, { scheduled_for: slot.start }))).json().order;
    expect((await slots(tomorrow())).json().slots[0].free).toBe(0);
    await t.inject({ method: 'PUT', url: `/api/company/${p.company.companyId}/pubs/${p.pubId}/orders/${second.id}/update-status?status=canceled`, headers: p.company.headers });
    expect((await slots(tomorrow())).json().slots[0].free).toBe(1);
  });

  it('refuses a time off the quarter hour, too soon, or past the pre-order days, on scheduled_for', async () => {
    await setPub({ preorderDays: 1 });
    const [slot] = (await slots(tomorrow())).json().slots as { start: string }[];
    const start = new Date(`${slot.start.replace(' ', 'T')}Z`);
    const soon = new Date(Math.ceil((NOW.getTime() + 60_000) / 900_000) * 900_000);
    for (const at of [new Date(start.getTime() + 5 * 60_000), soon, new Date(start.getTime() + 2 * 86_400_000), 'not a time']) {
      const res = await postOrder(t, p.urlName, inPlaceBody(p, { scheduled_for: typeof at === 'string' ? at : toWireTime(at) }));
      expect(res.statusCode, String(at)).toBe(400);
      expect(res.json().fields).toEqual({ scheduled_for: 'errors.validation_error' });
    }
  });
});
