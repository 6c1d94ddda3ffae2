import { useSyncExternalStore } from 'react';
import { api } from '../../lib/api-client.ts';
import { clearSession, getSession, subscribeSession } from '../../lib/session.ts';

/** The signed-in courier's id (from the token, or the offline session). */
export function useCourierId(): number {
  return useSyncExternalStore(subscribeSession, () => getSession().courierId);
}

/** A courier whose record is gone is signed out (docs/product.md S4 "Session"); clearing drops the cache too. */
export async function signOutCourier(): Promise<void> {
  await api.post('/api/auth/logout', {}, { noRefresh: true }).catch(() => undefined);
  clearSession();
}
