import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { selectionHint, type SelectionHint } from '#shared/menu-rules.ts';
import type { ModifierGroup } from '#shared/schemas/menu-answers.ts';
import { formatMoney } from '../../lib/format.ts';

/** A group's rule in plain words: "Choose 1", "Choose 1 to 3", "Optional, up to 2" (docs/product.md D12). */
export function useSelectionHint(): (hint: SelectionHint) => string {
  const { t } = useLingui();
  return (hint) => {
    if (hint.kind === 'exactly') return t({ id: 'common.modifiers.choose_exactly', message: `Choose ${hint.n}` });
    if (hint.kind === 'range')
      return t({ id: 'common.modifiers.choose_range', message: `Choose ${hint.min} to ${hint.max}` });
    return t({ id: 'common.modifiers.optional_up_to', message: `Optional, up to ${hint.max}` });
  };
}

/**
 * The options of a dish's groups to choose from (staff add-dish popup; the guest dish sheet can use it too):
 * radio buttons where exactly one is chosen, check boxes otherwise, no more than a group's maximum; sold-out
 * options are disabled and say so. `chosen` holds option ids.
 */
export function ModifierChoices({
  groups,
  chosen,
  onChange,
  currency,
}: {
  groups: readonly ModifierGroup[];
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  currency: string;
}) {
  const hintText = useSelectionHint();
  const baseId = useId();
  return (
    <div className="stack modifier-choices">
      {groups.map((g) => {
        const single = g.min_select === 1 && g.max_select === 1;
        const picked = g.options.filter((o) => chosen.includes(o.id)).length;
        const missing = picked < g.min_select;
        return (
          <fieldset key={g.id} className="modifier-group" aria-invalid={missing || undefined}>
            <legend>
              {g.name}{' '}
              <span className={missing ? 'modifier-hint modifier-hint-missing' : 'modifier-hint'}>
                {hintText(selectionHint(g.min_select, g.max_select))}
              </span>
            </legend>
            {g.options.map((o) => {
              const on = chosen.includes(o.id);
              const full = !single && !on && picked >= g.max_select;
              const toggle = () => {
                const others = single
                  ? chosen.filter((id) => !g.options.some((x) => x.id === id))
                  : chosen.filter((id) => id !== o.id);
                onChange(on && !single ? others : [...others, o.id]);
              };
              return (
                <label key={o.id} className={`modifier-option${o.available ? '' : ' is-sold-out'}`}>
                  <input
                    type={single ? 'radio' : 'checkbox'}
                    name={`${baseId}-${g.id}`}
                    checked={on}
                    disabled={!o.available || full}
                    onChange={toggle}
                  />
                  <span>{o.name}</span>
                  {o.price_delta !== 0 && (
                    <span className="muted">
                      {(o.price_delta > 0 ? '+' : '−') + formatMoney(Math.abs(o.price_delta), currency)}
                    </span>
                  )}
                  {!o.available && (
                    <span className="badge">
                      <Trans id="common.modifiers.sold_out">Sold out</Trans>
                    </span>
                  )}
                </label>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}
