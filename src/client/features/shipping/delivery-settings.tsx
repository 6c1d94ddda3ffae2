import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DeliveryType } from '#shared/constants.ts';
import { useShippingSave, type Shipping } from './queries.ts';

interface Props { companyId: number; pubId: number; shipping: Shipping }

/**
 * The value a toggle shows: the one being saved while its request runs (set in the same event, so
 * the input never flips back), then the stored one. `set(value, save)` shows and saves; `set(null)` ends.
 */
function useShownValue<T>(stored: T): [T, (value: T | null, save?: (value: T) => void) => void] {
  const [pending, setPending] = useState<{ value: T } | null>(null);
  const set = (value: T | null, save?: (value: T) => void) => {
    setPending(value === null ? null : { value });
    if (value !== null) save?.(value);
  };
  return [pending ? pending.value : stored, set];
}

/** Delivery on/off: saved only when the owner changes it (spec §5), never on load. */
export function AvailabilityToggle({ companyId, pubId, shipping }: Props) {
  const save = useShippingSave<{ available: boolean }>(companyId, pubId, 'shipping-availability', 'shipping.availability');
  const [shown, set] = useShownValue(shipping.available);
  return (
    <label className="checkbox shipping-available">
      <input type="checkbox" checked={shown} disabled={save.isPending} onChange={(e) => set(e.target.checked, (available) => save.mutate({ available }, { onSettled: () => set(null) }))} />
      <Trans id="shipping.available">Delivery is available</Trans>
    </label>
  );
}

/** Delivery time range in minutes: saved only when both are non-zero numbers and differ from the stored ones. */
export function TimeRange({ companyId, pubId, shipping }: Props) {
  const { t } = useLingui();
  const [from, setFrom] = useState(String(shipping.shipping_time_from || ''));
  const [to, setTo] = useState(String(shipping.shipping_time_to || ''));
  const save = useShippingSave<{ from: number; to: number }>(companyId, pubId, 'shipping-time', 'shipping.time');
  const f = Number(from);
  const tt = Number(to);
  const valid = from !== '' && to !== '' && Number.isInteger(f) && Number.isInteger(tt) && f > 0 && tt > 0;
  const changed = f !== shipping.shipping_time_from || tt !== shipping.shipping_time_to;
  const digits = (v: string) => v.replace(/\D/g, '').slice(0, 4);
  return (
    <fieldset className="shipping-fieldset">
      <legend><Trans id="shipping.time_title">Delivery time, minutes</Trans></legend>
      <div className="row">
        <div className="field">
          <label htmlFor="shipping-time-from"><Trans id="shipping.time_from">From</Trans></label>
          <input id="shipping-time-from" inputMode="numeric" value={from} onChange={(e) => setFrom(digits(e.target.value))} />
        </div>
        <div className="field">
          <label htmlFor="shipping-time-to"><Trans id="shipping.time_to">To</Trans></label>
          <input id="shipping-time-to" inputMode="numeric" value={to} onChange={(e) => setTo(digits(e.target.value))} />
        </div>
        {valid && changed && (
          <button type="button" className="button shipping-inline-button" disabled={save.isPending} onClick={() => save.mutate({ from: f, to: tt })}
            aria-label={t({ id: 'shipping.save_time', message: 'Save delivery time' })}>
            <Trans id="shipping.save">Save</Trans>
          </button>
        )}
      </div>
    </fieldset>
  );
}

export function DeliveryTypeChoice({ companyId, pubId, shipping }: Props) {
  const save = useShippingSave<{ delivery_type: DeliveryType }>(companyId, pubId, 'delivery-type', 'shipping.delivery_type');
  const [shown, set] = useShownValue(shipping.delivery_type);
  const option = (value: DeliveryType, label: ReactNode) => (
    <label className="checkbox">
      <input type="radio" name="delivery-type" value={value} checked={shown === value} disabled={save.isPending}
        onChange={() => set(value, (delivery_type) => save.mutate({ delivery_type }, { onSettled: () => set(null) }))} />
      {label}
    </label>
  );
  return (
    <fieldset className="shipping-fieldset">
      <legend><Trans id="shipping.delivery_type">Who delivers</Trans></legend>
      <div className="row">
        {option('own', <Trans id="shipping.delivery_type_own">Own couriers</Trans>)}
        {option('delivery_service', <Trans id="shipping.delivery_type_service">Delivery service</Trans>)}
      </div>
    </fieldset>
  );
}

export function CommissionToggle({ companyId, pubId, shipping }: Props) {
  const save = useShippingSave<{ add_commission_to_dish_prices: boolean }>(companyId, pubId, 'add-commission-to-dish-prices', 'shipping.commission');
  const [shown, set] = useShownValue(shipping.add_commission_to_dish_prices);
  return (
    <label className="checkbox">
      <input type="checkbox" checked={shown} disabled={save.isPending}
        onChange={(e) => set(e.target.checked, (value) => save.mutate({ add_commission_to_dish_prices: value }, { onSettled: () => set(null) }))} />
      <Trans id="shipping.commission">Add the delivery commission to dish prices</Trans>
    </label>
  );
}
