/**
 * `npm run test:changed [base]`: the tests a change touches, against `base` (default: HEAD, i.e. uncommitted work;
 * `main` for a branch). Vitest runs the test files that import a changed file (`--changed`); Playwright runs the
 * specs whose own files or imported helpers changed (`--only-changed`), after a build when client code changed.
 * It is a quick check while working; `npm test` stays the whole truth before a commit lands.
 */
import { spawnSync } from 'node:child_process';

const base = process.argv[2] ?? 'HEAD';
const bin = (name: string) => `node_modules/.bin/${name}`;
const sh = (cmd: string, args: string[]) => spawnSync(cmd, args, { stdio: 'inherit' }).status === 0;

const diff = spawnSync('git', ['diff', '--name-only', base], { encoding: 'utf8' }).stdout;
const untracked = spawnSync('git', ['ls-files', '--others', '--exclude-standard'], { encoding: 'utf8' }).stdout;
const changed = `${diff}\n${untracked}`.split('\n').filter(Boolean);
if (changed.length === 0) {
  console.log(`nothing changed against ${base}`);
  process.exit(0);
}
console.log(`${changed.length} changed file(s) against ${base}`);

let ok = sh(bin('vitest'), ['run', '--changed', base, '--passWithNoTests']);
const browserRelevant = changed.some(
  (f) => /^(src\/client|src\/shared|e2e|locales|index\.html)\//.test(f) || f === 'index.html',
);
if (browserRelevant) {
  const clientChanged = changed.some((f) => /^(src\/client|src\/shared|locales)\//.test(f) || f === 'index.html');
  if (clientChanged) ok = sh('npm', ['run', 'build', '--silent']) && ok;
  ok = sh(bin('playwright'), ['test', '--only-changed', base, '--pass-with-no-tests']) && ok;
}
process.exit(ok ? 0 : 1);
