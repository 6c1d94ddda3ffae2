import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../../lib/format.ts';
import { LineModifiers } from '../../../components/ui/order-vocabulary.tsx';
import { useCartActions } from '../cart-state.tsx';
import type { Line } from '../ordering.ts';
import type { CheckoutState } from './use-checkout-form.ts';

/** The cart's lines with their steppers; the lines a refusal named, to take out in one tap; or "empty". */
export function CartLines({ c }: { c: CheckoutState }) {
  const symbol = c.pub.currency.symbol;
  return (
    <>
      <ul className="plain-list guest-lines">
        {c.lines.map((l) => (
          <CartLine key={l.key} line={l} symbol={symbol} />
        ))}
      </ul>
      {c.order.gone.length > 0 && <GoneLines gone={c.order.gone} onRemoved={() => c.order.setGone([])} />}
      {c.lines.length === 0 && (
        <p>
          <Trans id="guest.cart.empty">Your cart is empty.</Trans>
        </p>
      )}
    </>
  );
}

function CartLine({ line: l, symbol }: { line: Line; symbol: string }) {
  const { t } = useLingui();
  const { change } = useCartActions();
  return (
    <li>
      <span className="guest-line-name">
        {l.dish.name}
        <LineModifiers modifiers={l.options} currency={symbol} />
      </span>
      <span className="guest-stepper">
        <button
          type="button"
          onClick={() => change(l.key, -1)}
          aria-label={t({ id: 'guest.remove_one', message: `Remove one ${l.dish.name}` })}
        >
          −
        </button>
        <output>{l.count}</output>
        <button
          type="button"
          onClick={() => change(l.key, 1)}
          aria-label={t({ id: 'guest.add_one', message: `Add ${l.dish.name}` })}
        >
          +
        </button>
      </span>
      <span>{formatMoney(l.price * l.count, symbol)}</span>
    </li>
  );
}

function GoneLines({ gone, onRemoved }: { gone: readonly Line[]; onRemoved: () => void }) {
  const { removeLines } = useCartActions();
  return (
    <div className="guest-gone" role="alert">
      <p>
        <Trans id="guest.unavailable_lines">These are no longer available:</Trans>{' '}
        <strong>{gone.map((l) => l.dish.name).join(', ')}</strong>
      </p>
      <button
        type="button"
        className="button"
        onClick={() => {
          removeLines(gone.map((l) => l.key));
          onRemoved();
        }}
      >
        <Trans id="guest.unavailable_remove">Remove them and continue</Trans>
      </button>
    </div>
  );
}
