import { readyTimeAt, travelMinutes } from '#shared/order-time.ts';
import type { ScheduleRules } from '#shared/slots.ts';
import { busyMinutesAt, pubHours, type PubRow } from '../pubs/index.ts';

/**
 * What a guest may schedule at this pub now (docs/product.md D16): its hours, its pre-order days, and the
 * earliest promise — now + default preparation + busy minutes, + travel to `point` for a delivery.
 */
export function scheduleRules(pub: PubRow, now: Date, point: { lat: number; lng: number } | null): ScheduleRules {
  const travel = travelTo(pub, point);
  const earliest = new Date(
    readyTimeAt(now, pub.defaultPrepMinutes, busyMinutesAt(pub, now)).getTime() + travel * 60_000,
  );
  return { hours: pubHours(pub), timeZone: pub.timezone, preorderDays: pub.preorderDays, earliest, now };
}

/** A courier's minutes from the pub to `point` at the pub's speed; 0 without a point (a table order). */
export function travelTo(pub: PubRow, point: { lat: number; lng: number } | null): number {
  const origin = pub.lat != null && pub.lng != null ? { lat: pub.lat, lng: pub.lng } : null;
  return point ? travelMinutes(origin, point, pub.courierSpeedKmh) : 0;
}
