import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderMode } from './price-mode.ts';
import type { OrderType } from './ordering.ts';
import { tap } from './early-taps.ts';

function ModeName({ mode }: { mode: OrderType }) {
  return mode === 'in_place' ? (
    <Trans id="guest.order_type.in_place">At my table</Trans>
  ) : (
    <Trans id="guest.order_type.delivery">Delivery</Trans>
  );
}

/** Before the menu: "At my table" or "Delivery", asked once per pub when it takes both (decision 080). */
export function ModeQuestion({ mode }: { mode: OrderMode }) {
  return (
    <section className="guest-mode-question" aria-labelledby="guest-mode-question">
      <h2 id="guest-mode-question">
        <Trans id="guest.mode.question">How will you order?</Trans>
      </h2>
      <div className="guest-mode-buttons">
        {mode.choices.map((m) => (
          <button
            key={m}
            type="button"
            className="button guest-mode-button"
            onClick={() => mode.setMode(m)}
            {...tap('mode', m)}
          >
            <ModeName mode={m} />
          </button>
        ))}
      </div>
      <p className="guest-muted">
        <Trans id="guest.mode.hint">Prices may differ between the two; you can switch at any time.</Trans>
      </p>
    </section>
  );
}

/** The chosen mode, switchable at any time; its prices are the ones shown everywhere. */
export function ModeSwitch({ mode }: { mode: OrderMode }) {
  const { t } = useLingui();
  if (mode.choices.length < 2 || !mode.chosen) return null;
  return (
    <div
      className="guest-mode-switch"
      role="radiogroup"
      aria-label={t({ id: 'guest.order_type.legend', message: 'How would you like it?' })}
    >
      {mode.choices.map((m) => (
        <button key={m} type="button" role="radio" aria-checked={mode.mode === m} onClick={() => mode.setMode(m)}>
          <ModeName mode={m} />
        </button>
      ))}
    </div>
  );
}
