import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app.ts';
import { aPlatformAdmin, aCompany, aCourier, login, sessionOf, uid } from '#test/factories/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_FAILURES_PER_ACCOUNT: '3' });
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) => t.inject({ method: 'POST', url: '/api/company', payload });
const valid = () => ({
  email: `o-${uid()}@example.md`,
  password: 'password-123',
  name: `Cafe ${uid()}`,
  phone: '37369123456',
});
const refresh = (cookie: string, query = '') =>
  t.inject({
    method: 'POST',
    url: `/api/auth/refresh-token${query}`,
    headers: { cookie, 'content-type': 'application/json' },
  });

describe('company registration', () => {
  it('creates the company, signs the owner in and answers 201 like login', async () => {
    const res = await register({ ...valid(), tariff: 'pro' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ ok: true, role: 'company' });
    expect(body.accesstoken).toEqual(expect.any(String));
    const cookie = res.cookies.find((c) => c.name === 'refresh_token')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    const me = await t.inject({ method: 'GET', url: '/api/company/', headers: { accesstoken: body.accesstoken } });
    expect(me.json().company).toMatchObject({ tariff: 'pro', pub_limit: 5 });
  });

  it('falls back to basic for an unknown tariff', async () => {
    const res = await register({ ...valid(), tariff: 'gold' });
    const me = await t.inject({
      method: 'GET',
      url: '/api/company/',
      headers: { accesstoken: res.json().accesstoken },
    });
    expect(me.json().company.tariff).toBe('basic');
  });

  it.each([
    ['name', '', 'admin.validation_errors.company.company_name.required'],
    ['name', 'ab', 'admin.validation_errors.company.company_name.min'],
    ['name', 'x'.repeat(256), 'admin.validation_errors.company.company_name.max'],
    ['email', '', 'admin.validation_errors.company.email.required'],
    ['email', 'not-an-email', 'admin.validation_errors.company.email.invalid'],
    ['phone', '', 'admin.validation_errors.company.phone.required'],
    ['phone', '12ab', 'admin.validation_errors.company.phone.invalid'],
    ['phone', '123456', 'admin.validation_errors.company.phone.invalid'],
    ['password', '', 'admin.validation_errors.company.password.required'],
    ['password', 'short', 'admin.validation_errors.company.password.min'],
    ['password', 'p'.repeat(256), 'admin.validation_errors.company.password.max'],
    ['repeat_password', 'different-1', 'admin.validation_errors.company.repeat_password.not_match'],
  ])('rejects %s=%j with %s', async (field, value, key) => {
    const res = await register({ ...valid(), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      err: 'validation error',
      fields: expect.objectContaining({ [field]: key }),
    });
  });

  it('rejects wrong types and a missing body with 400, never 500', async () => {
    for (const payload of [{ ...valid(), name: 42 }, { ...valid(), email: null }, [], 'text']) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/company',
        payload: payload as never,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ ok: false, err: 'validation error' });
    }
    const broken = await t.inject({
      method: 'POST',
      url: '/api/company',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
  });

  it('refuses the same email or name twice, case-insensitively, and keeps the first', async () => {
    const first = valid();
    expect((await register(first)).statusCode).toBe(201);
    const sameEmail = await register({ ...valid(), email: first.email.toUpperCase() });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ ok: false, err: 'company with the same email already exists' });
    const sameName = await register({ ...valid(), name: first.name.toLowerCase() });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ ok: false, err: 'company with the same name already exists' });
    expect((await login(t, first.email, first.password)).token).toBeTruthy();
  });

  it('ignores unknown fields', async () => {
    const res = await register({ ...valid(), as: 'company', is_admin: true, role: 'admin' });
    expect(res.statusCode).toBe(201);
    expect(res.json().role).toBe('company');
  });
});

describe('login', () => {
  it('answers {ok, accesstoken, role} for every role', async () => {
    const accounts = [
      [await aCompany(t), 'company'],
      [await aCourier(t), 'courier'],
      [await aPlatformAdmin(t), 'admin'],
    ] as const;
    for (const [account, role] of accounts) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      });
      expect(res.json().role, role).toBe(role);
    }
  });

  it('accepts the extra `as` field existing clients send, and trims the email', async () => {
    const company = await aCompany(t);
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ` ${company.email.toUpperCase()} `, password: company.password, as: 'company' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 invalid credentials for a wrong password or unknown email', async () => {
    const company = await aCompany(t);
    for (const payload of [
      { email: company.email, password: 'wrong-password' },
      { email: 'nobody@example.md', password: 'whatever-1' },
    ]) {
      const res = await t.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ ok: false, err: 'invalid credentials' });
    }
  });

  it('throttles repeated failures per account with 429, even for the right password', async () => {
    const company = await aCompany(t);
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await t.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: company.email, password: 'wrong-password' },
          })
        ).statusCode,
      ).toBe(401);
    }
    const blocked = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: company.email, password: company.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ ok: false, err: 'too many requests' });
  });
});

describe('refresh tokens', () => {
  it('rotates: a new access token and a new cookie each time', async () => {
    const company = await aCompany(t);
    const res = await refresh(company.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, accesstoken: expect.any(String), role: 'company' });
    const next = sessionOf(res);
    expect(next.cookie).not.toBe(company.cookie);
    expect((await refresh(next.cookie)).statusCode).toBe(200);
  });

  it('gives parallel refreshes of one token the same successor', async () => {
    const company = await aCompany(t);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => refresh(company.cookie)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => sessionOf(a).cookie)).size).toBe(1);
  });

  it('revokes the whole family when a rotated token is reused after the grace window', async () => {
    const company = await aCompany(t);
    const next = sessionOf(await refresh(company.cookie));
    // Age the rotation past the 10 s grace window.
    await t.app.pool.query(
      "update refresh_tokens set rotated_at = now() - interval '1 minute' where rotated_at is not null",
    );
    const reuse = await refresh(company.cookie);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ ok: false, err: 'unauthorized' });
    expect((await refresh(next.cookie)).statusCode).toBe(401);
  });

  it('refuses a missing or unknown cookie with 401 unauthorized', async () => {
    expect((await refresh('')).statusCode).toBe(401);
    expect((await refresh('refresh_token=forged')).json()).toEqual({ ok: false, err: 'unauthorized' });
  });

  it('logout (a body-less JSON request) revokes the session', async () => {
    const company = await aCompany(t);
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: company.cookie, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await refresh(company.cookie)).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('401 for a missing, forged or expired token; the answer never leaks secrets', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/company/' })).statusCode).toBe(401);
    expect(
      (await t.inject({ method: 'GET', url: '/api/company/', headers: { accesstoken: 'x.y.z' } })).statusCode,
    ).toBe(401);
    const company = await aCompany(t);
    const me = await t.inject({ method: 'GET', url: '/api/company/', headers: company.headers });
    expect(me.body).not.toMatch(/password|hash/i);
  });

  it('a non-numeric company id in the path is 404 with an empty body', async () => {
    const company = await aCompany(t);
    const res = await t.inject({ method: 'GET', url: '/api/company/undefined/pubs/', headers: company.headers });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('');
  });
});
