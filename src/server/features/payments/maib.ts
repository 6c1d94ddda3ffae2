import { providerAmount, providerAmountToBani } from '#shared/payment.ts';
import { checkCallbackSignature, checkMiaSignature } from './signature.ts';
import {
  ProviderError,
  type CallbackEvent,
  type CheckoutState,
  type PaymentKind,
  type PaymentProvider,
  type QrRequest,
  type ProviderAccount,
  type RefundState,
} from './provider.ts';

/** Tries of a call whose request certainly did not take effect (refused connection, 429, 503). */
const TRIES = 3;
const RETRY_MS = 200;

type Wire = { ok?: boolean; result?: Record<string, unknown> | null; errors?: unknown };

/**
 * maib Checkout API v2: OAuth client-credentials token (cached per client until shortly before it expires),
 * hosted checkouts, their status, payments and asynchronous refunds. Every call has a time-out; a call is
 * repeated only when it certainly did not reach maib, so a checkout or a refund is never made twice by a retry.
 */
export class MaibProvider implements PaymentProvider {
  readonly name = 'maib';
  private readonly tokens = new Map<string, { token: string; until: number }>();
  private readonly bases: { live: string; sandbox: string };
  private readonly timeoutMs: number;
  constructor(bases: { live: string; sandbox: string }, timeoutMs: number) {
    this.bases = bases;
    this.timeoutMs = timeoutMs;
  }

  async createCheckout(account: ProviderAccount, r: Parameters<PaymentProvider['createCheckout']>[1]) {
    const result = await this.call(account, 'POST', '/v2/checkouts', {
      amount: providerAmount(r.amountBani),
      currency: r.currency,
      orderInfo: {
        id: r.orderRef,
        description: r.description,
        items: r.items.map((i) => ({
          title: i.title,
          amount: providerAmount(i.amountBani),
          currency: r.currency,
          quantity: i.quantity,
        })),
      },
      language: r.language,
      callbackUrl: r.callbackUrl,
      successUrl: r.successUrl,
      failUrl: r.failUrl,
    });
    const checkoutId = result.checkoutId;
    const url = result.checkoutUrl;
    if (typeof checkoutId !== 'string' || typeof url !== 'string')
      throw new ProviderError('maib: malformed checkout answer', true);
    return { checkoutId, url };
  }

  callbackCheckoutId(body: unknown): string | null {
    const id = (body as { checkoutId?: unknown } | null)?.checkoutId;
    return typeof id === 'string' && id.length > 0 && id.length <= 100 ? id : null;
  }

  verifyCallback(
    signatureKey: string,
    rawBody: string,
    headers: Record<string, unknown>,
    now: number,
  ): { ok: true; event: CallbackEvent } | { ok: false; reason: string } {
    const check = checkCallbackSignature(
      signatureKey,
      rawBody,
      headers['x-signature'],
      headers['x-signature-timestamp'],
      now,
    );
    if (check !== 'ok') return { ok: false, reason: check };
    const body = JSON.parse(rawBody) as Record<string, unknown>;
    const checkoutId = this.callbackCheckoutId(body);
    if (!checkoutId) return { ok: false, reason: 'no checkout' };
    return {
      ok: true,
      event: {
        checkoutId,
        payId: typeof body.paymentId === 'string' ? body.paymentId : '',
        outcome: body.paymentStatus === 'Executed' ? 'paid' : 'failed',
        amountBani: providerAmountToBani(body.paymentAmount ?? body.amount),
        currency: String(body.paymentCurrency ?? body.currency ?? ''),
      },
    };
  }

  async getCheckout(account: ProviderAccount, checkoutId: string): Promise<CheckoutState> {
    const r = await this.call(account, 'GET', `/v2/checkouts/${encodeURIComponent(checkoutId)}`);
    const payment = (r.payment ?? null) as Record<string, unknown> | null;
    const executed =
      r.status === 'Completed' &&
      payment &&
      ['Executed', 'PartiallyRefunded', 'Refunded'].includes(String(payment.status));
    const state = executed
      ? 'paid'
      : r.status === 'Expired' || r.status === 'Abandoned' || r.status === 'Cancelled'
        ? 'expired'
        : r.status === 'Failed'
          ? 'failed'
          : 'open';
    return {
      state,
      payId: typeof payment?.paymentId === 'string' ? payment.paymentId : '',
      amountBani: providerAmountToBani(payment?.amount ?? r.amount),
      currency: String(payment?.currency ?? r.currency ?? ''),
    };
  }

