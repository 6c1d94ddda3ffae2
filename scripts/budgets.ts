/**
 * Size budgets (docs/product.md D9) on a finished build: "first-load JS" of a route is what the
 * browser receives before the first tap — the entry, its static imports, the route's chunks with their
 * static imports, and the chunks the page fetches by itself at start (its catalogs, an idle prefetch),
 * each at the size the server sends with gzip: the `.gz` the build wrote beside it, else the file as it
 * is. The route's chunks come from the Vite manifest (build.manifest) by the screen modules the routes
 * import. `node scripts/budgets.ts [dist]` prints the figures and exits 1 when a budget is exceeded,
 * naming the largest chunks of that route; src/server/budgets.test.ts runs it in the test suite, and
 * also adds the answers' headers as the server sends them.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

export interface RouteBudget {
  name: string;
  /** Screen modules the route loads (manifest keys, paths from the project root). */
  screens: string[];
  /** The entry it starts from (a manifest key); the app's index.html unless said. */
  entry?: string;
  /** Chunks the page fetches by itself before any tap (manifest keys), with their static imports. */
  startLoads?: string[];
  limitKiB: number;
}

export const BUDGETS: RouteBudget[] = [
  {
    name: 'courier screens',
    screens: [
      'src/client/features/courier/courier-layout.tsx',
      'src/client/features/courier/orders-page.tsx',
      'src/client/features/courier/profile-page.tsx',
      'src/client/features/courier/earnings-page.tsx',
    ],
    limitKiB: 150,
  },
  // The server-rendered page's own entry (decision 121): what a guest's phone loads before it can order.
  // Its catalogs come at start (guest-main.tsx preloads them; Russian's are the largest) and the dish sheet on the first idle moment (menu-view.tsx).
  {
    name: 'guest page',
    entry: 'src/client/guest-main.tsx',
    screens: [],
    startLoads: [
      'locales/ru/common.po',
      'locales/ru/guest.po',
      'locales/ru/guest-more.po',
      'src/client/features/guest/dish-sheet.tsx',
    ],
    limitKiB: 130,
  },
  { name: 'login page', screens: ['src/client/features/auth/login-page.tsx'], limitKiB: 130 },
];

/** Never part of a first load (the map chunk is ~311 KiB gzip, STACK.md): by module id or by code. */
export const FORBIDDEN = [
  { name: 'maplibre-gl', id: /maplibre-gl/, code: /maplibregl-|MapLibre GL/ },
  { name: 'terra-draw', id: /terra-draw/, code: /TerraDrawBase/ },
];

export interface RouteFigure {
  name: string;
  limitKiB: number;
  gzipKiB: number;
  chunks: { file: string; gzipKiB: number }[];
  forbidden: string[];
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The manifest keys of a route's first load (see the header), each once. */
function routeKeys(manifest: ViteManifest, appEntry: string, b: RouteBudget): string[] {
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    manifest[key].imports?.forEach(visit);
  };
  const entryKey = b.entry ?? appEntry;
  if (!manifest[entryKey]) throw new Error(`${b.name}: ${entryKey} is not an entry of this build`);
  visit(entryKey);
  for (const s of [...b.screens, ...(b.startLoads ?? [])]) {
    if (!manifest[s]) throw new Error(`${b.name}: ${s} is not a chunk of this build`);
    visit(s);
  }
  return [...keys];
}

function readManifest(dist: string): { manifest: ViteManifest; appEntry: string } {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const appEntry = manifest['index.html']?.isEntry
    ? 'index.html'
    : Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!appEntry) throw new Error('no entry in the Vite manifest');
  return { manifest, appEntry };
}

/** The files (paths under dist) of a route's first load: what the browser fetches before any tap. */
export function routeFiles(dist: string, budget: RouteBudget): string[] {
  const { manifest, appEntry } = readManifest(dist);
  return routeKeys(manifest, appEntry, budget).map((k) => manifest[k].file);
}

/** Bytes the server sends for a file with gzip: the build's `.gz` beside it, else the file itself. */
export function servedGzipBytes(dist: string, file: string): number {
  const gz = path.join(dist, `${file}.gz`);
  return fs.statSync(fs.existsSync(gz) ? gz : path.join(dist, file)).size;
}

export function measure(dist: string, budgets = BUDGETS): RouteFigure[] {
  const { manifest, appEntry } = readManifest(dist);
  const sizes = new Map<string, number>();
  const gz = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, servedGzipBytes(dist, file));
    return sizes.get(file)!;
  };
  return budgets.map((b) => {
    const keys = routeKeys(manifest, appEntry, b);
    const chunks = keys.map((k) => ({ key: k, file: manifest[k].file, gzipKiB: kib(gz(manifest[k].file)) }));
    const forbidden = keys.flatMap((k) => {
      const text = fs.readFileSync(path.join(dist, manifest[k].file), 'utf8');
      return FORBIDDEN.filter((f) => f.id.test(k) || f.id.test(manifest[k].src ?? '') || f.code.test(text)).map(
        (f) => `${manifest[k].file} (${f.name})`,
      );
    });
    const total = keys.reduce((sum, k) => sum + gz(manifest[k].file), 0);
    return {
      name: b.name,
      limitKiB: b.limitKiB,
      gzipKiB: kib(total),
      chunks: chunks.sort((x, y) => y.gzipKiB - x.gzipKiB),
      forbidden,
    };
  });
}

/** Human-readable failures: the route, its total, and the chunks that make it up (largest first). */
export function failures(figures: RouteFigure[]): string[] {
  const out: string[] = [];
  for (const f of figures) {
    if (f.gzipKiB > f.limitKiB) {
      out.push(
        `${f.name}: ${f.gzipKiB} KiB gzip > ${f.limitKiB} KiB; largest chunks: ${f.chunks
          .slice(0, 4)
          .map((c) => `${c.file} ${c.gzipKiB} KiB`)
          .join(', ')}`,
      );
    }
    if (f.forbidden.length) out.push(`${f.name}: map code in a first load: ${f.forbidden.join(', ')}`);
  }
  return out;
}

export function report(figures: RouteFigure[]): string {
  return figures
    .map(
      (f) =>
        `${f.name.padEnd(16)} ${String(f.gzipKiB).padStart(6)} KiB / ${f.limitKiB} KiB gzip  (${f.chunks.map((c) => `${c.file.replace('assets/', '')} ${c.gzipKiB}`).join(', ')})`,
    )
    .join('\n');
}

if (import.meta.main) {
  const dist = path.resolve(process.argv[2] ?? process.env.CLIENT_DIST ?? 'dist');
  if (!fs.existsSync(path.join(dist, '.vite/manifest.json'))) {
    console.error(`No build with a Vite manifest in ${dist}: run \`vite build\` first.`);
    process.exit(2);
  }
  const figures = measure(dist);
  console.log(report(figures));
  const failed = failures(figures);
  for (const f of failed) console.error(`✗ ${f}`);
  process.exit(failed.length ? 1 : 0);
}
