import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp } from '#test/app.ts';
import { fileOwnedPub } from '#test/factories/accounts.ts';
import { aCourierWithToken, type TestCourier } from '#test/factories/couriers.ts';

/**
 * Every date parameter of reports, order history and the courier ledger: a real calendar date between
 * 2000-01-01 and 2100-12-31, else 400 `validation error` naming it — never a 500, never a made-up day.
 */
const t = fileTestApp();
const pub = fileOwnedPub(t);
let courier: TestCourier;
beforeAll(async () => {
  courier = await aCourierWithToken(t);
});

const pubGet = (path: string) => t.inject({ method: 'GET', url: `${pub.url}/${path}`, headers: pub.owner.headers });
const ledger = (query: string) =>
  t.inject({ method: 'GET', url: `/api/courier/${courier.courierId}/ledger?${query}`, headers: courier.headers });
const routes: [string, (query: string) => ReturnType<typeof pubGet>][] = [
  ['history', (q) => pubGet(`orders/history?${q}`)],
  ['reports', (q) => pubGet(`reports?${q}`)],
  ['reports.csv', (q) => pubGet(`reports.csv?${q}`)],
  ['ledger', ledger],
];

describe('date parameters', () => {
  const bad: [string, string][] = [
    ['from=2026-02-30&to=2026-03-01', 'from'],
    ['from=2026-03-01&to=2026-13-01', 'to'],
    ['from=2026-03-01&to=2026-04-31', 'to'],
    ['from=0001-01-01&to=2026-03-01', 'from'],
    ['from=2026-03-01&to=9999-12-31', 'to'],
    ['from=1999-12-31&to=2000-01-01', 'from'],
    ['from=2100-12-31&to=2101-01-01', 'to'],
    ['from=2026-3-1&to=2026-03-02', 'from'],
  ];
  for (const [name, call] of routes) {
    it.each(bad)(`${name}: %s → 400 naming %s`, async (query, field) => {
      const res = await call(query);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ ok: false, err: 'validation error' });
      expect(Object.keys(res.json().fields)).toEqual([field]);
    });
  }

  for (const [name, call] of routes) {
    it(`${name}: both days far outside the calendar → 400 naming both`, async () => {
      for (const query of ['from=0001-01-01&to=9999-12-31', 'from=9999-01-01&to=9999-12-31']) {
        const res = await call(query);
        expect(res.statusCode, res.body).toBe(400);
        expect(Object.keys(res.json().fields).sort()).toEqual(['from', 'to']);
      }
    });
  }

  it('the first and last allowed days are answered', async () => {
    expect((await pubGet('orders/history?from=2000-01-01&to=2100-12-31')).statusCode).toBe(200);
    const first = await pubGet('reports?from=2000-01-01&to=2000-12-31');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().days).toHaveLength(366);
    const last = await pubGet('reports.csv?from=2100-01-01&to=2100-12-31');
    expect(last.statusCode, last.body).toBe(200);
    const days = (await ledger('from=2100-12-29&to=2100-12-31')).json().days.map((d: { date: string }) => d.date);
    expect(days).toEqual(['2100-12-31', '2100-12-30', '2100-12-29']);
  });
});
