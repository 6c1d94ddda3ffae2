import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { TIME_DEFAULTS, travelMinutes } from '#shared/order-time.ts';
import { addDays, localDate, parseWireTime } from '#shared/time.ts';
import { formatShortDay, formatTime } from '../../../lib/format.ts';
import { messageFor } from '../../../lib/error-messages.ts';
import { guestQueries, type PublicPub } from '../api.ts';
import type { CheckoutForm } from '../ordering.ts';
import { SelectField } from '../../../components/ui/choice-fields.tsx';

type Set = <K extends keyof CheckoutForm>(key: K, value: CheckoutForm[K]) => void;

/** Minutes until an order placed now is ready (table) or arrives (delivery): the pub's preparation + busy minutes, + travel. */
export function soonestMinutes(pub: PublicPub, form: Pick<CheckoutForm, 'order_type' | 'point'>): number {
  const prep =
    (pub.default_prep_minutes ?? TIME_DEFAULTS.default_prep_minutes) + Math.max(0, pub.busy_extra_minutes ?? 0);
  if (form.order_type !== 'delivery') return prep;
  const venue = pub.lat || pub.lng ? { lat: pub.lat, lng: pub.lng } : null;
  return prep + travelMinutes(venue, form.point, pub.courier_speed_kmh ?? TIME_DEFAULTS.courier_speed_kmh);
}

/** The local dates a guest may order for: the venue's today and the next `preorder_days`. */
export function orderDays(pub: PublicPub, now: Date): string[] {
  const today = localDate(now, pub.timezone);
  return Array.from({ length: Math.max(0, pub.preorder_days ?? 0) + 1 }, (_, i) => addDays(today, i));
}

/**
 * "When?" at the checkout (docs/product.md D16), shown when the venue takes orders ahead: as soon as possible
 * (with the minutes it takes), or a day and one of its 15-minute slots from the server's list, in the venue's
 * zone and the page's language. A full slot stays in the list, disabled and marked full.
 */
export function WhenPicker({
  pub,
  form,
  set,
  error,
  showErrors,
}: {
  pub: PublicPub;
  form: CheckoutForm;
  set: Set;
  error?: string;
  showErrors: boolean;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const days = orderDays(pub, new Date());
  const [chosenDay, setDay] = useState(days[0]);
  const chosen = form.scheduled_for ? parseWireTime(form.scheduled_for) : null;
  // A slot offered after a refusal may lie on another day: the day follows the chosen slot.
  const day = chosen ? localDate(chosen, pub.timezone) : chosenDay;
  const slots = useQuery({ ...guestQueries.slots(pub.url_name, form.order_type, day), enabled: form.when === 'later' });
  const list = slots.data ?? [];
  const dayLabel = (d: string, i: number) =>
    i === 0
      ? t({ id: 'guest.when.today', message: 'Today' })
      : i === 1
        ? t({ id: 'guest.when.tomorrow', message: 'Tomorrow' })
        : formatShortDay(new Date(`${d}T12:00:00Z`), i18n.locale, 'UTC');
  const minutes = soonestMinutes(pub, form);
  const shownError = showErrors || form.scheduled_for ? error : undefined;
  return (
    <fieldset className="guest-fieldset guest-when" data-testid="when">
      <legend>
        <Trans id="guest.when.legend">When?</Trans>
      </legend>
      <label className="checkbox">
        <input type="radio" name="when" checked={form.when === 'now'} onChange={() => set('when', 'now')} />
        <Trans id="guest.when.now">As soon as possible (about {minutes} min)</Trans>
      </label>
      <label className="checkbox">
        <input type="radio" name="when" checked={form.when === 'later'} onChange={() => set('when', 'later')} />
        <Trans id="guest.when.later">Later</Trans>
      </label>
      {form.when === 'later' && (
        <div className="guest-when-fields">
          <SelectField
            label={<Trans id="guest.when.day">Day</Trans>}
            value={day}
            onChange={(v) => {
              setDay(v);
              set('scheduled_for', null);
            }}
            options={days.map((d, i) => ({ value: d, label: dayLabel(d, i) }))}
          />
          <div className="field">
            <label htmlFor={`${id}-time`}>
              <Trans id="guest.when.time">Time</Trans>
            </label>
            <select
              id={`${id}-time`}
              value={form.scheduled_for ?? ''}
              onChange={(e) => set('scheduled_for', e.target.value || null)}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={shownError ? `${id}-error` : undefined}
              disabled={slots.isPending}
            >
              <option value="">{t({ id: 'guest.when.choose', message: 'Choose a time' })}</option>
              {list.map((s) => {
                const time = formatTime(s.start, i18n.locale, pub.timezone);
                return (
                  <option key={s.start} value={s.start} disabled={s.free === 0}>
                    {s.free === 0 ? t({ id: 'guest.when.full_slot', message: `${time} — full` }) : time}
                  </option>
                );
              })}
            </select>
            {shownError && (
              <p className="field-error" id={`${id}-error`}>
                {i18n._(messageFor(shownError))}
              </p>
            )}
          </div>
          {slots.isSuccess && list.every((s) => s.free === 0) && (
            <p className="guest-muted" data-testid="no-slots">
              <Trans id="guest.when.none">No free times on this day: please choose another day.</Trans>
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}

/**
 * A refused slot (409 `slot is full`): says so and offers the next free starts the server named; nothing is sent
 * until the guest picks one and places the order again.
 */
export function SlotFull({
  pub,
  next,
  pick,
}: {
  pub: PublicPub;
  next: readonly string[];
  pick: (start: string) => void;
}) {
  const { i18n } = useLingui();
  const today = localDate(new Date(), pub.timezone);
  const offered = (pub.preorder_days ?? 0) > 0 ? next : [];
  return (
    <div className="guest-gone" role="alert" data-testid="slot-full">
      <p>
        <strong>
          <Trans id="guest.when.slot_full">That time is full.</Trans>
        </strong>{' '}
        {offered.length > 0 ? (
          <Trans id="guest.when.pick_next">Choose another time, then place the order again:</Trans>
        ) : (
          <Trans id="guest.when.try_later">Please try again a little later.</Trans>
        )}
      </p>
      {offered.length > 0 && (
        <div className="row guest-next-slots">
          {offered.map((start) => {
            const at = parseWireTime(start);
            if (!at) return null;
            const time = formatTime(at, i18n.locale, pub.timezone);
            const label =
              localDate(at, pub.timezone) === today
                ? time
                : `${formatShortDay(at, i18n.locale, pub.timezone)}, ${time}`;
            return (
              <button key={start} type="button" className="button button-secondary" onClick={() => pick(start)}>
                {label}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
