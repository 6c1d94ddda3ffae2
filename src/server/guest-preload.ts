import fs from 'node:fs';
import path from 'node:path';

/**
 * Without the server renderer (no dist/.ssr, features/guest/ssr-page.ts): the guest page is the first thing a hungry person sees over mobile data. Its HTML names what it
 * will need at once: the menu's JSON (fetched as the page's own API call will, so the browser reuses
 * it) and the guest screen's chunks, so they download in parallel with the entry instead of after it.
 */
export const GUEST_ROUTE = /^\/pub\/([a-z0-9-]{1,255})\/?$/;
const GUEST_SCREEN = 'src/client/features/guest/guest-route.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The files a screen needs at once: its chunk and static imports (JS) and their CSS, from the build's manifest. */
export function screenFiles(dist: string, screen: string): { modules: string[]; css: string[] } {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  const modules: string[] = [];
  const css = new Set<string>();
  if (!fs.existsSync(manifestFile)) return { modules, css: [] };
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || key === 'index.html') return;
    seen.add(key);
    modules.push(`/${chunk.file}`);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(screen);
  return { modules, css: [...css] };
}

export function guestPreloader(dist: string): (url: string) => string | null {
  const indexFile = path.join(dist, 'index.html');
  let cached: { index: string; modules: string[] } | null = null;
  const load = () =>
    (cached ??= { index: fs.readFileSync(indexFile, 'utf8'), modules: screenFiles(dist, GUEST_SCREEN).modules });
  return (url) => {
    const match = GUEST_ROUTE.exec(url.split('?')[0]);
    if (!match) return null;
    const { index, modules } = load();
    const links = [
      `<link rel="preload" as="fetch" href="/api/client/pub/${match[1]}/" crossorigin="use-credentials">`,
      ...modules.map((m) => `<link rel="modulepreload" crossorigin href="${m}">`),
    ].join('');
    return index.replace('</head>', `${links}</head>`);
  };
}
