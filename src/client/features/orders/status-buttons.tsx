import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { STAFF_STATUSES, STATUS_COLORS } from '#shared/constants.ts';
import { PreparationTimePopup } from './preparation-time-popup.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { useStatusLabels } from '../../components/ui/order-status.tsx';
import type { OrderActions } from './use-order-actions.ts';
import type { Order } from './types.ts';
import type { OrdersPub } from './order-queries.ts';
import { TitledSection } from '../../components/ui/titled-section.tsx';

/** One button per staff status, the current one pressed (docs/product.md S4); preparing asks for the preparation time. */
export function StatusButtons({ order, actions, pub }: { order: Order; actions: OrderActions; pub?: OrdersPub }) {
  const { t } = useLingui();
  const labels = useStatusLabels();
  const [askTime, setAskTime] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  return (
    <TitledSection className="card order-section" title={<Trans id="orders.order.status_title">Status</Trans>}>
      <div
        className="row status-buttons"
        role="group"
        aria-label={t({ id: 'orders.order.status_group', message: 'Order status' })}
      >
        {STAFF_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            className={`button ${order.status === s ? '' : 'button-secondary'}`}
            style={
              order.status === s
                ? { background: STATUS_COLORS[s], color: s === 'preparing' || s === 'completed' ? '#111827' : '#fff' }
                : undefined
            }
            aria-pressed={order.status === s}
            disabled={actions.status.isPending}
            onClick={() =>
              // Canceling asks why (docs/product.md D13); the guest sees the reason.
              s === 'canceled' && order.status !== 'canceled'
                ? setRejecting(true)
                : actions.status.mutate(s, {
                    onSuccess: () => {
                      if (s === 'preparing') setAskTime(true);
                    },
                  })
            }
          >
            {labels[s]}
          </button>
        ))}
      </div>
      <PreparationTimePopup open={askTime} onClose={() => setAskTime(false)} actions={actions} pub={pub} />
      <RejectDialog order={order} actions={actions} open={rejecting} onClose={() => setRejecting(false)} />
    </TitledSection>
  );
}
