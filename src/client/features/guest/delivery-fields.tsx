import { Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_MAP_CENTER, type PaymentType } from '#shared/constants.ts';
import { notEmpty, phone, type Validator } from '#shared/validators.ts';
import { TextField, textBinder } from '../../components/ui/text-field.tsx';
import { LazyPointPicker } from '../../components/map/lazy.ts';
import type { LastAddress, PublicPub } from './api.ts';
import type { CheckoutForm } from './ordering.ts';
import { PaymentChoice } from './payment-choice.tsx';

type Set = <K extends keyof CheckoutForm>(key: K, value: CheckoutForm[K]) => void;

/** The guest's phone, the delivery's contact or the kept account's: the phone's own autofill and keypad. */
export function GuestPhone(props: {
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  validators?: Validator[];
  showErrors: boolean;
  serverError: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <TextField
      label={t({ id: 'guest.field.phone', message: 'Phone' })}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      {...props}
    />
  );
}

type Props = {
  pub: PublicPub;
  form: CheckoutForm;
  set: Set;
  errors: Record<string, string>;
  showErrors: boolean;
  payments: PaymentType[];
  lastAddress: LastAddress | null;
};

/**
 * The delivery part of the checkout: contacts, address, the pin, and payment among the enabled types.
 * The map (MapLibre) loads only here, when the guest chose delivery; "use my location" works without it.
 */
export function DeliveryFields(props: Props) {
  return (
    <fieldset className="guest-fieldset">
      <legend>
        <Trans id="guest.delivery.legend">Delivery</Trans>
      </legend>
      <DeliveryContacts {...props} />
      <DeliveryPoint {...props} />
      <DeliveryPayment {...props} />
    </fieldset>
  );
}

/** The phones and the address; the last order's address in one tap for a signed-in guest. */
function DeliveryContacts({ form, set, errors, showErrors, lastAddress }: Props) {
  const { t } = useLingui();
  const err = (field: string) => (showErrors ? errors[field] : undefined);
  const text = textBinder(form, set);
  return (
    <>
      <GuestPhone
        {...text('main_phone_number')}
        required
        validators={[notEmpty, phone]}
        showErrors={showErrors}
        serverError={err('main_phone_number')}
      />
      <TextField
        label={t({ id: 'guest.field.second_phone', message: 'Second phone (optional)' })}
        {...text('second_phone_number')}
        type="tel"
        inputMode="tel"
        serverError={err('second_phone_number')}
      />
      {lastAddress && !form.full_address && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            set('town', lastAddress.town);
            set('full_address', lastAddress.full_address);
            if (lastAddress.lat != null && lastAddress.lng != null)
              set('point', { lat: lastAddress.lat, lng: lastAddress.lng });
          }}
        >
          <Trans id="guest.delivery.use_last_address">Use my last address</Trans>
        </button>
      )}
      <TextField
        label={t({ id: 'guest.field.town', message: 'Town' })}
        {...text('town')}
        autoComplete="address-level2"
      />
      <TextField
        label={t({ id: 'guest.field.address', message: 'Address' })}
        {...text('full_address')}
        autoComplete="street-address"
        required
        serverError={err('full_address')}
      />
    </>
  );
}

/** The pin on the map, or the phone's location. */
function DeliveryPoint({ pub, form, set, errors, showErrors }: Props) {
  const [locating, setLocating] = useState(false);
  const center = pub.lat || pub.lng ? { lat: pub.lat, lng: pub.lng } : DEFAULT_MAP_CENTER;
  const locate = () => {
    if (!navigator.geolocation) return;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        set('point', { lat: pos.coords.latitude, lng: pos.coords.longitude });
      },
      () => setLocating(false),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };
  return (
    <div className="field">
      <span className="guest-label" id="guest-pin-label">
        <Trans id="guest.delivery.pin">Point on the map</Trans>
      </span>
      <p className="guest-muted">
        <Trans id="guest.delivery.pin_hint">Tap the map where we should bring your order.</Trans>
      </p>
      <Suspense fallback={<div className="spinner" />}>
        <LazyPointPicker center={center} value={form.point} onChange={(p) => set('point', p)} height={260} />
      </Suspense>
      <div className="row">
        <button type="button" className="button button-secondary" onClick={locate} disabled={locating}>
          <Trans id="guest.delivery.my_location">Use my location</Trans>
        </button>
        {form.point && (
          <span className="guest-muted" data-testid="guest-point">
            <Trans id="guest.delivery.point_set">Point chosen</Trans>
          </span>
        )}
      </div>
      {showErrors && errors.point && (
        <p className="field-error">
          <Trans id="guest.delivery.point_required">Choose the point on the map</Trans>
        </p>
      )}
    </div>
  );
}

/** How the delivery is paid, among the ways the venue takes. */
function DeliveryPayment({ form, set, payments }: Props) {
  return (
    <PaymentChoice>
      {payments.map((p) => (
        <label key={p} className="checkbox">
          <input
            type="radio"
            name="payment_type"
            value={p}
            checked={form.payment_type === p}
            onChange={() => set('payment_type', p)}
          />
          {p === 'cash' ? (
            <Trans id="guest.payment.cash">Cash</Trans>
          ) : p === 'online' ? (
            <Trans id="guest.payment.online">Pay online (card, Apple Pay, Google Pay, MIA)</Trans>
          ) : (
            <Trans id="guest.payment.card_offline">Card on delivery</Trans>
          )}
        </label>
      ))}
    </PaymentChoice>
  );
}
