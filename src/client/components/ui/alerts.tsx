import { useEffect } from 'react';
import { atom, useAtomValue, useSetAtom, getDefaultStore } from 'jotai';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { ALERT_DELAY_MS, ALERT_FADE_MS, ALERT_REMOVE_MS } from '#shared/constants.ts';
import { messageFor } from '../../lib/error-messages.ts';
import { ApiError } from '../../lib/api-client.ts';

/**
 * Alerts (spec §8): danger or success, shown 3000 ms, fading 500 ms after that delay and removed 1 s
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

function AlertItem({ alert }: { alert: Alert }) {
  const { i18n } = useLingui();
  const setAlerts = useSetAtom(alertsAtom);
  useEffect(() => {
    const fade = setTimeout(() => setAlerts((l) => l.map((a) => (a.id === alert.id ? { ...a, fading: true } : a))), ALERT_DELAY_MS + ALERT_FADE_MS);
    const remove = setTimeout(() => setAlerts((l) => l.filter((a) => a.id !== alert.id)), ALERT_DELAY_MS + ALERT_FADE_MS + ALERT_REMOVE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(remove);
    };
  }, [alert.id, setAlerts]);
  const text = alert.text ?? i18n._(messageFor(alert.key ?? ''));
  return (
    <div className={`alert alert-${alert.type}${alert.fading ? ' alert-fading' : ''}`} role={alert.type === 'danger' ? 'alert' : 'status'} data-source={alert.source}>
      <span>{text}</span>
      <button type="button" className="alert-close" aria-label={i18n._(msg({ id: 'common.close', message: 'Close' }))} onClick={() => setAlerts((l) => l.filter((a) => a.id !== alert.id))}>
        ×
      </button>
    </div>
  );
}

export function Alerts() {
  const alerts = useAtomValue(alertsAtom);
  return (
    <div className="alerts" aria-live="polite">
      {alerts.map((a) => (
        <AlertItem key={a.id} alert={a} />
      ))}
    </div>
  );
}
