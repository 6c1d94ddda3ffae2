import type { CancelReason, CourierStage, OrderStatus, OrderType } from '#shared/constants.ts';
import type { PausedJson } from '#shared/kitchen.ts';
import type { LineModifier } from '../../components/ui/order-vocabulary.tsx';

/**
 * The staff view of an order as REST and the pub channel send it (docs/product.md S3, S7, D8). A position
 * carries its line id and the options copied at order time (docs/product.md D12, decision 101); a line added on
 * this screen and not yet saved has no `position_id` and names its options by `modifier_option_ids`.
 */
export interface OrderDish {
  position_id?: number;
  dish_id: number;
  name: string;
  count: number;
  dish_price: number;
  /** The line's options (docs/product.md D12); older servers send none. */
  modifiers?: LineModifier[];
  modifier_option_ids?: number[];
}

export interface Order {
  id: number;
  number: number;
  pub_id: number;
  client_name: string;
  status: OrderStatus;
  created_time: string;
  total_dishes_price_without_commission: number;
  total_dishes_price: number;
  commission: number;
  total_price: number;
  order_type: OrderType;
  dishes: OrderDish[];
  delivery_price: number;
  prepared: boolean;
  approximate_preparation_time: string;
  town: string;
  full_address: string;
  main_phone_number: string;
  second_phone_number: string;
  payment_type: string;
  /** The online payment's state ('' when paid in person; absent from older servers). */
  payment_status?: string;
  table_for_in_place_order: string | number;
  comments: string;
  /** Why it was canceled (docs/product.md D13), '' otherwise; older servers leave them out. */
  cancel_reason?: CancelReason | '';
  cancel_reason_text?: string;
  canceled_by?: 'staff' | 'courier' | '';
  callback: boolean;
  commission_applied: boolean;
  courier_info: {
    is_reserved: boolean;
    reserver_courier_id: number;
    reserver_name?: string;
    courier_stage?: CourierStage | '';
  };
  /** The courier's proof-of-delivery photo (images kind `proof`); '' when none (docs/product.md D14). */
  proof_image_file_name?: string;
  history: { status: OrderStatus; time: string }[];
  version: number;
  /** The time the guest ordered for (wire time), null or absent for "as soon as possible". */
  scheduled_for?: string | null;
  /** When a scheduled order joins the new orders (wire time); absent on servers without scheduled orders. */
  fires_at?: string | null;
  /** An order that waited off the board for its online payment: when it reached the board (the ticket counts from it). */
  on_board_time?: string | null;
}

/** Pause and busy mode of the pub as it stands (docs/product.md D13). */
export interface KitchenState {
  paused: PausedJson;
  busy_extra_minutes: number;
  busy_until: string | null;
}

/** Messages of the pub channel. */
export type LiveMessage =
  { event_type: 'GET_ALL'; orders: Order[] } | { event_type: 'CREATE_EVENT' | 'UPDATE_EVENT'; order: Order };
/** The pub's pause or busy state changed (docs/product.md D13). */
export interface PubMessage {
  event_type: 'PUB_EVENT';
  pub: KitchenState & { id: number };
}
