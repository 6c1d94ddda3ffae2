import { Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { formatMoney } from '../../../lib/format.ts';
import { GuestTotals } from '../totals.tsx';
import { SlotFull } from './lazy-when.ts';
import type { CheckoutState } from './use-checkout-form.ts';

/** The totals, what delivery still needs, a refused slot's next starts, the sending state and the submit button. */
export function CheckoutSummary({ c }: { c: CheckoutState }) {
  const symbol = c.pub.currency.symbol;
  const { quote, order } = c;
  return (
    <>
      <GuestTotals
        dishes={c.total}
        delivery={c.form.order_type === 'delivery' ? c.delivery : undefined}
        total={c.total + (c.delivery ?? 0)}
        symbol={symbol}
      />
      {quote && quote.missing > 0 && (
        <p className="guest-free-hint" data-testid="free-delivery-hint">
          <Trans id="guest.delivery.add_for_free">
            Add {formatMoney(quote.missing, symbol)} more for free delivery.
          </Trans>
        </p>
      )}
      {c.outside && (
        <p className="field-error" role="alert">
          <Trans id="guest.delivery.outside">This point is outside our delivery zones.</Trans>
        </p>
      )}
      {order.full && (
        <Suspense fallback={null}>
          <SlotFull pub={c.pub} next={order.full} pick={c.pickSlot} />
        </Suspense>
      )}
      <SendState c={c} />
    </>
  );
}

function SendState({ c }: { c: CheckoutState }) {
  const { sending, retry } = c.order;
  return (
    <>
      {typeof retry === 'number' && (
        <p className="guest-sending" role="status">
          <Trans id="guest.checkout.sending_again">No answer yet — sending your order again…</Trans>
        </p>
      )}
      {retry === 'failed' && (
        <p className="field-error" role="alert">
          <Trans id="guest.checkout.send_failed">
            We could not reach the venue. Your order may not have been sent: check your connection and try again — it
            will not be placed twice.
          </Trans>
        </p>
      )}
      <button
        type="submit"
        className="button guest-submit"
        disabled={sending || c.lines.length === 0}
        aria-busy={sending || undefined}
      >
        {sending ? (
          <Trans id="guest.checkout.sending">Sending…</Trans>
        ) : retry === 'failed' ? (
          <Trans id="guest.checkout.try_again">Try again</Trans>
        ) : (
          <Trans id="guest.checkout.submit">Place the order</Trans>
        )}
      </button>
    </>
  );
}
