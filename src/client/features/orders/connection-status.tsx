import { Trans } from '@lingui/react/macro';
import type { BoardConnection } from './use-orders-live.ts';

/** The live channel's state, always visible on the board (docs/product.md D8). */
export function ConnectionStatus({ state }: { state: BoardConnection }) {
  return (
    <span className={`live-state live-state-${state}`} role="status" data-state={state}>
      <span className="live-dot" aria-hidden="true" />
      {state === 'connected' && <Trans id="orders.live.connected">Live</Trans>}
      {state === 'connecting' && <Trans id="orders.live.connecting">Connecting…</Trans>}
      {state === 'reconnecting' && <Trans id="orders.live.reconnecting">Reconnecting…</Trans>}
      {state === 'error' && <Trans id="orders.live.error">No connection, retrying</Trans>}
      {state === 'disconnected' && <Trans id="orders.live.disconnected">Disconnected</Trans>}
      {state === 'offline' && <Trans id="orders.live.offline">Offline</Trans>}
    </span>
  );
}
