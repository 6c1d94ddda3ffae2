import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, testConfig, type TestApp } from '#test/app.ts';
import { aCompany, uid } from '#test/factories/accounts.ts';

/**
 * Infrastructure hardening: client addresses, limits and lockouts that cannot be raced or
 * multiplied by instances, request timeouts, tokens in URLs, malformed URLs (docs/product.md D11).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_ATTEMPTS_PER_IP: '3' });
});
afterAll(() => t.close());

const ownerLogin = (email: string, password: string, remoteAddress: string) =>
  t.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });
const wrongLogin = (email: string, extra: Record<string, unknown> = {}) =>
  t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-password-1' }, ...extra });

describe('TRUSTED_PROXIES', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      // A direct caller rotating X-Forwarded-For is still one address.
      const res = await wrongLogin(`nobody-${uid()}@x.md`, {
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('believes X-Forwarded-For from loopback by default, and from the proxies it is told', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await wrongLogin(`nobody-${uid()}@x.md`, {
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `198.51.100.${10 + i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const app = await buildApp({
      config: testConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.1' }),
      databaseUrl: t.databaseUrl,
      logger: false,
    });
    let ip = '';
    app.addHook('onRequest', async (request) => {
      ip = request.ip;
    });
    await app.ready();
    /** The address the server takes for a request from `peer` that says it forwards 198.51.100.77. */
    const seenFrom = async (peer: string) => {
      await app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: peer,
        headers: { 'x-forwarded-for': '198.51.100.77' },
      });
      return ip;
    };
    expect(await seenFrom('10.20.30.40')).toBe('198.51.100.77');
    expect(await seenFrom('192.0.2.2')).toBe('192.0.2.2');
    await app.close();
  });

  it('refuses a malformed list at start', () => {
    expect(() => testConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => testConfig({ TRUSTED_PROXIES: 'proxy.example' })).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('login lockouts cannot be raced', () => {
  it('150 parallel wrong passwords for one account: at most the limit (10) are checked, the rest 429', async () => {
    const owner = await aCompany(t);
    const results = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        wrongLogin(owner.email, { remoteAddress: `127.0.${Math.floor(i / 100)}.${(i % 100) + 1}` }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(140);
    // Locked: even the right password waits for the window.
    const right = await ownerLogin(owner.email, owner.password, '127.9.9.9');
    expect(right.statusCode).toBe(429);
  });

  it('150 parallel wrong guest logins for one phone: likewise', async () => {
    const phone = `6${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const reg = await t.inject({
      method: 'POST',
      url: '/api/client/register',
      payload: { phone, password: 'password-123', name: 'Ion' },
    });
    expect(reg.statusCode).toBe(201);
    const results = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        t.inject({
          method: 'POST',
          url: '/api/client/login',
          remoteAddress: `127.1.${Math.floor(i / 100)}.${(i % 100) + 1}`,
          payload: { phone, password: 'wrong-password-1' },
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(140);
  });

  it('a success clears the count', async () => {
    const owner = await aCompany(t);
    for (let i = 0; i < 9; i++)
      expect((await wrongLogin(owner.email, { remoteAddress: `127.2.0.${i + 1}` })).statusCode).toBe(401);
    const ok = await ownerLogin(owner.email, owner.password, '127.2.1.1');
    expect(ok.statusCode).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await wrongLogin(owner.email, { remoteAddress: `127.2.2.${i + 1}` })).statusCode).toBe(401);
  });
});

describe('limits hold across instances on one database', () => {
  it('account lockout and per-IP limits are shared by two app instances', async () => {
    const env = { LOGIN_ATTEMPTS_PER_IP: '3', REGISTRATIONS_PER_IP: '3' };
    const a = await buildApp({ config: testConfig(env), databaseUrl: t.databaseUrl, logger: false });
    const b = await buildApp({ config: testConfig(env), databaseUrl: t.databaseUrl, logger: false });
    await Promise.all([a.ready(), b.ready()]);
    try {
      const owner = await aCompany(t);
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          (i % 2 ? a : b).inject({
            method: 'POST',
            url: '/api/auth/login',
            remoteAddress: `127.3.0.${i + 1}`,
            payload: { email: owner.email, password: 'wrong-password-1' },
          }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 401)).toHaveLength(10);

      const register = (app: typeof a) =>
        app.inject({
          method: 'POST',
          url: '/api/company',
          remoteAddress: '203.0.113.50',
          payload: { email: `r-${uid()}@x.md`, password: 'password-123', name: `Reg ${uid()}`, phone: '37369123456' },
        });
      const statuses = [
        (await register(a)).statusCode,
        (await register(b)).statusCode,
        (await register(a)).statusCode,
        (await register(b)).statusCode,
      ];
      expect(statuses).toEqual([201, 201, 201, 429]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('access tokens', () => {
  it('are read from the accesstoken header on REST, never from the query string', async () => {
    const owner = await aCompany(t);
    expect((await t.inject({ method: 'GET', url: '/api/company/', headers: owner.headers })).statusCode).toBe(200);
    const res = await t.inject({ method: 'GET', url: `/api/company/?access_token=${owner.token}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ ok: false, err: 'unauthorized' });
  });
});

describe('malformed URLs', () => {
  it('answer 400 bad request with the security headers', async () => {
    for (const url of ['/%', '/api/company/%zz', '/api/%E0%A4%A']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ok: false, err: 'bad request' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    }
  });
});

describe('request timeouts', () => {
  it('sets body 30 s, headers 10 s and keep-alive 65 s by default', async () => {
    const app = await buildApp({ config: testConfig(), databaseUrl: t.databaseUrl, logger: false });
    await app.ready();
    expect(app.server.requestTimeout).toBe(30_000);
    expect(app.server.headersTimeout).toBe(10_000);
    expect(app.server.keepAliveTimeout).toBe(65_000);
    await app.close();
  });

  it('cuts a request whose body does not arrive in time, and one whose headers do not', async () => {
    const app = await buildApp({
      config: testConfig({ BODY_TIMEOUT_MS: '400', HEADERS_TIMEOUT_MS: '200' }),
      databaseUrl: t.databaseUrl,
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as net.AddressInfo).port;
    try {
      const slow = (head: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
          let answer = '';
          socket.on('data', (d) => (answer += d.toString()));
          socket.on('error', reject);
          socket.on('close', () => resolve(answer));
        });
      // The body is announced and never sent: the server must close the connection by itself.
      const body = await slow(
        `POST /api/auth/login HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"email":`,
      );
      expect(body).toMatch(/^HTTP\/1\.1 408/);
      const headers = await slow('GET /api/health HTTP/1.1\r\nHost: x\r\n');
      expect(headers).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await app.close();
    }
  });
});
