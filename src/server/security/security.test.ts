import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { createTestApp, findSecret, type TestApp } from '#test/app.ts';
import { aCompany } from '#test/factories/accounts.ts';
import { originAllowed } from '../plugins/security.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://menu.example.md' });
});
afterAll(() => t.close());

describe('security', () => {
  it('refresh cookies are HttpOnly, SameSite=Lax and Secure behind https', async () => {
    const company = await aCompany(t);
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: company.email, password: company.password },
    });
    const cookie = res.cookies.find((c) => c.name === 'refresh_token')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/api/auth' });
  });

  it('every answer carries the security headers and a CSP that allows only what the app loads', async () => {
    for (const url of ['/api/health', '/api/nope', '/api/company/']) {
      const res = await t.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('wss://menu.example.md');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('unknown API paths are a JSON 404, never the SPA or a stack trace', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/does/not/exist', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, err: 'not found' });
  });

  it('the websocket Origin allow-list admits the public origin and refuses others', () => {
    expect(originAllowed('https://menu.example.md', 'https://menu.example.md')).toBe(true);
    expect(originAllowed('https://evil.example.com', 'https://menu.example.md')).toBe(false);
    expect(originAllowed('http://localhost:5173', 'http://localhost:8080')).toBe(true);
    expect(originAllowed('http://localhost:5173', 'https://menu.example.md')).toBe(false);
    expect(originAllowed('not a url', 'https://menu.example.md')).toBe(false);
  });

  it('a handshake from a foreign Origin is refused before any channel logic', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const ws = t.app.routeTable.find((r) => r.url.startsWith('/ws/'));
    const path = ws ? ws.url.replace(/:\w+/g, '1') : '/ws/none';
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`, {
        headers: { origin: 'https://evil.example.com' },
      });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => resolve(101));
      socket.on('error', () => resolve(-1));
    });
    expect(status).toBe(403);
    expect(status).not.toBe(101);
  });

  it('serves the SPA for its routes, build files, but no dot-paths or API fallbacks', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-dist-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>t</title>');
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"src/secret.ts":{}}');
    fs.writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    const app = await createTestApp({ CLIENT_DIST: dist });
    try {
      const spa = await app.inject({ method: 'GET', url: '/admin/company' });
      expect(spa.statusCode).toBe(200);
      expect(spa.headers['cache-control']).toBe('no-cache');
      const asset = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      // The build's precompressed copy, when the browser takes it (scripts/precompress-plugin.ts).
      fs.writeFileSync(path.join(dist, 'assets', 'app-123.js.br'), zlib.brotliCompressSync('console.log(1)'));
      const br = await app.inject({
        method: 'GET',
        url: '/assets/app-123.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toContain('immutable');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
      expect((await app.inject({ method: 'GET', url: '/assets/app-123.js' })).body).toBe('console.log(1)');
      // A screen's HTML (spa-preload.ts) is compressed too, and a second visit with its ETag gets a 304.
      const page = await app.inject({ method: 'GET', url: '/admin/company', headers: { 'accept-encoding': 'br' } });
      expect(page.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<title>t</title>');
      const again = await app.inject({
        method: 'GET',
        url: '/admin/company',
        headers: { 'accept-encoding': 'br', 'if-none-match': String(page.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect((await app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/assets/../.vite/manifest.json' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/nothing' })).json()).toEqual({
        ok: false,
        err: 'not found',
      });
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('the secret-field detector catches what it must', () => {
    expect(findSecret('{"ok":true,"user":{"password_hash":"x"}}')).toBe('password_hash');
    expect(findSecret('{"a":"$argon2id$v=19$m=19456"}')).toMatch(/argon2/);
    expect(findSecret('{"ok":true,"accesstoken":"x","tracking_token":"y"}')).toBeNull();
  });
});
