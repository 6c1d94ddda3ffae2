import { currencyById, WEB_MENU_DELIVERY_MARKER } from '#shared/constants.ts';
import { orderTotals } from '#shared/money.ts';
import { toWireTime } from '#shared/time.ts';
import type { Tx } from '../../db/client.ts';
import { stageOf } from '#shared/courier-stage.ts';
import { asCancelReason, asOrderType, asStatus, dishPositionsJson } from '../orders/index.ts';
import type { GuestOrder, OrderStatusView, PlacedOrder } from '#shared/schemas/order-answers.ts';
import { orderEta } from './eta.ts';
import {
  findOrderWithEtaPub,
  findOrderWithPub,
  findPaymentKind,
  findPaymentPage,
  findStatusHistory,
  linesByOrder,
  type DishLine,
  type OrderRow,
} from './repository/orders.ts';

/** The guest's view of an order (docs/product.md D7): what was ordered and what it costs, no staff fields. */
export function guestOrderJson(o: OrderRow, lines: readonly DishLine[], currencyId: number): GuestOrder {
  // `name` in the pub's main language; `guest_name` in the guest's when it differs (docs/product.md D18).
  const dishes = dishPositionsJson(lines).map((d, i) =>
    lines[i].guestName ? { ...d, guest_name: lines[i].guestName } : d,
  );
  const totals = orderTotals(dishes, o.deliveryPrice, o.commissionApplied);
  return {
    id: o.id,
    pub_id: o.pubId,
    number: o.number,
    status: asStatus(o.status),
    courier_stage: stageOf(o),
    // Why the venue (or the courier) canceled, shown on the status page in the guest's language (docs/product.md D13).
    cancel_reason: o.status === 'canceled' ? asCancelReason(o.cancelReason) : '',
    cancel_reason_text: o.status === 'canceled' ? o.cancelReasonText : '',
    tracking_token: o.trackingToken,
    created_time: toWireTime(o.createdAt),
    order_type: asOrderType(o.orderType),
    // The time the guest chose for the order (docs/product.md D16); null for "as soon as possible".
    scheduled_for: o.scheduledFor ? toWireTime(o.scheduledFor) : null,
    lang: o.lang,
    payment_type: o.paymentType,
    payment_status: o.paymentStatus,
    table_for_in_place_order: o.tableForInPlaceOrder,
    dishes,
    total_dishes_price: totals.total_dishes_price,
    delivery_price: totals.delivery_price,
    total_price: totals.total_price,
    currency: currencyById(currencyId),
  };
}

/** Rebuilds the 201 answer of an order from the database (the same answer for a repeated Idempotency-Key). */
/** Its `eta` counts from the order's creation, so a repeated key gets the very same answer. */
export async function loadGuestOrder(db: Tx, orderId: number): Promise<PlacedOrder | null> {
  const row = await findOrderWithEtaPub(db, orderId);
  if (!row) return null;
  const lines = (await linesByOrder(db, [orderId])).get(orderId) ?? [];
  return {
    ...guestOrderJson(row.order, lines, row.currencyId),
    eta: orderEta(row.order, row.pub, row.order.createdAt),
    payment: await paymentLink(db, row.order),
  };
}

/** Where an order waiting for its online payment is paid: the provider's page and until when; null otherwise. */
export async function paymentLink(db: Tx, o: OrderRow): Promise<{ url: string; expires_at: string } | null> {
  if (o.paymentStatus !== 'awaiting') return null;
  const p = await findPaymentPage(db, o.id);
  return p?.url ? { url: p.url, expires_at: toWireTime(p.expiresAt)! } : null;
}

/**
 * A table order not paid yet may be paid by MIA QR from the status page when the venue takes online payment;
 * not one that was meant to be paid online at checkout (its checkout stays its payment).
 */
async function miaQrAvailable(db: Tx, o: OrderRow, onlinePreorder: boolean): Promise<boolean> {
  if (o.orderType !== 'in_place' || o.status === 'canceled' || o.paymentStatus !== '' || !onlinePreorder) return false;
  const kind = await findPaymentKind(db, o.id);
  return kind === undefined || kind === 'mia_qr';
}

/**
 * The status page's order (docs/product.md D7): the guest view plus its status history (the timeline's
 * times), the preparation time staff chose, why it was canceled, the guest's name and comment, and what the guest needs to reach the
 * venue — its address and phone (the company's contact phone: a pub has no phone of its own, decision 130)
 * and its delivery range — and the ETA at `now`.
 */
export async function loadOrderStatus(db: Tx, orderId: number, now = new Date()): Promise<OrderStatusView | null> {
  const row = await findOrderWithPub(db, orderId);
  if (!row) return null;
  const [lines, history] = await Promise.all([linesByOrder(db, [orderId]), findStatusHistory(db, orderId)]);
  const o = row.order;
  return {
    ...guestOrderJson(o, lines.get(orderId) ?? [], row.pub.currencyId),
    version: o.version,
    approximate_preparation_time: toWireTime(o.approximatePreparationTime),
    // When the guest may expect the order (docs/product.md D16).
    eta: orderEta(o, row.pub, now),
    cancel_reason: o.status === 'canceled' ? asCancelReason(o.cancelReason) : '',
    cancel_reason_text: o.status === 'canceled' ? o.cancelReasonText : '',
    // The guest's own name and comment (an allergy note), so they can see the venue got them; never the
    // call-back marker stored in place of a name.
    client_name: o.clientName === WEB_MENU_DELIVERY_MARKER ? '' : o.clientName,
    comments: o.comments,
    history: history.map((h) => ({ status: asStatus(h.status), time: toWireTime(h.at) })),
    payment: await paymentLink(db, o),
    mia_qr_available: await miaQrAvailable(db, o, row.pub.onlinePreorder),
    pub: {
      name: row.pub.name,
      url_name: row.pub.urlName,
      address: row.pub.address,
      phone: row.phone,
      color_theme: row.pub.colorTheme,
      color: row.pub.color,
      // The page shows the promised times in the venue's zone, whatever the phone's.
      timezone: row.pub.timezone,
      shipping_time_from: row.pub.shippingTimeFrom,
      shipping_time_to: row.pub.shippingTimeTo,
    },
  };
}
