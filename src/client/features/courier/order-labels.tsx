import { Trans } from '@lingui/react/macro';

/** Status names as the courier reads them. */
export function StatusLabel({ status }: { status: string }) {
  switch (status) {
    case 'not_handled':
    case 'handled':
      return <Trans id="courier.status.new">New</Trans>;
    case 'preparing':
      return <Trans id="courier.status.preparing">Preparing</Trans>;
    case 'at_courier':
      return <Trans id="courier.status.at_courier">At courier</Trans>;
    case 'completed':
      return <Trans id="courier.status.completed">Delivered</Trans>;
    case 'canceled':
      return <Trans id="courier.status.canceled">Canceled</Trans>;
    default:
      return <>{status}</>;
  }
}

export function PaymentLabel({ type }: { type: string }) {
  return type === 'card_offline' ? (
    <Trans id="courier.payment.card">card at the door</Trans>
  ) : (
    <Trans id="courier.payment.cash">cash</Trans>
  );
}
