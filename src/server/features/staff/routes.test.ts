import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp } from '#test/app.ts';
import { aCompany, fileOwnedPub, fileSecondPub, login } from '#test/factories/accounts.ts';
import { aStaffLogin, anOrder } from '#test/factories/orders.ts';

const t = fileTestApp();
const pub = fileOwnedPub(t);
const otherPub = fileSecondPub(t, pub);
let base: string;
beforeAll(() => {
  base = `${pub.url}/staff`;
});

const post = (payload: unknown, url = base) =>
  t.inject({ method: 'POST', url, headers: pub.owner.headers, payload: payload as object });

describe('staff logins', () => {
  it('creates a login name@url_name that signs in as staff, lists and refuses duplicates', async () => {
    const res = await post({ name: 'kitchen', password: 'kitchen-pass' });
    expect(res.statusCode).toBe(201);
    const staff = res.json().staff;
    expect(staff).toEqual({ id: expect.any(Number), login: `kitchen@${pub.urlName}` });

    const dup = await post({ name: 'kitchen', password: 'another-pass' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().err).toBe('staff with the same login already exists');

    const session = await login(t, `kitchen@${pub.urlName}`, 'kitchen-pass');
    const me = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `KITCHEN@${pub.urlName}`, password: 'kitchen-pass' },
    });
    expect(me.json().role).toBe('staff');
    expect(session.token).toBeTruthy();

    const list = await t.inject({ method: 'GET', url: base, headers: pub.owner.headers });
    expect(list.json()).toEqual({
      ok: true,
      staff: [
        {
          id: staff.id,
          login: `kitchen@${pub.urlName}`,
          created_time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        },
      ],
    });
    const otherList = await t.inject({
      method: 'GET',
      url: `/api/company/${pub.owner.companyId}/pubs/${otherPub.pubId}/staff`,
      headers: pub.owner.headers,
    });
    expect(otherList.json().staff).toEqual([]);
  });

  it('validates name and password', async () => {
    const cases = [
      [{ name: 'K', password: 'kitchen-pass' }, 'name'],
      [{ name: 'Kitchen', password: 'kitchen-pass' }, 'name'],
      [{ name: 'bar tender', password: 'kitchen-pass' }, 'name'],
      [{ name: 'a'.repeat(33), password: 'kitchen-pass' }, 'name'],
      [{ name: 'bar', password: 'short' }, 'password'],
      [{ name: 'bar' }, 'password'],
      [{ password: 'kitchen-pass' }, 'name'],
    ] as const;
    for (const [payload, field] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    expect((await post({ name: 'bar_2-x', password: 'kitchen-pass' })).statusCode).toBe(201);
  });

  it("keeps staff to its own pub's orders and out of everything else", async () => {
    const staff = await aStaffLogin(t, pub.owner, pub.pubId);
    const order = await anOrder(t, pub.pubId);
    const h = staff.headers;
    const pubBase = `/api/company/${pub.owner.companyId}/pubs/${pub.pubId}`;
    expect((await t.inject({ method: 'GET', url: `${pubBase}/orders/`, headers: h })).statusCode).toBe(200);
    expect(
      (
        await t.inject({
          method: 'PUT',
          url: `${pubBase}/orders/${order.id}/update-status?status=preparing`,
          headers: h,
        })
      ).statusCode,
    ).toBe(200);
    const refused = [
      ['GET', `/api/company/${pub.owner.companyId}/pubs/${otherPub.pubId}/orders/`],
      ['GET', `/api/company/${pub.owner.companyId}/pubs/`],
      ['PUT', `${pubBase}/`],
      ['DELETE', `${pubBase}/`],
      ['GET', base],
      ['POST', base],
      ['GET', '/api/admin/orders?status=in-process'],
    ];
    for (const [method, url] of refused) {
      const res = await t.inject({
        method: method as 'GET',
        url,
        headers: h,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('revokes a login: its password, refresh cookie and live access token stop working', async () => {
    const staff = await aStaffLogin(t, pub.owner, pub.pubId);
    const del = await t.inject({ method: 'DELETE', url: `${base}/${staff.staffId}`, headers: pub.owner.headers });
    expect(del.statusCode).toBe(200);
    const relogin = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: staff.login, password: staff.password },
    });
    expect(relogin.statusCode).toBe(401);
    const refresh = await t.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: { cookie: staff.cookie },
    });
    expect(refresh.statusCode).toBe(401);
    const board = await t.inject({
      method: 'GET',
      url: `/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/orders/`,
      headers: staff.headers,
    });
    expect(board.statusCode).toBe(401);
    expect(
      (await t.inject({ method: 'DELETE', url: `${base}/${staff.staffId}`, headers: pub.owner.headers })).statusCode,
    ).toBe(404);
  });

  it("deletes only its own pub's staff", async () => {
    const foreign = await aStaffLogin(t, pub.owner, otherPub.pubId);
    expect(
      (await t.inject({ method: 'DELETE', url: `${base}/${foreign.staffId}`, headers: pub.owner.headers })).statusCode,
    ).toBe(404);
    expect((await t.inject({ method: 'DELETE', url: `${base}/abc`, headers: pub.owner.headers })).statusCode).toBe(404);
    const stranger = await aCompany(t);
    expect(
      (await t.inject({ method: 'DELETE', url: `${base}/${foreign.staffId}`, headers: stranger.headers })).statusCode,
    ).toBe(403);
  });
});
