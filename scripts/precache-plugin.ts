import type { Plugin } from 'vite';
import type { ManifestTransform } from 'workbox-build';

/**
 * Chooses what the service worker precaches (docs/product.md D9): the entry and its static
 * imports (the shell), the courier and login/auth screens with everything they import statically,
 * and every locale catalog chunk. Any other chunk (company, pub, admin, guest, the map) is left out
 * of the precache and cached at runtime when first used, so installing costs only what a courier
 * needs offline. The decision comes from the module graph, not from file names, so the shared
 * chunks the bundler invents follow the screens that need them.
 */
const PRECACHED_SCREENS = [
  /\/src\/client\/features\/(courier|auth)\//,
  /\/locales\/[^/]+\/[^/]+\.po$/,
  // Shell pieces the entry loads lazily (the persisted cache, the service worker client).
  /\/src\/client\/lib\//,
  /\/node_modules\/workbox-window\//,
  // Phone formats of other countries (lib/format.ts loads them after first paint).
  /\/node_modules\/libphonenumber-js\//,
];

export function precacheSelection() {
  const keep = new Set<string>();
  let known = false;

  const plugin: Plugin = {
    name: 'tavola-precache-selection',
    apply: 'build',
    generateBundle(_options, bundle) {
      keep.clear();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (!chunk || keep.has(fileName)) return;
        keep.add(fileName);
        if (chunk.type !== 'chunk') return;
        chunk.imports.forEach(visit);
        const css = (chunk as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss;
        css?.forEach(visit);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const id = chunk.facadeModuleId ?? '';
        if (chunk.isEntry || (chunk.isDynamicEntry && PRECACHED_SCREENS.some((re) => re.test(id))))
          visit(chunk.fileName);
      }
      known = true;
    },
  };

  /** Drops built chunks the graph walk did not keep; non-asset files (index.html, icons) stay. */
  const transform: ManifestTransform = async (entries) => {
    if (!known) return { manifest: entries, warnings: ['precache selection ran before the bundle was known'] };
    const manifest = entries.filter((e) => !e.url.startsWith('assets/') || keep.has(e.url));
    return { manifest, warnings: [] };
  };

  return { plugin, transform };
}
