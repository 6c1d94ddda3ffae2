import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app.ts';
import { aCompany, aPub, type CompanyFixture } from '#test/factories/accounts.ts';
import { orders } from '../../db/schema.ts';

let t: TestApp;
let company: CompanyFixture;

beforeAll(async () => {
  t = await createTestApp();
  company = await aCompany(t);
});
afterAll(() => t.close());

async function addOrders(pubId: number, statuses: string[]) {
  await t.app.db.insert(orders).values(
    statuses.map((status, i) => ({
      pubId,
      number: i + 1,
      status,
      orderType: 'delivery',
      trackingToken: crypto.randomBytes(16).toString('hex'),
    })),
  );
}

describe('GET /api/company/:companyID/pubs/:pubID/stats', () => {
  it('counts the four overview statuses of this pub only', async () => {
    const { pubId } = await aPub(t, company);
    const other = await aPub(t, company);
    await addOrders(pubId, [
      'not_handled',
      'not_handled',
      'preparing',
      'at_courier',
      'completed',
      'completed',
      'completed',
      'canceled',
      'handled',
    ]);
    await addOrders(other.pubId, ['not_handled', 'preparing']);
    const res = await t.inject({
      method: 'GET',
      url: `/api/company/${company.companyId}/pubs/${pubId}/stats`,
      headers: company.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, counters: { not_handled: 2, preparing: 1, at_courier: 1, completed: 3 } });
  });

  it('answers zeros for a pub without orders', async () => {
    const { pubId } = await aPub(t, company);
    const res = await t.inject({
      method: 'GET',
      url: `/api/company/${company.companyId}/pubs/${pubId}/stats`,
      headers: company.headers,
    });
    expect(res.json().counters).toEqual({ not_handled: 0, preparing: 0, at_courier: 0, completed: 0 });
  });

  it('refuses another company and a bad pub id', async () => {
    const { pubId } = await aPub(t, company);
    const stranger = await aCompany(t);
    const foreign = await t.inject({
      method: 'GET',
      url: `/api/company/${company.companyId}/pubs/${pubId}/stats`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(403);
    const bad = await t.inject({
      method: 'GET',
      url: `/api/company/${company.companyId}/pubs/abc/stats`,
      headers: company.headers,
    });
    expect(bad.statusCode).toBe(404);
  });
});
