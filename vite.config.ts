import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { CHUNK_CACHE, IMAGE_CACHE } from './src/client/lib/cache-names.ts';
import { precacheSelection } from './scripts/precache-plugin.ts';
import { precompress } from './scripts/precompress-plugin.ts';
import { startChunks } from './scripts/start-chunks.ts';

/**
 * The app version busts the persisted query cache and tells builds apart (docs/product.md D9): the
 * package version plus a build id (APP_BUILD_ID, else the git commit, else the build time).
 */
function appVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
  let build = process.env.APP_BUILD_ID;
  if (!build) {
    try {
      build = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    } catch {
      build = Date.now().toString(36);
    }
  }
  return `${pkg.version}+${build}`;
}

const precache = precacheSelection();
const start = startChunks('index.html', 'src/client/guest-main.tsx', 'src/client/features/courier');

const outDir = process.env.CLIENT_DIST ?? 'dist';
const compile = () => [react(), lingui(), babel({ presets: [linguiTransformerBabelPreset()] })];

/**
 * The guest page's server renderer (decision 121): `vite build --ssr src/client/ssr/guest-ssr.tsx`
 * after the client build, into <dist>/.ssr (a dot folder: never served). Self-contained (every
 * package bundled), so a copy of the build runs anywhere the server does.
 */
const ssrBuild = defineConfig({
  // React's production builds, as in the browser (decision 123): left to the server's NODE_ENV (unset
  // when started as `node src/server/serve.ts`), the bundle rendered with the development builds —
  // element validation, owner stacks, console.createTask — about 3× slower for a 200-dish menu.
  define: {
    'import.meta.env.APP_VERSION': JSON.stringify(appVersion()),
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  plugins: compile(),
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: `${outDir}/.ssr`,
    emptyOutDir: true,
    sourcemap: false,
    target: 'node24',
    copyPublicDir: false,
    minify: false,
  },
});

/** The PWA build (docs/product.md D9). Every area is its own chunk; the service worker is generated (generateSW). */
export default process.argv.includes('--ssr')
  ? ssrBuild
  : defineConfig({
      define: { 'import.meta.env.APP_VERSION': JSON.stringify(appVersion()) },
      plugins: [
        ...compile(),
        precache.plugin,
        start.plugin,
        precompress(outDir),
        VitePWA({
          registerType: 'prompt',
          injectRegister: null,
          // public/manifest.webmanifest is the manifest; index.html links it.
          manifest: false,
          workbox: {
            // Push notifications and their clicks (public/push-sw.js; docs/architecture.md "Web Push").
            importScripts: ['/push-sw.js'],
            globPatterns: ['index.html', 'assets/*.{js,css,mjs}', 'icons/*.png', 'manifest.webmanifest'],
            // Only the shell, courier, login screens and catalogs are precached (scripts/precache-plugin.ts).
            manifestTransforms: [precache.transform],
            navigateFallback: '/index.html',
            // The guest page comes from the server, rendered (decision 121), never as the app's shell.
            navigateFallbackDenylist: [/^\/api/, /^\/ws/, /^\/api-static/, /^\/static/, /^\/pub\/[a-z0-9-]+\/?$/],
            maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
            cleanupOutdatedCaches: true,
            // API answers are never cached here: the persisted query cache owns them.
            runtimeCaching: [
              {
                // Admin, guest and map chunks: hashed file names, so a stale copy is still the right file.
                urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
                handler: 'StaleWhileRevalidate',
                options: { cacheName: CHUNK_CACHE, expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 } },
              },
              {
                urlPattern: ({ request, url, sameOrigin }) =>
                  sameOrigin && request.destination === 'image' && !url.pathname.startsWith('/api/'),
                handler: 'CacheFirst',
                options: { cacheName: IMAGE_CACHE, expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 } },
              },
            ],
          },
        }),
      ],
      build: {
        outDir,
        emptyOutDir: true,
        sourcemap: false,
        target: 'es2022',
        // MapLibre's chunk (~1 MB raw, ~290 KiB gzip) loads only on map pages; the budgets test guards first loads.
        chunkSizeWarningLimit: 1100,
        // .vite/manifest.json: the module graph scripts/budgets.ts measures first loads with.
        manifest: true,
        rolldownOptions: {
          // The server-rendered guest page has its own small entry (decision 121).
          input: { index: 'index.html', guest: 'src/client/guest-main.tsx' },
          output: {
            // The framework every area starts with, in one chunk: left alone, the bundler cuts it into
            // dozens of small shared chunks whose gzip overhead alone costs the first load ~6 KiB (decision 099).
            codeSplitting: {
              // A group takes only the modules it names (decision 306): left on, the courier group took the shared
              // modules its modules import, and every area then loaded the courier chunk.
              includeDependenciesRecursively: false,
              // The router is its own chunk: the server-rendered guest page hydrates without it (decision 121).
              // Each group's test names every package of its own, since a group no longer takes dependencies along.
              groups: [
                {
                  name: 'framework',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|jotai|@lingui|@tanstack[\\/](query-core|react-query))[\\/]/,
                  priority: 20,
                },
                {
                  name: 'router',
                  test: /[\\/]node_modules[\\/]@tanstack[\\/](react-router|router-core|history|store|react-store)[\\/]/,
                  priority: 10,
                },
                // The app's own modules: `core`, `courier` and `courier-shared` (decision 306).
                ...start.groups,
              ],
            },
          },
        },
      },
      server: {
        proxy: {
          '/api': 'http://localhost:8080',
          '/api-static': 'http://localhost:8080',
          '/static': 'http://localhost:8080',
          '/ws': { target: 'ws://localhost:8080', ws: true },
        },
      },
    });
