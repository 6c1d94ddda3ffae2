import { dishesTotalBani, toLei, withoutCommissionBani } from '#shared/money.ts';
import { toWireTime } from '#shared/time.ts';
import { asCanceledBy, asCancelReason, asStatus, dishPositionsJson } from '../orders/index.ts';
import type { CourierOrder } from '#shared/schemas/order-answers.ts';
import { courierDebit } from '../orders/index.ts';
import { stageOf } from '#shared/courier-stage.ts';
import { orderEta } from '../guest/index.ts';
import type { CourierOrderSource } from './repository/orders.ts';

export type { CourierOrderSource };

/**
 * The courier view of an order (docs/product.md S3 "Courier order"). The guest's name, phones, address and
 * comments go only to the courier who reserved it (docs/product.md D8); others see where to pick it up. `eta` is the
 * window the guest was promised (docs/product.md D16), read in the venue's `timezone`.
 */
export function courierOrderJson(
  { order: o, pub, companyPhone, dishes }: CourierOrderSource,
  viewerId: number,
  now = new Date(),
): CourierOrder {
  const mine = o.reserverCourierId === viewerId;
  const positions = dishPositionsJson(dishes);
  const sum = dishesTotalBani(positions);
  const without = o.commissionApplied ? withoutCommissionBani(sum) : sum;
  return {
    id: o.id,
    number: o.number,
    created_time: toWireTime(o.createdAt),
    status: asStatus(o.status),
    pub_name: pub.name,
    pub: {
      url_name: pub.urlName,
      lat: pub.lat ?? 0,
      lng: pub.lng ?? 0,
      address: pub.address,
      phone_number: companyPhone,
      proof_of_delivery: pub.proofOfDelivery,
      timezone: pub.timezone,
    },
    // The guest's point is as private as the address until this courier holds the order (0 to others);
    // null for everyone once the guest erased their details.
    lat: o.lat === null ? null : mine ? o.lat : 0,
    lng: o.lng === null ? null : mine ? o.lng : 0,
    // The drop-off town is what a courier weighs before reserving (docs/product.md D14); the address stays private.
    town: o.town,
    full_address: mine ? o.fullAddress : '',
    client_name: mine ? o.clientName : '',
    main_phone_number: mine ? o.mainPhoneNumber : '',
    second_phone_number: mine ? o.secondPhoneNumber : '',
    comments: mine ? o.comments : '',
    payment_type: o.paymentType,
    payment_status: o.paymentStatus,
    delivery_price: o.deliveryPrice,
    total_dishes_price: toLei(sum),
    total_dishes_price_without_commission: toLei(without),
    prepared: o.prepared,
    approximate_preparation_time: toWireTime(o.approximatePreparationTime),
    eta: orderEta(o, pub, now),
    // A scheduled order: its time, and when it moves to the new orders (and to couriers); null otherwise.
    scheduled_for: toWireTime(o.scheduledFor) || null,
    fires_at: toWireTime(o.firesAt) || null,
    dishes: positions,
    cancel_reason: asCancelReason(o.cancelReason),
    canceled_by: asCanceledBy(o.canceledBy),
    proof_image_file_name: mine ? o.proofImageFileName : '',
    pub_id: o.pubId,
    version: o.version,
    courier_info: {
      is_reserved: o.reserverCourierId !== null,
      reserver_courier_id: o.reserverCourierId ?? 0,
      distance: o.distance,
      courier_reward: o.zonePrice,
      courier_debit: courierDebit(o, dishes),
      courier_stage: stageOf(o),
    },
  };
}
export type CourierOrderJson = CourierOrder;
