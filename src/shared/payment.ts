import { toBani } from './money.ts';

/**
 * Online payment rules shared by the server and the screens. Amounts are integer bani inside; at the
 * provider's edge an amount is a JSON number in lei with at most two decimals (100, 100.5).
 */

/**
 * An order's `payment_status`: '' when paid in person; `awaiting` until the provider confirms the payment;
 * `expired` when it was never paid in time (the order is canceled); then `paid`, and after money went back
 * `refund_pending` → `refunded` / `partially_refunded`, or `refund_failed` (staff may retry).
 */
export const PAYMENT_STATUSES = [
  '',
  'awaiting',
  'expired',
  'paid',
  'refund_pending',
  'refunded',
  'partially_refunded',
  'refund_failed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** An order waiting for its online payment, or never paid, is not the venue's to cook: off the board. */
export const OFF_BOARD_PAYMENT_STATUSES = ['awaiting', 'expired'] as const satisfies readonly PaymentStatus[];

export function isOnBoard(paymentStatus: string): boolean {
  return !(OFF_BOARD_PAYMENT_STATUSES as readonly string[]).includes(paymentStatus);
}

/** How long a guest has to pay a checkout (and a MIA QR stays valid). */
export const PAYMENT_WINDOW_MS = 15 * 60_000;
/** A signed callback older or newer than this (by its own timestamp) is refused. */
export const CALLBACK_SKEW_MS = 5 * 60_000;

export const PAYMENT_PROVIDERS = ['maib'] as const;
export const PAYMENT_MODES = ['sandbox', 'live'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** Bani → the provider's amount (lei, at most two decimals). */
export function providerAmount(bani: number): number {
  return Math.round(bani) / 100;
}

/** The provider's amount (lei) → bani; null when it is not a finite number with at most two decimals. */
export function providerAmountToBani(amount: unknown): number | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return null;
  const bani = toBani(amount);
  return Math.abs(bani / 100 - amount) < 1e-9 ? bani : null;
}
