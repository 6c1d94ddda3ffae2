import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { queryCacheKey, readStored, STORAGE_KEYS } from './storage/keys.ts';

/** The offline wiring: the session drives the marker and the per-account persisted cache. */
const saved = vi.hoisted(() => new Map<string, string>());
vi.mock('./storage/idb-store.ts', () => ({
  idbStore: {
    getItem: async (k: string) => saved.get(k) ?? null,
    setItem: async (k: string, v: string) => void saved.set(k, v),
    removeItem: async (k: string) => void saved.delete(k),
  },
}));

const { enterOfflineSession, persistedCacheReady, startOfflineSupport } = await import('./offline.ts');
const { clearSession, getSession, setToken } = await import('./session.ts');

const token = (claims: Record<string, unknown>) => `x.${btoa(JSON.stringify(claims))}.y`;
const queryClient = new QueryClient();
startOfflineSupport(queryClient, () => {});

/** Runs the persister's throttled save (1 s) and every promise behind it, on fake time. */
const flushSaves = () => vi.advanceTimersByTimeAsync(1100);

async function signInCourier() {
  setToken(token({ role: 'courier', sub: '41', crid: 9 }));
  await persistedCacheReady();
  queryClient.setQueryData(['courier', 'orders', 9], [{ id: 1 }]);
  await flushSaves();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(async () => {
  clearSession();
  await flushSaves();
  vi.useRealTimers();
  localStorage.clear();
  saved.clear();
});

describe('offline support wiring', () => {
  it('after sign-in keeps a marker without the token and saves the cache under the account', async () => {
    await signInCourier();
    const marker = readStored(STORAGE_KEYS.sessionMarker)!;
    expect(JSON.parse(marker)).toEqual({ accountId: 41, role: 'courier', companyId: 0, pubId: 0, courierId: 9 });
    expect(marker).not.toContain('x.');
    expect(saved.get(queryCacheKey(41))).toContain('"orders"');
  });

  it('an offline start uses the marker: role and ids without a token', async () => {
    expect(enterOfflineSession()).toBe(false);
    await signInCourier();
    // The page reloads offline: no token in memory, only the marker on the device.
    clearSessionKeepingMarker();
    expect(enterOfflineSession()).toBe(true);
    expect(getSession()).toMatchObject({ token: null, role: 'courier', courierId: 9, accountId: 41 });
  });

  it('logout removes the marker, the saved cache and the in-memory data', async () => {
    await signInCourier();
    expect(saved.has(queryCacheKey(41))).toBe(true);
    clearSession();
    await flushSaves();
    expect(readStored(STORAGE_KEYS.sessionMarker)).toBeNull();
    expect(saved.has(queryCacheKey(41))).toBe(false);
    expect(queryClient.getQueryData(['courier', 'orders', 9])).toBeUndefined();
    expect(enterOfflineSession()).toBe(false);
  });
});

/** What a reload does to the session: memory is gone, the device keeps the marker. */
function clearSessionKeepingMarker() {
  const marker = readStored(STORAGE_KEYS.sessionMarker);
  clearSession();
  if (marker) localStorage.setItem(STORAGE_KEYS.sessionMarker, marker);
}
