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

/** The median of `runs` scores (issue 16: "median of 3"); failed runs are left out. */
export async function lighthouseMedian(url: string, runs = 3, extraHeaders?: Record<string, string>): Promise<number> {
  const scores: number[] = [];
  for (let i = 0; i < runs; i++) {
    const score = await lighthouseScore(url, extraHeaders);
    if (!Number.isNaN(score)) scores.push(score);
  }
  scores.sort((a, b) => a - b);
  console.log(`  lighthouse ${url}: ${scores.join(', ')}`);
  return scores.length ? scores[Math.floor(scores.length / 2)] : NaN;
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
