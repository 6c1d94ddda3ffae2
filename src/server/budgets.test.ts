import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#test/app.ts';
import { BUDGETS, failures, measure, report, routeFiles } from '../../scripts/budgets.ts';

/**
 * First-load size budgets of docs/product.md D9 on the build in CLIENT_DIST (dist): the bytes a browser
 * receives before its first tap (scripts/budgets.ts), and for the guest page also as the server sends them. `npm test` builds
 * before this runs; when there is no build (e.g. `npm run test:unit` on a fresh clone) this test
 * makes one in a temporary folder — the check always runs, it is never skipped.
 */
const dist = path.resolve(process.env.CLIENT_DIST ?? 'dist');
const hasBuild = (dir: string) => fs.existsSync(path.join(dir, '.vite/manifest.json'));

/** The build to measure: CLIENT_DIST when it has one, else a fresh build of this checkout. */
function buildToMeasure(): string {
  if (hasBuild(dist)) return dist;
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-budget-build-'));
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--emptyOutDir'],
    {
      // A production build, as `npm run build` makes: Vitest's NODE_ENV=test would bundle React's dev runtime.
      env: { ...process.env, NODE_ENV: 'production', CLIENT_DIST: out },
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) throw new Error(`no build in ${dist}, and vite build failed: ${build.stderr.slice(-2000)}`);
  return out;
}

let measured: string | null = null;
const build = () => (measured ??= buildToMeasure());

describe('size budgets (first-load JS, gzip)', () => {
  it('courier ≤ 150 KiB, guest ≤ 130 KiB, login ≤ 130 KiB, no map code in them', () => {
    const dir = build();
    expect(hasBuild(dir)).toBe(true);
    const figures = measure(dir);
    console.log(`first-load JS of ${dir}\n${report(figures)}`);
    expect(figures.length).toBeGreaterThan(0);
    expect(failures(figures)).toEqual([]);
  }, 600_000);

  it('the guest page’s first load as the server sends it with gzip, headers included, stays ≤ 130 KiB', async () => {
    const dir = build();
    const guest = BUDGETS.find((b) => b.name === 'guest page')!;
    const app = await createTestApp({ CLIENT_DIST: dir });
    try {
      let bytes = 0;
      for (const file of routeFiles(dir, guest)) {
        const res = await app.inject({
          method: 'GET',
          url: `/${file}`,
          headers: { 'accept-encoding': 'gzip, deflate' },
        });
        expect(res.statusCode, file).toBe(200);
        // The status line and each header line as HTTP/1.1 writes them, then the body as sent.
        const head = `HTTP/1.1 200 OK\r\n${Object.entries(res.headers)
          .map(([k, v]) => `${k}: ${String(v)}\r\n`)
          .join('')}\r\n`;
        bytes += Buffer.byteLength(head) + res.rawPayload.length;
      }
      console.log(`guest page as sent: ${(bytes / 1024).toFixed(1)} KiB`);
      expect(bytes / 1024).toBeLessThanOrEqual(guest.limitKiB);
    } finally {
      await app.close();
      if (dir !== dist) fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 600_000);
});

/** A tiny fake build: an entry, a shared chunk it imports, and one screen importing map code. */
function fakeBuild(screenBytes: number, mapInScreen: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'budgets-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const random = (n: number) =>
    Array.from({ length: n }, () => String.fromCharCode(33 + Math.floor(Math.random() * 90))).join('');
  fs.writeFileSync(path.join(dir, 'assets/index.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'assets/shared.js'), 'export const a = 1');
  fs.writeFileSync(
    path.join(dir, 'assets/screen.js'),
    random(screenBytes) + (mapInScreen ? 'el.classList.add(`maplibregl-canvas`)' : ''),
  );
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    'src/screen.tsx': { file: 'assets/screen.js', isDynamicEntry: true, imports: ['_shared.js'] },
  };
  fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('the budget check itself', () => {
  const budget = [{ name: 'screen', screens: ['src/screen.tsx'], limitKiB: 2 }];

  it('passes a small route and counts each chunk once', () => {
    const [figure] = measure(fakeBuild(100, false), budget);
    expect(figure.chunks.map((c) => c.file).sort()).toEqual([
      'assets/index.js',
      'assets/screen.js',
      'assets/shared.js',
    ]);
    expect(failures([figure])).toEqual([]);
  });

  it('names the chunk that grew past the budget', () => {
    const [message] = failures(measure(fakeBuild(6000, false), budget));
    expect(message).toMatch(/^screen: [\d.]+ KiB gzip > 2 KiB; largest chunks: assets\/screen\.js/);
  });

  it('fails when map code reaches a first load', () => {
    expect(failures(measure(fakeBuild(10, true), budget))).toEqual([
      'screen: map code in a first load: assets/screen.js (maplibre-gl)',
    ]);
  });
});
