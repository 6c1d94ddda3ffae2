import { Trans } from '@lingui/react/macro';
import { formatMoney } from '../../lib/format.ts';

/**
 * Dishes, delivery and total, at checkout and on the status page. `delivery` is left out for a table
 * order; null while no price is known yet (no point, or one outside the zones): "—".
 */
export function GuestTotals({
  dishes,
  delivery,
  total,
  symbol,
}: {
  dishes: number;
  delivery?: number | null;
  total: number;
  symbol: string;
}) {
  return (
    <dl className="guest-totals">
      <dt>
        <Trans id="guest.totals.dishes">Dishes</Trans>
      </dt>
      <dd>{formatMoney(dishes, symbol)}</dd>
      {delivery !== undefined && (
        <>
          <dt>
            <Trans id="guest.totals.delivery">Delivery</Trans>
          </dt>
          <dd data-testid="delivery-price">
            {delivery === null ? (
              '—'
            ) : delivery === 0 ? (
              <Trans id="guest.totals.free">Free</Trans>
            ) : (
              formatMoney(delivery, symbol)
            )}
          </dd>
        </>
      )}
      <dt>
        <Trans id="guest.totals.total">Total</Trans>
      </dt>
      <dd>
        <strong>{formatMoney(total, symbol)}</strong>
      </dd>
    </dl>
  );
}
