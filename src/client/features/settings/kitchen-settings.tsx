import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ALERT_REPEAT_CHOICES, TICKET_AGE_LIMITS, TICKET_WIDTHS } from '#shared/kitchen.ts';
import { SelectField, SwitchField } from '../../components/ui/choice-fields.tsx';
import { agesValid as agesInOrder, type SettingsDraftProps } from './use-settings-draft.ts';
import { TitledSection } from '../../components/ui/titled-section.tsx';

/**
 * The kitchen's settings (docs/product.md D13): how often the new-order chime repeats, when a ticket turns
 * amber and red, the ticket paper width, printing on accept, and the courier's proof of delivery. Saved
 * with the venue fields by the page's one Save bar.
 */
export function KitchenSettingsSection({ form, set, fields }: SettingsDraftProps) {
  const { t } = useLingui();
  const ids = { warn: useId(), late: useId() };
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
    <TitledSection className="card stack settings-card" title={<Trans id="settings.kitchen.title">Kitchen</Trans>}>
      <div className="settings-grid">
        <SelectField
          label={<Trans id="settings.kitchen.alert_repeat">Repeat the new-order sound every</Trans>}
          value={form.alert_repeat_seconds}
          onChange={(v) => set('alert_repeat_seconds', Number(v))}
          options={ALERT_REPEAT_CHOICES.map((s) => ({
            value: s,
            label: t({ id: 'settings.kitchen.seconds', message: `${s} s` }),
          }))}
        />
        <SelectField
          label={<Trans id="settings.kitchen.ticket_width">Ticket paper width</Trans>}
          value={form.ticket_width_mm}
          onChange={(v) => set('ticket_width_mm', Number(v))}
          options={TICKET_WIDTHS.map((w) => ({
            value: w,
            label: t({ id: 'settings.kitchen.millimetres', message: `${w} mm` }),
          }))}
        />
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
      <SwitchField
        label={<Trans id="settings.kitchen.print_on_accept">Print the kitchen ticket when an order is accepted</Trans>}
        checked={form.print_on_accept}
        onChange={(on) => set('print_on_accept', on)}
      />
      <SwitchField
        label={<Trans id="settings.kitchen.proof_of_delivery">Couriers photograph the delivery</Trans>}
        checked={form.proof_of_delivery}
        onChange={(on) => set('proof_of_delivery', on)}
      />
    </TitledSection>
  );
}
