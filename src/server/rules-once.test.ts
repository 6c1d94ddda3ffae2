import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Rules the server keeps in one place (decisions 092 and 093). Each test reads every server
 * source file (tests excepted) and fails when the rule is written again somewhere else — a second
 * copy is how the two drift apart. The behaviour itself is pinned by the route tests
 * (`authz/contract.test.ts` "a deleted staff login…", `features/auth/auth.test.ts`, `auth/limits.test.ts`).
 */
const SERVER = path.dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}
const files = sources(SERVER).map((f) => ({ name: path.relative(SERVER, f), text: fs.readFileSync(f, 'utf8') }));
const matching = (pattern: RegExp) =>
  files
    .filter((f) => pattern.test(f.text))
    .map((f) => f.name)
    .sort();

/** A non-null assertion on a path id: `scopedRoutes` types the scope from the path instead. */
export const SCOPE_ASSERTION = /\bscope\.[a-zA-Z]+!/;
/** The revoked-login check: looking the caller's account up by the id in its token. */
export const ACCOUNT_STILL_EXISTS = /eq\(\s*accounts\.id,\s*(\w+\.accountId|sql\.placeholder\('\w+'\))\s*\)/;
/** Counting an attempt in the PostgreSQL limits table. */
export const HIT_LIMIT = /\bhitLimit\(/;

describe('rules written once on the server', () => {
  it('the patterns catch what they look for', () => {
    // Planted in two halves, so that `grep "scope\.[a-zA-Z]*!"` over the tree finds no match here either.
    expect(SCOPE_ASSERTION.test('request.scope.pubId' + '!')).toBe(true);
    expect(SCOPE_ASSERTION.test('request.scope.pubId')).toBe(false);
    expect(ACCOUNT_STILL_EXISTS.test('.where(eq(accounts.id, c.accountId))')).toBe(true);
    expect(ACCOUNT_STILL_EXISTS.test('.where(eq(accounts.id, staffId))')).toBe(false);
    expect(HIT_LIMIT.test('await hitLimit(app.db, key, 5, 1000)')).toBe(true);
  });

  it('no handler asserts a path id with `!`', () => {
    expect(matching(SCOPE_ASSERTION)).toEqual([]);
  });

  it('a revoked login is looked up in plugins/repository.ts only (for the access plugin)', () => {
    expect(matching(ACCOUNT_STILL_EXISTS)).toEqual(['plugins/repository.ts']);
  });

  it('attempts are counted by the route limit and the login guard only', () => {
    expect(matching(HIT_LIMIT)).toEqual(['auth/login-guard.ts', 'auth/repository.ts', 'plugins/rate-limit.ts']);
  });

  it('app.ts and the plugins depend on auth/, not on a feature folder, for tokens', () => {
    const reaching = files.filter(
      (f) => /^(app\.ts|plugins\/|auth\/|realtime\/)/.test(f.name) && /from '[^']*features\/auth\//.test(f.text),
    );
    expect(reaching.map((f) => f.name)).toEqual([]);
  });
});
