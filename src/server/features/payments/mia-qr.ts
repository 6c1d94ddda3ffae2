import { currencyById } from '#shared/constants.ts';
import { orderTotals, toBani } from '#shared/money.ts';
import { PAYMENT_WINDOW_MS } from '#shared/payment.ts';
import { dishPositionsJson } from '../orders/index.ts';
import { ProviderError } from './provider.ts';
import * as repo from './repository.ts';
import type { PaymentRow } from './repository.ts';
import type { Payments } from './service.ts';

/** A code that has less than this left is replaced rather than shown: nobody pays in the last seconds. */
const MIN_LEFT_MS = 60_000;

export type MiaQrOutcome =
  | { ok: true; payment: PaymentRow }
  /** The order cannot be paid this way: canceled, already paid, or paid online at checkout. */
  | { ok: false; reason: 'unavailable' | 'off' | 'provider' };

/**
 * The order's dynamic MIA QR code for its total, valid 15 minutes: the open one when it still fits (same amount,
 * time left), else a new one. The code it replaces is asked about first: paid → the order is paid; still open →
 * canceled at the provider before a new one is made, so that one order is never paid twice. Making a code is
 * claimed on the payment row first (`new`), so two taps at once make one code.
 */
export async function openMiaQr(payments: Payments, orderId: number, now: Date): Promise<MiaQrOutcome> {
  const db = payments.db;
  const row = await repo.orderWithPub(db, orderId);
  if (!row || row.order.status === 'canceled' || row.order.paymentStatus !== '') return unavailable();
  const account = await payments.account(row.order.pubId);
  const settings = await repo.settingsOf(db, row.order.pubId);
  // MIA instant payments settle in lei only.
  if (!account || !settings?.enabled || currencyById(row.pub.currencyId).code !== 'MDL')
    return { ok: false, reason: 'off' };
  const lines = await repo.linesOfOrder(db, orderId);
  const amountBani = toBani(
    orderTotals(dishPositionsJson(lines), row.order.deliveryPrice, row.order.commissionApplied).total_price,
  );
  if (amountBani <= 0) return unavailable();
  const expiresAt = new Date(now.getTime() + PAYMENT_WINDOW_MS);

  let payment = await repo.paymentOfOrder(db, orderId);
  if (payment && (payment.kind !== 'mia_qr' || payment.status === 'paid')) return unavailable();
  if (!payment) {
    payment = await repo.insertPayment(db, {
      orderId,
      pubId: row.order.pubId,
      provider: payments.provider.name,
      mode: settings.mode,
      kind: 'mia_qr',
      amountBani,
      currency: 'MDL',
      expiresAt,
    });
    // Another tap inserted it first: its code is the one.
    if (!payment) return current(payments, orderId);
  } else if (payment.status === 'pending' && payment.checkoutId) {
    const fits = payment.amountBani === amountBani && payment.expiresAt.getTime() - now.getTime() > MIN_LEFT_MS;
    if (fits) return { ok: true, payment };
    try {
      const state = await payments.provider.getQr(account, payment.checkoutId);
      if (state.state === 'paid') {
        await payments.markPaid(payment.id, state.payId, now);
        return unavailable();
      }
      if (state.state === 'open') await payments.provider.cancelQr(account, payment.checkoutId);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      return { ok: false, reason: 'provider' };
    }
    const claimed = await repo.updatePayment(
      db,
      payment.id,
      { status: 'new', checkoutId: null, url: '', amountBani, expiresAt },
      { status: 'pending', checkoutId: payment.checkoutId },
    );
    if (!claimed) return current(payments, orderId);
    payment = claimed;
  } else if (payment.status === 'expired') {
    const claimed = await repo.updatePayment(
      db,
      payment.id,
      { status: 'new', checkoutId: null, url: '', amountBani, expiresAt },
      { status: 'expired' },
    );
    if (!claimed) return current(payments, orderId);
    payment = claimed;
  } else {
    // `new`: another tap is making the code right now.
    return current(payments, orderId);
  }

  try {
    const made = await payments.provider.createQr(account, {
      orderRef: `tavola-${orderId}`,
      amountBani,
      currency: 'MDL',
      description: `${row.pub.name} #${row.order.number}`,
      expiresAt,
      callbackUrl: `${payments.publicUrl}/api/payments/maib/mia/callback`,
    });
    const stored = await repo.updatePayment(
      db,
      payment.id,
      { status: 'pending', checkoutId: made.qrId, url: made.url },
      { status: 'new' },
    );
    return stored ? { ok: true, payment: stored } : current(payments, orderId);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    // No code was made (or none anybody can see): the next tap may try again.
    await repo.updatePayment(db, payment.id, { status: 'expired' }, { status: 'new' });
    return { ok: false, reason: 'provider' };
  }
}

function unavailable(): MiaQrOutcome {
  return { ok: false, reason: 'unavailable' };
}

async function current(payments: Payments, orderId: number): Promise<MiaQrOutcome> {
  const payment = await repo.paymentOfOrder(payments.db, orderId);
  if (payment?.status === 'pending' && payment.kind === 'mia_qr') return { ok: true, payment };
  return { ok: false, reason: payment?.status === 'paid' ? 'unavailable' : 'provider' };
}
