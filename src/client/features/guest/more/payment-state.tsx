import { Trans, useLingui } from '@lingui/react/macro';
import { formatTime } from '../../../lib/format.ts';
import type { OrderStatus as Order } from '../api.ts';

/**
 * The online payment as the server knows it (never the provider's return link alone): waiting (with the
 * provider's page while it is open; "failed" when the guest came back from a refused payment), paid, not paid
 * in time, and money back. Nothing for an order paid in person.
 */
export function PaymentState({ order, returnedFailed }: { order: Order; returnedFailed: boolean }) {
  const { i18n } = useLingui();
  const status = order.payment_status ?? '';
  if (status === '') return null;
  return (
    <section className="guest-payment" data-testid="payment-state" role="status" aria-live="polite">
      {status === 'awaiting' && (
        <>
          <p className="guest-payment-title">
            {returnedFailed ? (
              <Trans id="guest.payment.failed">
                The payment did not go through. Try again, or order again and pay on delivery.
              </Trans>
            ) : (
              <Trans id="guest.payment.awaiting">Waiting for the payment</Trans>
            )}
          </p>
          {order.payment && (
            <>
              <p>
                <Trans id="guest.payment.until">
                  The venue gets the order once it is paid. Pay by {formatTime(order.payment.expires_at, i18n.locale)}.
                </Trans>
              </p>
              <a className="button guest-payment-link" href={order.payment.url}>
                {returnedFailed ? (
                  <Trans id="guest.payment.try_again">Try again</Trans>
                ) : (
                  <Trans id="guest.payment.pay">Pay online</Trans>
                )}
              </a>
            </>
          )}
        </>
      )}
      {status === 'paid' && (
        <p className="guest-payment-title">
          <Trans id="guest.payment.paid">Paid online</Trans>
        </p>
      )}
      {status === 'expired' && (
        <p className="guest-payment-title">
          <Trans id="guest.payment.expired">
            The payment did not arrive in time: the order was not sent to the venue.
          </Trans>
        </p>
      )}
      {status === 'refund_pending' && (
        <p className="guest-payment-title">
          <Trans id="guest.payment.refund_pending">Your money is being returned to your card.</Trans>
        </p>
      )}
      {status === 'refunded' && (
        <p className="guest-payment-title">
          <Trans id="guest.payment.refunded">Your payment was returned.</Trans>
        </p>
      )}
      {status === 'partially_refunded' && (
        <p className="guest-payment-title">
          <Trans id="guest.payment.partially_refunded">Part of your payment was returned.</Trans>
        </p>
      )}
      {status === 'refund_failed' && (
        <p className="guest-payment-title">
          <Trans id="guest.payment.refund_failed">Returning your money is delayed; the venue is on it.</Trans>
        </p>
      )}
    </section>
  );
}
