import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fileTestApp } from '#test/app.ts';
import {
  aPlatformAdmin,
  aCompany,
  aCourier,
  aPub,
  type CompanyFixture,
  type PubFixture,
  type Session,
} from '#test/factories/accounts.ts';
import { anOrder } from '#test/factories/orders.ts';
import { auditLog, pubs } from '../../db/schema.ts';

const t = fileTestApp();
let admin: Session;
let owner: CompanyFixture;
let pub: PubFixture;

beforeAll(async () => {
  admin = await aPlatformAdmin(t);
  owner = await aCompany(t);
  pub = await aPub(t, owner);
});

/** The refresh of the admin's parked session (its own cookie), and of the venue session a pub view set. */
const refreshAdmin = (token: string) =>
  t.inject({
    method: 'POST',
    url: '/api/auth/refresh-token?as=admin',
    headers: { cookie: `admin_refresh_token=${token}` },
  });
const refreshVenue = (token: string) =>
  t.inject({ method: 'POST', url: '/api/auth/refresh-token', headers: { cookie: `refresh_token=${token}` } });
const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.inject({ method, url, headers: { ...admin.headers, ...headers }, ...(payload ? { payload } : {}) });
const audits = async (action: string) => await t.app.db.select().from(auditLog).where(eq(auditLog.action, action));
const adminAccountId = () => JSON.parse(Buffer.from(admin.token.split('.')[1], 'base64url').toString()).sub as string;

