import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createQueryPersistence, type KeyValueStore } from './query-persistence.ts';
import { queryCacheKey } from './keys.ts';

/** The persisted query cache: version bust, one cache per account, logout removes it. */
function memoryStore() {
  const map = new Map<string, string>();
  const store: KeyValueStore = {
    getItem: async (k) => map.get(k) ?? null,
    setItem: async (k, v) => void map.set(k, v),
    removeItem: async (k) => void map.delete(k),
  };
  return { map, store };
}

/** Waits until the store holds `text` under the account's key (a save is throttled and asynchronous). */
const saved = (map: Map<string, string>, accountId: number, text: string) =>
  vi.waitFor(() => expect(map.get(queryCacheKey(accountId)) ?? '').toContain(text));

function setup(store: KeyValueStore, buster = 'v1') {
  const queryClient = new QueryClient();
  const persistence = createQueryPersistence({ queryClient, store, buster, throttleMs: 0 });
  return { queryClient, persistence };
}

describe('query persistence', () => {
  it('keeps courier, orders and profile queries of an account and restores them', async () => {
    const { map, store } = memoryStore();
    const a = setup(store);
    await a.persistence.use(7);
    a.queryClient.setQueryData(['courier', 'orders', 'active'], [{ id: 1 }]);
    a.queryClient.setQueryData(['profile'], { name: 'Ion' });
    a.queryClient.setQueryData(['company', 'pubs'], ['not kept']);
    await saved(map, 7, 'Ion');
    expect(map.get(queryCacheKey(7))).not.toContain('not kept');

    const b = setup(store);
    await b.persistence.use(7);
    expect(b.queryClient.getQueryData(['courier', 'orders', 'active'])).toEqual([{ id: 1 }]);
    expect(b.queryClient.getQueryData(['profile'])).toEqual({ name: 'Ion' });
    expect(b.queryClient.getQueryData(['company', 'pubs'])).toBeUndefined();
  });

  it('drops a cache written by another app version', async () => {
    const { map, store } = memoryStore();
    const a = setup(store, '0.1.0+aaa');
    await a.persistence.use(7);
    a.queryClient.setQueryData(['courier', 'balance'], 12);
    await saved(map, 7, '"data":12');

    const b = setup(store, '0.1.0+bbb');
    await b.persistence.use(7);
    expect(b.queryClient.getQueryData(['courier', 'balance'])).toBeUndefined();
    expect(map.has(queryCacheKey(7))).toBe(false);
  });

  it('separates accounts: another account neither sees nor overwrites the first one', async () => {
    const { map, store } = memoryStore();
    const a = setup(store);
    await a.persistence.use(1);
    a.queryClient.setQueryData(['courier', 'balance'], 100);
    await saved(map, 1, '"data":100');
    await a.persistence.use(2);
    expect(a.queryClient.getQueryData(['courier', 'balance'])).toBeUndefined();
    a.queryClient.setQueryData(['courier', 'balance'], 200);
    await saved(map, 2, '"data":200');
    expect(map.get(queryCacheKey(1))).toContain('100');
    expect(map.get(queryCacheKey(2))).toContain('200');
    expect(map.get(queryCacheKey(2))).not.toContain('100');

    const b = setup(store);
    await b.persistence.use(1);
    expect(b.queryClient.getQueryData(['courier', 'balance'])).toBe(100);
  });

  it('logout removes the cache and later changes are not written back', async () => {
    const { map, store } = memoryStore();
    const a = setup(store);
    await a.persistence.use(3);
    a.queryClient.setQueryData(['orders', 'list', 5], [{ id: 9 }]);
    await saved(map, 3, '"id":9');
    await a.persistence.clear(3);
    a.queryClient.setQueryData(['orders', 'list', 5], [{ id: 10 }]);
    expect(a.persistence.accountId).toBe(0);
    // Another account's save, asked for after that change, is written: a save of account 3 would have come first.
    await a.persistence.use(8);
    a.queryClient.setQueryData(['courier', 'balance'], 8);
    await saved(map, 8, '"data":8');
    expect(map.has(queryCacheKey(3))).toBe(false);
  });

  it('keeps a paused mutation so that it can resume after a reload', async () => {
    const { map, store } = memoryStore();
    const a = setup(store);
    await a.persistence.use(4);
    a.queryClient.getMutationCache().build(a.queryClient, { mutationKey: ['courier', 'complete'] }, {
      status: 'pending',
      isPaused: true,
      variables: { orderId: 5, courierId: 4, actionId: 'k1' },
    } as never);
    a.queryClient.setQueryData(['courier', 'x'], 1);
    await saved(map, 4, 'k1');

    const sent: unknown[] = [];
    const b = setup(store);
    b.queryClient.setMutationDefaults(['courier', 'complete'], { mutationFn: async (v: unknown) => void sent.push(v) });
    await b.persistence.use(4);
    await b.queryClient.resumePausedMutations();
    expect(sent).toEqual([{ orderId: 5, courierId: 4, actionId: 'k1' }]);
  });
});
