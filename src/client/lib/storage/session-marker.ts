import type { Role } from '#shared/constants.ts';
import { readStored, STORAGE_KEYS, writeStored } from './keys.ts';

/**
 * Who was signed in last on this device (role and ids, never a token), so that an offline start can
 * show that account's cached screens read-only instead of the login screen. Written on
 * every sign-in or refresh, removed at logout.
 */
export interface SessionMarker {
  accountId: number;
  role: Role;
  companyId: number;
  pubId: number;
  courierId: number;
}

export function readSessionMarker(): SessionMarker | null {
  try {
    const value = JSON.parse(readStored(STORAGE_KEYS.sessionMarker) ?? 'null') as SessionMarker | null;
    return value && value.accountId > 0 && typeof value.role === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function writeSessionMarker(marker: SessionMarker): void {
  writeStored(STORAGE_KEYS.sessionMarker, JSON.stringify(marker));
}

export function removeSessionMarker(): void {
  writeStored(STORAGE_KEYS.sessionMarker, null);
}
