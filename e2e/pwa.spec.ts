import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startEmbedded, type EmbeddedDatabase } from '../src/server/db/embedded.ts';
import sharp from 'sharp';
import { expectAccessible } from './axe.ts';
import { registerCompany } from './fixtures.ts';
import { seedOrdersPub, type OrdersPub } from './orders-seed.ts';
import { startServer, type ServerHandle } from './server.ts';
import { courierOrders, seedCourierWithOrders, type CourierSeed } from './pwa-seed.ts';

/**
 * The offline app in Chromium: installable (manifest, icons, a controlling service worker), an offline start
 * from IndexedDB, a "completed" queued offline and sent once, reserving offline refused, and the
 * update prompt when a new build is served. One server of its own (its database is seeded directly
 * where the setup screens are not the subject) and one browser context, in order.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const dist = path.resolve(process.env.CLIENT_DIST ?? 'dist');
let db: EmbeddedDatabase;
let sql: pg.Client;
let server: ServerHandle;
let api: APIRequestContext;
let pub: OrdersPub;
let seed: CourierSeed;
let page: Page;

test.beforeAll(async ({ browser, playwright }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-pwa-'));
  // PostgreSQL runs as its own user when we are root: it must be able to enter this folder.
  fs.chmodSync(dir, 0o755);
  db = await startEmbedded(path.join(dir, 'db'));
  server = await startServer({ dataDir: path.join(dir, 'data'), env: { DATABASE_URL: db.url, CLIENT_DIST: dist } });
  sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
  api = await playwright.request.newContext({ baseURL: server.url });
  pub = await seedOrdersPub(api, await registerCompany(api));
  seed = await seedCourierWithOrders(api, sql, pub);
  const context = await browser.newContext({ baseURL: server.url, locale: 'ru-RU', serviceWorkers: 'allow' });
  page = await context.newPage();
});

test.afterAll(async () => {
  await page?.context().close();
  await api?.dispose();
  await sql?.end();
  await server?.stop();
  await db?.stop();
});

test('meets the install criteria: manifest, icons, a service worker controlling the page', async () => {
  await page.goto('/admin/auth/authentication');
  const manifest = await (await api.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: 'Tavola',
    short_name: 'Tavola',
    display: 'standalone',
    start_url: '/',
    theme_color: expect.any(String),
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const res = await api.get(icon.src);
    expect(res.headers()['content-type']).toContain('image/png');
    const png = await res.body();
    // PNG header: width and height at bytes 16..23.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's contexts are incognito windows, where Chromium never offers an install; nothing else may fail.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  await cdp.detach();
});

test('offline start shows the courier orders from IndexedDB with the offline banner', async () => {
  // The courier's own photo: it must show offline like the other images.
  const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#15803d' } })
    .png()
    .toBuffer();
  const upload = await api.post(`/api/courier/${seed.courierId}/image`, {
    headers: { accesstoken: seed.token },
    multipart: { image: { name: 'me.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const photoName = ((await upload.json()) as { image_file_name: string }).image_file_name;
  const login = await page.request.post('/api/auth/login', { data: { email: seed.email, password: seed.password } });
  expect(login.ok(), await login.text()).toBe(true);
  await page.goto('/courier/orders?tab=active');
  const card = page.locator('article.courier-order', { hasText: seed.pubName });
  await expect(card).toBeVisible();
  // The persister writes (throttled) to IndexedDB; wait for the order to be there.
  await expect.poll(() => persistedText(page), { timeout: 10_000 }).toContain(`"id":${seed.activeOrderId}`);
  // The first visit installs the service worker; from then on a reload is served by it.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The photo is in the image cache although the worker did not control the first visit.
  await expect
    .poll(
      () =>
        page.evaluate(
          async (f) => Boolean(await (await caches.open('tavola-images')).match(`/api-static/images/courier/${f}`)),
          photoName,
        ),
      { timeout: 10_000 },
    )
    .toBe(true);

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /Нет соединения/ })).toBeVisible();
  await expect(page.locator('article.courier-order', { hasText: seed.pubName })).toBeVisible();
  await expect(page).toHaveURL(/\/courier\/orders/);
  await expectAccessible(page, '.banner-offline');
  // The home-screen icon opens the start URL: offline it leads to the courier area, not the login.
  await page.goto('/');
  await expect(page).toHaveURL(/\/courier\/profile/);
  await expect(page.getByText('Vasile Curier').first()).toBeVisible();
  await expect
    .poll(() =>
      page.locator('img.courier-photo').evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
    )
    .toBeGreaterThan(0);
  await page.goto('/courier/orders?tab=active');
});

test('"delivered" offline is pending, survives a reload, and is applied once when back online', async () => {
  const card = page.locator('article.courier-order', { hasText: seed.pubName });
  // From the keyboard, "delivered" asks in a dialog (a tap alone never completes).
  await card.locator('button.courier-complete').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
  await expect(card.locator('.badge-pending')).toBeVisible();
  await expect(page.locator('.banner-offline')).toContainText(/1/);

  // Still offline: a reload keeps the queued action (persisted paused mutation).
  await expect.poll(() => persistedText(page), { timeout: 10_000 }).toContain('"isPaused":true');
  await page.reload();
  await expect(
    page.locator('article.courier-order', { hasText: seed.pubName }).locator('.badge-pending'),
  ).toBeVisible();
  expect((await courierOrders(api, seed)).completed).toHaveLength(0);

  await page.context().setOffline(false);
  await expect(page.locator('.banner-offline')).toHaveCount(0);
  await expect
    .poll(async () => (await courierOrders(api, seed)).completed.map((o) => o.id), { timeout: 15_000 })
    .toEqual([seed.activeOrderId]);
  await page.goto('/courier/orders?tab=completed');
  await expect(page.locator('article.courier-order', { hasText: seed.pubName })).toBeVisible();
  const { rows } = await sql.query(
    "select count(*)::int as n from order_status_history where order_id = $1 and status = 'completed'",
    [seed.activeOrderId],
  );
  expect(rows[0].n).toBe(1);
  // The service worker never stored an API answer: the query cache owns data.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(cached.length).toBeGreaterThan(10);
  expect(cached.filter((u) => u.startsWith('/api/'))).toEqual([]);
});

test('reserving offline says that it needs a connection (and the offline start works in Romanian)', async () => {
  await page.goto('/courier/orders?tab=available');
  await expect(page.locator('article.courier-order').first()).toBeVisible();
  await page.context().setOffline(true);
  await page.goto('/courier/orders?tab=available&lng=ro');
  await expect(page.locator('.banner-offline')).toContainText('Nu există conexiune');
  const card = page.locator('article.courier-order').first();
  await expect(card).toBeVisible();
  await card.locator('.courier-actions button').first().click();
  await page.locator('dialog[open] .courier-confirm button').first().click();
  await expect(page.locator('.alert-danger[data-source="courier.reserve"]')).toBeVisible();
  await page.context().setOffline(false);
  expect((await courierOrders(api, seed)).available.length).toBeGreaterThan(0);
});

test('a new build served shows the update prompt; accepting reloads once into it', async () => {
  await page.goto('/courier/orders?tab=active');
  const before = await page.evaluate(() => document.querySelector('script[type="module"]')?.getAttribute('src'));
  const next = `${dist}-next`;
  execFileSync(path.resolve('node_modules/.bin/vite'), ['build', '--logLevel', 'error'], {
    env: { ...process.env, CLIENT_DIST: next, APP_BUILD_ID: `next-${Date.now()}` },
    stdio: 'inherit',
  });
  await server.stop();
  server = await startServer({
    dataDir: server.dataDir,
    port: server.port,
    env: { DATABASE_URL: db.url, CLIENT_DIST: next },
  });

  await page.reload();
  const prompt = page.locator('.update-prompt');
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, '.update-prompt');
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button').first().click()]);
  await expect(prompt).toHaveCount(0);
  const after = await page.evaluate(() => document.querySelector('script[type="module"]')?.getAttribute('src'));
  expect(after).not.toBe(before);
});

/** The saved query cache of the signed-in account, as text. */
function persistedText(p: Page): Promise<string> {
  return p.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('tavola');
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('kv')) return resolve('');
          const all = database.transaction('kv').objectStore('kv').getAll();
          all.onsuccess = () => resolve((all.result as string[]).join('\n'));
          all.onerror = () => resolve('');
        };
      }),
  );
}
