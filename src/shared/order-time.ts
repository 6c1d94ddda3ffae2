import type { OrderStatus, OrderType } from './constants.ts';
import { haversineMeters, type LatLng } from './zones.ts';
import { toWireTime } from './time.ts';

/**
 * Promised times (docs/product.md D16): the pub's time settings, the ready time an accept sets, and the ETA
 * the guest sees. One definition each, for the server's answers and the guest page alike.
 */

/** Minutes the kitchen may name when accepting (`prep_minutes`). */
export const PREP_MINUTES = { min: 1, max: 240 } as const;
/** The minutes the board and the order page offer as one-tap choices; any whole minute in PREP_MINUTES may be typed. */
export const PREP_MINUTE_CHOICES = [10, 15, 20, 30, 45, 60] as const;
/** A running order's ready time can be moved later by these steps. */
export const LATER_STEPS = [5, 10, 15] as const;
export const DEFAULT_PREP_MINUTES = { min: 5, max: 180 } as const;
export const COURIER_SPEED_KMH = { min: 5, max: 60 } as const;
export const PREORDER_DAYS = { min: 0, max: 7 } as const;
export const SLOT_CAPACITY = { min: 1, max: 500 } as const;

/** At most this many orders of a type per slot; null = unlimited. */
export interface SlotCapacity {
  delivery: number | null;
  in_place: number | null;
}

/** The time settings of a pub as its PUT takes them and its GET gives them back. */
export interface TimeSettings {
  default_prep_minutes: number;
  courier_speed_kmh: number;
  preorder_days: number;
  slot_capacity: SlotCapacity;
}

export const TIME_DEFAULTS: TimeSettings = {
  default_prep_minutes: 20,
  courier_speed_kmh: 20,
  preorder_days: 0,
  slot_capacity: { delivery: null, in_place: null },
};

/** A delivery arrives within this window after its earliest time. */
export const DELIVERY_WINDOW_MINUTES = 15;
/** Streets are longer than the straight line: the distance is stretched by this much. */
export const ROAD_FACTOR = 1.3;
/** No delivery is promised faster than this, however close. */
export const MIN_TRAVEL_MINUTES = 5;

const MINUTE = 60_000;

/** A scheduled order reaches the kitchen's new orders this long before its preparation must start. */
export const FIRE_MARGIN_MINUTES = 10;

/**
 * When a scheduled order fires (moves to the new orders, alerts, and is offered to couriers): its
 * scheduled time less the preparation minutes, the travel (0 for a table) and FIRE_MARGIN_MINUTES.
 */
export function fireTimeOf(scheduledFor: Date, prepMinutes: number, travel: number): Date {
  return new Date(scheduledFor.getTime() - (prepMinutes + travel + FIRE_MARGIN_MINUTES) * MINUTE);
}

/** The ready time of an order accepted at `now` with `minutes` of work and the pub's busy minutes. */
export function readyTimeAt(now: Date, minutes: number, busyMinutes: number): Date {
  return new Date(now.getTime() + (minutes + busyMinutes) * MINUTE);
}

/** Whether `minutes` is a whole number the accept takes as `prep_minutes`. */
export function isPrepMinutes(minutes: number): boolean {
  return Number.isInteger(minutes) && minutes >= PREP_MINUTES.min && minutes <= PREP_MINUTES.max;
}

/**
 * A running order's ready time moved `minutes` later. A time already past is no promise, so the step counts
 * from now instead (an order late by ten minutes, "+5", is due five minutes from now, not still in the past).
 */
export function laterReadyTime(ready: Date | null, now: Date, minutes: number): Date {
  const base = ready && ready.getTime() > now.getTime() ? ready : now;
  return new Date(base.getTime() + minutes * MINUTE);
}

/**
 * Whole minutes a courier needs from the venue to the guest: straight-line distance × ROAD_FACTOR at
 * `speedKmh`, rounded up, at least MIN_TRAVEL_MINUTES. Without both points it is the minimum.
 */
export function travelMinutes(from: LatLng | null, to: LatLng | null, speedKmh: number): number {
  if (!from || !to || speedKmh <= 0) return MIN_TRAVEL_MINUTES;
  const km = (haversineMeters(from, to) / 1000) * ROAD_FACTOR;
  return Math.max(MIN_TRAVEL_MINUTES, Math.ceil((km / speedKmh) * 60));
}

/** The guest's ETA on the wire (UTC wire strings); `later` only when the promise moved past the first firm one. */
export interface Eta {
  from: string;
  to: string;
  firm: boolean;
  later?: true;
}

export interface EtaInput {
  status: OrderStatus | string;
  orderType: OrderType | string;
  /** The ready time the kitchen set (null: none yet). */
  readyTime: Date | null;
  /** The first ready time promised after the accept (null: none yet). */
  firstReadyTime: Date | null;
  /** The time the guest scheduled the order for (null: as soon as possible). */
  scheduledFor?: Date | null;
  /** When the courier picked the order up (null: not yet). */
  pickedUpAt: Date | null;
  travelMinutes: number;
  /** The pub's default preparation minutes and its busy minutes now, for an estimate before the accept. */
  defaultPrepMinutes: number;
  busyMinutes: number;
  now: Date;
}

/** Earliest and latest time for a ready time (table: both the ready time; delivery: + travel, then a window). */
function windowOf(orderType: string, ready: Date, travel: number): { from: Date; to: Date } {
  if (orderType !== 'delivery') return { from: ready, to: ready };
  const from = new Date(ready.getTime() + travel * MINUTE);
  return { from, to: new Date(from.getTime() + DELIVERY_WINDOW_MINUTES * MINUTE) };
}

/**
 * The ETA the guest sees (docs/product.md D16). Closed orders have none. Before the venue accepts (or an
 * accepted order without a ready time) it is an estimate counted from now with the default minutes and
 * the busy minutes, `firm: false`. Once accepted it is the kitchen's ready time; a delivery adds the
 * travel, counted from the pick-up once the courier has the order.
 */
export function etaOf(o: EtaInput): Eta | null {
  if (o.status === 'completed' || o.status === 'canceled') return null;
  if (o.scheduledFor) {
    // A scheduled order keeps its time as the promise, whatever the kitchen's pace.
    const to =
      o.orderType === 'delivery'
        ? new Date(o.scheduledFor.getTime() + DELIVERY_WINDOW_MINUTES * MINUTE)
        : o.scheduledFor;
    return { from: toWireTime(o.scheduledFor), to: toWireTime(to), firm: o.status !== 'not_handled' };
  }
  if (o.status === 'not_handled' || !o.readyTime) {
    const { from, to } = windowOf(
      o.orderType,
      readyTimeAt(o.now, o.defaultPrepMinutes, o.busyMinutes),
      o.travelMinutes,
    );
    return { from: toWireTime(from), to: toWireTime(to), firm: false };
  }
  const picked = o.orderType === 'delivery' && o.pickedUpAt;
  const { from, to } = picked
    ? windowOf('delivery', o.pickedUpAt!, o.travelMinutes)
    : windowOf(o.orderType, o.readyTime, o.travelMinutes);
  const eta: Eta = { from: toWireTime(from), to: toWireTime(to), firm: true };
  const first = o.firstReadyTime ? windowOf(o.orderType, o.firstReadyTime, o.travelMinutes).from : null;
  // Compared to the minute the guest is shown, so a few seconds' difference is never "later".
  if (first && Math.floor(from.getTime() / MINUTE) > Math.floor(first.getTime() / MINUTE)) eta.later = true;
  return eta;
}
