import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { orderTotals, toBani } from '#shared/money.ts';
import { PAYMENT_WINDOW_MS } from '#shared/payment.ts';
import type { Tx } from '../../db/client.ts';
import { orderDishes, orders, payments, pubPaymentSettings, pubs, refunds } from '../../db/schema.ts';
import { changeOrder, dishPositionsJson, type Actor } from '../orders/index.ts';
import { ProviderError, type PaymentProvider, type ProviderAccount } from './provider.ts';
import type { Secrets } from './secrets.ts';

/** Payment changes are the platform's own (like the fire sweep's): no person's account is the actor. */
const PAYMENTS: Actor = { role: 'admin', id: 0 };

type PaymentRow = typeof payments.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

/** How often the sweep runs: expiries, lost callbacks, refunds to send and refunds to read back. */
const SWEEP_MS = 5_000;
/** A refund call takes at most the HTTP time-out and its retries; one still `sending` after this was cut off. */
const STUCK_MS = 2 * 60_000;

/**
 * Online payments: the checkout of an order that waits for its money, the provider's callback, expiry and
 * money back. The database is the truth; the provider is asked, never assumed, whenever an answer is missing.
 */
export class Payments {
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly app: FastifyInstance;
  readonly provider: PaymentProvider;
  readonly secrets: Secrets;

  constructor(app: FastifyInstance, provider: PaymentProvider, secrets: Secrets) {
    this.app = app;
    this.provider = provider;
    this.secrets = secrets;
  }

  start(): void {
    // A change of a paid order (a cancel, dishes removed) may owe the guest money: settle it at once.
    this.unsubscribe = this.app.bus.subscribe((event) => {
      if (event.kind !== 'pub')
        void this.settleMoney(event.orderId).catch((error: unknown) =>
          this.app.log.warn({ err: error }, 'payments: settle'),
        );
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
    await this.sweeping;
  }

  /** The pub's provider account with its secrets opened; null when online payment is off or incomplete. */
  async account(pubId: number): Promise<ProviderAccount | null> {
    const [s] = await this.app.db.select().from(pubPaymentSettings).where(eq(pubPaymentSettings.pubId, pubId));
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
    const [s] = await tx
      .select({ mode: pubPaymentSettings.mode })
      .from(pubPaymentSettings)
      .where(eq(pubPaymentSettings.pubId, order.pubId));
    await tx.insert(payments).values({
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
    const [payment] = await this.app.db.select().from(payments).where(eq(payments.orderId, orderId));
    if (!payment || payment.status !== 'new') return payment ?? null;
    const account = await this.account(payment.pubId);
    if (!account) return payment;
    const [row] = await this.app.db
      .select({ order: orders, pub: pubs })
      .from(orders)
      .innerJoin(pubs, eq(pubs.id, orders.pubId))
      .where(eq(orders.id, orderId));
    const lines = await this.app.db
      .select()
      .from(orderDishes)
      .where(eq(orderDishes.orderId, orderId))
      .orderBy(asc(orderDishes.id));
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
      const [stored] = await this.app.db
        .update(payments)
        .set({ status: 'pending', checkoutId: made.checkoutId, url: made.url })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'new')))
        .returning();
      return stored ?? (await this.app.db.select().from(payments).where(eq(payments.id, payment.id)))[0];
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      this.app.log.warn({ orderId, err: error.message }, 'payments: checkout not opened');
      return payment;
    }
  }

