import { currencyById, type ColorTheme, type DeliveryType } from '#shared/constants.ts';
import { pauseInForce, type PausedJson, type PauseState } from '#shared/kitchen.ts';
import { toWireTime } from '#shared/time.ts';
import { rangesFromWorkHours, type OpeningHours } from '#shared/open-hours.ts';
import type { TimeSettings } from '#shared/order-time.ts';
import type { PubRow } from './repository.ts';
import type { KitchenState, PubAnswer, PublicPub } from '#shared/schemas/pub-answers.ts';
import type { Preorder, Shipping } from '#shared/schemas/shipping-answers.ts';

export type { PubRow };

export function isExpired(pub: Pick<PubRow, 'expirationTime'>, now = Date.now()): boolean {
  return pub.expirationTime.getTime() <= now;
}

/** The pub's hours for the one open/closed rule (src/shared/open-hours.ts): its ranges, else each day's one range. */
export function pubHours(p: Pick<PubRow, 'workRanges' | 'workHours' | 'closedDates'>): Required<OpeningHours> {
  // Rebuilt so the keys read {closed, ranges:[{start, end}]} (jsonb stores them in its own order).
  const week = p.workRanges?.map((d) => ({
    closed: d.closed,
    ranges: d.ranges.map((r) => ({ start: r.start, end: r.end })),
  }));
  return { week: week ?? rangesFromWorkHours(p.workHours), closedDates: p.closedDates };
}

/** The shipping settings block (docs/product.md S3 "Shipping settings"). */
export function shippingJson(p: PubRow): Shipping {
  const monday = p.workHours[0] ?? { start: 0, end: 1440 };
  return {
    available: p.shippingAvailable,
    shipping_time_from: p.shippingTimeFrom,
    shipping_time_to: p.shippingTimeTo,
    shipping_work_start: monday.start,
    shipping_work_end: monday.end,
    shipping_work_hours_for_week: p.workHours,
    shipping_prices: p.shippingPrices,
    shipping_free_delivery_prices: p.freeDeliveryPrices,
    delivery_type: p.deliveryType as DeliveryType,
    add_commission_to_dish_prices: p.addCommissionToDishPrices,
    shapes: p.shapes,
    // Two ranges a day and closing days (docs/product.md D15), beside the original one range for Tavola's own editor.
    work_ranges_for_week: pubHours(p).week,
    closed_dates: p.closedDates,
  };
}

export function preorderJson(p: PubRow): Preorder {
  return { card_preorder: p.cardPreorder, cash_preorder: p.cashPreorder, online_preorder: p.onlinePreorder };
}

function pauseState(paused: boolean, until: Date | null, now: Date): PauseState {
  if (!pauseInForce(paused, until, now)) return false;
  return until ? toWireTime(until) : null;
}

/** The busy minutes in force at `now` (0 when not busy or the busy spell has ended). */
export function busyMinutesAt(p: Pick<PubRow, 'busyExtraMinutes' | 'busyUntil'>, now: Date): number {
  return p.busyExtraMinutes > 0 && (p.busyUntil === null || p.busyUntil.getTime() > now.getTime())
    ? p.busyExtraMinutes
    : 0;
}

/** The pub's time settings (docs/product.md D16), in its public and owner answers. */
export function timeSettingsJson(p: PubRow): TimeSettings {
  return {
    default_prep_minutes: p.defaultPrepMinutes,
    courier_speed_kmh: p.courierSpeedKmh,
    preorder_days: p.preorderDays,
    slot_capacity: { delivery: p.slotCapacity.delivery ?? null, in_place: p.slotCapacity.in_place ?? null },
  };
}

/** Pause and busy mode as they stand at `now` (docs/product.md D13): a pause or busy spell past its end reads as over. */
export function kitchenStateJson(p: PubRow, now = new Date()): KitchenState {
  const paused: PausedJson = {
    delivery: pauseState(p.deliveryPaused, p.deliveryPausedUntil, now),
    in_place: pauseState(p.inPlacePaused, p.inPlacePausedUntil, now),
  };
  const busy = busyMinutesAt(p, now) > 0;
  return {
    paused,
    busy_extra_minutes: busy ? p.busyExtraMinutes : 0,
    busy_until: busy && p.busyUntil ? toWireTime(p.busyUntil) : null,
  };
}

/** The pub's kitchen settings (docs/product.md D13), in the owner's and staff's pub answer. */
export function kitchenSettingsJson(p: PubRow) {
  return {
    alert_repeat_seconds: p.alertRepeatSeconds,
    ticket_width_mm: p.ticketWidthMm,
    print_on_accept: p.printOnAccept,
    proof_of_delivery: p.proofOfDelivery,
    ticket_warn_minutes: p.ticketWarnMinutes,
    ticket_late_minutes: p.ticketLateMinutes,
  };
}

/** Fields anyone may see on the public page. */
export function publicPubJson(p: PubRow, now = new Date()): PublicPub {
  return {
    id: p.id,
    company_id: p.companyId,
    name: p.name,
    url_name: p.urlName,
    address: p.address,
    color_theme: p.colorTheme as ColorTheme,
    color: p.color,
    wifi_password: p.wifiPassword,
    additional_info: p.additionalInfo,
    currency_id: p.currencyId,
    currency: currencyById(p.currencyId),
    language_id: p.languageId,
    languages: p.languages,
    telegram_username: p.telegramUsername,
    has_in_place_order: p.hasInPlaceOrder,
    bg_image_file_name: p.bgImageFileName,
    lat: p.lat ?? 0,
    lng: p.lng ?? 0,
    timezone: p.timezone,
    expired: isExpired(p, now.getTime()),
    expiration_time_utc: toWireTime(p.expirationTime),
    shipping: shippingJson(p),
    preorder: preorderJson(p),
    ...kitchenStateJson(p, now),
    ...timeSettingsJson(p),
    work_ranges_for_week: pubHours(p).week,
    closed_dates: p.closedDates,
  };
}

/** The owner's view of a pub (docs/product.md S3 "Pub"). */
export function pubJson(p: PubRow): PubAnswer {
  return {
    ...publicPubJson(p),
    ...kitchenSettingsJson(p),
    qr_code_file_name: p.qrCodeFileName,
  };
}
