import { useSyncExternalStore } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { acceptUpdate, dismissUpdate, subscribeUpdate, updateWaiting } from '../lib/pwa.ts';
import './shell.css';

/**
 * A small prompt when a new version is ready; the page reloads only when the user accepts, and not
 * while a change is being sent (a reload into a new version starts with a fresh cache).
 */
export function UpdatePrompt() {
  const available = useSyncExternalStore(subscribeUpdate, updateWaiting);
  const busy = useIsMutating() > 0;
  if (!available) return null;
  return (
    <div className="update-prompt" role="status">
      <span>
        <Trans id="common.update.available">A new version of Tavola is ready.</Trans>
      </span>
      <button type="button" className="button" onClick={acceptUpdate} disabled={busy}>
        <Trans id="common.update.reload">Reload</Trans>
      </button>
      <button type="button" className="button button-secondary" onClick={dismissUpdate}>
        <Trans id="common.update.later">Later</Trans>
      </button>
    </div>
  );
}
