import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp } from '#test/app.ts';
import { REFUSED_RANGES } from '#test/report-ranges.ts';
import { anOwnedPub, aPub, type CompanyFixture } from '#test/factories/accounts.ts';
import { anOrder, aStaffLogin } from '#test/factories/orders.ts';
import { venueShareSql, withoutCommissionBani } from '#shared/money.ts';
import { orderStatusHistory, orders, pubs } from '../../db/schema.ts';

const t = fileTestApp();
let owner: CompanyFixture;
let pubId: number;

const at = (iso: string) => new Date(iso);
async function order(values: Parameters<typeof anOrder>[2] & { paymentType?: string }, steps: [string, string][] = []) {
  const { paymentType, ...rest } = values;
  const row = await anOrder(t, pubId, rest);
  if (paymentType) await t.app.db.update(orders).set({ paymentType }).where(eq(orders.id, row.id));
  for (const [status, when] of steps)
    await t.app.db.insert(orderStatusHistory).values({ orderId: row.id, status, actorRole: 'staff', at: at(when) });
  return row;
}

// Hand-computed fixtures. Chișinău is UTC+2 in November: 21:30Z on the 20th is 23:30 local (the 20th),
// 22:30Z on the 20th is 00:30 local on the 21st.
beforeAll(async () => {
  ({ owner, pubId } = await anOwnedPub(t));
  await t.app.db.update(pubs).set({ timezone: 'Europe/Chisinau' }).where(eq(pubs.id, pubId));
  const X = { dishId: 101, name: 'Plăcintă cu brânză' };
  // A: the 20th (23:30 local), completed delivery, cash, with commission: 2 × 55.00 → 110.00 / 1.1 = 100.00; 20 min.
  await order(
    {
      createdAt: at('2026-11-20T21:30:00Z'),
      status: 'completed',
      commissionApplied: true,
      dishes: [{ ...X, count: 2, price: 55 }],
    },
    [
      ['preparing', '2026-11-20T21:35:00Z'],
      ['at_courier', '2026-11-20T21:55:00Z'],
      ['completed', '2026-11-20T22:20:00Z'],
    ],
  );
  // B: the 21st (00:30 local), completed in place, card: 99.99 + 3 × 10.50 = 131.49; 30 min.
  await order(
    {
      createdAt: at('2026-11-20T22:30:00Z'),
      status: 'completed',
      orderType: 'in_place',
      paymentType: 'card_offline',
      dishes: [
        { dishId: 102, name: 'Борщ', count: 1, price: 99.99 },
        { dishId: 103, name: 'Mămăligă', count: 3, price: 10.5 },
      ],
    },
    [
      ['preparing', '2026-11-20T22:31:00Z'],
      ['completed', '2026-11-20T23:01:00Z'],
    ],
  );
  // C: the 21st, canceled (counts as an order and a cancel, never in money or top dishes).
  await order({ createdAt: at('2026-11-21T10:00:00Z'), status: 'canceled', dishes: [{ ...X, count: 5, price: 55 }] });
  // D: the 21st, completed delivery cash without commission: 20.00; 10 min.
  await order(
    {
      createdAt: at('2026-11-21T12:00:00Z'),
      status: 'completed',
      dishes: [{ dishId: 104, name: 'Zeamă', count: 1, price: 20 }],
    },
    [
      ['preparing', '2026-11-21T12:05:00Z'],
      ['completed', '2026-11-21T12:15:00Z'],
    ],
  );
  // Outside the range by minutes: the 19th 23:59 local and the 23rd 00:00 local.
  await order({ createdAt: at('2026-11-19T21:59:00Z'), status: 'completed', dishes: [{ ...X, count: 7, price: 55 }] });
  await order({ createdAt: at('2026-11-22T22:00:00Z'), status: 'completed', dishes: [{ ...X, count: 7, price: 55 }] });
  // H: the 22nd, still waiting.
  await order({ createdAt: at('2026-11-22T08:00:00Z') });
  // Another pub's order in range.
  const other = await aPub(t, owner);
  await anOrder(t, other.pubId, {
    createdAt: at('2026-11-21T10:00:00Z'),
    status: 'completed',
    dishes: [{ ...X, count: 9, price: 55 }],
  });
});

const url = (path: string) => `/api/company/${owner.companyId}/pubs/${pubId}/${path}`;
const get = (path: string, headers = owner.headers) => t.inject({ method: 'GET', url: url(path), headers });

