import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { EARLY_REFRESH_SCRIPT } from '#shared/early-refresh.ts';
import { securityHeaders } from './plugins/security.ts';
import { inlineStyles, likelyLocale, SCREENS, spaPreloader } from './spa-preload.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-spa-preload-'));
fs.mkdirSync(path.join(dist, '.vite'));
fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><title>t</title></head><body></body></html>');
const manifest: Record<string, { file: string; imports?: string[]; css?: string[] }> = {
  'src/client/features/courier/courier-layout.tsx': {
    file: 'assets/courier-layout-1.js',
    imports: ['_shared-2.js'],
    css: ['assets/courier-layout-1.css'],
  },
  'src/client/features/courier/orders-page.tsx': { file: 'assets/orders-page-3.js', imports: ['_shared-2.js'] },
  '_shared-2.js': { file: 'assets/shared-2.js' },
  'locales/ru/common.po': { file: 'assets/common-ru.js' },
  'locales/ro/common.po': { file: 'assets/common-ro.js' },
  'locales/ru/courier.po': { file: 'assets/courier-ru.js' },
  'locales/ro/courier.po': { file: 'assets/courier-ro.js' },
};
fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('the HTML of an app screen names its chunks', () => {
  const preload = spaPreloader(dist);
  it('the courier orders page: layout, page, shared chunks once, its style and its language strings', () => {
    const html = preload({ url: '/courier/orders?tab=mine', acceptLanguage: 'ro-MD,ro;q=0.9,ru;q=0.8' })!;
    for (const file of ['courier-layout-1.js', 'orders-page-3.js', 'shared-2.js', 'common-ro.js', 'courier-ro.js'])
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    expect(html.match(/shared-2\.js/g)).toHaveLength(1);
    expect(html).not.toContain('courier-ru.js');
    // A preloaded style does not hold the first paint as a linked one would.
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/courier-layout-1.css">');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });
  it('a signed-in screen starts its session refresh in the HTML, allowed by the CSP; the login page does not', () => {
    const courier = preload({ url: '/courier/orders' })!;
    expect(courier).toContain(`<script>${EARLY_REFRESH_SCRIPT}</script>`);
    // Before the preloads, which would hold it behind the browser's six connections.
    expect(courier.indexOf(EARLY_REFRESH_SCRIPT)).toBeLessThan(courier.indexOf('modulepreload'));
    expect(preload({ url: '/admin/pub/12/orders' })).toContain(EARLY_REFRESH_SCRIPT);
    expect(preload({ url: '/admin/auth/authentication' })).not.toContain(EARLY_REFRESH_SCRIPT);
    const headers: Record<string, string> = {};
    const reply = { header: (name: string, value: string) => (headers[name] = value) };
    securityHeaders(reply as never, { publicUrl: 'http://localhost:8080', mapStyleUrl: '' });
    const hash = crypto.createHash('sha256').update(EARLY_REFRESH_SCRIPT).digest('base64');
    expect(headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });
  it('pages no row names are left to the plain index.html', () => {
    expect(preload({ url: '/administration/orders' })).toBeNull();
    expect(preload({ url: '/courier/orders/../../etc' })).toBeNull();
  });
});

describe('the index’s stylesheets are written into the page', () => {
  it('inlined, the link kept disabled for the chunk loader; a sheet with a relative url() keeps its link', () => {
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(
      path.join(dist, 'assets', 'shell-1.css'),
      'body{margin:0;background:url(data:image/png;base64,AA)}\n',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'font-2.css'), '@font-face{src:url(./font-3.woff2)}');
    const link = (name: string) => `<link rel="stylesheet" crossorigin href="/assets/${name}">`;
    const html = inlineStyles(`<head>${link('shell-1.css')}${link('font-2.css')}${link('gone-4.css')}</head>`, dist);
    expect(html).toBe(
      '<head><style>body{margin:0;background:url(data:image/png;base64,AA)}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/shell-1.css" disabled>' +
        `${link('font-2.css')}${link('gone-4.css')}</head>`,
    );
  });
});

describe('likelyLocale follows the app’s own detection order', () => {
  it.each([
    ['?lng=ro', 'i18next=ru', 'ru', 'ro'],
    ['', 'a=1; i18next=ro', 'ru-RU', 'ro'],
    ['', undefined, 'ro-MD,ro;q=0.9', 'ro'],
    ['', undefined, 'en-US,en;q=0.9,ro;q=0.8', 'ru'],
    ['', undefined, undefined, 'ru'],
  ] as const)('search %j, cookie %j, Accept-Language %j → %s', (search, cookie, accept, locale) => {
    expect(likelyLocale(search, cookie, accept)).toBe(locale);
  });
});

/** `lazyScreen([catalogs], () => import('…'))` of every route file: what each screen module loads. */
function routeScreens(): Map<string, string[]> {
  const dir = path.join(import.meta.dirname, '../client/routes');
  const screens = new Map<string, string[]>();
  for (const name of fs.readdirSync(dir)) {
    const source = fs.readFileSync(path.join(dir, name), 'utf8');
    for (const m of source.matchAll(/lazyScreen\(\s*\[([^\]]*)\],\s*\(\) => import\('([^']+)'\)/g)) {
      const file = path.relative(path.join(import.meta.dirname, '../..'), path.join(dir, m[2]));
      screens.set(
        file,
        [...m[1].matchAll(/'([^']+)'/g)].map((c) => c[1]),
      );
    }
  }
  return screens;
}

describe('every row agrees with its routes', () => {
  const screens = routeScreens();
  it.each(SCREENS.map((row) => [String(row.path), row] as const))('%s', (_, row) => {
    const catalogs = new Set<string>();
    for (const screen of row.screens.filter((s) => !s.includes('/lib/'))) {
      expect(screens.has(screen), `${screen} is a lazy screen of src/client/routes`).toBe(true);
      screens.get(screen)!.forEach((c) => catalogs.add(c));
    }
    expect([...catalogs].sort()).toEqual([...row.catalogs].sort());
  });
  it.each([
    ['/admin/auth/authentication', 'auth/login-page.tsx'],
    ['/courier/orders', 'courier/orders-page.tsx'],
    ['/courier/', 'courier/profile-page.tsx'],
    ['/admin/pub/12/orders', 'kitchen-board.tsx'],
    ['/admin/pub/12/order/345', 'orders/order-page.tsx'],
    ['/admin/pub/12', 'pub/overview-page.tsx'],
  ])('%s opens %s', (url, screen) => {
    const row = SCREENS.find((r) => r.path.test(url));
    expect(row?.screens.some((s) => s.endsWith(screen))).toBe(true);
  });
});

describe.skipIf(!fs.existsSync('dist/.vite/manifest.json'))('the build', () => {
  it('has a chunk for every screen and catalog a row names', () => {
    const built = JSON.parse(fs.readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, unknown>;
    for (const row of SCREENS) {
      for (const screen of row.screens) expect(built[screen], screen).toBeDefined();
      for (const name of ['common', ...row.catalogs])
        for (const locale of ['ru', 'ro']) expect(built[`locales/${locale}/${name}.po`], name).toBeDefined();
    }
  });
});
