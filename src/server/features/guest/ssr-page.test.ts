import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#test/app.ts';
import { dishes, pubs } from '../../db/schema.ts';
import { aGuestPub, type GuestPub } from '#test/factories/guest-pub.ts';
import { EARLY_TAPS_SCRIPT } from '#shared/early-taps.ts';

/**
 * The guest page on the server: /pub/{url_name}/ answers the menu rendered into the HTML, in the
 * pub's language, kept and compressed, fresh after a change. Needs the build with the page renderer
 * (dist/.ssr, `npm run build`); without one it builds this checkout into a temporary folder.
 */
const built = path.resolve(process.env.CLIENT_DIST ?? 'dist');
const ready = (dir: string) =>
  fs.existsSync(path.join(dir, '.ssr', 'guest-ssr.js')) && fs.existsSync(path.join(dir, '.vite', 'manifest.json'));
let dist = built;
let temporary = false;
let t: TestApp;
let p: GuestPub;

beforeAll(async () => {
  if (!ready(dist)) {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-ssr-build-'));
    temporary = true;
    const env = { ...process.env, NODE_ENV: 'production', CLIENT_DIST: dist };
    for (const args of [
      ['build', '--logLevel', 'warn'],
      ['build', '--ssr', 'src/client/ssr/guest-ssr.tsx', '--logLevel', 'warn'],
    ]) {
      const run = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', ...args], { env, encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`vite ${args.join(' ')} failed: ${run.stderr.slice(-2000)}`);
    }
  }
  t = await createTestApp({ CLIENT_DIST: dist });
  p = await aGuestPub(t);
}, 600_000);
afterAll(async () => {
  await t?.close();
  if (temporary) fs.rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers });

describe('GET /pub/{url_name}/', () => {
  it('has the header, visible dishes and prices in the HTML, the data inlined, in the pub’s language', async () => {
    await t.app.db
      .update(pubs)
      .set({ languageId: 2, languages: ['ru'] })
      .where(eq(pubs.id, p.pubId));
    // The first page loads the renderer; the language change reaches the cache through NOTIFY.
    await expect
      .poll(async () => (await page(`/pub/${p.urlName}/`)).body, { timeout: 20_000 })
      .toContain('<html lang="ru"');
    const res = await page(`/pub/${p.urlName}/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="tavola-guest"'));
    expect(root).toContain('Margherita');
    expect(root).toMatch(/99,99/);
    expect(root).not.toContain('Staff meal'); // hidden
    // A venue writing its menu in one language offers no language buttons (decision 271).
    expect(root).not.toContain('aria-label="Язык"');
    const boot = JSON.parse(/<script id="tavola-guest" type="application\/json">(.*?)<\/script>/s.exec(html)![1]);
    expect(boot).toMatchObject({ urlName: p.urlName, locale: 'ru', data: { ok: true, pub: { id: p.pubId } } });
    // The page's own entry, not the app's; no spinner placeholder.
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/guest-[^"]+\.js"><\/script>/);
    expect(html).not.toContain('src="/assets/index-');
  });

  it('?lng= picks the language; each language is its own page with its own ETag', async () => {
    const ro = await page(`/pub/${p.urlName}/?lng=ro`);
    const en = await page(`/pub/${p.urlName}/?lng=en`);
    expect(ro.body).toContain('<html lang="ro"');
    expect(ro.body).toContain('aria-label="Limba"');
    expect(en.body).toContain('aria-label="Language"');
    expect(ro.headers.etag).not.toBe(en.headers.etag);
    expect((await page(`/pub/${p.urlName}/?lng=ro`, { 'if-none-match': String(ro.headers.etag) })).statusCode).toBe(
      304,
    );
  });

  it('without ?lng= or the cookie, the phone’s Accept-Language picks the highest-q language the pub offers; else the pub’s main one', async () => {
    await t.app.db
      .update(pubs)
      .set({ languageId: 2, languages: ['ru', 'ro'] })
      .where(eq(pubs.id, p.pubId));
    const lang = async (accept: string) =>
      /<html lang="(\w+)"/.exec((await page(`/pub/${p.urlName}/`, { 'accept-language': accept })).body)?.[1];
    expect(await lang('ro-MD,ro;q=0.9,en;q=0.8')).toBe('ro');
    expect(await lang('en-GB,en;q=0.9')).toBe('ru'); // English is not one of the pub's languages: its main one
    expect(await lang('de-DE,de;q=0.9,ro;q=0.5,en;q=0.7')).toBe('ro');
    expect(await lang('ro;q=0,ru;q=0.2')).toBe('ru');
    expect(await lang('de-DE')).toBe('ru');
    expect((await page(`/pub/${p.urlName}/?lng=ro`, { 'accept-language': 'en-GB' })).body).toContain('<html lang="ro"');
    // A choice the guest made (the query or the cookie) is kept even where the menu has no texts in it.
    expect((await page(`/pub/${p.urlName}/`, { 'accept-language': 'ru', cookie: 'i18next=en' })).body).toContain(
      '<html lang="en"',
    );
    expect((await page(`/pub/${p.urlName}/`, { 'accept-language': 'en-GB' })).headers.vary).toBe(
      'accept-encoding, accept-language, cookie',
    );
  });

  it('is served compressed, and a dish renamed in the database shows on the next read', async () => {
    const br = await page(`/pub/${p.urlName}/?lng=ro`, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('Margherita');
    await t.app.db.update(dishes).set({ name: 'Plăcintă cu brânză' }).where(eq(dishes.name, 'Margherita'));
    await expect.poll(async () => (await page(`/pub/${p.urlName}/?lng=ro`)).body).toContain('Plăcintă cu brânză');
  });

  it('carries the early-tap recorder, allowed by its hash in the CSP, and renders with React’s production build', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/pub/${p.urlName}/` });
    expect(res.body).toContain(`<script>${EARLY_TAPS_SCRIPT}</script>`);
    const hash = crypto.createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64');
    expect(String(res.headers['content-security-policy'])).toMatch(
      new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/=]/g, '\\$&')}'`),
    );
    // Decision 123: the development builds render a 200-dish menu several times slower.
    const bundle = fs
      .readdirSync(path.join(dist, '.ssr'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js'));
    expect(
      bundle.filter((f) => fs.readFileSync(path.join(dist, '.ssr', f), 'utf8').includes('process.env.NODE_ENV')),
    ).toEqual([]);
  });

  it('an unknown venue gets the app, which says so', async () => {
    const res = await page('/pub/no-such-venue/');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('tavola-guest');
  });
});
