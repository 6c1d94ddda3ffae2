/**
 * `npm test`: everything (docs/product.md D1) — translations, typecheck, lint, build, unit and server
 * integration tests, browser tests, size budgets and chaos tests — then one summary line.
 */
import { spawn } from 'node:child_process';
import { chromiumPath } from '../e2e/chromium.ts';

interface Step { name: string; cmd: string[]; env?: Record<string, string> }
const bin = (name: string) => `node_modules/.bin/${name}`;

function run(step: Step): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(step.cmd[0], step.cmd.slice(1), { env: { ...process.env, ...step.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (d: Buffer) => {
      output += d;
      process.stdout.write(d);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('exit', (code) => resolve({ ok: code === 0, output }));
  });
}

if (!chromiumPath()) {
  console.error('No Chromium for the browser tests: the one in @sparticuz/chromium did not start here; install one with `apt-get install chromium` (or set CHROMIUM_PATH).');
  process.exit(1);
}

const started = Date.now();
const results: { name: string; ok: boolean; passed: number; failed: number }[] = [];
// eslint-disable-next-line no-control-regex -- terminal colour codes
const ANSI = /\x1b\[[0-9;]*m/g;
const count = (output: string, re: RegExp) => Number(re.exec(output.replace(ANSI, ''))?.[1] ?? 0);

async function stage(steps: Step[]) {
  const outs = await Promise.all(steps.map(run));
  steps.forEach((s, i) => {
    const out = outs[i].output;
    // Vitest: "Tests  2 failed | 352 passed (354)"; Playwright: "  43 passed (2.2m)" and "  2 failed".
    const vitest = /^\s*Tests\s+(.*)$/m.exec(out.replace(ANSI, ''))?.[1] ?? '';
    const passed = count(vitest, /(\d+) passed/) || count(out, /^\s+(\d+) passed \(/m);
    const failed = outs[i].ok ? 0 : count(vitest, /(\d+) failed/) || count(out, /^\s+(\d+) failed$/m) || 1;
    results.push({ name: s.name, ok: outs[i].ok, passed: passed || (outs[i].ok ? 1 : 0), failed });
  });
  return outs.every((o) => o.ok);
}

const ok =
  (await stage([{ name: 'translations', cmd: [process.execPath, 'scripts/i18n-check.ts'] }])) &&
  (await stage([
    { name: 'typecheck', cmd: [bin('tsc'), '-p', 'tsconfig.json'] },
    { name: 'lint', cmd: [bin('eslint'), '--max-warnings', '0', '.'] },
  ])) &&
  (await stage([{ name: 'build', cmd: [bin('vite'), 'build', '--logLevel', 'warn'] }])) &&
  // The guest page's server renderer (decision 121) goes into dist/.ssr after the client build.
  (await stage([{ name: 'build ssr', cmd: [bin('vite'), 'build', '--ssr', 'src/client/ssr/guest-ssr.tsx', '--logLevel', 'warn'] }])) &&
  (await stage([{ name: 'unit+server', cmd: [bin('vitest'), 'run'] }])) &&
  (await stage([{ name: 'browser', cmd: [bin('playwright'), 'test'] }]));

const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0);
console.log(`\n${results.map((r) => `${r.ok ? '✓' : '✗'} ${r.name}`).join('  ')}  (${Math.round((Date.now() - started) / 1000)} s)`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
