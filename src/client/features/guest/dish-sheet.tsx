import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { guestLinePriceBani, MAX_DISH_COUNT } from '#shared/order-pricing.ts';
import { toLei } from '#shared/money.ts';
import { formatMoney } from '../../lib/format.ts';
import type { Dish, ModifierGroup } from './api.ts';
import { lineKey } from './cart.ts';
import { Allergens, DishFacts, dishBlocked } from './dish-facts.tsx';
import { imageSrcSet } from './theme.ts';

/**
 * A dish's sheet, loaded on the first tap: the large photo, ingredients,
 * allergens, its option groups — one choice as radio buttons, several as checkboxes, the group's
 * rule said plainly and kept (no adding before it holds), sold-out options shown but disabled — the
 * price with the options' deltas, and a quantity. A modal <dialog>: focus stays inside, Escape and
 * the close button close it, focus returns to the card.
 */
export function DishSheet({
  dish,
  symbol,
  canOrder,
  withCommission,
  onAdd,
  onClose,
}: {
  dish: Dish;
  symbol: string;
  canOrder: boolean;
  withCommission: boolean;
  onAdd: (lineKey: string, count: number) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const groups = useMemo(() => dish.modifier_groups ?? [], [dish.modifier_groups]);
  const [chosen, setChosen] = useState<Record<number, number[]>>(() => defaults(groups));
  const [count, setCount] = useState(1);
  const [tried, setTried] = useState(false);

  useEffect(() => {
    const d = dialog.current;
    const opener = document.activeElement as HTMLElement | null;
    if (d && !d.open) d.showModal?.();
    return () => opener?.focus?.();
  }, []);

  const optionIds = useMemo(() => groups.flatMap((g) => chosen[g.id] ?? []), [groups, chosen]);
  const deltas = groups.flatMap((g) =>
    g.options.filter((o) => (chosen[g.id] ?? []).includes(o.id)).map((o) => o.price_delta),
  );
  const unit = toLei(guestLinePriceBani(dish, deltas, withCommission));
  const missing = groups.filter((g) => (chosen[g.id] ?? []).length < g.min_select);
  const orderable = canOrder && !dishBlocked(dish);

  const toggle = (group: ModifierGroup, optionId: number) =>
    setChosen((c) => {
      const now = c[group.id] ?? [];
      if (group.max_select === 1)
        return { ...c, [group.id]: now.includes(optionId) && group.min_select === 0 ? [] : [optionId] };
      if (now.includes(optionId)) return { ...c, [group.id]: now.filter((id) => id !== optionId) };
      if (now.length >= group.max_select) return c;
      return { ...c, [group.id]: [...now, optionId] };
    });

  return (
    <dialog
      ref={dialog}
      className="guest-sheet"
      aria-labelledby={titleId}
      onCancel={(e) => (e.preventDefault(), onClose())}
      onClick={(e) => e.target === dialog.current && onClose()}
    >
      <div className="guest-sheet-body">
        <button
          type="button"
          className="guest-sheet-close"
          onClick={onClose}
          aria-label={t({ id: 'guest.sheet.close', message: 'Close dish details' })}
        >
          ×
        </button>
        {dish.image_file_name && (
          <img
            className="guest-sheet-photo"
            src={`/api-static/images/dishes/${encodeURIComponent(dish.image_file_name)}`}
            srcSet={imageSrcSet('dishes', dish.image_file_name)}
            sizes="(max-width: 640px) 100vw, 640px"
            alt=""
            width={640}
            height={480}
          />
        )}
        <h2 id={titleId}>{dish.name}</h2>
        <DishFacts dish={dish} />
        {dish.ingredients && <p className="guest-sheet-ingredients">{dish.ingredients}</p>}
        <Allergens dish={dish} />
        {groups.map((g) => (
          <fieldset key={g.id} className="guest-group" aria-describedby={`group-rule-${g.id}`}>
            <legend>{g.name}</legend>
            <p id={`group-rule-${g.id}`} className={`guest-muted${tried && missing.includes(g) ? ' field-error' : ''}`}>
              <GroupRule group={g} />
            </p>
            {g.options.map((o) => {
              const selected = (chosen[g.id] ?? []).includes(o.id);
              const full = g.max_select > 1 && !selected && (chosen[g.id] ?? []).length >= g.max_select;
              return (
                <label key={o.id} className={`checkbox guest-option${o.available ? '' : ' guest-option-out'}`}>
                  <input
                    type={g.max_select === 1 ? 'radio' : 'checkbox'}
                    name={`group-${g.id}`}
                    checked={selected}
                    disabled={!o.available || full || !orderable}
                    onChange={() => toggle(g, o.id)}
                    onClick={() => g.max_select === 1 && selected && g.min_select === 0 && toggle(g, o.id)}
                  />
                  <span className="guest-option-name">{o.name}</span>
                  {!o.available && (
                    <span className="guest-sold-out">
                      <Trans id="guest.sold_out">Sold out</Trans>
                    </span>
                  )}
                  {o.price_delta !== 0 && (
                    <span className="guest-option-delta">
                      {(o.price_delta > 0 ? '+' : '−') + formatMoney(Math.abs(o.price_delta), symbol)}
                    </span>
                  )}
                </label>
              );
            })}
          </fieldset>
        ))}
        {orderable && (
          <div className="guest-sheet-order">
            <div className="guest-stepper">
              <button
                type="button"
                onClick={() => setCount((n) => Math.max(1, n - 1))}
                disabled={count <= 1}
                aria-label={t({ id: 'guest.sheet.less', message: 'One less' })}
              >
                −
              </button>
              <output aria-live="polite" aria-label={t({ id: 'guest.sheet.quantity', message: 'Quantity' })}>
                {count}
              </output>
              <button
                type="button"
                onClick={() => setCount((n) => Math.min(MAX_DISH_COUNT, n + 1))}
                aria-label={t({ id: 'guest.sheet.more', message: 'One more' })}
              >
                +
              </button>
            </div>
            <button
              type="button"
              className="button guest-sheet-add"
              aria-disabled={missing.length > 0 || undefined}
              onClick={() => {
                setTried(true);
                if (missing.length === 0) onAdd(lineKey(dish.id, optionIds), count);
              }}
            >
              <Trans id="guest.sheet.add">Add · {formatMoney(unit * count, symbol)}</Trans>
            </button>
          </div>
        )}
        {orderable && tried && missing.length > 0 && (
          <p className="field-error" role="alert">
            <Trans id="guest.sheet.choose_first">Choose the options marked above first.</Trans>
          </p>
        )}
      </div>
    </dialog>
  );
}

/** "Choose 1", "Choose 1 to 3", "Up to 3", "Optional": the group's rule in plain words. */
function GroupRule({ group }: { group: ModifierGroup }) {
  const min = group.min_select;
  const max = group.max_select;
  if (min > 0 && min === max) return <Trans id="guest.group.exactly">Choose {min}</Trans>;
  if (min > 0)
    return (
      <Trans id="guest.group.range">
        Choose {min} to {max}
      </Trans>
    );
  if (max > 1) return <Trans id="guest.group.up_to">Optional, up to {max}</Trans>;
  return <Trans id="guest.group.optional">Optional</Trans>;
}

/** A required single choice starts on its first available option, as delivery apps do; everything else starts empty. */
function defaults(groups: readonly ModifierGroup[]): Record<number, number[]> {
  const chosen: Record<number, number[]> = {};
  for (const g of groups) {
    const first = g.options.find((o) => o.available);
    chosen[g.id] = g.min_select === 1 && g.max_select === 1 && first ? [first.id] : [];
  }
  return chosen;
}
