import { atom, getDefaultStore } from 'jotai';
import { ApiError } from './api-client.ts';

/**
 * Alerts (docs/product.md S8): danger or success, shown 3000 ms, fading 500 ms after that delay and removed 1 s
 * later; a close button removes them at once. Errors are stored per source key, so one screen's
 * failure replaces its own previous alert instead of piling up.
 */
export interface Alert {
  id: number;
  source: string;
  type: 'danger' | 'success';
  /** A translation key (errors.*), or an already translated text. */
  key?: string;
  text?: string;
  fading: boolean;
}

export const alertsAtom = atom<Alert[]>([]);
let nextId = 1;

export function pushAlert(a: Omit<Alert, 'id' | 'fading'>): void {
  const store = getDefaultStore();
  const id = nextId++;
  store.set(alertsAtom, (list) => [...list.filter((x) => x.source !== a.source), { ...a, id, fading: false }]);
}

/** Shows an error under its source key (registration, pubs.create_pub, …). */
export function showError(source: string, error: unknown): void {
  const key = error instanceof ApiError ? error.key : 'errors.something_went_wrong';
  pushAlert({ source, type: 'danger', key });
}
export function showSuccess(source: string, text: string): void {
  pushAlert({ source, type: 'success', text });
}
