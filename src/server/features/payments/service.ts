import type { FastifyInstance } from 'fastify';
import { orderTotals, toBani } from '#shared/money.ts';
import { PAYMENT_WINDOW_MS } from '#shared/payment.ts';
import type { Tx } from '../../db/client.ts';
import { BatchQueue } from '../../lifecycle/batch-queue.ts';
import { changeOrder, dishPositionsJson, type Actor } from '../orders/index.ts';
import { ProviderError, type PaymentKind, type PaymentProvider, type ProviderAccount } from './provider.ts';
import * as repo from './repository.ts';
import type { PaymentRow, RefundRow } from './repository.ts';
import type { Secrets } from './secrets.ts';

/** Payment changes are the platform's own (like the fire sweep's): no person's account is the actor. */
const PAYMENTS: Actor = { role: 'admin', id: 0 };

/** How often the sweep runs: expiries, lost callbacks, refunds to send and refunds to read back. */
const SWEEP_MS = 5_000;
/** Order changes read together. */
const CHANGES_BATCH = 200;
/** A refund call takes at most the HTTP time-out and its retries; one still `sending` after this was cut off. */
const STUCK_MS = 2 * 60_000;

/**
 * Online payments: the checkout of an order that waits for its money, the provider's callback, expiry and
 * money back. The database is the truth; the provider is asked, never assumed, whenever an answer is missing.
 */
export class Payments {
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;
  /** The moment the running pass settles for, and the one pass queued behind it (for a later moment). */
  private sweepingAt = 0;
  private next: { at: number; pass: Promise<void> } | null = null;
  private unsubscribe: (() => void) | null = null;
  /** Orders changed, read a batch at a time: one read finds which of them have a payment. */
  private readonly changes: BatchQueue<number>;
  private readonly app: FastifyInstance;
  readonly provider: PaymentProvider;
  readonly secrets: Secrets;

  constructor(app: FastifyInstance, provider: PaymentProvider, secrets: Secrets) {
    this.app = app;
    this.provider = provider;
    this.secrets = secrets;
    this.changes = new BatchQueue(
      (orderIds) => this.onOrderChanges(orderIds),
      CHANGES_BATCH,
      (error) => this.app.log.warn({ err: error }, 'payments: order change'),
    );
  }

  get db(): Tx {
    return this.app.db;
  }

  get publicUrl(): string {
    return this.app.config.publicUrl;
  }

  start(): void {
    // A change of a paid order (a cancel, dishes removed) may owe the guest money: settle it at once.
    this.unsubscribe = this.app.bus.subscribe((event) => {
      // A new order owes nothing yet and has no QR of its own: its first change is read then.
      if (event.kind === 'updated') this.changes.push(event.orderId);
    });
    this.timer = setInterval(
      () => void this.sweep().catch((error: unknown) => this.app.log.warn({ err: error }, 'payments: sweep')),
      SWEEP_MS,
    );
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    if (this.timer) clearInterval(this.timer);
    await this.changes.idle();
    await this.next?.pass.catch(() => undefined);
    await this.sweeping;
  }

  /** The pub's provider account with its secrets opened; null when online payment is off or incomplete. */
  async account(pubId: number): Promise<ProviderAccount | null> {
    const s = await repo.settingsOf(this.app.db, pubId);
    if (!s) return null;
    const clientSecret = s.clientSecretEnc ? this.secrets.open(s.clientSecretEnc) : null;
    const signatureKey = s.signatureKeyEnc ? this.secrets.open(s.signatureKeyEnc) : null;
    if (!s.clientId || clientSecret === null || signatureKey === null) return null;
    return { mode: s.mode === 'live' ? 'live' : 'sandbox', clientId: s.clientId, clientSecret, signatureKey };
  }

