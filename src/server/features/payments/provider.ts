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

/** How a payment is taken: the hosted checkout page, or a dynamic MIA QR code scanned at the table. */
export type PaymentKind = 'checkout' | 'mia_qr';

/** A dynamic MIA QR code: single use, a fixed amount, valid until `expiresAt`. */
export interface QrRequest {
  orderRef: string;
  amountBani: number;
  currency: string;
  description: string;
  expiresAt: Date;
  callbackUrl: string;
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
  /** Makes a dynamic MIA QR code; `url` is what the code encodes (a banking app opens it). */
  createQr(account: ProviderAccount, request: QrRequest): Promise<{ qrId: string; url: string }>;
  /** The QR code's state: `paid` with its payment, `expired` once it can no longer be paid, else `open`. */
  getQr(account: ProviderAccount, qrId: string): Promise<CheckoutState>;
  /** Cancels a QR code nobody paid yet, so that it can no longer be paid. */
  cancelQr(account: ProviderAccount, qrId: string): Promise<void>;
  /** Reads a MIA QR callback's QR id without trusting it (to find whose key verifies it). */
  qrCallbackId(body: unknown): string | null;
  /** A MIA QR callback's verified content (its own signature, over the parsed result), or the reason it is refused. */
  verifyQrCallback(
    signatureKey: string,
    body: unknown,
  ): { ok: true; event: CallbackEvent } | { ok: false; reason: string };
  refund(
    account: ProviderAccount,
    kind: PaymentKind,
    payId: string,
    amountBani: number,
    reason: string,
  ): Promise<{ refundId: string; state: RefundState }>;
  getRefund(account: ProviderAccount, refundId: string): Promise<RefundState>;
  /** What the provider counts as refunded or asked to refund of a payment, in bani (to check an unsure refund). */
  refundedSoFar(account: ProviderAccount, kind: PaymentKind, payId: string): Promise<number>;
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
