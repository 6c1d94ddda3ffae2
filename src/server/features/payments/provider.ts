/**
 * What the server needs from an online payment provider. Amounts are integer bani here; each provider turns
 * them into its own wire form at its edge. maib (maib.ts) is the first implementation.
 */
export interface ProviderAccount {
  mode: 'sandbox' | 'live';
  clientId: string;
  clientSecret: string;
  signatureKey: string;
}

export interface CheckoutRequest {
  /** Our order reference, echoed by the provider in callbacks. */
  orderRef: string;
  amountBani: number;
  currency: string;
  language: 'ro' | 'ru' | 'en';
  description: string;
  items: { title: string; amountBani: number; quantity: number }[];
  callbackUrl: string;
  successUrl: string;
  failUrl: string;
}

/** The provider's view of a checkout: settled `paid` (with the payment), `failed`/`expired` for good, else `open`. */
export interface CheckoutState {
  state: 'open' | 'paid' | 'failed' | 'expired';
  payId: string;
  amountBani: number | null;
  currency: string;
}

/** A verified callback. */
export interface CallbackEvent {
  checkoutId: string;
  payId: string;
  /** `paid` when the provider says the payment executed, `failed` otherwise. */
  outcome: 'paid' | 'failed';
  amountBani: number | null;
  currency: string;
}

export type RefundState = 'pending' | 'accepted' | 'rejected';

export interface PaymentProvider {
  readonly name: string;
  createCheckout(account: ProviderAccount, request: CheckoutRequest): Promise<{ checkoutId: string; url: string }>;
  /** Reads the callback's checkout id without trusting it (to find whose key verifies it). */
  callbackCheckoutId(body: unknown): string | null;
  /** The callback's verified content, or the reason it is refused. */
  verifyCallback(
    signatureKey: string,
    rawBody: string,
    headers: Record<string, unknown>,
    now: number,
  ): { ok: true; event: CallbackEvent } | { ok: false; reason: string };
  getCheckout(account: ProviderAccount, checkoutId: string): Promise<CheckoutState>;
  refund(
    account: ProviderAccount,
    payId: string,
    amountBani: number,
    reason: string,
  ): Promise<{ refundId: string; state: RefundState }>;
  getRefund(account: ProviderAccount, refundId: string): Promise<RefundState>;
  /** What the provider counts as refunded or asked to refund of a payment, in bani (to check an unsure refund). */
  refundedSoFar(account: ProviderAccount, payId: string): Promise<number>;
}

/**
 * A provider call that failed. `sent` is false when the request certainly did not take effect (no
 * connection, 429, 503): it may be repeated. Otherwise the outcome is unknown and must be asked, never assumed.
 */
export class ProviderError extends Error {
  readonly sent: boolean;
  readonly status: number;
  constructor(message: string, sent: boolean, status = 0) {
    super(message);
    this.sent = sent;
    this.status = status;
  }
}
