import { useCallback, useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PushLanguage } from '#shared/schemas/push.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/storage/keys.ts';
import {
  keepSubscribed,
  pushState,
  turnOff,
  turnOn,
  type PushState,
  type SubscriptionJson,
} from '../../../lib/push.ts';

/** The order this device's notifications follow (one at a time: the server keeps one order per device). */
const followed = () => readStored(STORAGE_KEYS.pushOrder) ?? '';
const follow = (orderId: string) => writeStored(STORAGE_KEYS.pushOrder, orderId || null);

/**
 * "Notify me" on the guest's status page: after a tap, this device is told of the order's steps (accepted,
 * ready, on its way, delivered, canceled) even with the tab closed. Nothing shows where the browser cannot
 * do it; a blocked or iPhone-in-Safari browser gets one line saying why.
 */
export function NotifyMe({ orderId, token }: { orderId: string; token: string }) {
  const { i18n } = useLingui();
  const lang = (['ru', 'ro', 'en'].includes(i18n.locale) ? i18n.locale : 'ro') as PushLanguage;
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const register = useCallback(
    async (subscription: SubscriptionJson) => {
      const res = await fetch(
        `/api/client/orders/${encodeURIComponent(orderId)}/push?token=${encodeURIComponent(token)}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...subscription, lang }),
        },
      );
      if (!res.ok) throw new Error(`push ${res.status}`);
    },
    [orderId, token, lang],
  );

  useEffect(() => {
    let alive = true;
    void pushState().then((s) => alive && setState(s === 'on' && followed() !== orderId ? 'off' : s));
    // Only the followed order refreshes its subscription (and only once the guest asked for it).
    const stop = followed() === orderId ? keepSubscribed(register) : () => undefined;
    return () => {
      alive = false;
      stop();
    };
  }, [orderId, register]);

  const toggle = async () => {
    setBusy(true);
    setFailed(false);
    try {
      if (state === 'on') {
        await turnOff();
        follow('');
        setState('off');
      } else {
        const next = await turnOn(register);
        if (next === 'on') follow(orderId);
        setState(next);
      }
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (state === null || state === 'unsupported') return null;
  return (
    <section className="guest-notify" data-testid="notify-me" data-state={state}>
      {state === 'off' && (
        <button type="button" className="button guest-notify-button" disabled={busy} onClick={() => void toggle()}>
          <Trans id="guest.notify.on">Notify me about this order</Trans>
        </button>
      )}
      {state === 'on' && (
        <>
          <p className="guest-notify-on">
            <Trans id="guest.notify.is_on">We will notify you when your order changes.</Trans>
          </p>
          <button type="button" className="button button-secondary" disabled={busy} onClick={() => void toggle()}>
            <Trans id="guest.notify.off">Stop notifications</Trans>
          </button>
        </>
      )}
      {state === 'blocked' && (
        <p className="guest-muted">
          <Trans id="guest.notify.blocked">Notifications are blocked in your browser settings for this site.</Trans>
        </p>
      )}
      {state === 'ios-install' && (
        <p className="guest-muted">
          <Trans id="guest.notify.ios">
            On iPhone, notifications work after adding this page to the Home Screen (Share → Add to Home Screen).
          </Trans>
        </p>
      )}
      {failed && (
        <p className="guest-muted" role="alert">
          <Trans id="guest.notify.failed">Could not turn notifications on. Please try again.</Trans>
        </p>
      )}
    </section>
  );
}
