import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ALERT_REPEAT_CHOICES, TICKET_AGE_LIMITS, TICKET_WIDTHS } from '#shared/kitchen.ts';
import { agesValid as agesInOrder, type SettingsDraftProps } from './use-settings-draft.ts';

/**
 * The kitchen's settings (docs/product.md D13): how often the new-order chime repeats, when a ticket turns
 * amber and red, the ticket paper width, printing on accept, and the courier's proof of delivery. Saved
 * with the venue fields by the page's one Save bar.
 */
export function KitchenSettingsSection({ form, set, fields }: SettingsDraftProps) {
  const { t } = useLingui();
  const ids = { repeat: useId(), width: useId(), warn: useId(), late: useId() };
  const agesValid = agesInOrder(form);
  const minutes = (key: 'ticket_warn_minutes' | 'ticket_late_minutes', id: string, label: string) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={TICKET_AGE_LIMITS.min}
        max={TICKET_AGE_LIMITS.max}
        value={form[key]}
        aria-invalid={!agesValid || Boolean(fields[key])}
        onChange={(e) =>
          set(
            key,
            Math.max(TICKET_AGE_LIMITS.min, Math.min(TICKET_AGE_LIMITS.max, Math.round(Number(e.target.value) || 0))),
          )
        }
      />
    </div>
  );
  return (
    <section className="card stack settings-card" aria-labelledby="settings-kitchen-heading">
      <h2 id="settings-kitchen-heading">
        <Trans id="settings.kitchen.title">Kitchen</Trans>
      </h2>
      <div className="settings-grid">
        <div className="field">
          <label htmlFor={ids.repeat}>
            <Trans id="settings.kitchen.alert_repeat">Repeat the new-order sound every</Trans>
          </label>
          <select
            id={ids.repeat}
            value={form.alert_repeat_seconds}
            onChange={(e) => set('alert_repeat_seconds', Number(e.target.value))}
          >
            {ALERT_REPEAT_CHOICES.map((s) => (
              <option key={s} value={s}>
                {t({ id: 'settings.kitchen.seconds', message: `${s} s` })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.width}>
            <Trans id="settings.kitchen.ticket_width">Ticket paper width</Trans>
          </label>
          <select
            id={ids.width}
            value={form.ticket_width_mm}
            onChange={(e) => set('ticket_width_mm', Number(e.target.value))}
          >
            {TICKET_WIDTHS.map((w) => (
              <option key={w} value={w}>
                {t({ id: 'settings.kitchen.millimetres', message: `${w} mm` })}
              </option>
            ))}
          </select>
        </div>
        {minutes(
          'ticket_warn_minutes',
          ids.warn,
          t({ id: 'settings.kitchen.warn_minutes', message: 'Ticket turns amber after (min)' }),
        )}
        {minutes(
          'ticket_late_minutes',
          ids.late,
          t({ id: 'settings.kitchen.late_minutes', message: 'Ticket turns red after (min)' }),
        )}
      </div>
      {!agesValid && (
        <p className="field-error" role="alert">
          <Trans id="settings.kitchen.ages_order">Amber must come before red.</Trans>
        </p>
      )}
      <label className="checkbox">
        <input
          type="checkbox"
          role="switch"
          checked={form.print_on_accept}
          onChange={(e) => set('print_on_accept', e.target.checked)}
        />
        <Trans id="settings.kitchen.print_on_accept">Print the kitchen ticket when an order is accepted</Trans>
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          role="switch"
          checked={form.proof_of_delivery}
          onChange={(e) => set('proof_of_delivery', e.target.checked)}
        />
        <Trans id="settings.kitchen.proof_of_delivery">Couriers photograph the delivery</Trans>
      </label>
    </section>
  );
}
