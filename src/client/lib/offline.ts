import { useSyncExternalStore } from 'react';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { PERSISTED_QUERY_GC_MS } from '#shared/constants.ts';
import { refreshToken } from './api-client.ts';
import { APP_VERSION } from './app-version.ts';
import { getSession, restoreOfflineSession, subscribeSession } from './session.ts';
import { PERSISTED_QUERY_ROOTS } from './storage/persisted-roots.ts';
import type { QueryPersistence } from './storage/query-persistence.ts';
import { readSessionMarker, removeSessionMarker, writeSessionMarker } from './storage/session-marker.ts';
import { registerOfflineMutations } from './offline-mutations.ts';
import { readViewAs } from './view-as.ts';
import { waitAtMost } from './wait.ts';

/**
 * Offline support wiring (docs/product.md D9): the online flag, the per-account persisted query
 * cache following the session, paused courier actions resumed after a restore, and the offline start
 * (cached screens, read-only, for the last account when the session cannot be refreshed offline).
 * The persister (idb + the persist packages) is its own precached chunk, loaded only once an account
 * is known, so the guest page's first load does not carry it (budgets, docs/product.md D9).
 */
let persistence: Promise<QueryPersistence> | null = null;
let client: QueryClient | null = null;

function loadPersistence(): Promise<QueryPersistence> {
  const queryClient = client!;
  persistence ??= Promise.all([import('./storage/query-persistence.ts'), import('./storage/idb-store.ts')]).then(
    ([m, s]) =>
      m.createQueryPersistence({
        queryClient,
        store: s.idbStore,
        buster: APP_VERSION,
        onRestored: () => void queryClient.resumePausedMutations(),
      }),
  );
  // A chunk that failed to load (a deploy mid-session) is tried again next time.
  persistence.catch(() => (persistence = null));
  return persistence;
}

export function startOfflineSupport(queryClient: QueryClient, onSignedOut: () => void): void {
  client = queryClient;
  // TanStack Query assumes "online" until an event says otherwise; a start without network must pause.
  onlineManager.setOnline(navigator.onLine);
  for (const root of PERSISTED_QUERY_ROOTS) queryClient.setQueryDefaults([root], { gcTime: PERSISTED_QUERY_GC_MS });
  registerOfflineMutations(queryClient);

  // A tab where the platform admin views a pub as its owner keeps nothing on the device: neither the
  // owner's cache nor the owner as "the last account" (view-as.ts).
  const viewing = readViewAs() !== null;
  // The last account's cache starts loading now, in parallel with the session refresh.
  const marker = viewing ? null : readSessionMarker();
  if (marker) void loadPersistence().then((p) => p.use(marker.accountId));

  subscribeSession((s) => {
    if (viewing && s.authenticated) return;
    if (s.token && s.accountId && s.role) {
      writeSessionMarker({
        accountId: s.accountId,
        role: s.role,
        companyId: s.companyId,
        pubId: s.pubId,
        courierId: s.courierId,
      });
      void loadPersistence().then((p) => p.use(s.accountId));
    } else if (!s.authenticated) {
      // Logout or a rejected refresh: nothing of this account stays on the device.
      const last = readSessionMarker()?.accountId ?? 0;
      removeSessionMarker();
      queryClient.clear();
      if (!persistence && !last) return;
      void loadPersistence().then((p) => {
        const current = p.accountId;
        void p.clear(current);
        if (last && last !== current) void p.clear(last);
      });
    }
  });

  // Back online after an offline start: get a real session again (or go to the login screen).
  window.addEventListener('online', () => {
    if (getSession().token || !readSessionMarker()) return;
    void refreshToken().then((ok) => {
      if (!ok && !getSession().authenticated) onSignedOut();
    });
  });
}

/** A stuck IndexedDB (a blocked upgrade, a broken profile) must not hold a screen back for long. */
const RESTORE_WAIT_MS = 3000;

/** Resolves once the current account's persisted cache is restored (route guards wait for it). */
export function persistedCacheReady(): Promise<void> {
  if (!persistence) return Promise.resolve();
  return waitAtMost(
    persistence.then((p) => p.ready()),
    RESTORE_WAIT_MS,
  );
}

/**
 * Called by a guard when no token could be obtained: offline (or the refresh failed without a 401),
 * with a known last account, the app opens that account's cached screens instead of the login screen.
 */
export function enterOfflineSession(): boolean {
  const marker = readSessionMarker();
  if (!marker) return false;
  restoreOfflineSession(marker);
  void loadPersistence().then((p) => p.use(marker.accountId));
  return true;
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );
}

// Screens take the queued courier actions from here: importing offline-mutations.ts directly from the
// courier chunk made the bundler split it off the shell's offline chunk, +0.6 KiB gzip on every first load.
export {
  courierAction,
  courierMutationKeys,
  COURIER_QUEUE_SCOPE,
  type CourierAction,
  type CourierActionKind,
} from './offline-mutations.ts';