  async createQr(account: ProviderAccount, r: QrRequest) {
    const result = await this.call(account, 'POST', '/v2/mia/qr', {
      type: 'Dynamic',
      expiresAt: r.expiresAt.toISOString(),
      amountType: 'Fixed',
      amount: providerAmount(r.amountBani),
      currency: r.currency,
      description: r.description.slice(0, 500),
      orderId: r.orderRef,
      callbackUrl: r.callbackUrl,
    });
    if (typeof result.qrId !== 'string' || typeof result.url !== 'string')
      throw new ProviderError('maib: malformed QR answer', true);
    return { qrId: result.qrId, url: result.url };
  }

  async getQr(account: ProviderAccount, qrId: string): Promise<CheckoutState> {
    const r = await this.call(account, 'GET', `/v2/mia/qr/${encodeURIComponent(qrId)}`);
    const currency = String(r.currency ?? '');
    if (r.status === 'Paid') {
      // The QR's details do not name its payment: the payment list, filtered by the QR, does.
      const list = await this.call(
        account,
        'GET',
        `/v2/mia/payments?count=1&offset=0&qrId=${encodeURIComponent(qrId)}`,
      );
      const [payment] = (Array.isArray(list.items) ? list.items : []) as Record<string, unknown>[];
      if (payment && typeof payment.payId === 'string')
        return {
          state: 'paid',
          payId: payment.payId,
          amountBani: providerAmountToBani(payment.amount),
          currency: String(payment.currency ?? currency),
        };
      return { state: 'open', payId: '', amountBani: null, currency };
    }
    const closed = r.status === 'Expired' || r.status === 'Cancelled' || r.status === 'Inactive';
    return { state: closed ? 'expired' : 'open', payId: '', amountBani: providerAmountToBani(r.amount), currency };
  }

  async cancelQr(account: ProviderAccount, qrId: string): Promise<void> {
    await this.call(account, 'POST', `/v2/mia/qr/${encodeURIComponent(qrId)}/cancel`, {
      reason: 'A new QR code was made for the order',
    });
  }

  qrCallbackId(body: unknown): string | null {
    const id = (body as { result?: { qrId?: unknown } } | null)?.result?.qrId;
    return typeof id === 'string' && id.length > 0 && id.length <= 100 ? id : null;
  }

  verifyQrCallback(
    signatureKey: string,
    body: unknown,
  ): { ok: true; event: CallbackEvent } | { ok: false; reason: string } {
    const { result, signature } = (body ?? {}) as { result?: unknown; signature?: unknown };
    if (!result || typeof result !== 'object' || Array.isArray(result)) return { ok: false, reason: 'no result' };
    const r = result as Record<string, unknown>;
    if (!checkMiaSignature(signatureKey, r, signature)) return { ok: false, reason: 'forged' };
    const qrId = this.qrCallbackId(body);
    if (!qrId) return { ok: false, reason: 'no QR' };
    return {
      ok: true,
      event: {
        checkoutId: qrId,
        payId: typeof r.payId === 'string' ? r.payId : '',
        // A MIA callback is sent for an executed payment; its QR then reads `Paid`.
        outcome: typeof r.payId === 'string' && r.payId !== '' ? 'paid' : 'failed',
        amountBani: providerAmountToBani(r.amount),
        currency: String(r.currency ?? ''),
      },
    };
  }

  async refund(account: ProviderAccount, kind: PaymentKind, payId: string, amountBani: number, reason: string) {
    const path = kind === 'mia_qr' ? '/v2/mia/payments' : '/v2/payments';
    const r = await this.call(account, 'POST', `${path}/${encodeURIComponent(payId)}/refund`, {
      amount: providerAmount(amountBani),
      reason: reason.slice(0, 500),
    });
    if (typeof r.refundId !== 'string') throw new ProviderError('maib: malformed refund answer', true);
    // A MIA refund is irreversible and has no status to read back: once created, the money is on its way.
    if (kind === 'mia_qr')
      return { refundId: r.refundId, state: r.status === 'Rejected' ? 'rejected' : 'accepted' } as const;
    return { refundId: r.refundId, state: refundState(r.status) };
  }

