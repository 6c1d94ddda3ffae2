import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_REFRESH } from '#shared/early-refresh.ts';
import { SCREEN_DATA_WAIT_MS } from '#shared/constants.ts';
import { refreshToken } from './api-client.ts';
import { clearSession, getSession } from './session.ts';
import { lazyScreen } from './area.ts';

const claims = (c: object) => `h.${btoa(JSON.stringify(c)).replace(/=+$/, '')}.s`;
const answer = (token: string) =>
  new Response(JSON.stringify({ ok: true, accesstoken: token, role: 'courier' }), {
    headers: { 'content-type': 'application/json' },
  });
const holder = window as unknown as Record<string, unknown>;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete holder[EARLY_REFRESH];
  clearSession();
});

describe('the session refresh the page started (shared/early-refresh.ts)', () => {
  it('the first refresh takes the page’s answer and sends nothing; the next one sends its own', async () => {
    const sent = vi.fn(async () => answer(claims({ role: 'courier', crid: 8 })));
    vi.stubGlobal('fetch', sent);
    holder[EARLY_REFRESH] = Promise.resolve(answer(claims({ role: 'courier', crid: 7 })));
    expect(await refreshToken()).toBe(true);
    expect(sent).not.toHaveBeenCalled();
    expect(getSession().courierId).toBe(7);
    expect(holder[EARLY_REFRESH]).toBeUndefined();
    expect(await refreshToken()).toBe(true);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(getSession().courierId).toBe(8);
  });
  it('a page refresh that failed (offline) is a failed refresh, not an error', async () => {
    vi.stubGlobal('fetch', vi.fn());
    holder[EARLY_REFRESH] = Promise.reject(new TypeError('Failed to fetch'));
    expect(await refreshToken()).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('a screen’s first data, fetched by its route (lib/area.ts)', () => {
  const screen = (prefetch: () => Promise<unknown>) =>
    lazyScreen([], async () => ({ Page: () => null }), 'Page', prefetch).loader;
  it('the route waits for it', async () => {
    let arrived = false;
    await screen(() => new Promise((resolve) => setTimeout(() => resolve((arrived = true)), 20)))();
    expect(arrived).toBe(true);
  });
  it('a slow network holds the route SCREEN_DATA_WAIT_MS at most; a failure does not fail the route', async () => {
    vi.useFakeTimers();
    let done = false;
    const loading = screen(() => new Promise(() => {}))().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(SCREEN_DATA_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(done).toBe(true);
    vi.useRealTimers();
    await expect(screen(() => Promise.reject(new Error('offline')))()).resolves.toBeDefined();
  });
});
