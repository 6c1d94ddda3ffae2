import { z } from 'zod';
import { id } from './answer-id.ts';
import { currencyAnswer } from './currency-answer.ts';
import { okAnswer } from './ok-answer.ts';
import {
  COURIER_CANCEL_REASONS,
  COURIER_STAGES,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_EXPIRED,
  STAFF_CANCEL_REASONS,
  VENUE_CLOSED,
} from '../constants.ts';

/**
 * What the server answers about an order: the staff view (kitchen board, history), the courier view and the
 * guest's views. The server serialises its answers through these schemas and the client's types are inferred
 * from them, so both sides read one definition. Times are wire strings (UTC `YYYY-MM-DD HH:MM:SS`), '' when unset
 * unless the field says null.
 */

const amount = z.number();
/** A wire time; '' while unset. */
const wireTime = z.string();

/** Whether a courier holds the order, and which (0 while none): the start of every view's `courier_info`. */
const reservation = { is_reserved: z.boolean(), reserver_courier_id: id };

export const orderStatusField = z.enum(ORDER_STATUSES);
/** The courier's stage; '' while no courier holds the order. */
export const courierStageField = z.enum([...COURIER_STAGES, '']);
/** Why the order was canceled; '' when it was not. */
export const cancelReasonField = z.union([
  z.enum(STAFF_CANCEL_REASONS),
  z.enum(COURIER_CANCEL_REASONS),
  z.literal(VENUE_CLOSED),
  z.literal(PAYMENT_EXPIRED),
  z.literal(''),
]);

/** One option of an order line, its names copied at order time; `guest_*` in the guest's language when it differs. */
export const lineModifierAnswer = z.object({
  group_id: id,
  group_name: z.string(),
  option_id: id,
  name: z.string(),
  price_delta: amount,
  guest_name: z.string().optional(),
  group_guest_name: z.string().optional(),
});
export type LineModifier = z.output<typeof lineModifierAnswer>;

/** An order line: `position_id` is the line's own id, since one dish may sit on two lines with different options. */
export const dishPositionAnswer = z.object({
  position_id: id,
  dish_id: id,
  name: z.string(),
  count: z.number().int(),
  dish_price: amount,
  modifiers: z.array(lineModifierAnswer),
});
export type DishPosition = z.output<typeof dishPositionAnswer>;

export const statusHistoryAnswer = z.array(z.object({ status: orderStatusField, time: wireTime }));

/** The staff view of an order, as REST and the pub channel send it. */
export const staffOrderAnswer = z.object({
  id,
  number: z.number().int(),
  pub_id: id,
  client_name: z.string(),
  status: orderStatusField,
  created_time: wireTime,
  total_dishes_price_without_commission: amount,
  total_dishes_price: amount,
  commission: amount,
  total_price: amount,
  order_type: z.enum(ORDER_TYPES),
  dishes: z.array(dishPositionAnswer),
  delivery_price: amount,
  prepared: z.boolean(),
  approximate_preparation_time: wireTime,
  /** The time the guest ordered for; null for "as soon as possible". */
  scheduled_for: wireTime.nullable(),
  /** When a scheduled order joins the new orders; null for the others. */
  fires_at: wireTime.nullable(),
  /** An order that waited off the board for its online payment: when it reached the board; null otherwise. */
  on_board_time: wireTime.nullable(),
  town: z.string(),
  full_address: z.string(),
  main_phone_number: z.string(),
  second_phone_number: z.string(),
  payment_type: z.string(),
  /** The online payment's state; '' when paid in person. */
  payment_status: z.string(),
  table_for_in_place_order: z.string(),
  comments: z.string(),
  cancel_reason: cancelReasonField,
  cancel_reason_text: z.string(),
  canceled_by: z.enum(['staff', 'courier', '']),
  callback: z.boolean(),
  commission_applied: z.boolean(),
  /** The drop-off point; null for an in-place order or once the guest erased their details. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  version: z.number().int(),
  courier_info: z.object({
    ...reservation,
    reserver_name: z.string(),
    courier_stage: courierStageField,
  }),
  /** The courier's proof-of-delivery photo; '' when none. */
  proof_image_file_name: z.string(),
  history: statusHistoryAnswer,
});
export type StaffOrder = z.output<typeof staffOrderAnswer>;

/** The window the guest was promised; `later` only once the promise moved past the first firm one. */
export const etaAnswer = z.object({
  from: wireTime,
  to: wireTime,
  firm: z.boolean(),
  later: z.literal(true).optional(),
});

/**
 * The courier view of an order. The guest's name, phones, address, point and comments are '' (0 for the point)
 * to every courier but the one who holds it.
 */
export const courierOrderAnswer = z.object({
  id,
  number: z.number().int(),
  created_time: wireTime,
  status: orderStatusField,
  pub_name: z.string(),
  pub: z.object({
    url_name: z.string(),
    lat: z.number(),
    lng: z.number(),
    address: z.string(),
    phone_number: z.string(),
    proof_of_delivery: z.boolean(),
    timezone: z.string(),
  }),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  town: z.string(),
  full_address: z.string(),
  client_name: z.string(),
  main_phone_number: z.string(),
  second_phone_number: z.string(),
  comments: z.string(),
  payment_type: z.string(),
  payment_status: z.string(),
  delivery_price: amount,
  total_dishes_price: amount,
  total_dishes_price_without_commission: amount,
  prepared: z.boolean(),
  approximate_preparation_time: wireTime,
  /** The delivery window the guest was promised; null once closed. */
  eta: etaAnswer.nullable(),
  scheduled_for: wireTime.nullable(),
  fires_at: wireTime.nullable(),
  dishes: z.array(dishPositionAnswer),
  cancel_reason: cancelReasonField,
  canceled_by: z.enum(['staff', 'courier', '']),
  proof_image_file_name: z.string(),
  pub_id: id,
  version: z.number().int(),
  courier_info: z.object({
    ...reservation,
    distance: z.number(),
    courier_reward: amount,
    courier_debit: amount,
    courier_stage: courierStageField,
  }),
});
export type CourierOrder = z.output<typeof courierOrderAnswer>;

