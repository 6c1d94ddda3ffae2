import { useMutationState } from '@tanstack/react-query';
import { Plural, Trans } from '@lingui/react/macro';
import { useOnline } from '../lib/offline.ts';
import './shell.css';

/** Shown while offline: the screens show the last known data, and queued actions wait to be sent. */
export function OfflineBanner() {
  const online = useOnline();
  const queued = useMutationState({ filters: { predicate: (m) => m.state.isPaused } }).length;
  if (online) return null;
  return (
    <div className="banner banner-offline" role="status">
      <Trans id="common.offline.banner">You are offline. Showing the last known data.</Trans>{' '}
      {queued > 0 && (
        <Plural
          id="common.offline.queued"
          value={queued}
          one="# change will be sent when the connection returns."
          other="# changes will be sent when the connection returns."
        />
      )}
    </div>
  );
}
