import fs from 'node:fs';
import path from 'node:path';
import { screenFiles } from './guest-preload.ts';
import { EARLY_REFRESH_SCRIPT } from '#shared/early-refresh.ts';

/**
 * The app's screens name what they need in their HTML (decision 293). Without this, a courier opening the orders
 * page on mobile data loads its code in a chain: the entry, then the language's strings, then (after the session
 * refresh) the courier layout, then the orders page, then that page's strings — each link a round trip. With
 * `<link rel="modulepreload">` for the screen's chunks and the catalogs of the language it will most likely show,
 * all of it downloads beside the entry, and the screen renders once the session is known.
 *
 * Each row names a route of src/client/routes/ by the chunks and catalogs its `lazyScreen(…)` loads (and its
 * layout's); `spa-preload.test.ts` reads those route files and fails when a row and its route disagree.
 */
export interface ScreenRow {
  /** The URL path (no query). */
  path: RegExp;
  /** Source paths of the lazily loaded screens, as the build's manifest keys them (layout first). */
  screens: string[];
  /** Translation catalogs (locales/<locale>/<name>.po) the screens load, beside `common`. */
  catalogs: string[];
  /** A signed-in screen: its HTML starts the session refresh itself (shared/early-refresh.ts). */
  session?: boolean;
}

const feature = (file: string) => `src/client/features/${file}`;
const COURIER_LAYOUT = feature('courier/courier-layout.tsx');
const PUB_LAYOUT = feature('pub/pub-layout.tsx');
/** A session's screens restore the account's persisted query cache first (lib/offline.ts). */
const PERSISTENCE = ['src/client/lib/storage/query-persistence.ts', 'src/client/lib/storage/idb-store.ts'];
const PUB = '/admin/pub/\\d+';
const pubPage = (suffix: string, screen: string, catalogs: string[]): ScreenRow => ({
  path: new RegExp(`^${PUB}${suffix}/?$`),
  screens: [PUB_LAYOUT, screen, ...PERSISTENCE],
  catalogs: ['pub', ...catalogs],
  session: true,
});

export const SCREENS: ScreenRow[] = [
  { path: /^\/admin\/auth\/authentication\/?$/, screens: [feature('auth/login-page.tsx')], catalogs: ['auth'] },
  { path: /^\/admin\/auth\/registration\/?$/, screens: [feature('auth/registration-page.tsx')], catalogs: ['auth'] },
  {
    path: /^\/admin\/auth\/reset-password\/?$/,
    screens: [feature('auth/reset-password-page.tsx')],
    catalogs: ['auth'],
  },
  {
    path: /^\/courier\/auth\/registration\/?$/,
    screens: [feature('auth/courier-registration-page.tsx')],
    catalogs: ['auth'],
  },
  {
    path: /^\/courier\/orders\/?$/,
    screens: [COURIER_LAYOUT, feature('courier/orders-page.tsx'), ...PERSISTENCE],
    catalogs: ['courier'],
    session: true,
  },
  // `/courier/` redirects to the profile.
  {
    path: /^\/courier(\/profile)?\/?$/,
    screens: [COURIER_LAYOUT, feature('courier/profile-page.tsx'), ...PERSISTENCE],
    catalogs: ['courier'],
    session: true,
  },
  {
    path: /^\/courier\/earnings\/?$/,
    screens: [COURIER_LAYOUT, feature('courier/earnings-page.tsx'), ...PERSISTENCE],
    catalogs: ['courier'],
    session: true,
  },
  {
    path: /^\/admin\/company\/?$/,
    screens: [feature('company/company-page.tsx'), ...PERSISTENCE],
    catalogs: ['company'],
    session: true,
  },
  pubPage('', feature('pub/overview-page.tsx'), []),
  pubPage('/orders', 'src/client/routes/kitchen-board.tsx', ['orders', 'menu']),
  pubPage('/order/\\d+', feature('orders/order-page.tsx'), ['orders']),
  pubPage('/edit_menu', feature('menu/menu-page.tsx'), ['menu']),
  pubPage('/settings', feature('settings/settings-page.tsx'), ['settings']),
  pubPage('/reports', feature('reports/reports-page.tsx'), ['reports']),
  pubPage('/history', feature('orders/history-page.tsx'), ['orders']),
];

