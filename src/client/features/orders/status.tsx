import { useLingui } from '@lingui/react/macro';
import { STATUS_COLORS, type OrderStatus } from '#shared/constants.ts';

/** Status names as staff read them (spec §4). */
export function useStatusLabels(): Record<OrderStatus, string> {
  const { t } = useLingui();
  return {
    not_handled: t({ id: 'orders.status.not_handled', message: 'Not handled' }),
    handled: t({ id: 'orders.status.handled', message: 'Handled' }),
    preparing: t({ id: 'orders.status.preparing', message: 'Preparing' }),
    at_courier: t({ id: 'orders.status.at_courier', message: 'At courier' }),
    completed: t({ id: 'orders.status.completed', message: 'Completed' }),
    canceled: t({ id: 'orders.status.canceled', message: 'Canceled' }),
  };
}

/** The status badge in the spec's colours: not handled red, preparing orange, at courier blue, completed green, canceled grey. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const labels = useStatusLabels();
  return (
    <span className="badge order-status" data-status={status} style={{ background: STATUS_COLORS[status] ?? STATUS_COLORS.canceled }}>
      {labels[status] ?? status}
    </span>
  );
}
