import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate, toWireTime } from '#shared/time.ts';
import { inPlaceBody, postOrder } from '#test/factories/guest-pub.ts';
import { aSlotPub, type SlotPub } from '#test/factories/slot-pub.ts';

/** Scheduled orders and the slot list (docs/product.md D16), with a fixed clock. */
let fx: SlotPub;
beforeAll(async () => {
  fx = await aSlotPub();
});
afterAll(() => fx.t.close());

const setPub: SlotPub['setPub'] = (values) => fx.setPub(values);
const slots: SlotPub['slots'] = (date, type) => fx.slots(date, type);
const tomorrow = () => fx.inDays(1);

describe('scheduled orders and slots', () => {
  it('offers no slot and refuses scheduled_for while the pub takes no pre-orders', async () => {
    await setPub({ preorderDays: 0 });
    expect((await slots(tomorrow())).json()).toEqual({ ok: true, slots: [] });
    const first = new Date(fx.now.getTime() + 24 * 3_600_000);
    const res = await postOrder(
      fx.t,
      fx.p.urlName,
      inPlaceBody(fx.p, { scheduled_for: toWireTime(new Date(Math.ceil(first.getTime() / 900_000) * 900_000)) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ scheduled_for: 'errors.validation_error' });
  });

  it('lists every local quarter hour of an open day, unlimited by default; refuses a bad type or date', async () => {
    await setPub({ preorderDays: 1, slotCapacity: { delivery: null, in_place: null } });
    const list = (await slots(tomorrow())).json().slots as { start: string; free: number | null }[];
    expect(list.length).toBeGreaterThanOrEqual(92);
    expect(
      list.every(
        (s) => s.free === null && localDate(new Date(`${s.start.replace(' ', 'T')}Z`), fx.zone) === tomorrow(),
      ),
    ).toBe(true);
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
    const placed = await postOrder(fx.t, fx.p.urlName, inPlaceBody(fx.p, { scheduled_for: slot.start }));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.eta).toEqual({ from: slot.start, to: slot.start, firm: false });
    expect((await slots(tomorrow())).json().slots[0]).toEqual({ start: slot.start, free: 1 });
    const second = (await postOrder(fx.t, fx.p.urlName, inPlaceBody(fx.p, { scheduled_for: slot.start }))).json().order;
    expect((await slots(tomorrow())).json().slots[0].free).toBe(0);
    await fx.t.inject({
      method: 'PUT',
      url: `/api/company/${fx.p.company.companyId}/pubs/${fx.p.pubId}/orders/${second.id}/update-status?status=canceled`,
      headers: fx.p.company.headers,
    });
    expect((await slots(tomorrow())).json().slots[0].free).toBe(1);
  });

  it('refuses a time off the quarter hour, too soon, or past the pre-order days, on scheduled_for', async () => {
    await setPub({ preorderDays: 1 });
    const [slot] = (await slots(tomorrow())).json().slots as { start: string }[];
    const start = new Date(`${slot.start.replace(' ', 'T')}Z`);
    const soon = new Date(Math.ceil((fx.now.getTime() + 60_000) / 900_000) * 900_000);
    for (const at of [
      new Date(start.getTime() + 5 * 60_000),
      soon,
      new Date(start.getTime() + 2 * 86_400_000),
      'not a time',
    ]) {
      const res = await postOrder(
        fx.t,
        fx.p.urlName,
        inPlaceBody(fx.p, { scheduled_for: typeof at === 'string' ? at : toWireTime(at) }),
      );
      expect(res.statusCode, String(at)).toBe(400);
      expect(res.json().fields).toEqual({ scheduled_for: 'errors.validation_error' });
    }
  });

  it('on the daylight-saving days lists 92 and 100 quarter hours and takes the slots on both sides of the change', async () => {
    await setPub({
      preorderDays: 1,
      timezone: 'Europe/Chisinau',
      workHours: Array.from({ length: 7 }, () => ({ start: 0, end: 1440 })),
      workRanges: null,
      closedDates: [],
    });
    try {
      for (const [today, day, count] of [
        ['2026-03-28T09:00:00Z', '2026-03-29', 92],
        ['2026-10-24T09:00:00Z', '2026-10-25', 100],
      ] as const) {
        fx.t.app.clock.now = () => new Date(today);
        const list = (await slots(day)).json().slots as { start: string }[];
        expect(list, day).toHaveLength(count);
        // The quarter hours around the change (local 01:45 … 04:15 in any zone data): every one is taken.
        for (const s of list.slice(7, 14)) {
          const res = await postOrder(fx.t, fx.p.urlName, inPlaceBody(fx.p, { scheduled_for: s.start }));
          expect(res.statusCode, `${day} ${s.start} ${res.body}`).toBe(201);
          expect(res.json().order.eta.from).toBe(s.start);
        }
      }
    } finally {
      fx.t.app.clock.now = () => fx.now;
    }
  });

  it('refuses, on scheduled_for, a time outside the hours, past a range running after midnight, on a closed date, or in a slot that ends after closing', async () => {
    const monday = '2026-12-07';
    fx.t.app.clock.now = () => new Date('2026-12-06T09:00:00Z');
    const at = (date: string, hhmm: string) => toWireTime(new Date(Date.parse(`${date}T${hhmm}:00+02:00`)));
    const week = (closedDates: string[] = []) => ({
      // Monday 18:00–02:00 (past midnight), every other day 10:00–21:50.
      workRanges: Array.from({ length: 7 }, (_, d) => ({
        closed: false,
        ranges: [d === 0 ? { start: 1080, end: 120 } : { start: 600, end: 1310 }],
      })),
      closedDates,
    });
    const place = (when: string) => postOrder(fx.t, fx.p.urlName, inPlaceBody(fx.p, { scheduled_for: when }));
    try {
      await setPub({
        preorderDays: 3,
        timezone: 'Europe/Chisinau',
        slotCapacity: { delivery: null, in_place: null },
        ...week(),
      });
      for (const ok of [
        at(monday, '18:00'),
        at('2026-12-08', '01:45'),
        at('2026-12-08', '10:00'),
        at('2026-12-08', '21:30'),
      ]) {
        expect((await place(ok)).statusCode, ok).toBe(201);
      }
      for (const bad of [
        at(monday, '17:45'),
        at('2026-12-08', '02:00'),
        at('2026-12-08', '09:45'),
        at('2026-12-08', '21:45'),
        '2026-13-08 10:00:00',
        'tomorrow 19:30',
        1_796_000_000,
      ]) {
        const res = await place(bad as string);
        expect(res.statusCode, String(bad)).toBe(400);
        expect(res.json().fields, String(bad)).toEqual({ scheduled_for: 'errors.validation_error' });
      }
      // Monday closed: its evening and the night after it are gone; Tuesday's day stays.
      await setPub(week([monday]));
      for (const gone of [at(monday, '18:00'), at('2026-12-08', '01:45')])
        expect((await place(gone)).statusCode, gone).toBe(400);
      expect((await place(at('2026-12-08', '10:15'))).statusCode).toBe(201);
    } finally {
      await setPub({ workRanges: null, closedDates: [] });
      fx.t.app.clock.now = () => fx.now;
    }
  });
});
