import { useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';
import { getSession, subscribeSession } from '../lib/session.ts';
import { readViewAs, restartAt, writeViewAs } from '../lib/view-as.ts';
import './view-as-bar.css';

/**
 * Above every screen of a tab where the platform admin views a pub as its owner: whose view this is,
 * and the way out, which opens the admin's own orders list in this tab.
 */
export function ViewAsBar() {
  const session = useSyncExternalStore(subscribeSession, getSession);
  const view = readViewAs();
  if (!view || session.role !== 'company') return null;
  const name = view.companyName || view.pubName;
  const exit = () => {
    writeViewAs(null);
    void restartAt('/administration/orders');
  };
  return (
    <div className="view-as-bar" role="region" aria-labelledby="view-as-title">
      <p id="view-as-title">
        <Trans id="common.view_as.title">
          Platform admin: viewing <strong>{name}</strong> as its owner
        </Trans>
      </p>
      <button type="button" className="button button-small" onClick={exit}>
        <Trans id="common.view_as.exit">Exit the view</Trans>
      </button>
    </div>
  );
}
