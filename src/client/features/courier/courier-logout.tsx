import { useState } from 'react';
import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Popup } from '../../components/ui/popup.tsx';
import { usePendingOrderActions } from '../../components/pending-action.tsx';
import { pushAlert, showError } from '../../lib/alerts.ts';
import { api } from '../../lib/api-client.ts';
import { LOGIN_PATH } from '../../lib/guards.ts';
import { clearSession } from '../../lib/session.ts';

/**
 * Log out on a shared phone: the server revokes the session first (so a reload cannot refresh it
 * back), then nothing of this courier stays on the device: the persisted query cache and the queued
 * actions (cleared with the session, lib/offline.ts) and the proof photos waiting for their upload.
 * Offline it is refused: the session could not end on the server. Actions not yet confirmed by the
 * server would be lost, so the courier is asked first.
 */
export function CourierLogout() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const unsent = usePendingOrderActions().length;
  const [asking, setAsking] = useState(false);
  const logout = useMutation({
    mutationKey: ['auth', 'logout'],
    networkMode: 'always',
    // This phone stops receiving the courier's pushes: the next courier on it chooses for themselves.
    mutationFn: () =>
      import('../../lib/push.ts')
        .then(({ turnOff }) => turnOff())
        .catch(() => undefined)
        .then(() => api.post('/api/auth/logout', undefined, { noRefresh: true })),
    onSuccess: () => {
      clearSession();
      queryClient.clear();
      void navigate({ to: LOGIN_PATH });
      void import('../../lib/storage/idb-store.ts').then(({ idbBlobs }) => idbBlobs.clear()).catch(() => undefined);
    },
    onError: (error) => showError('courier.logout', error),
  });
  const title = t({ id: 'courier.logout.title', message: 'Log out?' });
  const label = t({ id: 'courier.logout', message: 'Log out' });
  const start = () => {
    if (!onlineManager.isOnline()) {
      pushAlert({
        source: 'courier.logout',
        type: 'danger',
        text: t({
          id: 'courier.logout.needs_connection',
          message: 'Logging out needs a connection, so that the session also ends on the server.',
        }),
      });
      return;
    }
    if (unsent > 0) setAsking(true);
    else logout.mutate();
  };
  return (
    <>
      <button
        type="button"
        className="button button-secondary courier-big-button courier-logout"
        disabled={logout.isPending}
        onClick={start}
      >
        {label}
      </button>
      <Popup open={asking} onClose={() => setAsking(false)} title={title}>
        <p className="courier-logout-lost">
          <Plural
            id="courier.logout.unsent"
            value={unsent}
            one="# unsent action will be lost."
            other="# unsent actions will be lost."
          />{' '}
          <Trans id="courier.logout.unsent_hint">Stay to let them reach the server first.</Trans>
        </p>
        <div className="courier-confirm">
          <button
            type="button"
            className="button button-danger courier-big-button"
            onClick={() => {
              setAsking(false);
              logout.mutate();
            }}
          >
            {label}
          </button>
          <button type="button" className="button button-secondary courier-big-button" onClick={() => setAsking(false)}>
            <Trans id="courier.logout.stay">Stay</Trans>
          </button>
        </div>
      </Popup>
    </>
  );
}
