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
  return (
    <fieldset className="shipping-fieldset">
      <legend>
        <Trans id="shipping.time_title">Delivery time, minutes</Trans>
      </legend>
      <div className="row">
        <div className="field">
          <label htmlFor="shipping-time-from">
            <Trans id="shipping.time_from">From</Trans>
          </label>
          <input
            id="shipping-time-from"
            inputMode="numeric"
            value={draft.from}
            onChange={(e) => edit({ from: digits(e.target.value) })}
            aria-invalid={errors.from ? true : undefined}
            aria-describedby={errors.from ? 'shipping-time-from-error' : undefined}
          />
          <FieldError id="shipping-time-from-error" error={errors.from} />
        </div>
        <div className="field">
          <label htmlFor="shipping-time-to">
            <Trans id="shipping.time_to">To</Trans>
          </label>
          <input
            id="shipping-time-to"
            inputMode="numeric"
            value={draft.to}
            onChange={(e) => edit({ to: digits(e.target.value) })}
            aria-invalid={errors.to ? true : undefined}
            aria-describedby={errors.to ? 'shipping-time-to-error' : undefined}
          />
          <FieldError id="shipping-time-to-error" error={errors.to} />
        </div>
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
