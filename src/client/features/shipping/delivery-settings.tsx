import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DeliveryType } from '#shared/constants.ts';
import { messageFor } from '../../lib/error-messages.ts';
import type { ShippingDraft } from './draft.ts';

/** Each control edits the page's draft; the page's one Save bar sends it (decision 087). */
export interface DraftProps {
  draft: ShippingDraft;
  edit: (patch: Partial<ShippingDraft>) => void;
  errors: Record<string, string>;
}

/** Delivery on/off. */
export function AvailabilityToggle({ draft, edit }: DraftProps) {
  return (
    <label className="checkbox shipping-available">
      <input type="checkbox" checked={draft.available} onChange={(e) => edit({ available: e.target.checked })} />
      <Trans id="shipping.available">Delivery is available</Trans>
    </label>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  const { i18n } = useLingui();
  return error ? (
    <p id={id} className="field-error">
      {i18n._(messageFor(error))}
    </p>
  ) : null;
}

/** Delivery time range in minutes; `from` must not exceed `to` (the server's rule, shown here). */
export function TimeRange({ draft, edit, errors }: DraftProps) {
  const digits = (v: string) => v.replace(/\D/g, '').slice(0, 4);
  const field = (key: 'from' | 'to', label: ReactNode) => (
    <div className="field">
      <label htmlFor={`shipping-time-${key}`}>{label}</label>
      <input
        id={`shipping-time-${key}`}
        inputMode="numeric"
        value={draft[key]}
        onChange={(e) => edit({ [key]: digits(e.target.value) })}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `shipping-time-${key}-error` : undefined}
      />
      <FieldError id={`shipping-time-${key}-error`} error={errors[key]} />
    </div>
  );
  return (
    <fieldset className="shipping-fieldset">
      <legend>
        <Trans id="shipping.time_title">Delivery time, minutes</Trans>
      </legend>
      <div className="row">
        {field('from', <Trans id="shipping.time_from">From</Trans>)}
        {field('to', <Trans id="shipping.time_to">To</Trans>)}
      </div>
    </fieldset>
  );
}

export function DeliveryTypeChoice({ draft, edit }: DraftProps) {
  const option = (value: DeliveryType, label: ReactNode) => (
    <label className="checkbox">
      <input
        type="radio"
        name="delivery-type"
        value={value}
        checked={draft.delivery_type === value}
        onChange={() => edit({ delivery_type: value })}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="shipping-fieldset">
      <legend>
        <Trans id="shipping.delivery_type">Who delivers</Trans>
      </legend>
      <div className="row">
        {option('own', <Trans id="shipping.delivery_type_own">Own couriers</Trans>)}
        {option('delivery_service', <Trans id="shipping.delivery_type_service">Delivery service</Trans>)}
      </div>
    </fieldset>
  );
}

export function CommissionToggle({ draft, edit }: DraftProps) {
  return (
    <label className="checkbox">
      <input type="checkbox" checked={draft.commission} onChange={(e) => edit({ commission: e.target.checked })} />
      <Trans id="shipping.commission">Add the delivery commission to dish prices</Trans>
    </label>
  );
}

export { FieldError };
