import crypto from 'node:crypto';
import http from 'node:http';
import { providerAmount, providerAmountToBani } from '#shared/payment.ts';
import { signCallback, signMiaResult } from './signature.ts';

/**
 * A local stand-in of maib's Checkout API v2, for the tests and `npm run demo` (no internet needed): the same
 * routes and `{result, ok, errors}` shapes (token, checkouts, payments, refunds), a hosted "pay" page at
 * `/pay/{checkoutId}` whose buttons pay or fail the checkout, and callbacks signed as maib signs them.
 * Merchants are registered by the caller (`addMerchant`, or `POST /stand-in/merchants` from another process).
 * Tests steer it: `failNext`, `complete`, `sendCallback`, `refundOutcome`, `holdCallbacks`.
 * Its MIA QR API (`/v2/mia/...`): dynamic QR codes whose `url` is a page at `/qr/{qrId}` with a pay button (what a
 * banking app would do), `payQr` and `sendQrCallback` for tests, callbacks signed with the sorted-values signature.
 */
export interface StandInMerchant {
  clientId: string;
  clientSecret: string;
  signatureKey: string;
}
interface Checkout {
  id: string;
  clientId: string;
  status: string;
  amount: number;
  currency: string;
  orderId: string;
  language: string;
  callbackUrl: string;
  successUrl: string;
  failUrl: string;
  createdAt: Date;
  expiresAt: Date;
  payment: { paymentId: string; status: string; amount: number; refunded: number; requested: number } | null;
}
interface Qr {
  id: string;
  clientId: string;
  status: 'Active' | 'Paid' | 'Expired' | 'Cancelled';
  amount: number;
  currency: string;
  description: string;
  orderId: string;
  callbackUrl: string;
  createdAt: Date;
  expiresAt: Date;
  payment: { payId: string; amount: number; executedAt: string; status: 'Executed' | 'Refunded' } | null;
}
interface Refund {
  id: string;
  paymentId: string;
  amount: number;
  status: string;
  reason: string;
}

const CHECKOUT_TTL_MS = 15 * 60_000;

export class MaibStandIn {
  readonly merchants = new Map<string, StandInMerchant>();
  readonly checkouts = new Map<string, Checkout>();
  readonly refunds = new Map<string, Refund>();
  readonly qrs = new Map<string, Qr>();
  readonly requests: { method: string; path: string; body: unknown }[] = [];
  /** Callbacks sent: body, headers, and our server's answer status. */
  readonly callbacks: { body: string; status: number }[] = [];
  /** The status new refunds settle in when read (`Accepted`, `Rejected`, `Manual`). */
  refundOutcome = 'Accepted';
  /** Paying on the hosted page sends no callback while true (a lost callback: the server must ask). */
  holdCallbacks = false;
  private readonly tokens = new Map<string, string>();
  private readonly failures: { match: string; status: number }[] = [];
  private readonly cut = new Set<http.ServerResponse>();
  private server = http.createServer(
    (req, res) =>
      void this.serve(req, res).catch(() =>
        this.send(res, 500, { ok: false, errors: [{ errorCode: 'common.error-1' }] }),
      ),
  );
  url = '';

  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  addMerchant(m: StandInMerchant): void {
    this.merchants.set(m.clientId, m);
  }

  /**
   * The next request whose `METHOD /path` starts with `match` answers `status`; 0 cuts the connection before
   * the request is handled, -1 handles it and cuts the connection instead of answering (a lost answer).
   */
  failNext(match: string, status: number, times = 1): void {
    for (let i = 0; i < times; i++) this.failures.push({ match, status });
  }

  /** The guest pays (`Executed`) or the payment fails; the signed callback is sent unless callbacks are held. */
  async complete(checkoutId: string, outcome: 'Executed' | 'Failed' = 'Executed'): Promise<void> {
    const c = this.checkouts.get(checkoutId);
    if (!c) throw new Error(`no checkout ${checkoutId}`);
    c.status = outcome === 'Executed' ? 'Completed' : 'Failed';
    c.payment = { paymentId: crypto.randomUUID(), status: outcome, amount: c.amount, refunded: 0, requested: 0 };
    if (!this.holdCallbacks) await this.sendCallback(checkoutId);
  }

