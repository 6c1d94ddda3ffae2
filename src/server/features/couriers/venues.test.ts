import { describe, expect, it } from 'vitest';
import { fileTestApp } from '#test/app.ts';
import { aCompany, aCourier, aPub } from '#test/factories/accounts.ts';
import { couriers } from '../../db/schema.ts';
import { COURIER_ID_MAX, COURIER_ID_MIN } from './ids.ts';
import { insertCourierWithRandomId } from './repository/couriers.ts';

/** docs/product.md D11: courier ids cannot be walked, and a courier controls which venues hold them. */
const t = fileTestApp();

describe('courier ids', () => {
  it('a new courier gets a random 8-digit id', async () => {
    const ids = [(await aCourier(t)).courierId, (await aCourier(t)).courierId];
    for (const id of ids) {
      expect(id).toBeGreaterThanOrEqual(COURIER_ID_MIN);
      expect(id).toBeLessThanOrEqual(COURIER_ID_MAX);
    }
    expect(ids[1]).not.toBe(ids[0] + 1);
  });

  it("a colliding id is retried with another, inside the caller's transaction", async () => {
    const taken = 12_345_678;
    await t.app.db.insert(couriers).values({ id: taken, fullName: 'Existing' }).onConflictDoNothing();
    const sequence = [taken, 23_456_789];
    const row = await t.app.db.transaction((tx) =>
      insertCourierWithRandomId(tx, { fullName: 'New' }, () => sequence.shift()!),
    );
    expect(row.id).toBe(23_456_789);
  });
});

describe('add-courier look-ups', () => {
  it('are limited to 20 per company per hour (429), found or not; another company is not affected', async () => {
    const owner = await aCompany(t);
    const { pubId } = await aPub(t, owner);
    const courier = await aCourier(t);
    const add = (company: typeof owner, p: number, id: number) =>
      t.inject({
        method: 'POST',
        url: `/api/company/${company.companyId}/pubs/${p}/couriers`,
        headers: company.headers,
        payload: { courier_id: id },
      });
    const codes: number[] = [];
    for (let i = 0; i < 19; i++) codes.push((await add(owner, pubId, COURIER_ID_MIN + i)).statusCode);
    codes.push((await add(owner, pubId, courier.courierId)).statusCode);
    expect(codes.filter((c) => c === 429)).toEqual([]);
    const over = await add(owner, pubId, courier.courierId);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ ok: false, err: 'too many requests' });
    const other = await aCompany(t);
    const otherPub = await aPub(t, other);
    expect((await add(other, otherPub.pubId, courier.courierId)).statusCode).toBe(201);
  });
});

describe("a courier's venues", () => {
  it("lists the venues that added the courier and leaves one; other couriers' ids never work", async () => {
    const owner = await aCompany(t);
    const first = await aPub(t, owner, { name: 'First' });
    const second = await aPub(t, owner, { name: 'Second' });
    const courier = await aCourier(t);
    const stranger = await aCourier(t);
    for (const p of [first, second]) {
      const res = await t.inject({
        method: 'POST',
        url: `/api/company/${owner.companyId}/pubs/${p.pubId}/couriers`,
        headers: owner.headers,
        payload: { courier_id: courier.courierId },
      });
      expect(res.statusCode).toBe(201);
    }
    const mine = `/api/courier/${courier.courierId}/pubs`;
    const list = await t.inject({ method: 'GET', url: mine, headers: courier.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().pubs.map((p: { id: number; name: string }) => [p.id, p.name])).toEqual([
      [first.pubId, 'First'],
      [second.pubId, 'Second'],
    ]);
    expect(list.json().pubs[0]).toMatchObject({
      url_name: first.urlName,
      company_name: owner.name,
      added_time: expect.any(String),
    });

    expect((await t.inject({ method: 'GET', url: mine, headers: stranger.headers })).statusCode).toBe(403);
    expect(
      (await t.inject({ method: 'DELETE', url: `${mine}/${first.pubId}`, headers: stranger.headers })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.inject({ method: 'GET', url: `/api/courier/${stranger.courierId}/pubs`, headers: stranger.headers })
      ).json().pubs,
    ).toEqual([]);
    // A venue that never added the stranger: nothing to leave.
    expect(
      (
        await t.inject({
          method: 'DELETE',
          url: `/api/courier/${stranger.courierId}/pubs/${first.pubId}`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);

    const left = await t.inject({ method: 'DELETE', url: `${mine}/${first.pubId}`, headers: courier.headers });
    expect(left.statusCode).toBe(200);
    expect(left.json().pubs.map((p: { id: number }) => p.id)).toEqual([second.pubId]);
    const venueList = await t.inject({
      method: 'GET',
      url: `/api/company/${owner.companyId}/pubs/${first.pubId}/couriers`,
      headers: owner.headers,
    });
    expect(venueList.json().couriers).toEqual([]);
    expect(
      (await t.inject({ method: 'DELETE', url: `${mine}/${first.pubId}`, headers: courier.headers })).statusCode,
    ).toBe(404);
  });
});
