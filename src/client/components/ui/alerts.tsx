import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react';
import { ALERT_DELAY_MS, ALERT_FADE_MS, ALERT_REMOVE_MS } from '#shared/constants.ts';
import { messageFor } from '../../lib/error-messages.ts';
import { WORDS } from './words.ts';
import { alertsAtom, type Alert } from '../../lib/alerts.ts';

/** The alerts shown over every screen (the store and its rules: lib/alerts.ts). */
function AlertItem({ alert }: { alert: Alert }) {
  const { i18n } = useLingui();
  const setAlerts = useSetAtom(alertsAtom);
  useEffect(() => {
    const fade = setTimeout(
      () => setAlerts((l) => l.map((a) => (a.id === alert.id ? { ...a, fading: true } : a))),
      ALERT_DELAY_MS + ALERT_FADE_MS,
    );
    const remove = setTimeout(
      () => setAlerts((l) => l.filter((a) => a.id !== alert.id)),
      ALERT_DELAY_MS + ALERT_FADE_MS + ALERT_REMOVE_MS,
    );
    return () => {
      clearTimeout(fade);
      clearTimeout(remove);
    };
  }, [alert.id, setAlerts]);
  const text = alert.text ?? i18n._(messageFor(alert.key ?? ''));
  return (
    <div
      className={`alert alert-${alert.type}${alert.fading ? ' alert-fading' : ''}`}
      role={alert.type === 'danger' ? 'alert' : 'status'}
      data-source={alert.source}
    >
      <span>{text}</span>
      <button
        type="button"
        className="alert-close"
        aria-label={i18n._(WORDS.close)}
        onClick={() => setAlerts((l) => l.filter((a) => a.id !== alert.id))}
      >
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
