import { Trans } from '@lingui/react/macro';
import type { OrderType } from '../ordering.ts';
import type { CheckoutState } from './use-checkout-form.ts';

/** At the table or delivery, when the venue offers both (a paused one greyed out, marked "paused"). */
export function OrderTypeChoice({ c }: { c: CheckoutState }) {
  const types: { value: OrderType; on: boolean; paused: boolean }[] = [
    { value: 'in_place', on: c.options.inPlace, paused: c.options.pausedInPlace },
    { value: 'delivery', on: c.options.delivery, paused: c.options.pausedDelivery },
  ];
  const shown = types.filter((x) => x.on || x.paused);
  if (shown.length < 2) return null;
  return (
    <fieldset className="guest-choice">
      <legend>
        <Trans id="guest.order_type.legend">How would you like it?</Trans>
      </legend>
      {shown.map((x) => (
        <label key={x.value} className="checkbox">
          <input
            type="radio"
            name="order_type"
            value={x.value}
            checked={c.form.order_type === x.value}
            disabled={!x.on}
            onChange={() => {
              c.mode.setMode(x.value);
              // Slots are counted per order type: a slot chosen for the other one is chosen again.
              c.set('scheduled_for', null);
            }}
          />
          {x.value === 'in_place' ? (
            <Trans id="guest.order_type.in_place">At my table</Trans>
          ) : (
            <Trans id="guest.order_type.delivery">Delivery</Trans>
          )}
          {x.paused && (
            <span className="guest-muted">
              {' '}
              <Trans id="guest.order_type.paused">(paused)</Trans>
            </span>
          )}
        </label>
      ))}
    </fieldset>
  );
}