describe('GET …/reports (docs/product.md D15)', () => {
  it("sums by the pub's local day, lists every day and counts money of completed orders only", async () => {
    const res = await get('reports?from=2026-11-20&to=2026-11-22');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      days: [
        { date: '2026-11-20', orders: 1, completed: 1, canceled: 0, revenue: 100, avg_prep_minutes: 20 },
        { date: '2026-11-21', orders: 3, completed: 2, canceled: 1, revenue: 151.49, avg_prep_minutes: 20 },
        { date: '2026-11-22', orders: 1, completed: 0, canceled: 0, revenue: 0, avg_prep_minutes: 0 },
      ],
      top_dishes: [
        { dish_id: 103, name: 'Mămăligă', count: 3, revenue: 31.5 },
        { dish_id: 101, name: 'Plăcintă cu brânză', count: 2, revenue: 100 },
        { dish_id: 102, name: 'Борщ', count: 1, revenue: 99.99 },
        { dish_id: 104, name: 'Zeamă', count: 1, revenue: 20 },
      ],
      by_payment: {
        cash: { count: 2, revenue: 120 },
        card_offline: { count: 1, revenue: 131.49 },
        online: { count: 0, revenue: 0 },
      },
      by_type: { delivery: { count: 2, revenue: 120 }, in_place: { count: 1, revenue: 131.49 } },
    });
  });

  it('one day: the order at 00:30 local belongs to that day, not to the UTC one', async () => {
    const res = await get('reports?from=2026-11-21&to=2026-11-21');
    expect(res.json().days).toEqual([
      { date: '2026-11-21', orders: 3, completed: 2, canceled: 1, revenue: 151.49, avg_prep_minutes: 20 },
    ]);
  });

  it('the CSV: BOM, header, one CRLF line per day, money with two decimals', async () => {
    const res = await get('reports.csv?from=2026-11-20&to=2026-11-22');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+-2026-11-20-2026-11-22\.csv"$/);
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      'date,orders,completed,canceled,revenue,avg_prep_minutes\r\n' +
        '2026-11-20,1,1,0,100.00,20\r\n' +
        '2026-11-21,3,2,1,151.49,20\r\n' +
        '2026-11-22,1,0,0,0.00,0\r\n',
    );
  });

  it('366 days is the longest range; 367, from after to and bad dates are refused', async () => {
    const year = await get('reports?from=2025-11-22&to=2026-11-23');
    expect(year.statusCode).toBe(200);
    expect(year.json().days).toHaveLength(367);
    for (const q of REFUSED_RANGES) {
      const res = await get(`reports?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().err).toBe('validation error');
    }
    expect((await get('reports.csv?from=2026-11-22&to=2026-11-21')).statusCode).toBe(400);
  });

  it("is the owner's: the pub's staff are refused", async () => {
    const staff = await aStaffLogin(t, owner, pubId);
    expect((await get('reports?from=2026-11-20&to=2026-11-22', staff.headers)).statusCode).toBe(403);
  });
});

/**
 * The per-day summary (docs/product.md D15) may never answer from before a write: each case reports, writes, and
 * reports again against sums computed by hand. The days are ten days back, so they are summarized days, not today.
 */
describe('the per-day summary follows every write', () => {
  let pub: number;
  let dayP: string;
  let dayQ: string;
  const dish = { dishId: 301, name: 'Sarmale' };
  const utcDay = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);
  const report = async (from = dayP, to = dayQ) => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/company/${owner.companyId}/pubs/${pub}/reports?from=${from}&to=${to}`,
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      days: {
        date: string;
        orders: number;
        completed: number;
        canceled: number;
        revenue: number;
        avg_prep_minutes: number;
      }[];
      top_dishes: { dish_id: number; count: number; revenue: number }[];
    };
  };
  const day = async (date: string) => (await report()).days.find((d) => d.date === date);
  const status = (id: number, to: string) =>
    t.inject({
      method: 'PUT',
      url: `/api/company/${owner.companyId}/pubs/${pub}/orders/${id}/update-status?status=${to}`,
      headers: owner.headers,
    });

  beforeAll(async () => {
    ({ pubId: pub } = await aPub(t, owner));
    await t.app.db.update(pubs).set({ timezone: 'Europe/Chisinau' }).where(eq(pubs.id, pub));
    dayP = utcDay(10 * 86_400_000);
    dayQ = utcDay(9 * 86_400_000);
  });

  it('stores past days, and a status change (completed → canceled) after a report shows in the next one', async () => {
    const o = await anOrder(t, pub, {
      createdAt: at(`${dayP}T10:00:00Z`),
      status: 'completed',
      dishes: [{ ...dish, count: 2, price: 40 }],
    });
    // The day of this one order while it stands completed, with its average preparation in minutes.
    const completedDay = (prep: number) => ({
      date: dayP,
      orders: 1,
      completed: 1,
      canceled: 0,
      revenue: 80,
      avg_prep_minutes: prep,
    });
    expect(await day(dayP)).toEqual(completedDay(0));
    const stored = await t.app.db.execute<{ n: string }>(
      sql`select count(*) as n from report_days where pub_id = ${pub} and day in (${dayP}::date, ${dayQ}::date)`,
    );
    expect(Number(stored.rows[0].n)).toBe(2);
    expect((await status(o.id, 'canceled')).statusCode).toBe(200);
    expect(await day(dayP)).toEqual({
      date: dayP,
      orders: 1,
      completed: 0,
      canceled: 1,
      revenue: 0,
      avg_prep_minutes: 0,
    });
    expect((await report()).top_dishes).toEqual([]);
    // Back to completed with a preparation in the history: 12 minutes.
    const statusAt = async (next: string, time: string) => {
      await status(o.id, next);
      await t.app.db
        .update(orderStatusHistory)
        .set({ at: at(`${dayP}T${time}:00Z`) })
        .where(and(eq(orderStatusHistory.orderId, o.id), eq(orderStatusHistory.status, next)));
    };
    await statusAt('preparing', '10:05');
    await statusAt('completed', '10:17');
    expect(await day(dayP)).toEqual(completedDay(12));
  });

  it('a dish edit through the staff route after a report changes the revenue and top dishes', async () => {
    const before = await day(dayQ);
    const o = await anOrder(t, pub, {
      createdAt: at(`${dayQ}T09:00:00Z`),
      status: 'completed',
      commissionApplied: true,
      dishes: [{ ...dish, count: 1, price: 55 }],
    });
    // 55.00 with commission → 50.00.
    expect(await day(dayQ)).toEqual({
      ...before,
      orders: before!.orders + 1,
      completed: before!.completed + 1,
      revenue: before!.revenue + 50,
    });
    const res = await t.inject({
      method: 'PUT',
      url: `/api/company/${owner.companyId}/pubs/${pub}/orders/${o.id}/update-dishes`,
      headers: owner.headers,
      payload: { dishes: [{ dish_id: dish.dishId, count: 3 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    // 3 × 55.00 = 165.00 with commission → 150.00.
    expect(await day(dayQ)).toEqual({
      ...before,
      orders: before!.orders + 1,
      completed: before!.completed + 1,
      revenue: before!.revenue + 150,
    });
    expect((await report(dayQ, dayQ)).top_dishes).toEqual([
      { dish_id: dish.dishId, name: 'Sarmale', count: 3, revenue: 150 },
    ]);
  });

  it('a new order in an already reported range, and rows written by raw SQL, are in the next report', async () => {
    const before = await day(dayQ);
    await anOrder(t, pub, { createdAt: at(`${dayQ}T11:00:00Z`), status: 'canceled' });
    expect(await day(dayQ)).toEqual({ ...before, orders: before!.orders + 1, canceled: before!.canceled + 1 });
    await t.app.db
      .execute(sql`insert into orders (pub_id, number, status, order_type, payment_type, commission_applied, tracking_token, created_at)
      values (${pub}, 9001, 'completed', 'delivery', 'cash', false, md5(random()::text), ${`${dayQ}T12:00:00Z`}::timestamptz)`);
    await t.app.db.execute(sql`insert into order_dishes (order_id, dish_id, name, count, dish_price)
      select id, 302, 'Zeamă', 2, 12.25 from orders where pub_id = ${pub} and number = 9001`);
    // 2 × 12.25 = 24.50, no commission.
    expect(await day(dayQ)).toEqual({
      ...before,
      orders: before!.orders + 2,
      canceled: before!.canceled + 1,
      completed: before!.completed + 1,
      revenue: before!.revenue + 24.5,
    });
  });

  it('a line added later, in a transaction of its own, to an order of an already reported day is in the next report', async () => {
    const o = await anOrder(t, pub, {
      createdAt: at(`${dayQ}T13:00:00Z`),
      status: 'completed',
      commissionApplied: false,
      dishes: [{ ...dish, count: 1, price: 10 }],
    });
    const before = await day(dayQ);
    // Only the line is written: the order row is not touched by this transaction.
    await t.app.db.execute(sql`insert into order_dishes (order_id, dish_id, name, count, dish_price)
      values (${o.id}, 303, 'Plăcintă', 1, 7.5)`);
    expect(await day(dayQ)).toEqual({ ...before, revenue: before!.revenue + 7.5 });
  });

  it('a pub time zone change moves an order across midnight in the next report', async () => {
    const from = utcDay(20 * 86_400_000);
    const next = utcDay(19 * 86_400_000);
    // 22:30 UTC is 00:30 or 01:30 in Chișinău: the next local day; in UTC, the same day.
    await anOrder(t, pub, {
      createdAt: at(`${from}T22:30:00Z`),
      status: 'completed',
      dishes: [{ ...dish, count: 1, price: 30 }],
    });
    const sums = async () => (await report(from, next)).days.map((d) => [d.date, d.orders, d.revenue]);
    expect(await sums()).toEqual([
      [from, 0, 0],
      [next, 1, 30],
    ]);
    await t.app.db.update(pubs).set({ timezone: 'UTC' }).where(eq(pubs.id, pub));
    expect(await sums()).toEqual([
      [from, 1, 30],
      [next, 0, 0],
    ]);
    await t.app.db.update(pubs).set({ timezone: 'Europe/Chisinau' }).where(eq(pubs.id, pub));
    expect(await sums()).toEqual([
      [from, 0, 0],
      [next, 1, 30],
    ]);
  });

  it('a write still in flight during a report is neither lost nor blocking: the next report has it', async () => {
    const d = utcDay(15 * 86_400_000);
    const o = await anOrder(t, pub, {
      createdAt: at(`${d}T10:00:00Z`),
      status: 'completed',
      dishes: [{ ...dish, count: 1, price: 20 }],
    });
    const sum = async () => (await report(d, d)).days[0];
    expect(await sum()).toMatchObject({ orders: 1, completed: 1, canceled: 0, revenue: 20 });
    // A committed write marks the day; the writer below finds that mark already there.
    await t.app.db.update(orders).set({ clientName: 'Ana' }).where(eq(orders.id, o.id));
    let release!: () => void;
    let written!: () => void;
    const wrote = new Promise<void>((r) => {
      written = r;
    });
    const held = new Promise<void>((r) => {
      release = r;
    });
    const writer = t.app.db.transaction(async (tx) => {
      await tx.update(orders).set({ status: 'canceled' }).where(eq(orders.id, o.id));
      written();
      await held;
    });
    await wrote;
    // The writer holds its day: this report reads the committed rows without waiting and stores nothing for the day.
    expect(await sum()).toMatchObject({ orders: 1, completed: 1, canceled: 0, revenue: 20 });
    release();
    await writer;
    expect(await sum()).toMatchObject({ orders: 1, completed: 0, canceled: 1, revenue: 0 });
  });

  it('today is computed from the orders at every read', async () => {
    const today = (
      await t.app.db.execute<{ d: string }>(
        sql`select to_char((now() at time zone 'Europe/Chisinau')::date, 'YYYY-MM-DD') as d`,
      )
    ).rows[0].d;
    const o = await anOrder(t, pub, { status: 'completed', dishes: [{ ...dish, count: 1, price: 10 }] });
    const sum = async () => (await report(today, today)).days[0];
    expect(await sum()).toMatchObject({ orders: 1, completed: 1, revenue: 10 });
    await status(o.id, 'canceled');
    expect(await sum()).toMatchObject({ orders: 1, completed: 0, canceled: 1, revenue: 0 });
  });
});

describe('the commission in SQL', () => {
  it("takes the venue's share in the database exactly as the order totals do, for every sum up to 1000 lei", async () => {
    const { rows } = await t.app.db.execute<{ bani: number; applied: number; plain: number }>(
      sql.raw(
        `select x as bani, ${venueShareSql('x::bigint', 'true')} as applied, ${venueShareSql('x::bigint', 'false')} as plain
         from generate_series(0, 100000) x`,
      ),
    );
    expect(rows).toHaveLength(100_001);
    const wrong = rows.filter((r) => r.applied !== withoutCommissionBani(r.bani) || r.plain !== r.bani);
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
