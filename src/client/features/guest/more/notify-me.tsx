import { useCallback, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PushLanguage } from '#shared/schemas/push.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/storage/keys.ts';
import type { SubscriptionJson } from '../../../lib/push.ts';
import { usePushToggle } from '../../../lib/use-push-toggle.ts';

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

  // Only the followed order shows "on" and refreshes its subscription (and only once the guest asked for it).
  const follows = useCallback(() => followed() === orderId, [orderId]);
  const push = usePushToggle(register, {
    follows,
    onTurned: (next, before) => {
      if (before === 'on') follow('');
      else if (next === 'on') follow(orderId);
    },
    onError: () => setFailed(true),
  });
  const { state, busy } = push;
  const toggle = () => {
    setFailed(false);
    return push.toggle();
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
