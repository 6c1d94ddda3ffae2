import { afterAll, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';

/** The wiring of issue 7: the session drives the marker and the per-account persisted cache. */
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
const settle = () => new Promise((r) => setTimeout(r, 1200));
const queryClient = new QueryClient();
startOfflineSupport(queryClient, () => {});
afterAll(() => localStorage.clear());

describe('offline support wiring', () => {
  it('after sign-in keeps a marker without the token and saves the cache under the account', async () => {
    setToken(token({ role: 'courier', sub: '41', crid: 9 }));
    await persistedCacheReady();
    queryClient.setQueryData(['courier', 'orders', 9], [{ id: 1 }]);
    await settle();
    const marker = localStorage.getItem('tavola.session-marker')!;
    expect(JSON.parse(marker)).toEqual({ accountId: 41, role: 'courier', companyId: 0, pubId: 0, courierId: 9 });
    expect(marker).not.toContain('x.');
    expect(saved.get('query-cache:41')).toContain('"orders"');
  });

  it('an offline start uses the marker: role and ids without a token', () => {
    expect(enterOfflineSession()).toBe(true);
    expect(getSession()).toMatchObject({ token: null, role: 'courier', courierId: 9, accountId: 41 });
  });

  it('logout removes the marker, the saved cache and the in-memory data', async () => {
    clearSession();
    await settle();
    expect(localStorage.getItem('tavola.session-marker')).toBeNull();
    expect(saved.has('query-cache:41')).toBe(false);
    expect(queryClient.getQueryData(['courier', 'orders', 9])).toBeUndefined();
    expect(enterOfflineSession()).toBe(false);
  });
});
