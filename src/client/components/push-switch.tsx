import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { showError } from '../lib/alerts.ts';
import { browserFamily, type SubscriptionJson } from '../lib/push.ts';
import { usePushToggle } from '../lib/use-push-toggle.ts';
import './push-switch.css';

/**
 * The notifications switch of the courier profile and the kitchen board (docs/architecture.md "Web Push"):
 * shows the true state — on, off, blocked by the browser (with how to unblock), not supported, on an
 * iPhone "add to Home Screen first" with the steps. Permission is asked only when the switch is tapped. While
 * shown it keeps the server's copy of this device's subscription fresh.
 */
export function PushSwitch({
  register,
  what,
  compact = false,
}: {
  register: (subscription: SubscriptionJson) => Promise<void>;
  what: 'courier' | 'kitchen';
  /** One line, for a toolbar. */ compact?: boolean;
}) {
  const { t } = useLingui();
  const labelId = useId();
  const { state, busy, toggle } = usePushToggle(register, { onError: (error) => showError('push', error) });

  if (state === null) return null;
  const on = state === 'on';
  const hint =
    what === 'courier'
      ? t({ id: 'push.hint.courier', message: 'New orders reach this phone even when the app is closed.' })
      : t({
          id: 'push.hint.kitchen',
          message: 'Orders waiting too long reach this device even when the screen sleeps.',
        });
  return (
    <section className={`push-switch is-${state}${compact ? ' is-compact' : ''}`} aria-labelledby={labelId}>
      <div className="push-switch-row">
        <div>
          <h2 id={labelId} className="push-switch-title">
            <Trans id="push.title">Notifications</Trans>
          </h2>
          <p className="push-switch-state" data-testid="push-state">
            {state === 'on' && <Trans id="push.state.on">On</Trans>}
            {state === 'off' && <Trans id="push.state.off">Off</Trans>}
            {state === 'blocked' && <Trans id="push.state.blocked">Blocked by the browser</Trans>}
            {state === 'unsupported' && <Trans id="push.state.unsupported">Not supported in this browser</Trans>}
            {state === 'ios-install' && <Trans id="push.state.ios">Add to Home Screen first</Trans>}
          </p>
        </div>
        {(state === 'on' || state === 'off') && (
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-labelledby={labelId}
            title={compact ? hint : undefined}
            className={`push-toggle${on ? ' is-on' : ''}`}
            disabled={busy}
            onClick={() => void toggle()}
          >
            <span className="push-toggle-knob" aria-hidden="true" />
          </button>
        )}
      </div>
      {(state === 'on' || state === 'off') && !compact && <p className="push-switch-hint">{hint}</p>}
      {state === 'blocked' && <UnblockSteps />}
      {state === 'unsupported' && (
        <p className="push-switch-hint">
          <Trans id="push.unsupported.hint">
            Open Tavola in Chrome, Firefox, Edge or Safari 16.4+ to get notifications.
          </Trans>
        </p>
      )}
      {state === 'ios-install' && (
        <ol className="push-switch-steps">
          <li>
            <Trans id="push.ios.step1">Tap the Share button in Safari.</Trans>
          </li>
          <li>
            <Trans id="push.ios.step2">Choose “Add to Home Screen”.</Trans>
          </li>
          <li>
            <Trans id="push.ios.step3">Open Tavola from the Home Screen and turn notifications on here.</Trans>
          </li>
        </ol>
      )}
    </section>
  );
}

function UnblockSteps() {
  const family = browserFamily();
  return (
    <ol className="push-switch-steps">
      {family === 'desktop' ? (
        <>
          <li>
            <Trans id="push.unblock.desktop1">Click the lock icon left of the address.</Trans>
          </li>
          <li>
            <Trans id="push.unblock.desktop2">Set Notifications to “Allow” and reload the page.</Trans>
          </li>
        </>
      ) : family === 'android' ? (
        <>
          <li>
            <Trans id="push.unblock.android1">
              Tap the lock icon left of the address (or open the app's settings).
            </Trans>
          </li>
          <li>
            <Trans id="push.unblock.android2">Open Permissions → Notifications and allow them, then come back.</Trans>
          </li>
        </>
      ) : (
        <>
          <li>
            <Trans id="push.unblock.ios1">Open Settings → Notifications → Tavola.</Trans>
          </li>
          <li>
            <Trans id="push.unblock.ios2">Turn on “Allow Notifications”, then come back.</Trans>
          </li>
        </>
      )}
    </ol>
  );
}
