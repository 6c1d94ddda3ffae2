import fs from 'node:fs';
import path from 'node:path';

/**
 * The guest page is the first thing a hungry person sees over mobile data. Its HTML names what it
 * will need at once: the menu's JSON (fetched as the page's own API call will, so the browser reuses
 * it) and the guest screen's chunks, so they download in parallel with the entry instead of after it.
 */
const GUEST_ROUTE = /^\/pub\/([a-z0-9-]{1,255})\/?$/;
const GUEST_SCREEN = 'src/client/features/guest/guest-page.tsx';

interface ManifestChunk { file: string; imports?: string[] }

export function guestPreloader(dist: string): (url: string) => string | null {
  const indexFile = path.join(dist, 'index.html');
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  let cached: { index: string; modules: string[] } | null = null;
  const load = () => {
    if (cached) return cached;
    const index = fs.readFileSync(indexFile, 'utf8');
    const modules: string[] = [];
    if (fs.existsSync(manifestFile)) {
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
      const seen = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || seen.has(key) || key === 'index.html') return;
        seen.add(key);
        modules.push(`/${chunk.file}`);
        for (const dep of chunk.imports ?? []) visit(dep);
      };
      visit(GUEST_SCREEN);
    }
    return (cached = { index, modules });
  };
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
