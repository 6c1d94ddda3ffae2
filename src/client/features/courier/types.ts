import type { LineModifier } from '../../components/ui/order-vocabulary.tsx';
import type { CourierStage } from '#shared/constants.ts';
import type { Eta } from '#shared/order-time.ts';
/** Wire shapes of the courier API (docs/product.md S3 "Courier", "Courier order"). */
export interface CourierProfile {
  id: number;
  full_name: string;
  phone_number: string;
  birth_date: string;
  gender: 'male' | 'female';
  location: string;
  telegram_username: string;
  image_file_name: string;
  balance: number;
  /** The on-shift switch. */
  on_shift?: boolean;
}

export interface CourierOrderDish {
  /** The line's id (decision 101); two lines of one dish differ by their options. */
  position_id?: number;
  dish_id: number;
  name: string;
  count: number;
  dish_price: number;
  /** The options chosen with it (docs/product.md D12); older servers send none. */
  modifiers?: LineModifier[];
}

export interface CourierOrder {
  id: number;
  number?: number;
  created_time: string;
  status: string;
  pub_name: string;
  pub: {
    url_name: string;
    lat: number;
    lng: number;
    address: string;
    phone_number: string;
    proof_of_delivery?: boolean;
    timezone?: string;
  };
  /** The guest's point: 0 until this courier holds the order, null once the guest erased their details. */
  lat: number | null;
  lng: number | null;
  town: string;
  full_address: string;
  client_name: string;
  main_phone_number: string;
  second_phone_number: string;
  comments: string;
  payment_type: string;
  /** The online payment's state ('' when paid in person; absent from older servers). */
  payment_status?: string;
  delivery_price: number;
  total_dishes_price_without_commission: number;
  prepared: boolean;
  approximate_preparation_time: string;
  /** The delivery window the guest was promised (docs/product.md D16); null when closed, absent from older servers. */
  eta?: Eta | null;
  dishes: CourierOrderDish[];
  pub_id: number;
  version: number;
  courier_info: {
    is_reserved: boolean;
    reserver_courier_id: number;
    distance: number;
    courier_reward: number;
    courier_debit: number;
    courier_stage?: CourierStage | '';
  };
  cancel_reason?: string;
  proof_image_file_name?: string;
}

export const COURIER_TABS = ['available', 'active', 'completed'] as const;
export type CourierTab = (typeof COURIER_TABS)[number];
export function parseTab(value: unknown): CourierTab {
  return COURIER_TABS.includes(value as CourierTab) ? (value as CourierTab) : 'available';
}

/** A venue that added the courier (`GET /api/courier/{courierID}/pubs`). */
export interface CourierVenue {
  id: number;
  name: string;
  url_name: string;
  address: string;
  company_name: string;
  added_time: string;
}

/** `GET /api/courier/{courierID}/ledger` (docs/product.md D14). */
export interface LedgerEntry {
  id: number;
  time: string;
  kind: string;
  amount: number;
  order_id: number;
  note: string;
}
export interface LedgerDay {
  date: string;
  deliveries: number;
  reward: number;
  debit: number;
  net: number;
}
export interface CourierLedger {
  balance: number;
  from: string;
  to: string;
  entries: LedgerEntry[];
  days: LedgerDay[];
}