type Locale = 'ru' | 'ro';

/**
 * The language the app will most likely open in, by the same order it detects one (lib/i18n.ts `detectLocale`):
 * `?lng=`, the `i18next` cookie, then the browser's languages (the server cannot see localStorage). A wrong guess
 * costs a few kilobytes of strings the app does not use.
 */
export function likelyLocale(search: string, cookie: string | undefined, acceptLanguage: string | undefined): Locale {
  const candidates = [
    new URLSearchParams(search).get('lng'),
    /(?:^|;\s*)i18next=([^;]+)/.exec(cookie ?? '')?.[1],
    ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0].trim()),
  ];
  for (const c of candidates) {
    if (!c) continue;
    // Any other language opens as ru (lib/i18n.ts).
    return c.toLowerCase().startsWith('ro') ? 'ro' : 'ru';
  }
  return 'ru';
}

export interface SpaRequest {
  url: string;
  cookie?: string;
  acceptLanguage?: string;
}

/**
 * index.html with its stylesheets written into it (decision 297): the first paint then needs no other download
 * than the HTML, where three stylesheet round trips held it before. Each link stays, `disabled` (not fetched, not
 * applied), because the chunk loader looks for a sheet's link before it adds one; a sheet whose text could not
 * stand inside the page (a relative url(), a `</`) keeps its plain link.
 */
export function inlineStyles(index: string, dist: string): string {
  return index.replace(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"/]+\.css)">/g, (link, href: string) => {
    const file = path.join(dist, href);
    if (!fs.existsSync(file)) return link;
    const css = fs.readFileSync(file, 'utf8').trim();
    if (css.includes('</') || /url\(\s*['"]?(?![a-z]+:|\/|#)/i.test(css)) return link;
    return `<style>${css}</style>${link.replace('>', ' disabled>')}`;
  });
}

/**
 * index.html with the preloads of the screen the URL opens, or null when no row names it or the build has no
 * index.html (the plain index.html, or the API's 404, is served then).
 */
export function spaPreloader(dist: string): (request: SpaRequest) => string | null {
  const indexFile = path.join(dist, 'index.html');
  let index: string | null = null;
  // Each row's page per language, built once: a request only finds its row and language.
  const pages = new Map<string, string>();
  const pageOf = (index: string, row: ScreenRow, locale: Locale): string => {
    const key = `${SCREENS.indexOf(row)}/${locale}`;
    let page = pages.get(key);
    if (page === undefined) {
      const modules = new Set<string>();
      const css = new Set<string>();
      const entries = [...row.screens, ...['common', ...row.catalogs].map((name) => `locales/${locale}/${name}.po`)];
      for (const entry of entries) {
        const files = screenFiles(dist, entry);
        files.modules.forEach((m) => modules.add(m));
        files.css.forEach((c) => css.add(c));
      }
      const links = [
        // Preloaded, not linked: a stylesheet in the head would hold the first paint until it arrived. `crossorigin` as on
        // the stylesheet link the chunk loader adds (Vite sets crossOrigin): without it the preload is not used, and
        // the style downloads twice. The index's own sheets are in the page already (inlineStyles).
        ...[...css]
          .filter((href) => !index.includes(`href="${href}"`))
          .map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
        ...[...modules].map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      ].join('');
      // A build whose manifest names none of the row's files still gets its styles inlined and its early refresh.
      page = index.replace('</head>', `${links}</head>`);
      // The refresh goes first: behind the forty-odd preloads it would wait for one of the browser's six connections.
      if (row.session)
        page = page.replace(/<head>(\s*<meta charset="[^"]*"\s*\/?>)?/, `$&<script>${EARLY_REFRESH_SCRIPT}</script>`);
      pages.set(key, page);
    }
    return page;
  };
  return ({ url, cookie, acceptLanguage }) => {
    const [pathname, search = ''] = url.split('?');
    const row = SCREENS.find((r) => r.path.test(pathname));
    if (!row) return null;
    index ??= fs.existsSync(indexFile) ? inlineStyles(fs.readFileSync(indexFile, 'utf8'), dist) : null;
    return index && pageOf(index, row, likelyLocale(search, cookie, acceptLanguage));
  };
}
