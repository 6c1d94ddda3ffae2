import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setToken, youngToken } from './session.ts';

const jwt = (claims: Record<string, unknown>) =>
  ['e30', btoa(JSON.stringify(claims)).replace(/=+$/, ''), 'sig'].join('.');

describe('youngToken', () => {
  afterEach(() => clearSession());
  it('is the token in memory for the first third of its lifetime, then null', () => {
    const start = Date.now();
    // 15 minutes by the token's own clock, whatever this device's clock says.
    const token = jwt({ sub: '5', role: 'courier', iat: 1000, exp: 1000 + 900 });
    setToken(token);
    expect(youngToken(start)).toBe(token);
    expect(youngToken(start + 4 * 60_000)).toBe(token);
    expect(youngToken(start + 6 * 60_000)).toBeNull();
  });
  it('is null without a token or without its times', () => {
    expect(youngToken()).toBeNull();
    setToken(jwt({ sub: '5', role: 'courier' }));
    expect(youngToken()).toBeNull();
  });
});
