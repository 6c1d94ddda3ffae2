import { WEB_MENU_DELIVERY_MARKER } from '#shared/constants.ts';
import { orderTotals } from '#shared/money.ts';
import { toWireTime } from '#shared/time.ts';
import { stageOf } from '#shared/courier-stage.ts';
import type { HistoryRow, LoadedOrder, OrderDishRow, OrderRow } from './repository/orders.ts';
import type { CancelReason, OrderStatus, OrderType } from '#shared/constants.ts';
import type { DishPosition, StaffOrder } from '#shared/schemas/order-answers.ts';

/** Stored text columns whose values the answer schemas name one by one (the strict test app checks them). */
export const asStatus = (status: string) => status as OrderStatus;
export const asOrderType = (type: string) => type as OrderType;
export const asCancelReason = (reason: string) => reason as CancelReason | '';
export const asCanceledBy = (by: string) => by as StaffOrder['canceled_by'];

/**
 * The wire (JSON) views of an order; the rows come from repository/orders.ts. Positions (staff, courier and guest
 * answers alike) carry the options copied at order time (docs/product.md D12, `[]` for older lines) and
 * `position_id`, the line's own id: one dish may sit on two lines with different options.
 */
export function dishPositionsJson(
  dishes: readonly Pick<OrderDishRow, 'id' | 'dishId' | 'name' | 'count' | 'dishPrice' | 'modifiers'>[],
): DishPosition[] {
  return dishes.map((d) => ({
    position_id: d.id,
    dish_id: d.dishId,
    name: d.name,
    count: d.count,
    dish_price: d.dishPrice,
    modifiers: d.modifiers ?? [],
  }));
}

/** Totals of an order as staff see them (docs/product.md S9, D6). */
export function totalsOf(
  order: Pick<OrderRow, 'deliveryPrice' | 'commissionApplied'>,
  dishes: readonly Pick<OrderDishRow, 'count' | 'dishPrice'>[],
) {
  return orderTotals(
    dishes.map((d) => ({ count: d.count, dish_price: d.dishPrice })),
    order.deliveryPrice,
    order.commissionApplied,
  );
}

/**
 * Status history as `[{status, time}]`. Orders created before any history row was written still
 * show when they arrived.
 */
export function historyJson(order: OrderRow, history: readonly HistoryRow[]): StaffOrder['history'] {
  const items = history.map((h) => ({ status: asStatus(h.status), time: toWireTime(h.at) }));
  if (items.length === 0 || items[0].status !== 'not_handled')
    items.unshift({ status: 'not_handled', time: toWireTime(order.createdAt) });
  return items;
}

/** The staff view of an order (docs/product.md S3 "Order (staff view)"), as REST and the pub channel send it. */
export function staffOrderJson(
  order: OrderRow,
  dishes: readonly OrderDishRow[],
  reserverName = '',
  history: readonly HistoryRow[] = [],
): StaffOrder {
  const totals = totalsOf(order, dishes);
  return {
    id: order.id,
    number: order.number,
    pub_id: order.pubId,
    client_name: order.clientName,
    status: asStatus(order.status),
    created_time: toWireTime(order.createdAt),
    total_dishes_price_without_commission: totals.total_dishes_price_without_commission,
    total_dishes_price: totals.total_dishes_price,
    commission: totals.commission,
    total_price: totals.total_price,
    order_type: asOrderType(order.orderType),
    dishes: dishPositionsJson(dishes),
    delivery_price: order.deliveryPrice,
    prepared: order.prepared,
    approximate_preparation_time: toWireTime(order.approximatePreparationTime),
    // A scheduled order: its time, and when it moves to the new orders (and to couriers); null otherwise.
    scheduled_for: toWireTime(order.scheduledFor) || null,
    fires_at: toWireTime(order.firesAt) || null,
    // An order that waited off the board for its online payment: when it reached the board; null otherwise.
    on_board_time: toWireTime(order.onBoardAt) || null,
    town: order.town,
    full_address: order.fullAddress,
    main_phone_number: order.mainPhoneNumber,
    second_phone_number: order.secondPhoneNumber,
    payment_type: order.paymentType,
    payment_status: order.paymentStatus,
    table_for_in_place_order: order.tableForInPlaceOrder,
    comments: order.comments,
    cancel_reason: asCancelReason(order.cancelReason),
    cancel_reason_text: order.cancelReasonText,
    canceled_by: asCanceledBy(order.canceledBy),
    callback: order.clientName === WEB_MENU_DELIVERY_MARKER,
    commission_applied: order.commissionApplied,
    // null when the order has no map point: an in-place order, or one whose guest erased their details.
    lat: order.lat,
    lng: order.lng,
    version: order.version,
    courier_info: {
      is_reserved: order.reserverCourierId !== null,
      reserver_courier_id: order.reserverCourierId ?? 0,
      reserver_name: reserverName,
      courier_stage: stageOf(order),
    },
    proof_image_file_name: order.proofImageFileName,
    history: historyJson(order, history),
  };
}

export type StaffOrderJson = StaffOrder;

/** Shorthand for a loaded order. */
export function staffJson(loaded: LoadedOrder): StaffOrderJson {
  return staffOrderJson(loaded.order, loaded.dishes, loaded.reserverName, loaded.history);
}
