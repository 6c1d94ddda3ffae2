import { redirect } from '@tanstack/react-router';
import type { Role } from '#shared/constants.ts';
import { ensureToken } from './api-client.ts';
import { enterOfflineSession, persistedCacheReady } from './offline.ts';
import { getSession, homeFor } from './session.ts';

export const LOGIN_PATH = '/admin/auth/authentication';

/**
 * A token, or — when it cannot be refreshed without a 401 (offline) — the last account read-only
 * from its cached data; false sends to the login screen.
 */
async function signedIn(): Promise<boolean> {
  return (await ensureToken()) || enterOfflineSession();
}

/** Route guard: a session of one of these roles, else the login screen (or the user's own area). */
export async function requireRole(roles: readonly Role[]): Promise<void> {
  if (!(await signedIn())) throw redirect({ to: LOGIN_PATH });
  const s = getSession();
  if (!s.role || !roles.includes(s.role)) throw redirect({ to: homeFor(s) });
  // Data screens render with the persisted cache already restored (docs/product.md D9).
  await persistedCacheReady();
}

/** `/` sends a signed-in user to their area and anyone else to the login screen (docs/product.md D1). */
export async function redirectHome(): Promise<never> {
  if (!(await signedIn())) throw redirect({ to: LOGIN_PATH });
  throw redirect({ to: homeFor(getSession()) });
}
