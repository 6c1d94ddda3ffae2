import type { DeliveryType } from '#shared/constants.ts';
import { WORK_HOURS_MAX } from '#shared/constants.ts';
import { shippingTimeError, workDayError } from '#shared/schemas/shipping.ts';
import type { Shape } from '#shared/zones.ts';
import { zonesDiffer } from '../../components/map/zone-rules.ts';
import type { Shipping } from './queries.ts';

/**
 * The stored block the draft reads: the shipping answer, which may lack its two-range hours and closing days;
 * without them the one range a day stands, and a change to it is saved by `shipping-work-hours`.
 */
export type StoredShipping = Omit<Shipping, 'work_ranges_for_week' | 'closed_dates'> &
  Partial<Pick<Shipping, 'work_ranges_for_week' | 'closed_dates'>>;

/**
 * The shipping page's one save model (decision 087): every control edits this draft, and one Save
 * bar sends whatever differs from the stored settings. Leaving with a differing draft asks first.
 */
export interface Range {
  start: number;
  end: number;
}
/** A weekday: its first range, and a second one (dinner after lunch) when the owner added it. */
export interface Day {
  start: number;
  end: number;
  closed: boolean;
  second?: Range;
}
export interface ShippingDraft {
  available: boolean;
  from: string;
  to: string;
  hours: Day[];
  delivery_type: DeliveryType;
  commission: boolean;
  zones: Shape[];
  prices: Record<string, string>;
  free: Record<string, string>;
  /** Closing days (holidays), the pub's local dates, sorted. */
  closedDates: string[];
}
/** Hours a day gets when the owner opens a closed day. */
export const DEFAULT_DAY = { start: 9 * 60, end: 22 * 60 };

const toDrafts = (prices: Record<string, number>) =>
  Object.fromEntries(Object.entries(prices).map(([id, v]) => [id, String(v)]));

export function draftOf(s: StoredShipping): ShippingDraft {
  return {
    available: s.available,
    from: String(s.shipping_time_from || ''),
    to: String(s.shipping_time_to || ''),
    // start = end is a closed day (docs/product.md D6): shown as a "closed" switch, never a zero range.
    hours: s.work_ranges_for_week
      ? s.work_ranges_for_week.map((d, i) => dayOf(d, s.shipping_work_hours_for_week[i]))
      : s.shipping_work_hours_for_week.map((h) => ({ start: h.start, end: h.end, closed: h.start === h.end })),
    delivery_type: s.delivery_type,
    commission: s.add_commission_to_dish_prices,
    zones: s.shapes,
    prices: toDrafts(s.shipping_prices),
    free: toDrafts(s.shipping_free_delivery_prices),
    closedDates: [...(s.closed_dates ?? [])],
  };
}

function dayOf(d: { closed: boolean; ranges: Range[] }, spec: Range | undefined): Day {
  const first = d.ranges[0] ?? (spec && spec.start !== spec.end ? spec : DEFAULT_DAY);
  return {
    start: first.start,
    end: first.end,
    closed: d.closed || d.ranges.length === 0,
    ...(d.ranges[1] ? { second: { ...d.ranges[1] } } : {}),
  };
}

/** The week as `work_ranges_for_week` stores it. */
export const storedRanges = (hours: Day[]) =>
  hours.map((h) =>
    h.closed
      ? { closed: true, ranges: [] }
      : { closed: false, ranges: [{ start: h.start, end: h.end }, ...(h.second ? [h.second] : [])] },
  );
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The work hours as stored: a closed day is 0–0. */
export const storedHours = (hours: Day[]) =>
  hours.map((h) => (h.closed ? { start: 0, end: 0 } : { start: h.start, end: h.end }));

/** Only filled, numeric prices of the draft's zones are sent (a zone without a price does not deliver). */
export function pricesOf(drafts: Record<string, string>, zones: Shape[]): Record<string, number> {
  return Object.fromEntries(
    zones.flatMap((z) =>
      (drafts[z.shape_id] ?? '') !== '' && Number.isFinite(Number(drafts[z.shape_id]))
        ? [[z.shape_id, Number(drafts[z.shape_id])]]
        : [],
    ),
  );
}
const samePrices = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);
const sameHours = (a: { start: number; end: number }[], b: { start: number; end: number }[]) =>
  a.length === b.length && a.every((h, i) => h.start === b[i]?.start && h.end === b[i]?.end);

