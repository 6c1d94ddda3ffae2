import { useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ALLERGENS, PORTION_UNITS, type Allergen, type PortionUnit } from '#shared/constants.ts';
import { selectionHint } from '#shared/menu-rules.ts';
import { useAllergenLabels } from '../../components/ui/order-vocabulary.tsx';
import { useSelectionHint } from '../../components/ui/modifier-choices.tsx';
import { ArrowIcon } from '../../components/ui/icons.tsx';
import { modifierGroupsQuery } from './stop-list-api.ts';
import { InputField } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/choice-fields.tsx';
import './modifiers.css';

/** A symbol per EU-14 allergen, beside its name (the name is what screen readers hear). */
const ALLERGEN_ICONS: Record<Allergen, string> = {
  gluten: '🌾',
  crustaceans: '🦐',
  eggs: '🥚',
  fish: '🐟',
  peanuts: '🥜',
  soybeans: '🫘',
  milk: '🥛',
  nuts: '🌰',
  celery: '🥬',
  mustard: '🟡',
  sesame: '⚪',
  sulphites: '🍷',
  lupin: '🌼',
  molluscs: '🐚',
};

/** Allergens as toggle buttons (aria-pressed), operable with the keyboard like any button. */
export function AllergenToggles({ value, onChange }: { value: readonly string[]; onChange: (next: string[]) => void }) {
  const labels = useAllergenLabels();
  const id = useId();
  return (
    <div className="field" role="group" aria-labelledby={id}>
      <span id={id} className="field-label">
        <Trans id="menu.dish.allergens">Allergens</Trans>
      </span>
      <div className="allergen-toggles">
        {ALLERGENS.map((a) => {
          const on = value.includes(a);
          return (
            <button
              key={a}
              type="button"
              className="allergen-toggle"
              aria-pressed={on}
              onClick={() => onChange(on ? value.filter((x) => x !== a) : [...value, a])}
            >
              <span aria-hidden="true">{ALLERGEN_ICONS[a]}</span>
              {labels[a]}
            </button>
          );
        })}
      </div>
    </div>
  );
}

export function PortionFields({
  portion,
  unit,
  onPortion,
  onUnit,
  invalid,
}: {
  portion: string;
  unit: PortionUnit;
  onPortion: (v: string) => void;
  onUnit: (u: PortionUnit) => void;
  invalid: boolean;
}) {
  const { t } = useLingui();
  const unitLabel: Record<PortionUnit, string> = {
    g: t({ id: 'menu.dish.unit_g', message: 'g' }),
    ml: t({ id: 'menu.dish.unit_ml', message: 'ml' }),
    pcs: t({ id: 'menu.dish.unit_pcs', message: 'pcs' }),
  };
  return (
    <div className="row form-pair">
      <InputField
        label={<Trans id="menu.dish.portion">Portion</Trans>}
        inputMode="decimal"
        value={portion}
        aria-invalid={invalid || undefined}
        placeholder="350"
        onChange={(e) => onPortion(e.target.value)}
      />
      <SelectField
        label={<Trans id="menu.dish.portion_unit">Unit</Trans>}
        value={unit}
        onChange={(v) => onUnit(v as PortionUnit)}
        options={PORTION_UNITS.map((u) => ({ value: u, label: unitLabel[u] }))}
      />
    </div>
  );
}

const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const toMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
};

/** The "served only at certain hours" switch and its two times as typed ("" while a time field is empty). */
export interface ServingWindow {
  limited: boolean;
  from: string;
  to: string;
}

/** A dish's stored window (start = end is "always served") as the form edits it. */
export const windowOf = (start: number, end: number): ServingWindow =>
  start !== end ? { limited: true, from: toTime(start), to: toTime(end) } : { limited: false, from: '', to: '' };

/** What is wrong with a ticked window: a time not filled in, or both the same (which would mean "always"). */
export function windowError(w: ServingWindow): 'required' | 'same' | null {
  if (!w.limited) return null;
  if (!w.from || !w.to) return 'required';
  return w.from === w.to ? 'same' : null;
}

