import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath } from '../e2e/chromium.ts';

/** Lighthouse mobile performance score (0–100) of a URL, in Debian's Chromium. */
export async function lighthouseScore(url: string, extraHeaders?: Record<string, string>): Promise<number> {
  // Lighthouse sometimes loses its trace (NO_NAVSTART); one more run settles it.
  for (let attempt = 0; attempt < 3; attempt++) {
    const score = await runOnce(url, extraHeaders);
    if (!Number.isNaN(score)) return score;
  }
  return NaN;
}

function runOnce(url: string, extraHeaders?: Record<string, string>): Promise<number> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-lh-'));
  const args = [
    url,
    '--only-categories=performance',
    '--output=json',
    '--quiet',
    `--chrome-flags=--headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync --proxy-server=http://127.0.0.1:9 --user-data-dir=${profile}`,
    ...(extraHeaders ? [`--extra-headers=${JSON.stringify(extraHeaders)}`] : []),
  ];
  return new Promise((resolve) => {
    execFile('node_modules/.bin/lighthouse', args, { env: { ...process.env, CHROME_PATH: chromiumPath() }, maxBuffer: 64 * 1024 * 1024, timeout: 120_000 }, (error, stdout) => {
      fs.rmSync(profile, { recursive: true, force: true });
      try {
        const report = JSON.parse(stdout);
        const score = report.categories.performance.score;
        if (report.runtimeError || typeof score !== 'number') throw new Error(report.runtimeError?.code ?? 'no score');
        resolve(Math.round(score * 100));
      } catch {
        console.error(`lighthouse failed for ${url}: ${error?.message ?? 'no report'}`);
        resolve(NaN);
      }
    });
  });
}