  /** Sends (again) the checkout's callback, signed `at` (ms), optionally with body fields changed or another key. */
  async sendCallback(
    checkoutId: string,
    opts: { at?: number; patch?: Record<string, unknown>; key?: string } = {},
  ): Promise<number> {
    const c = this.checkouts.get(checkoutId)!;
    const body = JSON.stringify({ ...this.callbackBody(c), ...opts.patch });
    const timestamp = String(opts.at ?? Date.now());
    const key = opts.key ?? this.merchants.get(c.clientId)!.signatureKey;
    return this.postCallback(c.callbackUrl, body, {
      'x-signature': signCallback(key, body, timestamp),
      'x-signature-timestamp': timestamp,
    });
  }

  /** POSTs a callback's JSON body to its URL and keeps it, with the status answered, in `callbacks`; answers that status. */
  private async postCallback(url: string, body: string, headers: Record<string, string> = {}): Promise<number> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    this.callbacks.push({ body, status: response.status });
    await response.arrayBuffer();
    return response.status;
  }

  callbackBody(c: Checkout): Record<string, unknown> {
    return {
      checkoutId: c.id,
      terminalId: '01E12345',
      amount: c.amount,
      currency: c.currency,
      completedAt: new Date().toISOString(),
      orderId: c.orderId,
      paymentId: c.payment?.paymentId ?? null,
      paymentAmount: c.payment?.amount ?? c.amount,
      paymentCurrency: c.currency,
      paymentStatus: c.payment?.status ?? 'Failed',
      paymentExecutedAt: new Date().toISOString(),
      senderName: 'Test Test',
      paymentMethod: 'Card',
    };
  }

  /** The guest's banking app pays the QR code (a fixed amount); the signed callback is sent unless callbacks are held. */
  async payQr(qrId: string): Promise<void> {
    const q = this.qrs.get(qrId);
    if (!q) throw new Error(`no QR ${qrId}`);
    this.expireQr(q);
    if (q.status !== 'Active') throw new Error(`QR ${qrId} is ${q.status}`);
    q.status = 'Paid';
    q.payment = {
      payId: crypto.randomUUID(),
      amount: q.amount,
      executedAt: new Date().toISOString(),
      status: 'Executed',
    };
    if (!this.holdCallbacks) await this.sendQrCallback(qrId);
  }

  /** Sends (again) a paid QR code's callback, optionally with result fields changed or signed with another key. */
  async sendQrCallback(qrId: string, opts: { patch?: Record<string, unknown>; key?: string } = {}): Promise<number> {
    const q = this.qrs.get(qrId)!;
    const result = { ...this.qrCallbackResult(q), ...opts.patch };
    const key = opts.key ?? this.merchants.get(q.clientId)!.signatureKey;
    const body = JSON.stringify({ result, signature: signMiaResult(key, result) });
    return this.postCallback(q.callbackUrl, body);
  }

  qrCallbackResult(q: Qr): Record<string, unknown> {
    return {
      qrId: q.id,
      extensionId: null,
      qrStatus: q.status,
      payId: q.payment?.payId ?? null,
      referenceId: 'QR000123456789',
      orderId: q.orderId,
      amount: q.payment?.amount ?? q.amount,
      commission: 0.5,
      currency: q.currency,
      payerName: 'Ion P.',
      payerIban: 'MD88AG000000011621810140',
      executedAt: q.payment?.executedAt ?? null,
      terminalId: 'P011111',
    };
  }

  /** The QR code made for our order reference last, if any. */
  qrFor(orderId: string): Qr | undefined {
    return [...this.qrs.values()].filter((q) => q.orderId === orderId).at(-1);
  }

  private expireQr(q: Qr): void {
    if (q.status === 'Active' && q.expiresAt.getTime() <= Date.now()) q.status = 'Expired';
  }

  /** The checkout made for our order reference, if any. */
  checkoutFor(orderId: string): Checkout | undefined {
    return [...this.checkouts.values()].find((c) => c.orderId === orderId);
  }

  private async serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const raw = await new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (d) => (data += d));
      req.on('end', () => resolve(data));
    });
    const isForm = String(req.headers['content-type'] ?? '').includes('form');
    let body: Record<string, unknown>;
    try {
      body = raw && !isForm ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return this.send(res, 400, { ok: false, errors: [{ errorCode: 'maib.merchant.payments-42005' }] });
    }
    const route = `${req.method} ${url.pathname}`;
    this.requests.push({ method: req.method ?? '', path: url.pathname, body });
    const failure = this.failures.findIndex((f) => route.startsWith(f.match));
    if (failure >= 0) {
      const [{ status }] = this.failures.splice(failure, 1);
      if (status === 0) return void req.socket.destroy();
      if (status === -1) this.cut.add(res);
      else
        return this.send(res, status, {
          ok: false,
          errors: [{ errorCode: 'common.error-1', errorMessage: 'stand-in failure' }],
        });
    }

    if (route === 'POST /stand-in/merchants') {
      this.addMerchant(body as unknown as StandInMerchant);
      return this.send(res, 200, { ok: true, result: {} });
    }
    if (route === 'GET /stand-in/checkouts')
      return this.send(res, 200, { ok: true, result: { items: [...this.checkouts.values()] } });
    const page = /^\/pay\/([\w-]+)(\/(pay|fail))?$/.exec(url.pathname);
    if (page) return this.hostedPage(req.method ?? 'GET', page[1], page[3], res);
    const qrPage = /^\/qr\/([\w-]+)(\/pay)?$/.exec(url.pathname);
    if (qrPage) return this.qrPage(req.method ?? 'GET', qrPage[1], Boolean(qrPage[2]), res);

    if (route === 'POST /v2/auth/token') {
      const m = this.merchants.get(String(body.clientId));
      if (!m || m.clientSecret !== body.clientSecret)
        return this.send(res, 401, { ok: false, errors: [{ errorCode: 'unauthorized' }] });
      const token = crypto.randomBytes(16).toString('hex');
      this.tokens.set(token, m.clientId);
      return this.send(res, 200, { ok: true, result: { accessToken: token, expiresIn: 300, tokenType: 'Bearer' } });
    }
    const clientId = this.tokens.get(String(req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!clientId) return this.send(res, 401, { ok: false, errors: [{ errorCode: 'unauthorized' }] });

    if (route === 'POST /v2/checkouts') {
      const amount = body.amount;
      if (providerAmountToBani(amount) === null || (amount as number) <= 0)
        return this.send(res, 400, { ok: false, errors: [{ errorCode: 'maib.merchant.payments-42001' }] });
      const id = crypto.randomUUID();
      const orderInfo = (body.orderInfo ?? {}) as { id?: string };
      const now = new Date();
      this.checkouts.set(id, {
        id,
        clientId,
        status: 'WaitingForInit',
        amount: amount as number,
        currency: String(body.currency),
        orderId: String(orderInfo.id ?? ''),
        language: String(body.language ?? 'ro'),
        callbackUrl: String(body.callbackUrl ?? ''),
        successUrl: String(body.successUrl ?? ''),
        failUrl: String(body.failUrl ?? ''),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
        payment: null,
      });
      return this.send(res, 200, {
        ok: true,
        result: { checkoutId: id, checkoutUrl: `${this.url}/pay/${id}` },
        errors: null,
      });
    }
    if (url.pathname.startsWith('/v2/mia/')) return this.serveMia(req.method ?? '', url, body, clientId, res);
    const checkout = /^\/v2\/checkouts\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && checkout) {
      const c = this.checkouts.get(checkout[1]);
      if (!c || c.clientId !== clientId)
        return this.send(res, 404, { ok: false, errors: [{ errorCode: 'maib.merchant.payments-43001' }] });
      if (c.status !== 'Completed' && c.status !== 'Failed' && c.expiresAt.getTime() < Date.now()) c.status = 'Expired';
      const p = c.payment;
      return this.send(res, 200, {
        ok: true,
        result: {
          id: c.id,
          createdAt: c.createdAt.toISOString(),
          status: c.status,
          amount: c.amount,
          currency: c.currency,
          callbackUrl: c.callbackUrl,
          successUrl: c.successUrl,
          failUrl: c.failUrl,
          language: c.language,
          url: `${this.url}/pay/${c.id}`,
          expiresAt: c.expiresAt.toISOString(),
          order: { id: c.orderId },
          payment: p
            ? {
                paymentId: p.paymentId,
                status: p.status,
                amount: p.amount,
                currency: c.currency,
                refundedAmount: p.refunded,
                requestedRefundAmount: p.requested,
              }
            : null,
        },
      });
    }
    const refund = /^\/v2\/payments\/([\w-]+)\/refund$/.exec(url.pathname);
    if (req.method === 'POST' && refund) {
      const c = [...this.checkouts.values()].find((x) => x.payment?.paymentId === refund[1] && x.clientId === clientId);
      const amount = providerAmountToBani(body.amount);
      if (!c?.payment)
        return this.send(res, 404, { ok: false, errors: [{ errorCode: 'maib.merchant.payments-43001' }] });
      const left =
        Math.round(c.payment.amount * 100) -
        Math.round(c.payment.refunded * 100) -
        Math.round(c.payment.requested * 100);
      if (amount === null || amount <= 0 || amount > left || typeof body.reason !== 'string')
        return this.send(res, 400, { ok: false, errors: [{ errorCode: 'maib.merchant.payments-42002' }] });
      const id = crypto.randomUUID();
      this.refunds.set(id, {
        id,
        paymentId: c.payment.paymentId,
        amount: providerAmount(amount),
        status: 'Created',
        reason: body.reason,
      });
      c.payment.requested = providerAmount(Math.round(c.payment.requested * 100) + amount);
      return this.send(res, 200, { ok: true, result: { refundId: id, status: 'Created' } });
    }
    const refundRead = /^\/v2\/payments\/refunds\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && refundRead) {
      const r = this.refunds.get(refundRead[1]);
      if (!r) return this.send(res, 404, { ok: false, errors: [{ errorCode: 'maib.merchant.payments-43001' }] });
      if (r.status === 'Created') this.settle(r);
      return this.send(res, 200, {
        ok: true,
        result: {
          id: r.id,
          paymentId: r.paymentId,
          refundType: 'Partial',
          amount: r.amount,
          currency: 'MDL',
          refundReason: r.reason,
          status: r.status,
        },
      });
    }
    const payment = /^\/v2\/payments\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && payment) {
      const c = [...this.checkouts.values()].find(
        (x) => x.payment?.paymentId === payment[1] && x.clientId === clientId,
      );
      if (!c?.payment)
        return this.send(res, 404, { ok: false, errors: [{ errorCode: 'maib.merchant.payments-43001' }] });
      const p = c.payment;
      return this.send(res, 200, {
        ok: true,
        result: {
          paymentId: p.paymentId,
          status: p.status,
          amount: p.amount,
          currency: c.currency,
          orderId: c.orderId,
          refundedAmount: p.refunded,
          requestedRefundAmount: p.requested,
        },
      });
    }
    return this.send(res, 404, { ok: false, errors: [{ errorCode: 'not-found' }] });
  }

  /** maib's MIA QR API: dynamic QR codes, their payments, refunds and the sandbox's test payment. */
  private async serveMia(
    method: string,
    url: URL,
    body: Record<string, unknown>,
    clientId: string,
    res: http.ServerResponse,
  ): Promise<void> {
    const notFound = () => this.send(res, 404, { ok: false, errors: [{ errorCode: 'maib.merchant.payments-13000' }] });
    if (method === 'POST' && url.pathname === '/v2/mia/qr') {
      const amount = providerAmountToBani(body.amount);
      const expiresAt = new Date(String(body.expiresAt));
      const ttl = expiresAt.getTime() - Date.now();
      if (
        body.type !== 'Dynamic' ||
        body.amountType !== 'Fixed' ||
        amount === null ||
        amount <= 0 ||
        amount > 10_000_000 ||
        body.currency !== 'MDL' ||
        typeof body.description !== 'string' ||
        !(ttl >= 60_000 && ttl <= 60 * 86_400_000)
      )
        return this.send(res, 400, { ok: false, errors: [{ errorCode: 'maib.merchant.payments-12001' }] });
      const id = crypto.randomUUID();
      this.qrs.set(id, {
        id,
        clientId,
        status: 'Active',
        amount: providerAmount(amount),
        currency: 'MDL',
        description: body.description,
        orderId: String(body.orderId ?? ''),
        callbackUrl: String(body.callbackUrl ?? ''),
        createdAt: new Date(),
        expiresAt,
        payment: null,
      });
      return this.send(res, 200, {
        ok: true,
        result: {
          qrId: id,
          extensionId: null,
          orderId: String(body.orderId ?? ''),
          type: 'Dynamic',
          url: `${this.url}/qr/${id}`,
          expiresAt: expiresAt.toISOString(),
        },
      });
    }
    const qr = /^\/v2\/mia\/qr\/([\w-]+)(\/cancel)?$/.exec(url.pathname);
    if (qr) {
      const q = this.qrs.get(qr[1]);
      if (!q || q.clientId !== clientId) return notFound();
      this.expireQr(q);
      if (method === 'POST' && qr[2]) {
        if (q.status !== 'Active')
          return this.send(res, 409, { ok: false, errors: [{ errorCode: 'maib.merchant.payments-14019' }] });
        q.status = 'Cancelled';
        return this.send(res, 200, { ok: true, result: { qrId: q.id, status: q.status } });
      }
      if (method !== 'GET') return notFound();
      return this.send(res, 200, {
        ok: true,
        result: {
          qrId: q.id,
          orderId: q.orderId,
          status: q.status,
          type: 'Dynamic',
          url: `${this.url}/qr/${q.id}`,
          amountType: 'Fixed',
          amount: q.amount,
          currency: q.currency,
          description: q.description,
          callbackUrl: q.callbackUrl,
          createdAt: q.createdAt.toISOString(),
          expiresAt: q.expiresAt.toISOString(),
        },
      });
    }
    const paymentJson = (q: Qr) => ({
      payId: q.payment!.payId,
      qrId: q.id,
      orderId: q.orderId,
      amount: q.payment!.amount,
      commission: 0.5,
      currency: q.currency,
      description: q.description,
      status: q.payment!.status,
      executedAt: q.payment!.executedAt,
    });
    const mine = [...this.qrs.values()].filter((q) => q.clientId === clientId && q.payment);
    if (method === 'GET' && url.pathname === '/v2/mia/payments') {
      const qrId = url.searchParams.get('qrId');
      const items = mine.filter((q) => !qrId || q.id === qrId).map(paymentJson);
      return this.send(res, 200, { ok: true, result: { totalCount: items.length, items } });
    }
    const payment = /^\/v2\/mia\/payments\/([\w-]+)(\/refund)?$/.exec(url.pathname);
    if (payment) {
      const q = mine.find((x) => x.payment!.payId === payment[1]);
      if (!q) return this.send(res, 404, { ok: false, errors: [{ errorCode: 'maib.merchant.payments-14003' }] });
      if (method === 'GET' && !payment[2]) return this.send(res, 200, { ok: true, result: paymentJson(q) });
      if (method === 'POST' && payment[2]) {
        const amount =
          body.amount === undefined ? Math.round(q.payment!.amount * 100) : providerAmountToBani(body.amount);
        if (q.payment!.status === 'Refunded')
          return this.send(res, 409, { ok: false, errors: [{ errorCode: 'maib.merchant.payments-14015' }] });
        if (
          amount === null ||
          amount <= 0 ||
          amount > Math.round(q.payment!.amount * 100) ||
          typeof body.reason !== 'string'
        )
          return this.send(res, 400, { ok: false, errors: [{ errorCode: 'maib.merchant.payments-14016' }] });
        const id = crypto.randomUUID();
        this.refunds.set(id, {
          id,
          paymentId: q.payment!.payId,
          amount: providerAmount(amount),
          status: 'Created',
          reason: body.reason,
        });
        if (amount === Math.round(q.payment!.amount * 100)) q.payment!.status = 'Refunded';
        return this.send(res, 200, { ok: true, result: { refundId: id, status: 'Created' }, errors: null });
      }
    }
    if (method === 'POST' && url.pathname === '/v2/mia/test-pay') {
      const q = this.qrs.get(String(body.qrId));
      if (!q || q.clientId !== clientId) return notFound();
      await this.payQr(q.id);
      return this.send(res, 200, {
        ok: true,
        result: { ...this.qrCallbackResult(q), signatureKey: this.merchants.get(clientId)!.signatureKey },
      });
    }
    return this.send(res, 404, { ok: false, errors: [{ errorCode: 'not-found' }] });
  }

  /** What a banking app shows for a scanned QR code: its amount and a pay button (POST pays it). */
  private async qrPage(method: string, id: string, pay: boolean, res: http.ServerResponse): Promise<void> {
    const q = this.qrs.get(id);
    if (!q) return this.send(res, 404, { ok: false, errors: [{ errorCode: 'maib.merchant.payments-13000' }] });
    this.expireQr(q);
    if (method === 'POST' && pay && q.status === 'Active') await this.payQr(id);
    const amount = q.amount.toFixed(2).replace('.', ',');
    const state = q.status === 'Active' ? '' : `<p><strong>${escapeHtml(q.status)}</strong></p>`;
    const html = `<!doctype html><html lang="ro"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>MIA QR (stand-in)</title>
<style>body{font:16px system-ui,sans-serif;margin:0;padding:24px;background:#f4f5f7;color:#111}main{max-width:420px;margin:auto;background:#fff;border-radius:12px;padding:24px}
h1{font-size:20px;margin:0 0 8px}p{margin:0 0 16px}button{display:block;width:100%;min-height:48px;margin-top:12px;font-size:17px;border-radius:8px;border:0;cursor:pointer;background:#0a7d3b;color:#fff}</style></head>
<body><main><h1>MIA — plată instant (test)</h1><p>${escapeHtml(q.description)}</p><p><strong>${amount} ${escapeHtml(q.currency)}</strong></p>${state}
${q.status === 'Active' ? `<form method="post" action="/qr/${q.id}/pay"><button type="submit">Plătește</button></form>` : ''}</main></body></html>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  }

  private settle(r: Refund): void {
    r.status = this.refundOutcome;
    const c = [...this.checkouts.values()].find((x) => x.payment?.paymentId === r.paymentId)!;
    const p = c.payment!;
    const bani = Math.round(r.amount * 100);
    p.requested = providerAmount(Math.round(p.requested * 100) - bani);
    if (r.status === 'Accepted') {
      p.refunded = providerAmount(Math.round(p.refunded * 100) + bani);
      p.status = p.refunded >= p.amount ? 'Refunded' : 'PartiallyRefunded';
    }
  }

  /** The hosted page: GET shows the amount and two buttons; POST pay/fail settles it and returns to the merchant. */
  private async hostedPage(
    method: string,
    id: string,
    action: string | undefined,
    res: http.ServerResponse,
  ): Promise<void> {
    const c = this.checkouts.get(id);
    if (!c) return this.send(res, 404, { ok: false, errors: [{ errorCode: 'maib.merchant.payments-43001' }] });
    if (method === 'POST' && action) {
      await this.complete(id, action === 'pay' ? 'Executed' : 'Failed');
      const back = new URL(action === 'pay' ? c.successUrl : c.failUrl);
      back.searchParams.set('checkoutId', c.id);
      back.searchParams.set('checkoutStatus', action === 'pay' ? 'Completed' : 'Failed');
      back.searchParams.set('orderId', c.orderId);
      res.writeHead(303, { location: back.toString() });
      return void res.end();
    }
    if (c.status === 'WaitingForInit') c.status = 'Initialized';
    const amount = c.amount.toFixed(2).replace('.', ',');
    const html = `<!doctype html><html lang="ro"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>maib checkout (stand-in)</title>
<style>body{font:16px system-ui,sans-serif;margin:0;padding:24px;background:#f4f5f7;color:#111}main{max-width:420px;margin:auto;background:#fff;border-radius:12px;padding:24px}
h1{font-size:20px;margin:0 0 8px}p{margin:0 0 16px}button{display:block;width:100%;min-height:48px;margin-top:12px;font-size:17px;border-radius:8px;border:0;cursor:pointer}
.pay{background:#0a7d3b;color:#fff}.fail{background:#e5e7eb;color:#111}</style></head>
<body><main><h1>maib — plată de test</h1><p>Comanda ${escapeHtml(c.orderId)}</p><p><strong>${amount} ${escapeHtml(c.currency)}</strong></p>
<form method="post" action="/pay/${c.id}/pay"><button class="pay" type="submit">Plătește</button></form>
<form method="post" action="/pay/${c.id}/fail"><button class="fail" type="submit">Refuză plata</button></form></main></body></html>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  }

  private send(res: http.ServerResponse, status: number, body: unknown): void {
    if (res.headersSent) return;
    if (this.cut.delete(res)) return void res.socket?.destroy();
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
