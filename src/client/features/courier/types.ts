import type { CourierOrder } from '#shared/schemas/order-answers.ts';

/** Wire shapes of the courier API (docs/product.md S3 "Courier", "Courier order"), inferred from their answer schemas. */
export type {
  CourierLedger,
  CourierProfile,
  CourierVenue,
  LedgerDay,
  LedgerEntry,
} from '#shared/schemas/courier-answers.ts';
/** The courier view of an order (docs/product.md S3 "Courier order"), inferred from its answer schema. */
export type { CourierOrder } from '#shared/schemas/order-answers.ts';

export const COURIER_TABS = ['available', 'active', 'completed'] as const;
export type CourierTab = (typeof COURIER_TABS)[number];
export function parseTab(value: unknown): CourierTab {
  return COURIER_TABS.includes(value as CourierTab) ? (value as CourierTab) : 'available';
}

/** An order on one tab of the courier's list, and what reserving it does (the card and its buttons). */
export interface OrderOnTab {
  order: CourierOrder;
  tab: CourierTab;
  onReserve: (order: CourierOrder) => void;
}
