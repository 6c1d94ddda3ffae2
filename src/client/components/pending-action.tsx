import { useMutationState } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import type { CourierAction } from '../lib/offline-mutations.ts';
import './shell.css';

export interface PendingOrderAction {
  orderId: number;
  action: 'complete' | 'cancel';
  /** Waiting for the connection (true) or being sent now (false). */
  queued: boolean;
}

/** Courier "completed"/"canceled" not yet confirmed by the server, per order (issue 7 pending state). */
export function usePendingOrderActions(): PendingOrderAction[] {
  return useMutationState({
    filters: { mutationKey: ['courier'], status: 'pending' },
    select: (m) => {
      const vars = m.state.variables as number | Partial<CourierAction> | undefined;
      const orderId = typeof vars === 'number' ? vars : Number(vars?.orderId);
      return { orderId, action: m.options.mutationKey?.[1] as PendingOrderAction['action'], queued: m.state.isPaused };
    },
  }).filter((p) => p.action === 'complete' || p.action === 'cancel');
}

/** A badge for an order card: "waiting for connection" or "sending". */
export function PendingActionBadge({ orderId }: { orderId: number }) {
  const pending = usePendingOrderActions().find((p) => p.orderId === orderId);
  if (!pending) return null;
  return (
    <span className="badge badge-pending" role="status">
      {pending.queued ? (
        pending.action === 'complete' ? (
          <Trans id="common.pending.complete_queued">Completed — waiting for connection</Trans>
        ) : (
          <Trans id="common.pending.cancel_queued">Canceled — waiting for connection</Trans>
        )
      ) : (
        <Trans id="common.pending.sending">Sending…</Trans>
      )}
    </span>
  );
}
