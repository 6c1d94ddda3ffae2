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

/** The courier view of an order (docs/product.md S3 "Courier order"), inferred from its answer schema. */
export type { CourierOrder } from '#shared/schemas/order-answers.ts';

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
