import { describe, expect, it } from 'vitest';
import { fileTestApp } from '#test/app.ts';
import { sql } from 'drizzle-orm';
import { uid } from '#test/factories/accounts.ts';
import { clearLimit, hitLimit } from './repository.ts';

const t = fileTestApp({ REGISTRATIONS_PER_IP: '2', LOGIN_ATTEMPTS_PER_IP: '3' });

describe('rate limits per IP', () => {
  it('registrations: 429 too many requests past the limit', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/company',
        payload: { email: `r-${uid()}@x.md`, password: 'password-123', name: `Reg ${uid()}`, phone: '37369123456' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('login attempts: 429 too many requests past the limit', async () => {
    const statuses = [];
    const login = (email: string) =>
      t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'whatever-1' } });
    for (let i = 0; i < 4; i++) statuses.push((await login(`nobody-${i}@x.md`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const last = await login('x@x.md');
    expect(last.json()).toEqual({ ok: false, err: 'too many requests' });
  });
});

describe('the limits table', () => {
  it('keeps every key short, however long the text it was built from, and still counts and clears it', async () => {
    const key = `login:${'x'.repeat(5000)}@x.md`;
    expect((await hitLimit(t.app.db, key, 5, 60_000)).count).toBe(1);
    expect((await hitLimit(t.app.db, key, 5, 60_000)).count).toBe(2);
    const rows = await t.app.db.execute<{ key: string }>(sql`select key from rate_limits where key like 'sha256:%'`);
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0].key.length).toBeLessThanOrEqual(200);
    await clearLimit(t.app.db, key);
    expect((await hitLimit(t.app.db, key, 5, 60_000)).count).toBe(1);
  });
});
