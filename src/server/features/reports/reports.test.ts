import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app.ts';
import { aCompany, aPub, type CompanyFixture } from '#test/factories/accounts.ts';
import { anOrder, aStaffLogin } from '#test/factories/orders.ts';
import { orderStatusHistory, orders, pubs } from '../../db/schema.ts';

let t: TestApp;
let owner: CompanyFixture;
let pubId: number;

const at = (iso: string) => new Date(iso);
async function order(values: Parameters<typeof anOrder>[2] & { paymentType?: string }, steps: [string, string][] = []) {
  const { paymentType, ...rest } = values;
  const row = await anOrder(t, pubId, rest);
  if (paymentType) await t.app.db.update(orders).set({ paymentType }).where(eq(orders.id, row.id));
  for (const [status, when] of steps) await t.app.db.insert(orderStatusHistory).values({ orderId: row.id, status, actorRole: 'staff', at: at(when) });
  return row;
}

// Hand-computed fixtures. Chișinău is UTC+2 in November: 21:30Z on the 20th is 23:30 local (the 20th),
// 22:30Z on the 20th is 00:30 local on the 21st.
beforeAll(async () => {
  t = await createTestApp();
  owner = await aCompany(t);
  ({ pubId } = await aPub(t, owner));
  await t.app.db.update(pubs).set({ timezone: 'Europe/Chisinau' }).where(eq(pubs.id, pubId));
  const X = { dishId: 101, name: 'Plăcintă cu brânză' };
  // A: the 20th (23:30 local), completed delivery, cash, with commission: 2 × 55.00 → 110.00 / 1.1 = 100.00; 20 min.
  await order({ createdAt: at('2026-11-20T21:30:00Z'), status: 'completed', commissionApplied: true, dishes: [{ ...X, count: 2, price: 55 }] },
    [['preparing', '2026-11-20T21:35:00Z'], ['at_courier', '2026-11-20T21:55:00Z'], ['completed', '2026-11-20T22:20:00Z']]);
  // B: the 21st (00:30 local), completed in place, card: 99.99 + 3 × 10.50 = 131.49; 30 min.
  await order({ createdAt: at('2026-11-20T22:30:00Z'), status: 'completed', orderType: 'in_place', paymentType: 'card_offline',
    dishes: [{ dishId: 102, name: 'Борщ', count: 1, price: 99.99 }, { dishId: 103, name: 'Mămăligă', count: 3, price: 10.5 }] },
  [['preparing', '2026-11-20T22:31:00Z'], ['completed', '2026-11-20T23:01:00Z']]);
  // C: the 21st, canceled (counts as an order and a cancel, never in money or top dishes).
  await order({ createdAt: at('2026-11-21T10:00:00Z'), status: 'canceled', dishes: [{ ...X, count: 5, price: 55 }] });
  // D: the 21st, completed delivery cash without commission: 20.00; 10 min.
  await order({ createdAt: at('2026-11-21T12:00:00Z'), status: 'completed', dishes: [{ dishId: 104, name: 'Zeamă', count: 1, price: 20 }] },
    [['preparing', '2026-11-21T12:05:00Z'], ['completed', '2026-11-21T12:15:00Z']]);
  // Outside the range by minutes: the 19th 23:59 local and the 23rd 00:00 local.
  await order({ createdAt: at('2026-11-19T21:59:00Z'), status: 'completed', dishes: [{ ...X, count: 7, price: 55 }] });
  await order({ createdAt: at('2026-11-22T22:00:00Z'), status: 'completed', dishes: [{ ...X, count: 7, price: 55 }] });
  // H: the 22nd, still waiting.
  await order({ createdAt: at('2026-11-22T08:00:00Z') });
  // Another pub's order in range.
  const other = await aPub(t, owner);
  await anOrder(t, other.pubId, { createdAt: at('2026-11-21T10:00:00Z'), status: 'completed', dishes: [{ ...X, count: 9, price: 55 }] });
});
afterAll(() => t.close());

const url = (path: string) => `/api/company/${owner.companyId}/pubs/${pubId}/${path}`;
const get = (path: string, headers = owner.headers) => t.inject({ method: 'GET', url: url(path), headers });

describe('GET …/reports (docs/product.md D15)', () => {
  it('sums by the pub\'s local day, lists every day and counts money of completed orders only', async () => {
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
      by_payment: { cash: { count: 2, revenue: 120 }, card_offline: { count: 1, revenue: 131.49 } },
      by_type: { delivery: { count: 2, revenue: 120 }, in_place: { count: 1, revenue: 131.49 } },
    });
  });

  it('one day: the order at 00:30 local belongs to that day, not to the UTC one', async () => {
    const res = await get('reports?from=2026-11-21&to=2026-11-21');
    expect(res.json().days).toEqual([{ date: '2026-11-21', orders: 3, completed: 2, canceled: 1, revenue: 151.49, avg_prep_minutes: 20 }]);
  });

  it('the CSV: BOM, header, one CRLF line per day, money with two decimals', async () => {
    const res = await get('reports.csv?from=2026-11-20&to=2026-11-22');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+-2026-11-20-2026-11-22\.csv"$/);
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      'date,orders,completed,canceled,revenue,avg_prep_minutes\r\n'
      + '2026-11-20,1,1,0,100.00,20\r\n'
      + '2026-11-21,3,2,1,151.49,20\r\n'
      + '2026-11-22,1,0,0,0.00,0\r\n',
    );
  });

  it('366 days is the longest range; 367, from after to and bad dates are refused', async () => {
    const year = await get('reports?from=2025-11-22&to=2026-11-23');
    expect(year.statusCode).toBe(200);
    expect(year.json().days).toHaveLength(367);
    for (const q of ['from=2025-11-21&to=2026-11-23', 'from=2026-11-22&to=2026-11-21', 'from=2026-02-30&to=2026-03-01', 'from=2026-11-20', '']) {
      const res = await get(`reports?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().err).toBe('validation error');
    }
    expect((await get('reports.csv?from=2026-11-22&to=2026-11-21')).statusCode).toBe(400);
  });

  it('is the owner\'s: the pub\'s staff are refused', async () => {
    const staff = await aStaffLogin(t, owner, pubId);
    expect((await get('reports?from=2026-11-20&to=2026-11-22', staff.headers)).statusCode).toBe(403);
  });
});
