import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '#shared/time.ts';
import { createTestApp, type TestApp } from '#test/app.ts';
import { aGuestPub, deliveryBody, postOrder, type GuestPub } from '#test/factories/guest-pub.ts';
import { pubs } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = (p: GuestPub, path: string) => `/api/company/${p.company.companyId}/pubs/${p.pubId}/${path}`;
const post = (p: GuestPub, path: string, payload: unknown) =>
  t.inject({
    method: 'POST',
    url: url(p, path),
    headers: p.company.headers,
    payload: payload as Record<string, unknown>,
  });
const allDay = { closed: false, ranges: [{ start: 0, end: 1440 }] };
const lunchDinner = {
  closed: false,
  ranges: [
    { start: 660, end: 900 },
    { start: 1080, end: 120 },
  ],
};

describe('POST …/work-ranges (docs/product.md D15)', () => {
  it("stores two ranges and closing days; the one-range hours read as each day's first range", async () => {
    const p = await aGuestPub(t);
    const week = [lunchDinner, { closed: true, ranges: [] }, allDay, allDay, allDay, allDay, allDay];
    const res = await post(p, 'work-ranges', {
      work_ranges_for_week: week,
      closed_dates: ['2026-12-31', '2026-12-25', '2026-12-31'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().work_ranges_for_week).toEqual(week);
    expect(res.json().closed_dates).toEqual(['2026-12-25', '2026-12-31']);
    expect(res.json().shipping_work_hours_for_week.slice(0, 3)).toEqual([
      { start: 660, end: 900 },
      { start: 0, end: 0 },
      { start: 0, end: 1440 },
    ]);
    expect(res.json().shipping_work_start).toBe(660);
    const pub = await t.inject({ method: 'GET', url: url(p, ''), headers: p.company.headers });
    expect(pub.json().pub.work_ranges_for_week[0]).toEqual(lunchDinner);
    expect(pub.json().pub.closed_dates).toEqual(['2026-12-25', '2026-12-31']);
  });

  it("writing the one-range hours replaces each day's ranges by that one range", async () => {
    const p = await aGuestPub(t);
    await post(p, 'work-ranges', {
      work_ranges_for_week: Array.from({ length: 7 }, () => lunchDinner),
      closed_dates: [],
    });
    const old = await post(p, 'shipping-work-hours', {
      work_hours: Array.from({ length: 7 }, (_, i) => (i === 6 ? { start: 0, end: 0 } : { start: 600, end: 1200 })),
    });
    expect(old.statusCode).toBe(200);
    const pub = await t.inject({ method: 'GET', url: url(p, ''), headers: p.company.headers });
    expect(pub.json().pub.work_ranges_for_week[0]).toEqual({ closed: false, ranges: [{ start: 600, end: 1200 }] });
    expect(pub.json().pub.work_ranges_for_week[6]).toEqual({ closed: true, ranges: [] });
  });

  it('refuses three ranges, an empty range on an open day, six days and a bad date', async () => {
    const p = await aGuestPub(t);
    const week = (day: unknown) => [day, allDay, allDay, allDay, allDay, allDay, allDay];
    const three = {
      closed: false,
      ranges: [
        { start: 0, end: 60 },
        { start: 120, end: 180 },
        { start: 240, end: 300 },
      ],
    };
    for (const body of [
      { work_ranges_for_week: week(three), closed_dates: [] },
      { work_ranges_for_week: week({ closed: false, ranges: [{ start: 600, end: 600 }] }), closed_dates: [] },
      { work_ranges_for_week: week(allDay).slice(1), closed_dates: [] },
      { work_ranges_for_week: week(allDay), closed_dates: ['2026-02-30'] },
      { work_ranges_for_week: week(allDay), closed_dates: ['31.12.2026'] },
    ]) {
      const res = await post(p, 'work-ranges', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().err).toBe('validation error');
    }
  });

  it('a closing day today stops delivery orders; removing it takes them again', async () => {
    const p = await aGuestPub(t);
    const [row] = await t.app.db.select().from(pubs).where(eq(pubs.id, p.pubId));
    const today = localDate(new Date(), row.timezone);
    const week = Array.from({ length: 7 }, () => allDay);
    await post(p, 'work-ranges', { work_ranges_for_week: week, closed_dates: [today] });
    const refused = await postOrder(t, p.urlName, deliveryBody(p));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().err).toBe('pub is not accepting orders');
    await post(p, 'work-ranges', { work_ranges_for_week: week, closed_dates: [] });
    expect((await postOrder(t, p.urlName, deliveryBody(p))).statusCode).toBe(201);
  });

  it('a day closed in the ranges stops delivery orders even when the one-range hours were open', async () => {
    const p = await aGuestPub(t);
    const closed = { closed: true, ranges: [] };
    const res = await post(p, 'work-ranges', {
      work_ranges_for_week: Array.from({ length: 7 }, () => closed),
      closed_dates: [],
    });
    expect(res.statusCode).toBe(200);
    expect((await postOrder(t, p.urlName, deliveryBody(p))).statusCode).toBe(409);
  });
});
