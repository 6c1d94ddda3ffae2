import { Trans, useLingui } from '@lingui/react/macro';
import type { Validator } from '#shared/validators.ts';
import { ORDER_TYPES } from '#shared/constants.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import { limitsOf, timeValueOf, type TimeDraftKey } from './time-draft.ts';
import type { SettingsDraftProps } from './use-settings-draft.ts';
import { TitledSection } from '../../components/ui/titled-section.tsx';

/**
 * Promised times (docs/product.md D16): the default preparation time, the courier's speed, how many days ahead
 * guests may order, and how many orders of each kind one quarter hour takes. Saved with the venue fields by the
 * page's one Save bar; each field says what it changes for the guest.
 */
export function TimeSettingsSection({ form, set, fields }: SettingsDraftProps) {
  const { t } = useLingui();
  const field = (key: TimeDraftKey, server: string | undefined, label: string, hint: string, unit: string) => {
    const { min, max } = limitsOf(key);
    const capacity = key.startsWith('slot_capacity');
    const check: Validator = (value) =>
      timeValueOf(key, { ...form, [key]: value }) === undefined ? 'errors.validation_error' : null;
    return (
      <TextField
        key={key}
        label={label}
        hint={hint}
        unit={unit}
        value={form[key]}
        onChange={(v) => set(key, v)}
        validators={[check]}
        serverError={server}
        errorText={
          capacity
            ? t({
                id: 'settings.time.capacity_range',
                message: `A whole number from ${min} to ${max}, or leave it empty for no limit`,
              })
            : t({ id: 'settings.time.range', message: `A whole number from ${min} to ${max}` })
        }
        inputMode="numeric"
        autoComplete="off"
        placeholder={capacity ? t({ id: 'settings.time.unlimited', message: 'No limit' }) : undefined}
      />
    );
  };
  const minutes = t({ id: 'settings.time.unit_minutes', message: 'min' });
  const perSlot = t({ id: 'settings.time.unit_orders', message: 'orders' });
  const capacity = {
    delivery: {
      label: t({ id: 'settings.time.capacity_delivery', message: 'Delivery' }),
      hint: t({
        id: 'settings.time.capacity_delivery_hint',
        message: 'How many delivery orders may be promised for the same quarter hour.',
      }),
    },
    in_place: {
      label: t({ id: 'settings.time.capacity_in_place', message: 'At the tables' }),
      hint: t({
        id: 'settings.time.capacity_in_place_hint',
        message: 'How many table orders may be promised for the same quarter hour.',
      }),
    },
  };
  return (
    <TitledSection className="card stack settings-card" title={<Trans id="settings.time.title">Order times</Trans>}>
      <div className="settings-grid">
        {field(
          'default_prep_minutes',
          fields.default_prep_minutes,
          t({ id: 'settings.time.prep', message: 'Usual preparation time' }),
          t({
            id: 'settings.time.prep_hint',
            message: 'Preselected on “Accept”. Guests see a ready time counted from it until you accept.',
          }),
          minutes,
        )}
        {field(
          'courier_speed_kmh',
          fields.courier_speed_kmh,
          t({ id: 'settings.time.speed', message: 'Courier speed' }),
          t({
            id: 'settings.time.speed_hint',
            message: 'With the distance, sets the arrival window a delivery guest sees.',
          }),
          t({ id: 'settings.time.unit_kmh', message: 'km/h' }),
        )}
        {field(
          'preorder_days',
          fields.preorder_days,
          t({ id: 'settings.time.preorder_days', message: 'Orders ahead' }),
          t({
            id: 'settings.time.preorder_days_hint',
            message:
              '0: guests order only for as soon as possible. 1–7: guests may also pick a 15-minute slot up to that many days ahead.',
          }),
          t({ id: 'settings.time.unit_days', message: 'days' }),
        )}
      </div>
      <h3 className="settings-subtitle">
        <Trans id="settings.time.capacity_title">Orders per 15 minutes</Trans>
      </h3>
      <p className="field-hint">
        <Trans id="settings.time.capacity_hint">
          When a quarter hour is full, guests are offered the next free times. Leave empty for no limit.
        </Trans>
      </p>
      <div className="settings-grid">
        {/* A quarter hour's capacity per kind of order: the kind's own server error, else the capacity's as a whole. */}
        {ORDER_TYPES.map((kind) =>
          field(
            `slot_capacity_${kind}`,
            fields[`slot_capacity.${kind}`] ?? fields.slot_capacity,
            capacity[kind].label,
            capacity[kind].hint,
            perSlot,
          ),
        )}
      </div>
    </TitledSection>
  );
}
