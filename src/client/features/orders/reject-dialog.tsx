import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { STAFF_CANCEL_REASONS } from '#shared/constants.ts';
import { Popup } from '../../components/ui/popup.tsx';
import { useCancelReasonLabels } from '../../components/ui/order-vocabulary.tsx';
import type { OrderActions } from './use-order-actions.ts';
import type { Order } from './types.ts';

type Reason = (typeof STAFF_CANCEL_REASONS)[number];

/**
 * Reject an order with a reason (docs/product.md D13): one large button per reason; "other" asks for a few
 * words first. The guest's status page shows the reason in the guest's language.
 */
export function RejectDialog({
  order,
  actions,
  open,
  onClose,
  onRejected,
}: {
  order: Order;
  actions: OrderActions;
  open: boolean;
  onClose: () => void;
  onRejected?: () => void;
}) {
  const { t } = useLingui();
  const labels = useCancelReasonLabels();
  const [other, setOther] = useState(false);
  const [text, setText] = useState('');
  const textId = useId();
  const close = () => {
    setOther(false);
    setText('');
    onClose();
  };
  // The promise, not mutate's callback: the rejected order leaves the board (and this dialog with it) as soon
  // as it is stored, and the undo must still be offered. A failure is shown by the mutation.
  const reject = (reason: Reason) =>
    actions.cancel.mutateAsync({ reason, text: reason === 'other' ? text.trim() : '' }).then(
      () => {
        close();
        onRejected?.();
      },
      () => {},
    );
  return (
    <Popup
      open={open}
      onClose={close}
      title={t({ id: 'orders.reject.title', message: `Reject order No. ${order.number}` })}
    >
      <p className="muted">
        <Trans id="orders.reject.hint">The guest sees the reason on their order page.</Trans>
      </p>
      <div className="reject-reasons" role="group" aria-label={t({ id: 'orders.reject.reasons', message: 'Reason' })}>
        {STAFF_CANCEL_REASONS.map((reason) =>
          reason === 'other' ? (
            <button
              key={reason}
              type="button"
              className={`button reject-reason ${other ? '' : 'button-secondary'}`}
              aria-pressed={other}
              onClick={() => setOther(true)}
            >
              {labels.other}
            </button>
          ) : (
            <button
              key={reason}
              type="button"
              className="button button-secondary reject-reason"
              disabled={actions.cancel.isPending}
              onClick={() => reject(reason)}
            >
              {labels[reason]}
            </button>
          ),
        )}
      </div>
      {other && (
        <div className="field">
          <label htmlFor={textId}>
            <Trans id="orders.reject.other_label">Say why, in a few words</Trans>
          </label>
          <textarea
            id={textId}
            rows={2}
            maxLength={500}
            value={text}
            autoFocus
            onChange={(e) => setText(e.target.value)}
          />
          <div className="row">
            <button
              type="button"
              className="button button-danger"
              disabled={!text.trim() || actions.cancel.isPending}
              onClick={() => reject('other')}
            >
              <Trans id="orders.reject.confirm">Reject the order</Trans>
            </button>
          </div>
        </div>
      )}
    </Popup>
  );
}
