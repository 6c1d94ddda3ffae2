import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileTestApp } from '#test/app.ts';
import { aCompany, aPub } from '#test/factories/accounts.ts';
import { aDish, anOrder } from '#test/factories/orders.ts';
import { pubs } from '../../db/schema.ts';

const t = fileTestApp();

describe('GET …/checklist (the first-day steps)', () => {
  it('ticks each step as it is done and is complete after the last', async () => {
    const owner = await aCompany(t);
    const { pubId } = await aPub(t, owner);
    const url = `/api/company/${owner.companyId}/pubs/${pubId}`;
    const state = async () => {
      const res = await t.inject({ method: 'GET', url: `${url}/checklist`, headers: owner.headers });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { steps: { key: string; done: boolean }[]; complete: boolean };
      return {
        done: body.steps.filter((s) => s.done).map((s) => s.key),
        complete: body.complete,
        keys: body.steps.map((s) => s.key),
      };
    };
    expect(await state()).toEqual({
      done: [],
      complete: false,
      keys: ['location', 'dish', 'ordering', 'qr_printed', 'test_order'],
    });

    await t.inject({
      method: 'POST',
      url: `${url}/geolocation`,
      headers: owner.headers,
      payload: { lat: 47.02, lng: 28.83 },
    });
    await aDish(t, pubId, { name: 'Plăcintă' });
    await t.inject({
      method: 'POST',
      url: `${url}/shipping-availability`,
      headers: owner.headers,
      payload: { available: true },
    });
    expect((await state()).done).toEqual(['location', 'dish', 'ordering']);

    expect(
      (await t.inject({ method: 'POST', url: `${url}/qr-printed`, headers: owner.headers, payload: {} })).statusCode,
    ).toBe(200);
    const [first] = await t.app.db.select({ at: pubs.qrPrintedAt }).from(pubs).where(eq(pubs.id, pubId));
    await t.inject({ method: 'POST', url: `${url}/qr-printed`, headers: owner.headers, payload: {} });
    const [second] = await t.app.db.select({ at: pubs.qrPrintedAt }).from(pubs).where(eq(pubs.id, pubId));
    expect(second.at).toEqual(first.at); // the first print is kept

    // Placed but not yet seen on the board: not done.
    const order = await anOrder(t, pubId, { orderType: 'in_place' });
    expect((await state()).done).not.toContain('test_order');
    const seen = await t.inject({
      method: 'PUT',
      url: `${url}/orders/${order.id}/update-status?status=preparing`,
      headers: owner.headers,
    });
    expect(seen.statusCode).toBe(200);
    expect(await state()).toMatchObject({ complete: true });
  });
});
