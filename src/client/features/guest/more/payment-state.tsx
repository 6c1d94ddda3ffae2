import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatTime } from '../../../lib/format.ts';
import { MiaQrPanel } from '../../../components/mia-qr.tsx';
import { guestMiaQr, guestQueries, payInPerson, type OrderStatus as Order } from '../api.ts';

/**
 * The online payment as the server knows it (never the provider's return link alone): waiting (with the
 * provider's page while it is open; "failed" when the guest came back from a refused payment), paid, not paid
 * in time, and money back. After a refused payment the guest may pay in person instead. An order paid in person
 * at a table may be paid by MIA QR here.
 */
export function PaymentState({
  order,
  token,
  returnedFailed,
  preorder,
}: {
  order: Order;
  token: string;
  returnedFailed: boolean;
  preorder?: { cash_preorder: boolean; card_preorder: boolean };
}) {
  const { i18n } = useLingui();
  const status = order.payment_status ?? '';
  if (status === '')
    return order.mia_qr_available ? (
      <MiaQrPanel key={`${order.id}-${order.total_price}`} appLink load={() => guestMiaQr(order.id, token)} />
    ) : null;
  return (
    <section className="guest-payment" data-testid="payment-state" role="status" aria-live="polite">
      {status === 'awaiting' && (
        <>
          <p className="guest-payment-title">
            {returnedFailed ? (
              <Trans id="guest.payment.failed_choice">
                The payment did not go through. Try again, or pay in person instead.
              </Trans>
            ) : (
              <Trans id="guest.payment.awaiting">Waiting for the payment</Trans>
            )}
          </p>
          {order.payment && (
            <>
              <p>
                <Trans id="guest.payment.until">
                  The venue gets the order once it is paid. Pay by{' '}
                  {formatTime(order.payment.expires_at, i18n.locale, order.pub.timezone)}.
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
          {returnedFailed && <PayInPerson order={order} token={token} preorder={preorder} />}
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

/** The ways to pay in person the venue takes for this order: at the table, or cash / card on delivery. */
function PayInPerson({
  order,
  token,
  preorder,
}: {
  order: Order;
  token: string;
  preorder?: { cash_preorder: boolean; card_preorder: boolean };
}) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const choose = async (type: 'cash' | 'card_offline') => {
    setBusy(true);
    setFailed(false);
    try {
      await payInPerson(order.id, token, type);
      await client.invalidateQueries({ queryKey: guestQueries.order(String(order.id), token).queryKey });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const atTable = order.order_type === 'in_place';
  const switchTo = (type: 'cash' | 'card_offline', label: ReactNode) => (
    <button type="button" className="button button-secondary" disabled={busy} onClick={() => void choose(type)}>
      {label}
    </button>
  );
  return (
    <div className="guest-payment-in-person">
      {atTable ? (
        switchTo('cash', <Trans id="guest.payment.switch_at_table">Pay at the table instead</Trans>)
      ) : (
        <>
          {preorder?.cash_preorder &&
            switchTo('cash', <Trans id="guest.payment.cash_on_delivery">Pay cash on delivery instead</Trans>)}
          {preorder?.card_preorder &&
            switchTo(
              'card_offline',
              <Trans id="guest.payment.card_on_delivery">Pay by card on delivery instead</Trans>,
            )}
        </>
      )}
      {failed && (
        <p role="alert">
          <Trans id="guest.payment.in_person_failed">That did not work. Try again, or call the venue.</Trans>
        </p>
      )}
    </div>
  );
}
