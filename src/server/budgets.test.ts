import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failures, measure, report } from '../../scripts/budgets.ts';

/**
 * First-load size budgets of DESIGN.md §9 on the build in CLIENT_DIST (dist): `npm test` builds before
 * this runs. Without a build the test is skipped with a note, since there is nothing to measure.
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
