import { readStored, STORAGE_KEYS, writeStored } from './storage/keys.ts';

/**
 * A tab in which the platform admin views a pub as its owner. The mark lives in this tab's
 * sessionStorage only: the admin's other tabs, and any new one, stay the admin. The view's owner token
 * is in memory and is asked for again with the admin's own session when it expires (api-client.ts);
 * nothing of it is a cookie, so the admin's session is never replaced.
 */
export interface ViewAs {
  pubId: number;
  /** Names for the bar, known after the first token; empty until then. */
  pubName: string;
  companyName: string;
}

export function readViewAs(): ViewAs | null {
  try {
    const value = JSON.parse(readStored(STORAGE_KEYS.viewAs, 'session') ?? 'null') as ViewAs | null;
    return value && Number.isInteger(value.pubId) && value.pubId > 0 ? value : null;
  } catch {
    return null;
  }
}

export function writeViewAs(view: ViewAs | null): void {
  writeStored(STORAGE_KEYS.viewAs, view ? JSON.stringify(view) : null, 'session');
}

/** Starts the app again at `path` (replacing this history entry): sockets, caches and memory start clean. */
export function restartAt(path: string): Promise<never> {
  window.location.replace(path);
  return new Promise<never>(() => {});
}

/** Ends this tab's view, if any, and opens `path` as the admin. */
export function leaveViewAs(path: string): Promise<never> | null {
  if (!readViewAs()) return null;
  writeViewAs(null);
  return restartAt(path);
}