describe('admin orders', () => {
  it('lists in-process orders of every pub with the pub and company', async () => {
    const other = await aCompany(t);
    const otherPub = await aPub(t, other);
    const a = await anOrder(t, pub.pubId, { status: 'preparing' });
    const b = await anOrder(t, otherPub.pubId, { status: 'at_courier' });
    const done = await anOrder(t, pub.pubId, { status: 'completed' });
    const res = await as('GET', '/api/admin/orders?status=in-process');
    expect(res.statusCode).toBe(200);
    const list = res.json().orders as { id: number; pub_id: number; pub_name: string; company_id: number }[];
    expect(list.map((o) => o.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(list.map((o) => o.id)).not.toContain(done.id);
    expect(list.find((o) => o.id === b.id)).toMatchObject({
      pub_id: otherPub.pubId,
      pub_name: otherPub.pub.name,
      company_id: other.companyId,
    });
    expect((await as('GET', '/api/admin/orders')).json().orders.length).toBe(list.length);
    expect(
      (await as('GET', '/api/admin/orders?status=completed')).json().orders.map((o: { id: number }) => o.id),
    ).toContain(done.id);
    expect((await as('GET', '/api/admin/orders?status=everything')).statusCode).toBe(400);
  });
});

describe('entering a pub', () => {
  it('parks the admin session, signs in as the owner, audits, and ?as=admin comes back', async () => {
    const res = await as('POST', `/api/admin/get-pub-refresh-token?pubID=${pub.pubId}`, undefined, {
      cookie: admin.cookie,
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ok).toBe(true);
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
    expect(cookies.admin_refresh_token).toBe(admin.cookie.split('=')[1]);
    expect(cookies.refresh_token).toBeTruthy();

    const asOwner = await refreshVenue(cookies.refresh_token);
    expect(asOwner.json()).toMatchObject({ ok: true, role: 'company' });
    const orders = await t.inject({
      method: 'GET',
      url: `/api/company/${owner.companyId}/pubs/${pub.pubId}/orders/`,
      headers: { accesstoken: asOwner.json().accesstoken },
    });
    expect(orders.statusCode).toBe(200);

    const back = await refreshAdmin(cookies.admin_refresh_token);
    expect(back.json()).toMatchObject({ ok: true, role: 'admin' });
    // The admin session rotates in its own cookie; the venue's session is untouched (docs/product.md D4).
    const backCookies = Object.fromEntries(back.cookies.map((c) => [c.name, c.value]));
    expect(Object.keys(backCookies)).toEqual(['admin_refresh_token']);
    expect(backCookies.admin_refresh_token).toBeTruthy();
    const venueAgain = await refreshVenue(asOwner.cookies.find((c) => c.name === 'refresh_token')!.value);
    expect(venueAgain.json()).toMatchObject({ ok: true, role: 'company' });
    const adminAgain = await refreshAdmin(backCookies.admin_refresh_token);
    expect(adminAgain.json()).toMatchObject({ ok: true, role: 'admin' });

    const [row] = await audits('get_pub_refresh_token');
    expect(row).toMatchObject({ actorAccountId: Number(adminAccountId()), targetType: 'pub', targetId: pub.pubId });
  });

  it('parks a fresh admin session when the browser sends no refresh cookie (its Path is /api/auth)', async () => {
    const res = await as('POST', `/api/admin/get-pub-refresh-token?pubID=${pub.pubId}`);
    expect(res.statusCode).toBe(200);
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
    expect(cookies.admin_refresh_token).toBeTruthy();
    const back = await refreshAdmin(cookies.admin_refresh_token);
    expect(back.json()).toMatchObject({ ok: true, role: 'admin' });
  });

  it('does not overwrite a parked admin session when entering a second pub', async () => {
    const res = await as('POST', `/api/admin/get-pub-refresh-token?pubID=${pub.pubId}`, undefined, {
      cookie: `refresh_token=company-session; admin_refresh_token=parked`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.map((c) => c.name)).toEqual(['refresh_token']);
  });

  it('refuses a missing, malformed or unknown pub without a 500', async () => {
    for (const q of ['', '?pubID=', '?pubID=abc', '?pubID=-1', '?pubID=99999999999']) {
      expect((await as('POST', `/api/admin/get-pub-refresh-token${q}`)).statusCode, q).toBe(400);
    }
    expect((await as('POST', '/api/admin/get-pub-refresh-token?pubID=999999')).statusCode).toBe(404);
  });
});

describe('viewing a pub as its owner', () => {
  it('hands out an owner token marked with the admin, audited, and leaves every cookie alone', async () => {
    const res = await as('POST', `/api/admin/pubs/${pub.pubId}/view-as-owner`, undefined, {
      cookie: admin.cookie,
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      pub_id: pub.pubId,
      pub_name: pub.pub.name,
      company_id: owner.companyId,
      company_name: owner.name,
    });
    expect(res.cookies).toEqual([]);
    const claims = await t.app.tokens.verifyAccess(res.json().accesstoken);
    expect(claims).toMatchObject({
      role: 'company',
      companyId: owner.companyId,
      actorAccountId: Number(adminAccountId()),
    });
    const orders = await t.inject({
      method: 'GET',
      url: `/api/company/${owner.companyId}/pubs/${pub.pubId}/orders/`,
      headers: { accesstoken: res.json().accesstoken },
    });
    expect(orders.statusCode).toBe(200);
    // The admin's own refresh cookie still refreshes the admin.
    const again = await t.inject({ method: 'POST', url: '/api/auth/refresh-token', headers: { cookie: admin.cookie } });
    expect(again.json()).toMatchObject({ ok: true, role: 'admin' });
    const rows = await audits('view_as_owner');
    expect(rows.at(-1)).toMatchObject({
      actorAccountId: Number(adminAccountId()),
      targetType: 'pub',
      targetId: pub.pubId,
      details: { company_id: owner.companyId },
    });
  });

  it('admits only the platform admin and refuses an unknown or malformed pub without a 500', async () => {
    const ownerCall = await t.inject({
      method: 'POST',
      url: `/api/admin/pubs/${pub.pubId}/view-as-owner`,
      headers: owner.headers,
    });
    expect(ownerCall.statusCode).toBe(403);
    expect((await t.inject({ method: 'POST', url: `/api/admin/pubs/${pub.pubId}/view-as-owner` })).statusCode).toBe(
      401,
    );
    expect((await as('POST', '/api/admin/pubs/999999/view-as-owner')).statusCode).toBe(404);
    expect((await as('POST', '/api/admin/pubs/abc/view-as-owner')).statusCode).toBe(404);
  });
});

describe('admin management', () => {
  it('lists companies and changes a tariff, audited', async () => {
    const list = await as('GET', '/api/admin/companies');
    expect(list.json().companies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: owner.companyId, tariff: 'business', pubs_count: expect.any(Number) }),
      ]),
    );
    const res = await as('PUT', `/api/admin/companies/${owner.companyId}/tariff`, { tariff: 'pro' });
    expect(res.json()).toMatchObject({ ok: true, company: { id: owner.companyId, tariff: 'pro' } });
    expect((await as('PUT', `/api/admin/companies/${owner.companyId}/tariff`, { tariff: 'gold' })).statusCode).toBe(
      400,
    );
    expect((await as('PUT', '/api/admin/companies/999999/tariff', { tariff: 'pro' })).statusCode).toBe(404);
    expect((await audits('set_tariff'))[0]).toMatchObject({
      targetId: owner.companyId,
      details: { from: 'business', to: 'pro' },
    });
  });

  it('extends a pub from the later of now and its expiry', async () => {
    const [before] = await t.app.db.select().from(pubs).where(eq(pubs.id, pub.pubId));
    const res = await as('POST', `/api/admin/pubs/${pub.pubId}/extend`, { days: 10 });
    expect(res.statusCode).toBe(200);
    const expected = new Date(before.expirationTime.getTime() + 10 * 86_400_000)
      .toISOString()
      .slice(0, 19)
      .replace('T', ' ');
    expect(res.json().pub).toMatchObject({ id: pub.pubId, expiration_time_utc: expected, expired: false });
    // An expired pub counts from now.
    await t.app.db
      .update(pubs)
      .set({ expirationTime: new Date(Date.now() - 100 * 86_400_000) })
      .where(eq(pubs.id, pub.pubId));
    const revived = (await as('POST', `/api/admin/pubs/${pub.pubId}/extend`, { days: 1 })).json().pub;
    const until = new Date(revived.expiration_time_utc.replace(' ', 'T') + 'Z').getTime();
    expect(Math.abs(until - (Date.now() + 86_400_000))).toBeLessThan(60_000);
    for (const days of [0, -5, 3651, 99999, 1.5, '5'])
      expect((await as('POST', `/api/admin/pubs/${pub.pubId}/extend`, { days })).statusCode).toBe(400);
    // The refusal names the field, so the screen can highlight it.
    expect((await as('POST', `/api/admin/pubs/${pub.pubId}/extend`, { days: 99999 })).json()).toMatchObject({
      err: 'validation error',
      fields: { days: 'errors.days_range' },
    });
    expect((await as('POST', '/api/admin/pubs/999999/extend', { days: 1 })).statusCode).toBe(404);
    expect((await as('GET', '/api/admin/pubs')).json().pubs).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: pub.pubId, company_name: owner.name })]),
    );
    expect((await audits('extend_pub')).length).toBe(2);
  });

  it('tops up a courier balance through the ledger and lists balances', async () => {
    const courier = await aCourier(t);
    const res = await as('POST', `/api/admin/couriers/${courier.courierId}/balance`, {
      amount: 150.5,
      note: 'cash at office',
    });
    expect(res.json()).toEqual({ ok: true, balance: 150.5 });
    expect((await as('POST', `/api/admin/couriers/${courier.courierId}/balance`, { amount: -50 })).json().balance).toBe(
      100.5,
    );
    for (const amount of [0, 'ten', 1.234, 100_001, -100_001, 2_000_000]) {
      expect(
        (await as('POST', `/api/admin/couriers/${courier.courierId}/balance`, { amount })).statusCode,
        String(amount),
      ).toBe(400);
    }
    expect((await as('POST', '/api/admin/couriers/999999/balance', { amount: 5 })).statusCode).toBe(404);
    const list = (await as('GET', '/api/admin/couriers')).json().couriers;
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: courier.courierId, balance: 100.5, email: courier.email }),
      ]),
    );
    expect((await audits('courier_balance')).length).toBe(2);
  });

  it('refuses every admin route to an owner', async () => {
    for (const url of ['/api/admin/companies', '/api/admin/pubs', '/api/admin/couriers', '/api/admin/orders']) {
      expect((await t.inject({ method: 'GET', url, headers: owner.headers })).statusCode).toBe(403);
    }
  });
});
