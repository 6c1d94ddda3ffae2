import { etaOf, travelMinutes, type Eta } from '#shared/order-time.ts';
import { busyMinutesAt } from '../pubs/index.ts';
import type { EtaPub, OrderRow } from './repository/orders.ts';

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