/** Where an order waiting for its online payment is paid, and until when; null otherwise. */
export const paymentLinkAnswer = z.object({ url: z.string(), expires_at: wireTime }).nullable();

/** The guest's view of an order: what was ordered and what it costs, no staff fields. */
export const guestOrderAnswer = z.object({
  id,
  pub_id: id,
  number: z.number().int(),
  status: orderStatusField,
  courier_stage: courierStageField,
  cancel_reason: cancelReasonField,
  cancel_reason_text: z.string(),
  tracking_token: z.string(),
  created_time: wireTime,
  order_type: z.enum(ORDER_TYPES),
  /** The time the guest chose; null for "as soon as possible". */
  scheduled_for: wireTime.nullable(),
  /** The guest's language when ordering; '' for staff-made and older orders. */
  lang: z.string(),
  payment_type: z.string(),
  payment_status: z.string(),
  table_for_in_place_order: z.string(),
  /** `guest_name`: the dish's name in the guest's language when it is not the venue's main one. */
  dishes: z.array(dishPositionAnswer.extend({ guest_name: z.string().optional() })),
  total_dishes_price: amount,
  delivery_price: amount,
  total_price: amount,
  currency: currencyAnswer,
});
export type GuestOrder = z.output<typeof guestOrderAnswer>;

/** The answer to a guest's new order (and to its repeat with the same Idempotency-Key). */
export const placedOrderAnswer = guestOrderAnswer.extend({
  eta: etaAnswer.nullable(),
  payment: paymentLinkAnswer,
});
export type PlacedOrder = z.output<typeof placedOrderAnswer>;

/** The status page's order: the guest view plus its timeline, the promised time and how to reach the venue. */
export const orderStatusAnswer = placedOrderAnswer.extend({
  version: z.number().int(),
  approximate_preparation_time: wireTime,
  client_name: z.string(),
  comments: z.string(),
  history: statusHistoryAnswer,
  /** A table order not paid yet, at a venue taking online payment: it may be paid by MIA QR from the status page. */
  mia_qr_available: z.boolean(),
  pub: z.object({
    name: z.string(),
    url_name: z.string(),
    address: z.string(),
    phone: z.string(),
    color_theme: z.string(),
    color: z.string(),
    timezone: z.string(),
    shipping_time_from: z.number(),
    shipping_time_to: z.number(),
  }),
});
export type OrderStatusView = z.output<typeof orderStatusAnswer>;

/** Answers of the staff order routes. */
export const staffOrderListAnswer = okAnswer.extend({ orders: z.array(staffOrderAnswer) });
export const staffOrderHistoryAnswer = staffOrderListAnswer.extend({
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export const staffOrderOneAnswer = okAnswer.extend({ order: staffOrderAnswer });
/** update-status echoes the status it set. */
export const staffOrderStatusAnswer = staffOrderOneAnswer.extend({ status: orderStatusField });

/** A staff retry of an order's failed refund answers the payment state it reached. */
export const refundRetryAnswer = okAnswer.extend({ payment_status: z.string() });

/** An order's MIA QR code: what it encodes (a banking app opens it), until when, and the code as an image. */
export const miaQrAnswer = z.object({ url: z.string(), expires_at: wireTime, image: z.string() });
export type MiaQrJson = z.output<typeof miaQrAnswer>;
/** Staff and the guest at the table ask for an order's MIA QR code alike. */
export const miaQrOneAnswer = okAnswer.extend({ mia_qr: miaQrAnswer });
/** A guest who pays in person after a failed online payment gets the order's payment type and state. */
export const payInPersonAnswer = okAnswer.extend({
  payment_type: z.string(),
  payment_status: z.string(),
});

/** Answers of the courier order routes; `order` is null when the order is gone. */
export const courierOrderListsAnswer = okAnswer.extend({
  available: z.array(courierOrderAnswer),
  active: z.array(courierOrderAnswer),
  completed: z.array(courierOrderAnswer),
});
export const courierOrderOneAnswer = okAnswer.extend({ order: courierOrderAnswer.nullable() });
/** The proof upload also names the stored photo. */
export const courierProofAnswer = courierOrderOneAnswer.extend({ image_file_name: z.string() });

/** Answers of the guest order routes. */
export const placedOrderOneAnswer = okAnswer.extend({ order: placedOrderAnswer });
export const orderStatusOneAnswer = okAnswer.extend({ order: orderStatusAnswer });

/** A guest account's recent orders (each with its promised time and venue), and what its next order may reuse. */
export const myOrdersAnswer = okAnswer.extend({
  orders: z.array(
    guestOrderAnswer.extend({
      eta: etaAnswer.nullable(),
      pub: z.object({ name: z.string(), url_name: z.string(), timezone: z.string() }),
    }),
  ),
  last_address: z
    .object({ town: z.string(), full_address: z.string(), lat: z.number().nullable(), lng: z.number().nullable() })
    .nullable(),
  name: z.string(),
  phone: z.string(),
});
export type MyOrders = Omit<z.output<typeof myOrdersAnswer>, 'ok'>;
