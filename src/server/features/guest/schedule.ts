import { readyTimeAt, travelMinutes } from '#shared/order-time.ts';
import type { ScheduleRules } from '#shared/slots.ts';
import { busyMinutesAt, pubHours, type PubRow } from '../pubs/index.ts';

/**
 * What a guest may schedule at this pub now (docs/product.md D16): its hours, its pre-order days, and the
 * earliest promise — now + default preparation + busy minutes, + travel to `point` for a delivery.
 */
export function scheduleRules(pub: PubRow, now: Date, point: { lat: number; lng: number } | null): ScheduleRules {
  const origin = pub.lat != null && pub.lng != null ? { lat: pub.lat, lng: pub.lng } : null;
  const travel = point ? travelMinutes(origin, point, pub.courierSpeedKmh) : 0;
  const earliest = new Date(readyTimeAt(now, pub.defaultPrepMinutes, busyMinutesAt(pub, now)).getTime() + travel * 60_000);
  return { hours: pubHours(pub), timeZone: pub.timezone, preorderDays: pub.preorderDays, earliest, now };
}