  async getRefund(account: ProviderAccount, refundId: string): Promise<RefundState> {
    const r = await this.call(account, 'GET', `/v2/payments/refunds/${encodeURIComponent(refundId)}`);
    return refundState(r.status);
  }

  async refundedSoFar(account: ProviderAccount, kind: PaymentKind, payId: string): Promise<number> {
    if (kind === 'mia_qr') {
      // A MIA payment tells only whether it was refunded, not how much: all of it, or nothing known.
      const r = await this.call(account, 'GET', `/v2/mia/payments/${encodeURIComponent(payId)}`);
      return r.status === 'Refunded' ? (providerAmountToBani(r.amount) ?? 0) : 0;
    }
    const r = await this.call(account, 'GET', `/v2/payments/${encodeURIComponent(payId)}`);
    return (providerAmountToBani(r.refundedAmount) ?? 0) + (providerAmountToBani(r.requestedRefundAmount) ?? 0);
  }

  private base(account: ProviderAccount): string {
    return account.mode === 'live' ? this.bases.live : this.bases.sandbox;
  }

  private async token(account: ProviderAccount, fresh = false): Promise<string> {
    const cacheKey = `${this.base(account)} ${account.clientId}`;
    const cached = this.tokens.get(cacheKey);
    if (!fresh && cached && cached.until > Date.now()) return cached.token;
    const r = await this.send(
      account,
      'POST',
      '/v2/auth/token',
      null,
      { clientId: account.clientId, clientSecret: account.clientSecret },
      true,
    );
    if (typeof r.accessToken !== 'string') throw new ProviderError('maib: malformed token answer', false);
    const seconds = typeof r.expiresIn === 'number' ? r.expiresIn : 300;
    this.tokens.set(cacheKey, { token: r.accessToken, until: Date.now() + Math.max(0, seconds - 30) * 1000 });
    return r.accessToken;
  }

  private async call(
    account: ProviderAccount,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<Record<string, unknown>> {
    try {
      return await this.send(account, method, path, await this.token(account), body, method === 'GET');
    } catch (error) {
      // An expired token is refused before anything happens: one more try with a new one.
      if (error instanceof ProviderError && error.status === 401)
        return this.send(account, method, path, await this.token(account, true), body, method === 'GET');
      throw error;
    }
  }

  /** One request, repeated while it certainly did not take effect; `safe` (reads, token) also on time-outs and 5xx. */
  private async send(
    account: ProviderAccount,
    method: string,
    path: string,
    token: string | null,
    body: unknown,
    safe: boolean,
  ): Promise<Record<string, unknown>> {
    let last: ProviderError | null = null;
    for (let attempt = 0; attempt < TRIES; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, RETRY_MS * attempt));
      try {
        return await this.once(account, method, path, token, body);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        last = error;
        const repeatable = error.sent || (safe && (error.status === 0 || error.status >= 500));
        if (!repeatable || error.status === 401 || (error.status >= 400 && error.status < 500 && error.status !== 429))
          throw error;
      }
    }
    throw last!;
  }

  private async once(
    account: ProviderAccount,
    method: string,
    path: string,
    token: string | null,
    body: unknown,
  ): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${this.base(account)}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined || body === null ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      // No connection at all: the request never reached maib. A time-out: it may have.
      const code = (error as { cause?: { code?: string } }).cause?.code;
      const notSent = code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
      throw new ProviderError(`maib: ${method} ${path} ${notSent ? 'unreachable' : 'timed out'}`, notSent);
    }
    const wire = (await response.json().catch(() => ({}))) as Wire;
    if (!response.ok || wire.ok === false || !wire.result) {
      const notDone = response.status === 429 || response.status === 503 || response.status === 401;
      throw new ProviderError(`maib: ${method} ${path} answered ${response.status}`, notDone, response.status);
    }
    return wire.result;
  }
}

function refundState(status: unknown): RefundState {
  if (status === 'Accepted') return 'accepted';
  if (status === 'Rejected' || status === 'Manual') return 'rejected';
  return 'pending';
}
