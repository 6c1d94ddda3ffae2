import { useMutation } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { showError } from '../../lib/alerts.ts';
import { orderCalls } from './order-queries.ts';
import { useStoreOrder } from './use-order.ts';
import type { Order } from './types.ts';
import { MutationButton } from '../../components/ui/mutation-button.tsx';

/** How an order is paid, for staff; an order paid online also shows its money-back state, with a retry when it failed. */
export function PaymentDetails({ order, companyId }: { order: Order; companyId?: number }) {
  if (order.payment_type === 'cash') return <Trans id="orders.payment.cash">Cash</Trans>;
  if (order.payment_type === 'card_offline') return <Trans id="orders.payment.card_offline">Card on delivery</Trans>;
  if (order.payment_type !== 'online') return <Trans id="orders.payment.not_proceeded">Not proceeded</Trans>;
  return (
    <span className="order-payment-online" data-testid="order-payment">
      <OnlineState status={order.payment_status ?? ''} />
      {order.payment_status === 'refund_failed' && companyId !== undefined && (
        <RetryRefund order={order} companyId={companyId} />
      )}
    </span>
  );
}

function OnlineState({ status }: { status: string }) {
  switch (status) {
    case 'refund_pending':
      return <Trans id="orders.payment.refund_pending">Paid online · refund in progress</Trans>;
    case 'refunded':
      return <Trans id="orders.payment.refunded">Paid online · refunded</Trans>;
    case 'partially_refunded':
      return <Trans id="orders.payment.partially_refunded">Paid online · partly refunded</Trans>;
    case 'refund_failed':
      return <Trans id="orders.payment.refund_failed">Paid online · refund failed</Trans>;
    default:
      return <Trans id="orders.payment.online">Paid online</Trans>;
  }
}

function RetryRefund({ order, companyId }: { order: Order; companyId: number }) {
  const store = useStoreOrder(order.pub_id);
  const retry = useMutation({
    mutationKey: ['orders', 'refund-retry'],
    mutationFn: () => orderCalls.refundRetry(companyId, order.pub_id, order.id),
    onSuccess: (answer) => store({ ...order, payment_status: answer.payment_status }),
    onError: (error) => showError('orders.refund_retry', error),
  });
  return (
    <MutationButton className="button button-small order-refund-retry" mutation={retry}>
      <Trans id="orders.payment.refund_retry">Retry the refund</Trans>
    </MutationButton>
  );
}
