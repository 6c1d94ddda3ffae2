import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { primaryLang, rankedLanguages, type MenuLang } from '#shared/menu-texts.ts';
import { EARLY_TAPS_SCRIPT } from '#shared/early-taps.ts';
import { screenFiles } from '../../guest-preload.ts';
import { readPubPage } from './pub-page.ts';
import { sendAnswer } from './page-cache.ts';

/**
 * The server-rendered guest page /pub/{url_name}/ (decision 121). The renderer is the
 * client's own guest tree, built by `npm run build` into <dist>/.ssr/guest-ssr.js; without it the
 * server answers the app's index.html as before. The page (HTML with the menu inlined for
 * hydration) is kept per pub and language in the page cache, compressed, with its ETag.
 */
interface Renderer {
  prepare(): Promise<void>;
  renderGuest(boot: { urlName: string; locale: string; data: unknown }): string;
}

/** The page's own entry (decision 121): it hydrates without the app's router and shell. */
const GUEST_ENTRY = 'src/client/guest-main.tsx';
const HTML_TYPE = 'text/html; charset=utf-8';
/** The page's language follows these request headers, so shared caches keep one copy per language. */
const VARY = 'accept-encoding, accept-language, cookie';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside <script>: no `</script>` or `<!--` can end it early. */
const scriptJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The page's language (docs/product.md D18): ?lng=, else an earlier choice (the `i18next` cookie) — either one
 * of the page's three languages, even one the menu lacks (its names then fall back to the main language) —
 * else the language of `Accept-Language` with the highest q that the pub offers, else the pub's main one.
 * Returned as the wishes readPubPage chooses from: a choice alone, or the header's languages in order.
 */
export function pageWishes(request: Pick<FastifyRequest, 'query' | 'cookies' | 'headers'>): {
  chosen: boolean;
  wishes: MenuLang[];
} {
  const chosen =
    primaryLang((request.query as { lng?: unknown } | undefined)?.lng) ?? primaryLang(request.cookies?.i18next);
  return chosen
    ? { chosen: true, wishes: [chosen] }
    : { chosen: false, wishes: rankedLanguages(request.headers['accept-language']) };
}

export function guestPageRenderer(app: FastifyInstance, dist: string) {
  const bundle = path.join(dist, '.ssr', 'guest-ssr.js');
  if (!fs.existsSync(bundle)) return null;
  let renderer: Promise<Renderer> | null = null;
  const load = () =>
    (renderer ??= import(pathToFileURL(bundle).href).then(async (m: Renderer) => {
      await m.prepare();
      return m;
    }));
  // Loaded at start, so the first guest does not wait for it.
  load().catch((error: unknown) => app.log.error({ err: error }, 'guest page renderer failed to load'));
  // index.html without the app's entry, its preloads and styles: the guest entry brings its own.
  const index = fs
    .readFileSync(path.join(dist, 'index.html'), 'utf8')
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="(modulepreload|stylesheet)"[^>]*>/g, '');
  const { modules, css } = screenFiles(dist, GUEST_ENTRY);
  if (modules.length === 0) throw new Error(`${GUEST_ENTRY} is not in the build's manifest`);
  // The page's CSS inline (≈18 KB raw, ≈4 KB compressed with the page): no request stands between
  // the HTML and the first paint on a slow phone connection.
  const styles = css
    .map((f) => fs.readFileSync(path.join(dist, f), 'utf8').replace(/<\/style/gi, '<\\/style'))
    .join('\n');
  const head = [
    `<style>${styles}</style>`,
    // Taps before hydration are kept and replayed (decision 122); first, so it listens before anything shows.
    `<script>${EARLY_TAPS_SCRIPT}</script>`,
    `<script type="module" crossorigin src="${modules[0]}"></script>`,
    ...modules.slice(1).map((m) => `<link rel="modulepreload" crossorigin href="${m}">`),
  ].join('\n    ');
  const rootStart = index.indexOf('<div id="root">');
  // The build moves the module script into <head>: #root (with its placeholder) is the rest of <body>.
  const rootEnd = index.lastIndexOf('</body>');
  if (rootStart < 0 || rootEnd < rootStart) throw new Error('index.html has no <div id="root"> in its <body>');

  function page(locale: string, title: string, html: string, boot: string): string {
    const before = index
      .slice(0, rootStart)
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace('</head>', `    ${head}\n  </head>`);
    // #16b's pause banner renders inside GuestScreen (features/guest/guest-page.tsx), so it is in this HTML too.
    return `${before}<div id="root">${html}</div>\n    <script id="tavola-guest" type="application/json">${scriptJson(boot)}</script>\n  ${index.slice(rootEnd)}`;
  }

  /** Answers the page, or returns false (no such pub): the caller serves the app, which says "not found". */
  return async function sendGuestPage(request: FastifyRequest, reply: FastifyReply, urlName: string): Promise<boolean> {
    const { chosen, wishes } = pageWishes(request);
    const key = `html:${urlName}:${chosen ? 'chosen:' : ''}${wishes.join(',')}`;
    const hit = app.pageCache.get(key);
    if (hit) return (sendAnswer(request, reply, hit, VARY), true);
    const stamp = app.pageCache.stamp();
    const row = await readPubPage(app, urlName, wishes);
    if (!row) return false;
    // The menu's names are in row.lang: the chosen language when the pub offers it, else the main one.
    const locale = chosen ? wishes[0] : row.lang;
    const r = await load();
    const boot = `{"urlName":${JSON.stringify(urlName)},"locale":"${locale}","data":${row.body}}`;
    const html = r.renderGuest({ urlName, locale, data: JSON.parse(row.body) });
    sendAnswer(
      request,
      reply,
      app.pageCache.put(key, row.pubId, stamp, HTML_TYPE, page(locale, row.pub.name, html, boot), row.changesAt),
      VARY,
    );
    return true;
  };
}
