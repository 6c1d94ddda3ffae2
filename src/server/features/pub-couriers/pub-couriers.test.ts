import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp } from '#test/app.ts';
import { anOwnedPub, aCompany, aCourier, aPub, type CompanyFixture } from '#test/factories/accounts.ts';
import { aStaffAccount } from '#test/factories/world.ts';

const t = fileTestApp();
let owner: CompanyFixture;
let pubId: number;
beforeAll(async () => {
  ({ owner, pubId } = await anOwnedPub(t));
});

const base = (company: CompanyFixture, pub: number) => `/api/company/${company.companyId}/pubs/${pub}/couriers`;
const add = (courierId: unknown, pub = pubId) =>
  t.inject({ method: 'POST', url: base(owner, pub), headers: owner.headers, payload: { courier_id: courierId } });
const remove = (courierId: number, pub = pubId) =>
  t.inject({ method: 'DELETE', url: `${base(owner, pub)}/${courierId}`, headers: owner.headers });
const list = async (pub = pubId) =>
  (await t.inject({ method: 'GET', url: base(owner, pub), headers: owner.headers })).json();

describe('pub couriers', () => {
  it('adds a courier by id, lists it with public fields only, removes it', async () => {
    const courier = await aCourier(t, { full_name: 'Ion Rusu', phone_number: '37369555111' });
    const res = await add(courier.courierId);
    expect(res.statusCode).toBe(201);
    expect(res.json().courier).toEqual({
      id: courier.courierId,
      full_name: 'Ion Rusu',
      phone_number: '37369555111',
      telegram_username: '',
      image_file_name: '',
      on_shift: false,
    });
    expect((await add(courier.courierId)).statusCode).toBe(200); // twice: no duplicate
    const body = await list();
    expect(body.couriers).toHaveLength(1);
    expect(Object.keys(body.couriers[0]).sort()).toEqual([
      'full_name',
      'id',
      'image_file_name',
      'on_shift',
      'phone_number',
      'telegram_username',
    ]);
    const del = await remove(courier.courierId);
    expect(del.json()).toEqual({ ok: true, couriers: [] });
    const again = await remove(courier.courierId);
    expect(again.statusCode).toBe(404);
    expect(again.json().err).toBe('courier not found');
  });

  it('rejects id 0, non-numeric ids and unknown couriers', async () => {
    for (const id of [0, -3, 'abc', 1.5, null]) {
      const res = await add(id);
      expect(res.statusCode, String(id)).toBe(400);
      expect(res.json().err).toBe('validation error');
    }
    const unknown = await add(2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ ok: false, err: 'courier not found' });
  });

  it("another pub's courier: may also work here; removing through this pub leaves the other pub alone", async () => {
    const { pubId: otherPub } = await aPub(t, owner);
    const courier = await aCourier(t);
    await add(courier.courierId, otherPub);
    const wrong = await remove(courier.courierId);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().err).toBe('courier not found');
    expect((await list(otherPub)).couriers.map((c: { id: number }) => c.id)).toEqual([courier.courierId]);
    expect((await add(courier.courierId)).statusCode).toBe(201);
    expect((await list(pubId)).couriers.map((c: { id: number }) => c.id)).toContain(courier.courierId);
  });

  it("the pub's staff may read the couriers, not change them, and not read the location (a setting)", async () => {
    const { headers } = await aStaffAccount(t, { companyId: owner.companyId, pubId });
    const courier = await aCourier(t);
    await add(courier.courierId);
    const read = await t.inject({ method: 'GET', url: base(owner, pubId), headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().couriers.map((c: { id: number }) => c.id)).toContain(courier.courierId);
    expect(
      (await t.inject({ method: 'GET', url: `/api/company/${owner.companyId}/pubs/${pubId}/geolocation`, headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.inject({ method: 'POST', url: base(owner, pubId), headers, payload: { courier_id: courier.courierId } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.inject({ method: 'DELETE', url: `${base(owner, pubId)}/${courier.courierId}`, headers })).statusCode,
    ).toBe(403);
  });

  it("another company's owner cannot read or change this pub's couriers", async () => {
    const stranger = await aCompany(t);
    const courier = await aCourier(t);
    const res = await t.inject({
      method: 'POST',
      url: base(owner, pubId).replace(`/${owner.companyId}/`, `/${stranger.companyId}/`),
      headers: stranger.headers,
      payload: { courier_id: courier.courierId },
    });
    expect(res.statusCode).toBe(404);
    const foreign = await t.inject({
      method: 'POST',
      url: base(owner, pubId),
      headers: stranger.headers,
      payload: { courier_id: courier.courierId },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
