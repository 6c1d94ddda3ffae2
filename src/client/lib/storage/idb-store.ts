import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { KeyValueStore } from './query-persistence.ts';
import { IDB_DATABASE } from './keys.ts';

/**
 * The only IndexedDB code of the front end (docs/product.md D9). What is kept where:
 * - IndexedDB `tavola`, store `kv`: `query-cache:<accountId>` → the dehydrated TanStack Query cache
 *   of that account (the roots of persisted-roots.ts: courier orders, balance/profile, the staff
 *   order list and its pub) and its paused mutations (courier "completed"/"canceled" made offline). Busted by app version, 24 h at most,
 *   removed at logout (query-persistence.ts).
 * - IndexedDB `tavola`, store `kv`: `blob:<key>` → a proof-of-delivery photo taken offline, until its
 *   queued upload is sent (offline-mutations.ts); removed once sent or at logout with the queue.
 * - localStorage `tavola.session-marker`: role and ids of the last signed-in account, so an offline
 *   start can open the cached screens read-only (session-marker.ts). Never a token.
 * - The access token stays in memory and the refresh token in an httpOnly cookie (docs/product.md D4).
 * - The service worker's Cache Storage holds the app files and images, never /api answers.
 */
interface TavolaDB extends DBSchema {
  kv: { key: string; value: string | Blob };
}

let opening: Promise<IDBPDatabase<TavolaDB>> | null = null;

function db(): Promise<IDBPDatabase<TavolaDB>> {
  opening ??= openDB<TavolaDB>(IDB_DATABASE.name, IDB_DATABASE.version, {
    upgrade(database) {
      database.createObjectStore(IDB_DATABASE.store);
    },
  });
  return opening;
}

/** A string key-value store over IndexedDB, the shape the async query persister expects. */
export const idbStore: KeyValueStore = {
  async getItem(key) {
    const value = await (await db()).get(IDB_DATABASE.store, key);
    return typeof value === 'string' ? value : null;
  },
  async setItem(key, value) {
    await (await db()).put(IDB_DATABASE.store, value, key);
  },
  async removeItem(key) {
    await (await db()).delete(IDB_DATABASE.store, key);
  },
};

/** Photos waiting for their queued upload (proof of delivery, docs/product.md D14), beside the query cache. */
export const idbBlobs = {
  async put(key: string, blob: Blob): Promise<void> {
    await (await db()).put(IDB_DATABASE.store, blob, `blob:${key}`);
  },
  async get(key: string): Promise<Blob | null> {
    const value = await (await db()).get(IDB_DATABASE.store, `blob:${key}`);
    return value instanceof Blob ? value : null;
  },
  async remove(key: string): Promise<void> {
    await (await db()).delete(IDB_DATABASE.store, `blob:${key}`);
  },
  /** Every waiting photo (a courier logging out drops the queue they belong to). */
  async clear(): Promise<void> {
    await (await db()).delete(IDB_DATABASE.store, IDBKeyRange.bound('blob:', 'blob:\uffff'));
  },
};
