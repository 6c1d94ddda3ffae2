import { useMutation } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { UNDO_WINDOW_MS } from '#shared/kitchen.ts';
import { showError } from '../../lib/alerts.ts';
import { orderCalls } from './order-queries.ts';
import { StepLabel } from './ticket-card.tsx';
import { forgetStep, useLastStep } from './undo-store.ts';
import { useStoreOrder } from './use-order.ts';
import { useNow } from './kitchen-clock.ts';
import { MutationButton } from '../../components/ui/mutation-button.tsx';

/**
 * "No. 12: Prepared · Undo (24 s)": the last step taken on this tablet can be taken back for 30 s
 * (decision 110). After that, or once undone, the bar goes. It sits in the board's header row on a tablet
 * (decision 196), so it never covers a ticket.
 */
export function UndoBar({ pubId, companyId }: { pubId: number; companyId: number }) {
  const step = useLastStep(pubId);
  const now = useNow(1000);
  const store = useStoreOrder(pubId);
  const undo = useMutation({
    mutationKey: ['orders', 'undo'],
    mutationFn: () => orderCalls.undo(companyId, pubId, step!.orderId, step!.undo),
    onSuccess: (answer) => {
      if (answer.order) store(answer.order);
      forgetStep();
    },
    onError: (error) => {
      forgetStep();
      showError('orders.undo', error);
    },
  });
  if (!step) return null;
  // The clock ticks once a second, so it may read a moment before the step: never more than the whole window.
  const left = Math.ceil((step.at + UNDO_WINDOW_MS - Math.max(now, step.at)) / 1000);
  if (left <= 0) return null;
  const number = step.number;
  return (
    <div className="undo-bar" role="status">
      <span>
        <Trans id="orders.undo.done">No. {number}:</Trans> <StepLabel name={step.name} />
      </span>
      <MutationButton className="button undo-button" mutation={undo}>
        <Trans id="orders.undo.button">Undo ({left} s)</Trans>
      </MutationButton>
    </div>
  );
}