/** One save call of the page: its path and body, in the order they must be sent (zones before their prices). */
export interface SaveCall {
  path: string;
  body: object;
}

export function changedCalls(d: ShippingDraft, s: StoredShipping): SaveCall[] {
  const calls: SaveCall[] = [];
  if (d.available !== s.available) calls.push({ path: 'shipping-availability', body: { available: d.available } });
  if (Number(d.from) !== s.shipping_time_from || Number(d.to) !== s.shipping_time_to)
    calls.push({ path: 'shipping-time', body: { from: Number(d.from), to: Number(d.to) } });
  if (s.work_ranges_for_week) {
    // Ranges and closing days in one call; the server mirrors each first range into the original one-range hours.
    const week = storedRanges(d.hours);
    // Compared field by field: the stored JSON comes back from jsonb with its keys in another order.
    const stored = s.work_ranges_for_week.map((day) => ({
      closed: day.closed,
      ranges: day.closed ? [] : day.ranges.map((r) => ({ start: r.start, end: r.end })),
    }));
    if (!sameJson(week, stored) || !sameJson(d.closedDates, s.closed_dates ?? [])) {
      calls.push({ path: 'work-ranges', body: { work_ranges_for_week: week, closed_dates: d.closedDates } });
    }
  } else if (!sameHours(storedHours(d.hours), s.shipping_work_hours_for_week)) {
    calls.push({ path: 'shipping-work-hours', body: { work_hours: storedHours(d.hours) } });
  }
  if (d.delivery_type !== s.delivery_type)
    calls.push({ path: 'delivery-type', body: { delivery_type: d.delivery_type } });
  if (d.commission !== s.add_commission_to_dish_prices)
    calls.push({ path: 'add-commission-to-dish-prices', body: { add_commission_to_dish_prices: d.commission } });
  const zonesChanged = zonesDiffer(s.shapes, d.zones);
  if (zonesChanged) calls.push({ path: 'shipping', body: { shapes: d.zones } });
  // After a zones save the server has reset removed/new zones' prices, so prices are sent whenever zones changed.
  const prices = pricesOf(d.prices, d.zones);
  if (zonesChanged || !samePrices(prices, s.shipping_prices)) calls.push({ path: 'shipping-price', body: { prices } });
  const free = pricesOf(d.free, d.zones);
  if (zonesChanged || !samePrices(free, s.shipping_free_delivery_prices))
    calls.push({ path: 'shipping-free-delivery-prices', body: { prices: free } });
  return calls;
}

/** What is wrong in the draft, as `{field: key}` with the server's keys (`from`, `work_hours.N`). */
export function draftErrors(d: ShippingDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  d.hours.forEach((h, i) => {
    if (h.closed) return;
    // An open day needs a range: a zero range is what the "closed" switch is for.
    const key = h.start === h.end ? 'errors.work_day_empty' : workDayError(h);
    if (key) errors[`work_hours.${i}`] = key;
    if (h.second) {
      const second = h.second.start === h.second.end ? 'errors.work_day_empty' : workDayError(h.second);
      if (second) errors[`work_hours.${i}.second`] = second;
    }
  });
  // The delivery time is hidden while delivery is off, so not checked then; the hours are shown either way.
  if (!d.available) return errors;
  const whole = (v: string) => /^\d+$/.test(v) && Number(v) > 0 && Number(v) <= WORK_HOURS_MAX;
  // A delivery time not set yet (both empty) is left alone; once one is typed, both are needed.
  if (d.from !== '' || d.to !== '') {
    if (!whole(d.from)) errors.from = d.from === '' ? 'errors.field_is_required' : 'errors.field_must_be_number';
    if (!whole(d.to)) errors.to = d.to === '' ? 'errors.field_is_required' : 'errors.field_must_be_number';
  }
  if (!errors.from && !errors.to && d.from !== '') {
    const key = shippingTimeError(Number(d.from), Number(d.to));
    if (key) errors.from = key;
  }
  return errors;
}
