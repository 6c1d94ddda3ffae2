import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failures, measure, report } from '../../scripts/budgets.ts';

/**
 * First-load size budgets of DESIGN.md §9 on the build in CLIENT_DIST (dist): `npm test` builds before
 * this runs. Without a build that check is skipped with a note, since there is nothing to measure.
 */
const dist = path.resolve(process.env.CLIENT_DIST ?? 'dist');
const built = fs.existsSync(path.join(dist, '.vite/manifest.json'));

describe('size budgets (first-load JS, gzip)', () => {
  it.skipIf(!built)('courier ≤ 150 KiB, guest ≤ 130 KiB, login ≤ 130 KiB, no map code in them', () => {
    const figures = measure(dist);
    console.log(`first-load JS of ${dist}\n${report(figures)}`);
    expect(failures(figures)).toEqual([]);
  });

  it.runIf(!built)(`is skipped: no build with a Vite manifest in ${dist} (run vite build)`, () => {
    expect(built).toBe(false);
  });
});

/** A tiny fake build: an entry, a shared chunk it imports, and one screen importing map code. */
function fakeBuild(screenBytes: number, mapInScreen: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'budgets-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const random = (n: number) => Array.from({ length: n }, () => String.fromCharCode(33 + Math.floor(Math.random() * 90))).join('');
  fs.writeFileSync(path.join(dir, 'assets/index.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'assets/shared.js'), 'export const a = 1');
  fs.writeFileSync(path.join(dir, 'assets/screen.js'), random(screenBytes) + (mapInScreen ? 'el.classList.add(`maplibregl-canvas`)' : ''));
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
    expect(figure.chunks.map((c) => c.file).sort()).toEqual(['assets/index.js', 'assets/screen.js', 'assets/shared.js']);
    expect(failures([figure])).toEqual([]);
  });

  it('names the chunk that grew past the budget', () => {
    const [message] = failures(measure(fakeBuild(6000, false), budget));
    expect(message).toMatch(/^screen: [\d.]+ KiB gzip > 2 KiB; largest chunks: assets\/screen\.js/);
  });

  it('fails when map code reaches a first load', () => {
    expect(failures(measure(fakeBuild(10, true), budget))).toEqual(['screen: map code in a first load: assets/screen.js (maplibre-gl)']);
  });
});
