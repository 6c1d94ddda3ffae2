import { useMutationState } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import type { CourierAction } from '../lib/offline-mutations.ts';
import './shell.css';

export interface PendingOrderAction {
  orderId: number;
  action: 'complete' | 'cancel' | 'stage' | 'proof';
  /** Waiting for the connection (true) or being sent now (false). */
  queued: boolean;
}

/** Courier actions (completed, canceled, stages, proof photos) not yet confirmed by the server, per order: the pending state of an offline action. */
export function usePendingOrderActions(): PendingOrderAction[] {
  return useMutationState({
    filters: { mutationKey: ['courier'], status: 'pending' },
    select: (m) => {
      const vars = m.state.variables as number | Partial<CourierAction> | undefined;
      const orderId = typeof vars === 'number' ? vars : Number(vars?.orderId);
      return { orderId, action: m.options.mutationKey?.[1] as PendingOrderAction['action'], queued: m.state.isPaused };
    },
  }).filter((p) => ['complete', 'cancel', 'stage', 'proof'].includes(p.action));
}

/** A badge for an order card: "waiting for connection" or "sending". */
export function PendingActionBadge({ orderId }: { orderId: number }) {
  const all = usePendingOrderActions().filter((p) => p.orderId === orderId);
  // The closing action says most; a stage or a photo alone says it waits too.
  const pending = all.find((p) => p.action === 'complete' || p.action === 'cancel') ?? all[0];
  if (!pending) return null;
  return (
    <span className="badge badge-pending" role="status">
      {pending.queued ? (
        pending.action === 'complete' ? (
          <Trans id="common.pending.complete_queued">Completed — waiting for connection</Trans>
        ) : pending.action === 'cancel' ? (
          <Trans id="common.pending.cancel_queued">Canceled — waiting for connection</Trans>
        ) : (
          <Trans id="common.pending.saved_queued">Saved — waiting for connection</Trans>
        )
      ) : (
        <Trans id="common.pending.sending">Sending…</Trans>
      )}
    </span>
  );
}