/** The window as the dish stores it: minutes from midnight, 0–0 when not limited. */
export const windowMinutes = (w: ServingWindow) =>
  w.limited && !windowError(w) ? { start: toMinutes(w.from), end: toMinutes(w.to) } : { start: 0, end: 0 };

/**
 * "Served only at certain hours": a window in the venue's time; an end before the start runs past midnight.
 * Ticked, both times are needed and must differ: the form says so under the times and sends nothing.
 */
export function AvailabilityWindow({
  value,
  onChange,
  showErrors,
}: {
  value: ServingWindow;
  onChange: (w: ServingWindow) => void;
  showErrors: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const error = showErrors ? windowError(value) : null;
  const invalid = error ? true : undefined;
  const describedBy = error ? `${id}-error` : undefined;
  const timeField = (key: 'from' | 'to', label: ReactNode) => (
    <InputField
      label={label}
      type="time"
      value={value[key]}
      aria-invalid={invalid && (!value[key] || error === 'same') ? true : undefined}
      aria-describedby={describedBy}
      onChange={(e) => onChange({ ...value, [key]: e.target.value })}
    />
  );
  return (
    <div className="field">
      <label className="field-inline">
        <input
          type="checkbox"
          checked={value.limited}
          onChange={(e) =>
            onChange(
              e.target.checked
                ? { limited: true, from: value.from || '08:00', to: value.to || '12:00' }
                : { ...value, limited: false },
            )
          }
        />
        <Trans id="menu.dish.window">Served only at certain hours</Trans>
      </label>
      {value.limited && (
        <div className="row form-pair">
          {timeField('from', <Trans id="menu.dish.window_from">From</Trans>)}
          {timeField('to', <Trans id="menu.dish.window_to">To</Trans>)}
          {error && (
            <p id={`${id}-error`} className="field-error">
              {error === 'required'
                ? t({
                    id: 'menu.dish.window_required',
                    message: 'Enter both times, or untick “Served only at certain hours”.',
                  })
                : t({ id: 'menu.dish.window_same', message: 'The start and end times must differ.' })}
            </p>
          )}
          {!error && value.from && value.to && value.to < value.from && (
            <p className="muted">
              {t({ id: 'menu.dish.window_overnight', message: 'Runs past midnight into the next day.' })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** The dish's option groups: tick the ones it uses, order them with the arrows (guests see them in this order). */
export function DishGroups({
  pubId,
  value,
  onChange,
}: {
  pubId: number;
  value: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useLingui();
  const groups = useQuery(modifierGroupsQuery(pubId));
  const hint = useSelectionHint();
  const all = groups.data ?? [];
  const attached = value.flatMap((id) => all.filter((g) => g.id === id));
  const rest = all.filter((g) => !value.includes(g.id));
  const move = (i: number, by: -1 | 1) => {
    const next = [...value];
    const j = i + by;
    if (j < 0 || j >= next.length) return;
    [next[i], next[j]] = [next[j], next[i]];
    onChange(next);
  };
  return (
    <fieldset className="type-grid dish-groups">
      <legend>
        <Trans id="menu.dish.groups">Options guests choose</Trans>
      </legend>
      {all.length === 0 && (
        <p className="muted">
          <Trans id="menu.dish.no_groups">No option groups yet: create them under "Options".</Trans>
        </p>
      )}
      {[...attached, ...rest].map((g) => {
        const i = value.indexOf(g.id);
        return (
          <div key={g.id} className="dish-group-row">
            <label>
              <input
                type="checkbox"
                checked={i >= 0}
                onChange={(e) => onChange(e.target.checked ? [...value, g.id] : value.filter((x) => x !== g.id))}
              />
              <span>
                {g.name} <span className="muted">· {hint(selectionHint(g.min_select, g.max_select))}</span>
              </span>
            </label>
            {i >= 0 && (
              <>
                <button
                  type="button"
                  className="icon-button"
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={t({ id: 'menu.dish.group_up', message: `Move ${g.name} up` })}
                >
                  <ArrowIcon direction="up" />
                </button>
                <button
                  type="button"
                  className="icon-button"
                  disabled={i === value.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={t({ id: 'menu.dish.group_down', message: `Move ${g.name} down` })}
                >
                  <ArrowIcon direction="down" />
                </button>
              </>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
