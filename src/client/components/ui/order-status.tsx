import { useLingui } from '@lingui/react/macro';
import { STATUS_COLORS, type OrderStatus } from '#shared/constants.ts';

/**
 * Order status names as staff, owners and the platform admin read them (docs/product.md S4), written once.
 * Couriers and guests see their own wording (courier/order-labels.tsx, guest/status-label.ts).
 */
export function useStatusLabels(): Record<OrderStatus, string> {
  const { t } = useLingui();
  return {
    not_handled: t({ id: 'common.status.not_handled', message: 'Not handled' }),
    handled: t({ id: 'common.status.handled', message: 'Handled' }),
    preparing: t({ id: 'common.status.preparing', message: 'Preparing' }),
    at_courier: t({ id: 'common.status.at_courier', message: 'At courier' }),
    completed: t({ id: 'common.status.completed', message: 'Completed' }),
    canceled: t({ id: 'common.status.canceled', message: 'Canceled' }),
  };
}

/** The status badge in the colours of docs/product.md S4: not handled red, preparing orange, at courier blue, completed green, canceled grey. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const labels = useStatusLabels();
  return (
    <span
      className="badge order-status"
      data-status={status}
      style={{ background: STATUS_COLORS[status] ?? STATUS_COLORS.canceled }}
    >
      {labels[status] ?? status}
    </span>
  );
}
