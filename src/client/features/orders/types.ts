import type { CourierStage, OrderStatus, OrderType } from '#shared/constants.ts';

/** The staff view of an order as REST and the pub channel send it (docs/product.md S3, S7, D8). */
export interface OrderDish {
  dish_id: number;
  name: string;
  count: number;
  dish_price: number;
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
  table_for_in_place_order: string | number;
  comments: string;
  callback: boolean;
  commission_applied: boolean;
  courier_info: { is_reserved: boolean; reserver_courier_id: number; reserver_name?: string; courier_stage?: CourierStage | '' };
  cancel_reason?: string;
  cancel_reason_text?: string;
  canceled_by?: '' | 'staff' | 'courier';
  /** The courier's proof-of-delivery photo (images kind `proof`); '' when none (docs/product.md D14). */
  proof_image_file_name?: string;
  history: { status: OrderStatus; time: string }[];
  version: number;
}

/** Messages of the pub channel. */
export type LiveMessage =
  | { event_type: 'GET_ALL'; orders: Order[] }
  | { event_type: 'CREATE_EVENT' | 'UPDATE_EVENT'; order: Order };
