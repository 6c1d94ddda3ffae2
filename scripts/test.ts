/**
 * `npm test`: everything (docs/product.md D1) — translations, typecheck, lint, build, unit and server
 * integration tests, browser tests, size budgets and chaos tests — then one summary line.
 *
 * The steps form a small graph rather than a queue (decision 207): the translation check first (it takes a
 * second and catches the commonest mistake); then typecheck, lint, the format check and the build side by side; once the build
 * (which the tests read) is done, the browser tests run beside the unit and server tests, and then beside the
 * chaos tests, which start and kill whole servers and so run one file at a time after the rest. Every step runs
 * to its end even when another fails, so one run reports every failure; the exit code is non-zero if any failed.
 * Each line of a step's output is printed as it comes, prefixed with the step's name.
 */
import { spawn } from 'node:child_process';
import { chromiumPath, headlessShellPath } from '../e2e/chromium.ts';

interface Step {
  name: string;
  cmd: string[];
  env?: Record<string, string>;
}
interface Result {
  name: string;
  ok: boolean;
  passed: number;
  failed: number;
  seconds: number;
  /** Each failed test's heading and the first lines of its error, for the digest printed last. */
  failures: string[];
}
const bin = (name: string) => `node_modules/.bin/${name}`;

/** Runs one step, printing its output line by line with the step's name in front (steps run side by side). */
function run(step: Step): Promise<Result> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      env: { ...process.env, ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let partial = '';
    const take = (d: Buffer) => {
      output += d;
      const lines = (partial + d).split('\n');
      partial = lines.pop()!;
      for (const line of lines) process.stdout.write(`[${step.name}] ${line}\n`);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('exit', (code) => {
      if (partial) process.stdout.write(`[${step.name}] ${partial}\n`);
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`[${step.name}] ──── ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s ────\n`);
      const ok = code === 0;
      resolve({ name: step.name, ok, seconds, ...counts(output, ok), failures: ok ? [] : failures(output) });
    });
  });
}

// eslint-disable-next-line no-control-regex -- terminal colour codes
const ANSI = /\x1b\[[0-9;]*m/g;
const count = (output: string, re: RegExp) => Number(re.exec(output)?.[1] ?? 0);

/** Vitest: "Tests  2 failed | 352 passed (354)"; Playwright: "  43 passed (2.2m)" and "  2 failed". */
function counts(raw: string, ok: boolean): { passed: number; failed: number } {
  const out = raw.replace(ANSI, '');
  const vitest = /^\s*Tests\s+(.*)$/m.exec(out)?.[1] ?? '';
  const passed = count(vitest, /(\d+) passed/) || count(out, /^\s+(\d+) passed \(/m);
  const failed = ok ? 0 : count(vitest, /(\d+) failed/) || count(out, /^\s+(\d+) failed$/m) || 1;
  return { passed: passed || (ok ? 1 : 0), failed };
}

/**
 * The failed tests' headings with the first lines of their errors: Vitest's "FAIL  project  file > test" and
 * Playwright's "1) [project] › file:line › title". Printed again at the very end, so that the last lines of a
 * long run (all a CI page may show) still say what failed.
 */
function failures(raw: string): string[] {
  const lines = raw.replace(ANSI, '').split('\n');
  const out: string[] = [];
  lines.forEach((line, i) => {
    if (!/^\s*FAIL\s+\S/.test(line) && !/^\s+\d+\) \[/.test(line)) return;
    out.push(line.trim().slice(0, 240));
    const detail = lines.slice(i + 1, i + 12).filter((l) => /error|expected|received|timeout|timed out/i.test(l));
    out.push(...detail.slice(0, 3).map((l) => `    ${l.trim().slice(0, 240)}`));
  });
  return [...new Set(out)];
}

if (!chromiumPath()) {
  console.error(
    'No Chromium for the browser tests: the one in @sparticuz/chromium did not start here; install one with `apt-get install chromium` (or set CHROMIUM_PATH).',
  );
  process.exit(1);
}
if (!headlessShellPath())
  console.log(
    'No chromium-headless-shell: the browser tests run on the full Chromium, about a third slower (`apt-get install chromium-headless-shell`, decision 305).',
  );

const started = Date.now();
const results: Result[] = [];
const take = (r: Result) => (results.push(r), r.ok);
const all = (steps: Promise<boolean>[]) => Promise.all(steps).then((oks) => oks.every(Boolean));
const step = (name: string, cmd: string[]) => run({ name, cmd }).then(take);

const ok =
  (await step('translations', [process.execPath, 'scripts/i18n-check.ts'])) &&
  (await all([
    step('typecheck', [bin('tsc'), '-p', 'tsconfig.json']),
    step('lint', [bin('eslint'), '--max-warnings', '0', '.']),
    // Prettier's check (decision 272): a file not in the house format fails here, with the file's name.
    step('format', [bin('prettier'), '--check', '--log-level', 'warn', '.']),
    (async () =>
      (await step('build', [bin('vite'), 'build', '--logLevel', 'warn'])) &&
      // The guest page's server renderer (decision 121) goes into dist/.ssr after the client build.
      (await step('build ssr', [
        bin('vite'),
        'build',
        '--ssr',
        'src/client/ssr/guest-ssr.tsx',
        '--logLevel',
        'warn',
      ])) &&
      all([
        // The chaos tests run after the others whatever their result, so one run reports both.
        step('unit+server', [bin('vitest'), 'run', '--project', 'server', '--project', 'client']).then(
          async (unit) =>
            (await step('chaos', [bin('vitest'), 'run', '--project', 'chaos', '--maxWorkers', '1'])) && unit,
        ),
        step('browser', [bin('playwright'), 'test']),
      ]))(),
  ]));

const digest = results.flatMap((r) => r.failures.map((line) => `[${r.name}] ${line}`));
if (digest.length) console.log(`\nfailed:\n${digest.slice(0, 40).join('\n')}`);
const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0);
console.log(
  `\n${results.map((r) => `${r.ok ? '✓' : '✗'} ${r.name} ${r.seconds} s`).join('  ')}  (${Math.round((Date.now() - started) / 1000)} s)`,
);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
