import { etaOf, travelMinutes, type Eta } from '#shared/order-time.ts';
import { pubs } from '../../db/schema.ts';
import { busyMinutesAt, type PubRow } from '../pubs/index.ts';
import type { OrderRow } from './order-json.ts';

/** The pub columns an order's ETA needs (select them with `etaPubColumns`). */
export type EtaPub = Pick<
  PubRow,
  'lat' | 'lng' | 'courierSpeedKmh' | 'defaultPrepMinutes' | 'busyExtraMinutes' | 'busyUntil'
>;
export const etaPubColumns = {
  lat: pubs.lat,
  lng: pubs.lng,
  courierSpeedKmh: pubs.courierSpeedKmh,
  defaultPrepMinutes: pubs.defaultPrepMinutes,
  busyExtraMinutes: pubs.busyExtraMinutes,
  busyUntil: pubs.busyUntil,
};

const pointOf = (p: { lat: number | null; lng: number | null }) =>
  p.lat != null && p.lng != null ? { lat: p.lat, lng: p.lng } : null;

/** The guest's ETA of an order at `now` (docs/product.md D16): the shared rule fed from the stored rows. */
export function orderEta(o: OrderRow, pub: EtaPub, now: Date): Eta | null {
  return etaOf({
    status: o.status,
    orderType: o.orderType,
    readyTime: o.approximatePreparationTime,
    firstReadyTime: o.firstReadyTime,
    pickedUpAt: o.pickedUpAt,
    scheduledFor: o.scheduledFor,
    travelMinutes: o.orderType === 'delivery' ? travelMinutes(pointOf(pub), pointOf(o), pub.courierSpeedKmh) : 0,
    defaultPrepMinutes: pub.defaultPrepMinutes,
    busyMinutes: busyMinutesAt(pub, now),
    now,
  });
}
