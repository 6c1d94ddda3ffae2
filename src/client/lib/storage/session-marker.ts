import type { Role } from '#shared/constants.ts';

/**
 * Who was signed in last on this device (role and ids, never a token), so that an offline start can
 * show that account's cached screens read-only instead of the login screen (issue 7). Written on
 * every sign-in or refresh, removed at logout.
 */
export interface SessionMarker {
  accountId: number;
  role: Role;
  companyId: number;
  pubId: number;
  courierId: number;
}

const KEY = 'tavola.session-marker';

export function readSessionMarker(): SessionMarker | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as SessionMarker | null;
    return value && value.accountId > 0 && typeof value.role === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function writeSessionMarker(marker: SessionMarker): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(marker));
  } catch {
    // Private mode: an offline start will ask to sign in, as without this feature.
  }
}

export function removeSessionMarker(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}