  /**
   * The provider confirmed the money: the payment is `paid` and the order reaches the board (CREATE_EVENT,
   * alerts) in the same transaction as its outbox event. Repeats change nothing; a payment that arrives after
   * its order expired is kept (and refunded in full, the order being canceled).
   */
  async markPaid(paymentId: number, payId: string, now: Date): Promise<void> {
    await this.app.db.transaction(async (tx) => {
      const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!p || p.status === 'paid') return;
      await tx.update(payments).set({ status: 'paid', payId, paidAt: now }).where(eq(payments.id, p.id));
      const late = p.status === 'expired';
      await changeOrder(tx, p.orderId, { paymentStatus: 'paid' }, PAYMENTS, { event: late ? 'updated' : 'created' });
    });
  }

  /** Unpaid at expiry, the provider having been asked: the order is canceled (`payment_expired`). */
  private async expire(p: PaymentRow, now: Date): Promise<void> {
    await this.app.db.transaction(async (tx) => {
      const [row] = await tx.select().from(payments).where(eq(payments.id, p.id)).for('update');
      if (!row || (row.status !== 'new' && row.status !== 'pending')) return;
      await tx.update(payments).set({ status: 'expired' }).where(eq(payments.id, p.id));
      await changeOrder(
        tx,
        p.orderId,
        { status: 'canceled', cancelReason: 'payment_expired', paymentStatus: 'expired' },
        PAYMENTS,
        { at: now },
      );
    });
  }

  /** One pass: payments past their time are settled by asking the provider; refunds are sent and read back. */
  sweep(now = this.app.clock.now()): Promise<void> {
    this.sweeping ??= (async () => {
      try {
        await this.sweepExpired(now);
        await this.releaseStuckRefunds();
        const open = await this.app.db
          .selectDistinct({ orderId: refunds.orderId })
          .from(refunds)
          .where(inArray(refunds.status, ['pending', 'sent']));
        for (const r of open) await this.settleMoney(r.orderId);
      } finally {
        this.sweeping = null;
      }
    })();
    return this.sweeping;
  }

  /** A refund left `sending` by a process that stopped mid-call has an unknown outcome: staff decide (retry). */
  private async releaseStuckRefunds(): Promise<void> {
    await this.app.db
      .update(refunds)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(and(eq(refunds.status, 'sending'), lte(refunds.updatedAt, new Date(Date.now() - STUCK_MS))));
  }

  private async sweepExpired(now: Date): Promise<void> {
    const due = await this.app.db
      .select()
      .from(payments)
      .where(and(inArray(payments.status, ['new', 'pending']), lte(payments.expiresAt, now)))
      .limit(100);
    for (const p of due) {
      if (!p.checkoutId) {
        await this.expire(p, now);
        continue;
      }
      const account = await this.account(p.pubId);
      if (!account) continue;
      try {
        const state = await this.provider.getCheckout(account, p.checkoutId);
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
    const [payment] = await this.app.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
    if (!payment) return;
    await this.app.db.transaction(async (tx) => {
      await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, payment.id)).for('update');
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
      const lines = await tx.select().from(orderDishes).where(eq(orderDishes.orderId, orderId));
      const total = toBani(
        orderTotals(dishPositionsJson(lines), order.deliveryPrice, order.commissionApplied).total_price,
      );
      const target = order.status === 'canceled' ? 0 : Math.min(total, payment.amountBani);
      const asked = (await tx.select().from(refunds).where(eq(refunds.orderId, orderId))).reduce(
        (sum, r) => sum + r.amountBani,
        0,
      );
      const owed = payment.amountBani - asked - target;
      if (owed <= 0) return;
      await tx
        .insert(refunds)
        .values({
          paymentId: payment.id,
          orderId,
          cause: order.status === 'canceled' ? 'cancel' : `v${order.version}`,
          amountBani: owed,
        })
        .onConflictDoNothing();
    });
    const account = await this.account(payment.pubId);
    if (account) {
      for (const r of await this.app.db
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ['pending', 'sent'])))) {
        await this.advanceRefund(account, payment, r);
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
        const [claimed] = await this.app.db
          .update(refunds)
          .set({ status: 'sending', attempts: sql`${refunds.attempts} + 1`, updatedAt: now })
          .where(and(eq(refunds.id, r.id), eq(refunds.status, 'pending')))
          .returning();
        if (!claimed) return;
        try {
          const sent = await this.provider.refund(
            account,
            payment.payId,
            r.amountBani,
            r.cause === 'cancel' ? 'Order canceled' : 'Order changed',
          );
          await this.app.db
            .update(refunds)
            .set({
              status: sent.state === 'accepted' ? 'accepted' : sent.state === 'rejected' ? 'failed' : 'sent',
              refundId: sent.refundId,
              updatedAt: new Date(),
            })
            .where(eq(refunds.id, r.id));
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          // Certainly not done: sent again on the next pass. Unknown: never sent twice blindly, staff decide.
          await this.app.db
            .update(refunds)
            .set({ status: error.sent ? 'pending' : 'failed', updatedAt: new Date() })
            .where(eq(refunds.id, r.id));
        }
        return;
      }
      const state = await this.provider.getRefund(account, r.refundId);
      if (state !== 'pending')
        await this.app.db
          .update(refunds)
          .set({ status: state === 'accepted' ? 'accepted' : 'failed', updatedAt: now })
          .where(eq(refunds.id, r.id));
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
    }
  }

  /**
   * Staff retry a failed refund. When the provider already counts more refunded (or asked) than the refunds it
   * knows of, the failed one did reach it: it is taken as accepted rather than sent twice.
   */
  async retryRefunds(orderId: number): Promise<boolean> {
    const [payment] = await this.app.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
    if (!payment) return false;
    const account = await this.account(payment.pubId);
    if (!account) return false;
    const all = await this.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    const failed = all.filter((r) => r.status === 'failed');
    if (failed.length === 0) return false;
    let known = all
      .filter((r) => r.status === 'accepted' || r.status === 'sent')
      .reduce((sum, r) => sum + r.amountBani, 0);
    const counted = await this.provider.refundedSoFar(account, payment.payId).catch(() => null);
    if (counted === null) return false;
    for (const r of failed) {
      const landed = r.refundId === '' && counted >= known + r.amountBani;
      if (landed) known += r.amountBani;
      await this.app.db
        .update(refunds)
        .set({ status: landed ? 'accepted' : 'pending', refundId: '', updatedAt: new Date() })
        .where(and(eq(refunds.id, r.id), eq(refunds.status, 'failed')));
    }
    await this.settleMoney(orderId);
    return true;
  }

  /** The order's `payment_status` from its refunds; changed (with an event) only when it differs. */
  private async updateStatus(orderId: number, payment: PaymentRow): Promise<void> {
    const list = await this.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
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
      when: sql`${orders.paymentStatus} <> ${status}`,
    });
  }
}