  /** The payment row an online order gets inside its own transaction: 15 minutes to pay. */
  async addPayment(
    tx: Tx,
    order: { id: number; pubId: number },
    amountBani: number,
    currency: string,
    now: Date,
  ): Promise<void> {
    const s = await repo.settingsOf(tx, order.pubId);
    await repo.insertPayment(tx, {
      orderId: order.id,
      pubId: order.pubId,
      provider: this.provider.name,
      mode: s?.mode ?? 'sandbox',
      amountBani,
      currency,
      expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS),
    });
  }

  /**
   * Opens the order's checkout at the provider once; a repeated call answers the one already open. A failure
   * leaves the payment `new` (the guest may ask again; the order expires unpaid otherwise).
   */
  async openCheckout(orderId: number, language: string): Promise<PaymentRow | null> {
    const payment = await repo.paymentOfOrder(this.app.db, orderId);
    if (!payment || payment.kind !== 'checkout' || payment.status !== 'new') return payment ?? null;
    const account = await this.account(payment.pubId);
    if (!account) return payment;
    const row = (await repo.orderWithPub(this.app.db, orderId))!;
    const lines = await repo.linesOfOrder(this.app.db, orderId);
    const base = this.app.config.publicUrl;
    const lang = language === 'ru' || language === 'en' ? language : 'ro';
    // Back to the status page in the guest's language (the provider adds its own parameters after ours).
    const back = `${base}/pub/${encodeURIComponent(row.pub.urlName)}/order/${orderId}?token=${row.order.trackingToken}&lng=${lang}`;
    try {
      const made = await this.provider.createCheckout(account, {
        orderRef: `tavola-${orderId}`,
        amountBani: payment.amountBani,
        currency: payment.currency,
        language: lang,
        description: `${row.pub.name} #${row.order.number}`,
        items: lines.map((l) => ({ title: l.name, amountBani: toBani(l.dishPrice), quantity: l.count })),
        callbackUrl: `${base}/api/payments/maib/callback`,
        successUrl: back,
        failUrl: back,
      });
      const stored = await repo.updatePayment(
        this.app.db,
        payment.id,
        { status: 'pending', checkoutId: made.checkoutId, url: made.url },
        { status: 'new' },
      );
      return stored ?? (await repo.paymentById(this.app.db, payment.id))!;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      this.app.log.warn({ orderId, err: error.message }, 'payments: checkout not opened');
      return payment;
    }
  }

  /**
   * The provider confirmed the money: the payment is `paid`. An order that waited off the board for it reaches
   * the board (CREATE_EVENT, alerts) in the same transaction as its outbox event, and the kitchen's clock starts
   * then. An order already on the board (paid by MIA QR at the table, or switched to paying in person before the
   * money came) is simply paid online from now. Repeats change nothing; a payment that arrives after its order
   * expired is kept (and refunded in full, the order being canceled).
   */
  async markPaid(paymentId: number, payId: string, now: Date): Promise<void> {
    await this.app.db.transaction(async (tx) => {
      const p = await repo.lockPayment(tx, paymentId);
      if (!p || p.status === 'paid') return;
      await repo.updatePayment(tx, p.id, { status: 'paid', payId, paidAt: now });
      const reachesBoard = p.kind === 'checkout' && p.status !== 'expired' && p.status !== 'switched';
      await changeOrder(
        tx,
        p.orderId,
        { paymentType: 'online', paymentStatus: 'paid', ...(reachesBoard ? { onBoardAt: now } : {}) },
        PAYMENTS,
        { event: reachesBoard ? 'created' : 'updated' },
      );
    });
  }

  /**
   * The guest gives up paying online and pays in person (`cash` or `card_offline`): the order reaches the board
   * now (CREATE_EVENT, alerts) as any order paid in person. The provider is asked first: money that already
   * arrived makes the order paid instead. A payment that still arrives later makes it paid online (event only).
   */
  async payInPerson(
    orderId: number,
    paymentType: 'cash' | 'card_offline',
    now: Date,
  ): Promise<'switched' | 'paid' | 'unavailable'> {
    const payment = await repo.paymentOfOrder(this.app.db, orderId);
    if (!payment || payment.kind !== 'checkout') return 'unavailable';
    if (payment.status === 'paid') return 'paid';
    if (payment.status !== 'new' && payment.status !== 'pending') return 'unavailable';
    const account = payment.checkoutId ? await this.account(payment.pubId) : null;
    if (account && payment.checkoutId) {
      try {
        const state = await this.provider.getCheckout(account, payment.checkoutId);
        if (state.state === 'paid' && state.amountBani === payment.amountBani) {
          await this.markPaid(payment.id, state.payId, now);
          return 'paid';
        }
      } catch (error) {
        // Unreachable: switched anyway; a payment that lands later is still recorded by its callback.
        if (!(error instanceof ProviderError)) throw error;
      }
    }
    return this.app.db.transaction(async (tx) => {
      const p = await repo.lockPayment(tx, payment.id);
      if (p?.status === 'paid') return 'paid';
      if (!p || (p.status !== 'new' && p.status !== 'pending')) return 'unavailable';
      await repo.updatePayment(tx, p.id, { status: 'switched' });
      await changeOrder(tx, p.orderId, { paymentType, paymentStatus: '', onBoardAt: now }, PAYMENTS, {
        event: 'created',
      });
      return 'switched';
    });
  }

  /**
   * Unpaid at expiry, the provider having been asked. A checkout's order is canceled (`payment_expired`); a MIA
   * QR code only lapses (the order stays, to be paid in person or by a new code).
   */
  private async expire(p: PaymentRow, now: Date): Promise<void> {
    await this.app.db.transaction(async (tx) => {
      const row = await repo.lockPayment(tx, p.id);
      if (!row || (row.status !== 'new' && row.status !== 'pending')) return;
      await repo.updatePayment(tx, p.id, { status: 'expired' });
      if (row.kind === 'mia_qr') return;
      await changeOrder(
        tx,
        p.orderId,
        { status: 'canceled', cancelReason: 'payment_expired', paymentStatus: 'expired' },
        PAYMENTS,
        { at: now },
      );
    });
  }

  /**
   * An open MIA QR code whose order changed total or was canceled no longer fits: it is canceled at the
   * provider (asked first: one already paid makes the order paid, and refunds settle the difference).
   * Unreachable: left open, and the next change or the sweep at its expiry asks again.
   */
  /** An order changed: settle what its payment is owed and withdraw a QR that no longer matches; one read when it has none (most). */
  private async onOrderChanges(orderIds: number[]): Promise<void> {
    for (const orderId of await repo.ordersWithPayment(this.app.db, [...new Set(orderIds)]))
      await this.onOrderChange(orderId);
  }

  private async onOrderChange(orderId: number): Promise<void> {
    await Promise.all([
      this.settleMoney(orderId).catch((error: unknown) => this.app.log.warn({ err: error }, 'payments: settle')),
      this.withdrawStaleQr(orderId).catch((error: unknown) => this.app.log.warn({ err: error }, 'payments: stale QR')),
    ]);
  }

  async withdrawStaleQr(orderId: number): Promise<void> {
    const p = await repo.paymentOfOrder(this.app.db, orderId);
    if (!p || p.kind !== 'mia_qr' || p.status !== 'pending' || !p.checkoutId) return;
    const order = await repo.orderById(this.app.db, orderId);
    if (!order) return;
    const lines = await repo.linesOfOrder(this.app.db, orderId);
    const total = toBani(
      orderTotals(dishPositionsJson(lines), order.deliveryPrice, order.commissionApplied).total_price,
    );
    if (order.status !== 'canceled' && total === p.amountBani) return;
    const account = await this.account(p.pubId);
    if (!account) return;
    try {
      const state = await this.provider.getQr(account, p.checkoutId);
      if (state.state === 'paid') return await this.markPaid(p.id, state.payId, this.app.clock.now());
      if (state.state === 'open') await this.provider.cancelQr(account, p.checkoutId);
      await repo.updatePayment(
        this.app.db,
        p.id,
        { status: 'expired' },
        { status: 'pending', checkoutId: p.checkoutId },
      );
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
    }
  }

  /**
   * One pass: payments past their time are settled by asking the provider; refunds are sent and read back. Passes
   * never overlap. A call while a pass runs shares it when that pass settles for the same moment or a later one;
   * a call for a later moment (the clock moved on) gets one pass queued behind it, shared by every such call.
   */
  sweep(now = this.app.clock.now()): Promise<void> {
    const at = now.getTime();
    if (!this.sweeping) return this.startPass(at);
    if (at <= this.sweepingAt) return this.sweeping;
    if (this.next) {
      this.next.at = Math.max(this.next.at, at);
      return this.next.pass;
    }
    const next = { at, pass: Promise.resolve() };
    next.pass = this.sweeping
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        return this.sweep(new Date(next.at));
      });
    this.next = next;
    return next.pass;
  }

  private startPass(at: number): Promise<void> {
    this.sweepingAt = at;
    const pass: Promise<void> = this.runPass(new Date(at)).finally(() => {
      if (this.sweeping === pass) this.sweeping = null;
    });
    this.sweeping = pass;
    return pass;
  }

  private async runPass(now: Date): Promise<void> {
    await this.sweepExpired(now);
    await this.releaseStuckRefunds();
    for (const orderId of await repo.ordersWithOpenRefunds(this.app.db)) await this.settleMoney(orderId);
  }

  /** A refund left `sending` by a process that stopped mid-call has an unknown outcome: staff decide (retry). */
  private async releaseStuckRefunds(): Promise<void> {
    await repo.failStuckRefunds(this.app.db, new Date(Date.now() - STUCK_MS));
  }

  private async sweepExpired(now: Date): Promise<void> {
    for (const p of await repo.duePayments(this.app.db, now)) {
      if (!p.checkoutId) {
        await this.expire(p, now);
        continue;
      }
      const account = await this.account(p.pubId);
      if (!account) continue;
      try {
        const state =
          p.kind === 'mia_qr'
            ? await this.provider.getQr(account, p.checkoutId)
            : await this.provider.getCheckout(account, p.checkoutId);
        if (state.state === 'paid' && state.amountBani === p.amountBani) await this.markPaid(p.id, state.payId, now);
        else if (state.state === 'expired' || state.state === 'failed') await this.expire(p, now);
        // Still open at the provider: asked again on the next pass, never assumed.
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
      }
    }
  }

  /**
   * What a paid order owes back: everything when canceled, else what its dishes and delivery no longer cost.
   * Each cause is one refund row (unique per order and cause), sent once; its state is read back until settled.
   */
  async settleMoney(orderId: number): Promise<void> {
    // The refunds found open below are re-read (and claimed) one by one, so a concurrent pass sends nothing twice.
    const payment = await this.paidPayment(orderId);
    if (!payment) return;
    await this.app.db.transaction(async (tx) => {
      await repo.lockPayment(tx, payment.id);
      const order = (await repo.orderById(tx, orderId))!;
      const lines = await repo.linesOfOrder(tx, orderId);
      const total = toBani(
        orderTotals(dishPositionsJson(lines), order.deliveryPrice, order.commissionApplied).total_price,
      );
      const target = order.status === 'canceled' ? 0 : Math.min(total, payment.amountBani);
      const asked = (await repo.refundsOfOrder(tx, orderId)).reduce((sum, r) => sum + r.amountBani, 0);
      const owed = payment.amountBani - asked - target;
      if (owed <= 0) return;
      await repo.insertRefund(tx, {
        paymentId: payment.id,
        orderId,
        cause: order.status === 'canceled' ? 'cancel' : `v${order.version}`,
        amountBani: owed,
      });
    });
    const account = await this.account(payment.pubId);
    if (account) {
      for (const r of await repo.refundsOfOrder(this.app.db, orderId)) {
        if (r.status === 'pending' || r.status === 'sent') await this.advanceRefund(account, payment, r);
      }
    }
    await this.updateStatus(orderId, payment);
  }

  /** Sends a pending refund, or reads back a sent one. A refund whose outcome is unknown is `failed` (staff retry). */
  private async advanceRefund(account: ProviderAccount, payment: PaymentRow, r: RefundRow): Promise<void> {
    const now = new Date();
    try {
      if (r.status === 'pending') {
        // Claim it first: another instance sending the same refund at once must find it taken.
        const claimed = await repo.updateRefund(
          this.app.db,
          r.id,
          { status: 'sending', attempts: repo.oneMoreAttempt, updatedAt: now },
          'pending',
        );
        if (!claimed) return;
        try {
          const sent = await this.provider.refund(
            account,
            payment.kind as PaymentKind,
            payment.payId,
            r.amountBani,
            r.cause === 'cancel' ? 'Order canceled' : 'Order changed',
          );
          await repo.updateRefund(this.app.db, r.id, {
            status: sent.state === 'accepted' ? 'accepted' : sent.state === 'rejected' ? 'failed' : 'sent',
            refundId: sent.refundId,
            updatedAt: new Date(),
          });
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          // Certainly not done: sent again on the next pass. Unknown: never sent twice blindly, staff decide.
          await repo.updateRefund(this.app.db, r.id, {
            status: error.sent ? 'pending' : 'failed',
            updatedAt: new Date(),
          });
        }
        return;
      }
      const state = await this.provider.getRefund(account, r.refundId);
      if (state !== 'pending')
        await repo.updateRefund(this.app.db, r.id, {
          status: state === 'accepted' ? 'accepted' : 'failed',
          updatedAt: now,
        });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
    }
  }

  /**
   * Staff retry a failed refund. When the provider already counts more refunded (or asked) than the refunds it
   * knows of, the failed one did reach it: it is taken as accepted rather than sent twice.
   */
  async retryRefunds(orderId: number): Promise<boolean> {
    const payment = await this.paidPayment(orderId);
    if (!payment) return false;
    const account = await this.account(payment.pubId);
    if (!account) return false;
    const all = await repo.refundsOfOrder(this.app.db, orderId);
    const failed = all.filter((r) => r.status === 'failed');
    if (failed.length === 0) return false;
    let known = all
      .filter((r) => r.status === 'accepted' || r.status === 'sent')
      .reduce((sum, r) => sum + r.amountBani, 0);
    const counted = await this.provider
      .refundedSoFar(account, payment.kind as PaymentKind, payment.payId)
      .catch(() => null);
    if (counted === null) return false;
    for (const r of failed) {
      const landed = r.refundId === '' && counted >= known + r.amountBani;
      if (landed) known += r.amountBani;
      await repo.updateRefund(
        this.app.db,
        r.id,
        { status: landed ? 'accepted' : 'pending', refundId: '', updatedAt: new Date() },
        'failed',
      );
    }
    await this.settleMoney(orderId);
    return true;
  }

  /** The order's `payment_status` from its refunds; changed (with an event) only when it differs. */
  private async updateStatus(orderId: number, payment: PaymentRow): Promise<void> {
    const list = await repo.refundsOfOrder(this.app.db, orderId);
    const accepted = list.filter((r) => r.status === 'accepted').reduce((sum, r) => sum + r.amountBani, 0);
    const status =
      list.length === 0
        ? 'paid'
        : list.some((r) => r.status === 'failed')
          ? 'refund_failed'
          : list.some((r) => r.status !== 'accepted')
            ? 'refund_pending'
            : accepted >= payment.amountBani
              ? 'refunded'
              : 'partially_refunded';
    await changeOrder(this.app.db, orderId, { paymentStatus: status }, PAYMENTS, {
      when: repo.paymentStatusDiffers(status),
    });
  }

  private async paidPayment(orderId: number): Promise<PaymentRow | null> {
    const payment = await repo.paymentOfOrder(this.app.db, orderId);
    return payment?.status === 'paid' ? payment : null;
  }
}
