import type { QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { PERSISTED_QUERY_GC_MS } from '#shared/constants.ts';
import { PERSISTED_QUERY_ROOTS } from './persisted-roots.ts';
import { queryCacheKey } from './keys.ts';

/**
 * The query cache kept across reloads and offline starts (docs/product.md D9): one entry per
 * account, busted by the app version, at most 24 h old, removed at logout. Only the courier screens'
 * data, profiles, the staff order list and its pub are kept (their query keys start with the roots of
 * persisted-roots.ts); paused mutations (offline courier actions) are kept too, so they resume after
 * a reload.
 */
export { PERSISTED_QUERY_ROOTS };
export const PERSIST_MAX_AGE_MS = PERSISTED_QUERY_GC_MS;

export interface KeyValueStore {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

/** Structural, so it fits the query type of either query-core copy in node_modules. */
export function shouldPersistQuery(query: { queryKey: readonly unknown[]; state: { status: string } }): boolean {
  return query.state.status === 'success' && (PERSISTED_QUERY_ROOTS as readonly unknown[]).includes(query.queryKey[0]);
}

export interface QueryPersistenceOptions {
  queryClient: QueryClient;
  store: KeyValueStore;
  /** The app version: a cache written by another version is dropped. */
  buster: string;
  throttleMs?: number;
  /** After a restore (paused mutations are resumed here). */
  onRestored?: () => void;
}

export interface QueryPersistence {
  /** Restores this account's cache and saves it from now on; 0 stops saving. Resolves once restored. */
  use(accountId: number): Promise<void>;
  /** The restore in progress (or done) for the current account. */
  ready(): Promise<void>;
  /** Stops saving and deletes this account's saved cache (logout). */
  clear(accountId: number): Promise<void>;
  readonly accountId: number;
}

export function createQueryPersistence(opts: QueryPersistenceOptions): QueryPersistence {
  let current = 0;
  let stop: (() => void) | null = null;
  let restoring: Promise<void> = Promise.resolve();

  const detach = () => {
    stop?.();
    stop = null;
    current = 0;
    restoring = Promise.resolve();
  };

  return {
    get accountId() {
      return current;
    },
    ready: () => restoring,
    use(accountId) {
      if (accountId === current) return restoring;
      const previous = current;
      detach();
      // Another account's data must never be saved under this account's key.
      if (previous) opts.queryClient.clear();
      if (!accountId) return restoring;
      current = accountId;
      // A save throttled before logout must not write the cache back after it was removed.
      let live = true;
      const guarded: KeyValueStore = {
        getItem: (k) => opts.store.getItem(k),
        setItem: (k, v) => (live ? opts.store.setItem(k, v) : Promise.resolve()),
        removeItem: (k) => opts.store.removeItem(k),
      };
      const persister = createAsyncStoragePersister({
        storage: guarded,
        key: queryCacheKey(accountId),
        throttleTime: opts.throttleMs ?? 1000,
      });
      const [unsubscribe, restored] = persistQueryClient({
        // The persist packages type the query client with their own query-core copy; the shape is the same.
        queryClient: opts.queryClient as unknown as Parameters<typeof persistQueryClient>[0]['queryClient'],
        persister,
        maxAge: PERSIST_MAX_AGE_MS,
        buster: opts.buster,
        dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
      });
      stop = () => {
        live = false;
        unsubscribe();
      };
      restoring = restored.then(
        () => opts.onRestored?.(),
        () => undefined,
      );
      return restoring;
    },
    async clear(accountId) {
      if (accountId === current) detach();
      if (accountId) await opts.store.removeItem(queryCacheKey(accountId));
    },
  };
}
