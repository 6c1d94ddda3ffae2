import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath } from '../e2e/chromium.ts';

/** Lighthouse mobile performance score (0–100) of a URL, in Debian's Chromium. */
export async function lighthouseScore(url: string, extraHeaders?: Record<string, string>): Promise<number> {
  return (await lighthouseRun(url, extraHeaders)).score;
}

/** The metrics behind a score (ms; CLS unitless), for finding what moved it. */
export interface LighthouseRun {
  score: number;
  metrics: Record<string, number>;
}

/** One scored run (three attempts: Lighthouse sometimes loses its trace, NO_NAVSTART). */
export async function lighthouseRun(url: string, extraHeaders?: Record<string, string>): Promise<LighthouseRun> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const run = await runOnce(url, extraHeaders);
    if (!Number.isNaN(run.score)) return run;
  }
  return { score: NaN, metrics: {} };
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'cumulative-layout-shift',
  'bootup-time',
];

/** Headers for every request of a run, or a function giving each run its own (a fresh session's cookie). */
type Headers = Record<string, string> | (() => Promise<Record<string, string>>);

/**
 * The median of `runs` scored runs ("median of 3"). A run that fails (NO_NAVSTART, a lost
 * trace) is run again, so the median is of `runs` scores, up to twice as many runs in all. A signed-in page
 * needs a session per run: a refresh cookie is used once, and sent again after the reuse grace the server
 * takes for a stolen one and ends the session (the run would score the login page).
 */
export async function lighthouseMedian(url: string, runs = 3, extraHeaders?: Headers): Promise<number> {
  const scores: number[] = [];
  for (let tries = 0; scores.length < runs && tries < runs * 2; tries++) {
    const score = await lighthouseScore(url, typeof extraHeaders === 'function' ? await extraHeaders() : extraHeaders);
    if (!Number.isNaN(score)) scores.push(score);
  }
  scores.sort((a, b) => a - b);
  console.log(`  lighthouse ${url}: ${scores.join(', ')}`);
  return scores.length ? scores[Math.floor(scores.length / 2)] : NaN;
}

function runOnce(url: string, extraHeaders?: Record<string, string>): Promise<LighthouseRun> {
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
    execFile(
      'node_modules/.bin/lighthouse',
      args,
      { env: { ...process.env, CHROME_PATH: chromiumPath() }, maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
      (error, stdout) => {
        fs.rmSync(profile, { recursive: true, force: true });
        try {
          const report = JSON.parse(stdout);
          const score = report.categories.performance.score;
          if (report.runtimeError || typeof score !== 'number')
            throw new Error(report.runtimeError?.code ?? 'no score');
          const metrics = Object.fromEntries(
            METRICS.map((id) => [id, Math.round((report.audits[id]?.numericValue ?? NaN) * 1000) / 1000]),
          );
          resolve({ score: Math.round(score * 100), metrics });
        } catch {
          console.error(`lighthouse failed for ${url}: ${error?.message ?? 'no report'}`);
          resolve({ score: NaN, metrics: {} });
        }
      },
    );
  });
}
