import { useLingui } from '@lingui/react/macro';
import { LATER_STEPS, laterReadyTime } from '#shared/order-time.ts';
import { parseWireTime, toWireTime } from '#shared/time.ts';
import { ButtonGroup } from '../../components/ui/button-group.tsx';
import type { OrderActions } from './use-order-actions.ts';
import type { Order } from './types.ts';

/**
 * "+5 / +10 / +15" on a running order (docs/product.md D16): moves its ready time later through the
 * preparation-time call, so the guest's ETA moves too and says it is later than first said.
 */
export function LaterButtons({ order, actions }: { order: Order; actions: OrderActions }) {
  const { t } = useLingui();
  const later = (minutes: number) => {
    const ready = parseWireTime(order.approximate_preparation_time);
    actions.preparationTime.mutate(toWireTime(laterReadyTime(ready, new Date(), minutes)));
  };
  return (
    <ButtonGroup
      as="span"
      className="ticket-later"
      label={t({ id: 'orders.later.group', message: 'Ready later by' })}
      values={LATER_STEPS}
    >
      {(m) => (
        <button
          type="button"
          className="button button-secondary"
          disabled={actions.preparationTime.isPending}
          aria-label={t({ id: 'orders.later.step', message: `+${m} min` })}
          onClick={() => later(m)}
        >
          +{m}
        </button>
      )}
    </ButtonGroup>
  );
}
