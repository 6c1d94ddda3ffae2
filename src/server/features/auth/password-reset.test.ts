import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#test/app.ts';
import {
  aCompany,
  aCourier,
  aPlatformAdmin,
  login,
  type CompanyFixture,
  type Session,
} from '#test/factories/accounts.ts';
import { auditLog, passwordResets } from '../../db/schema.ts';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://tavola.example' });
  admin = await aPlatformAdmin(t);
});
afterAll(() => t.close());

const issue = (companyId: number, headers: Record<string, string> = admin.headers) =>
  t.inject({ method: 'POST', url: `/api/admin/companies/${companyId}/password-reset`, headers });
const reset = (token: string, password: string) =>
  t.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { token, password } });
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const loginStatus = async (email: string, password: string) =>
  (await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).statusCode;
const refresh = (cookie: string) => t.inject({ method: 'POST', url: '/api/auth/refresh-token', headers: { cookie } });

describe('password reset by the platform admin', () => {
  let owner: CompanyFixture;
  beforeAll(async () => {
    owner = await aCompany(t);
  });

  it('the admin gets a one-time link for the owner, audited; only its hash is stored', async () => {
    const res = await issue(owner.companyId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { reset_url: string; expiration_time_utc: string };
    expect(body.reset_url).toMatch(/^https:\/\/tavola\.example\/admin\/auth\/reset-password\?token=[\w-]{43}$/);
    const hours = (Date.parse(body.expiration_time_utc) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const token = tokenOf(body.reset_url);
    const rows = await t.app.db.select().from(passwordResets);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.map((r) => r.tokenHash)).toContain(crypto.createHash('sha256').update(token).digest('hex'));
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'password_reset_link'));
    expect(audits).toEqual([expect.objectContaining({ targetType: 'company', targetId: owner.companyId })]);
  });

  it('using the link sets the password, ends every session and works once', async () => {
    const other = await login(t, owner.email, owner.password);
    const token = tokenOf((await issue(owner.companyId)).json().reset_url);
    const res = await reset(token, 'new-password-456');
    expect(res.statusCode, res.body).toBe(200);
    expect(await loginStatus(owner.email, owner.password)).toBe(401);
    expect(await loginStatus(owner.email, 'new-password-456')).toBe(200);
    for (const session of [owner, other]) expect((await refresh(session.cookie)).statusCode).toBe(401);
    const again = await reset(token, 'third-password-789');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ err: 'validation error', fields: { token: 'errors.reset_link_invalid' } });
    expect(await loginStatus(owner.email, 'new-password-456')).toBe(200);
  });

  it('a newer link replaces an unused older one; an expired link, a made-up token and a short password are refused', async () => {
    const first = tokenOf((await issue(owner.companyId)).json().reset_url);
    const second = tokenOf((await issue(owner.companyId)).json().reset_url);
    expect((await reset(first, 'another-password-1')).json().fields).toEqual({ token: 'errors.reset_link_invalid' });
    expect((await reset(second, '123')).json()).toMatchObject({
      err: 'validation error',
      fields: { password: expect.stringMatching(/password\.min$/) },
    });
    await t.app.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await reset(second, 'another-password-1')).json().fields).toEqual({ token: 'errors.reset_link_invalid' });
    expect((await reset(crypto.randomBytes(32).toString('base64url'), 'another-password-1')).statusCode).toBe(400);
    for (const token of ['', 'short', 'x'.repeat(200)]) {
      const res = await reset(token, 'another-password-1');
      expect(res.statusCode, token).toBe(400);
      expect(res.json().fields.token).toBe('errors.validation_error');
    }
    expect(await loginStatus(owner.email, 'another-password-1')).toBe(401);
  });

  it('only the platform admin makes links; an unknown company is 404', async () => {
    const courier = await aCourier(t);
    expect((await issue(owner.companyId, owner.headers)).statusCode).toBe(403);
    expect((await issue(owner.companyId, courier.headers)).statusCode).toBe(403);
    expect((await issue(owner.companyId, {})).statusCode).toBe(401);
    expect((await issue(2_000_000_000)).statusCode).toBe(404);
  });
});

describe('password reset attempts are limited per IP', () => {
  it('past the login limit the reset answers 429', async () => {
    const limited = await createTestApp({ LOGIN_ATTEMPTS_PER_IP: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        codes.push(
          (
            await limited.inject({
              method: 'POST',
              url: '/api/auth/password-reset',
              payload: { token: crypto.randomBytes(32).toString('base64url'), password: 'whatever-123' },
            })
          ).statusCode,
        );
      }
      expect(codes).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
