import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { idIn, preparedOnce } from '../../db/built-once.ts';
import { orderDishes, orders, payments, pubPaymentSettings, pubs, refunds } from '../../db/schema.ts';

/** The payments feature's reads and writes; the service and the routes go through these. */

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type SettingsRow = typeof pubPaymentSettings.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
type PaymentPatch = Partial<Omit<typeof payments.$inferInsert, 'id' | 'orderId' | 'pubId'>>;

export async function settingsOf(db: Tx, pubId: number): Promise<SettingsRow | undefined> {
  return (await db.select().from(pubPaymentSettings).where(eq(pubPaymentSettings.pubId, pubId)))[0];
}

/** Stores the pub's provider settings and whether its guests may pay online, together. */
export async function saveSettings(
  db: Tx,
  pubId: number,
  values: Omit<typeof pubPaymentSettings.$inferInsert, 'pubId'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(pubPaymentSettings)
      .values({ pubId, ...values })
      .onConflictDoUpdate({ target: pubPaymentSettings.pubId, set: values });
    await tx
      .update(pubs)
      .set({ onlinePreorder: Boolean(values.enabled) })
      .where(eq(pubs.id, pubId));
  });
}

export async function paymentOfOrder(db: Tx, orderId: number): Promise<PaymentRow | undefined> {
  return (await db.select().from(payments).where(eq(payments.orderId, orderId)))[0];
}

/** The read every order event makes: built once per database handle, then only filled (docs/decisions/315). */
const paidOrders = preparedOnce((db) =>
  db.select({ orderId: payments.orderId }).from(payments).where(idIn(payments.orderId)).prepare('paid_orders'),
);

/** Which of these orders have a payment. */
export async function ordersWithPayment(db: Tx, orderIds: readonly number[]): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const rows = await paidOrders(db).execute({ ids: [...orderIds] });
  return rows.map((r) => r.orderId);
}

export async function paymentById(db: Tx, id: number): Promise<PaymentRow | undefined> {
  return (await db.select().from(payments).where(eq(payments.id, id)))[0];
}

/** The payment row, locked until the transaction ends. */
export async function lockPayment(tx: Tx, id: number): Promise<PaymentRow | undefined> {
  return (await tx.select().from(payments).where(eq(payments.id, id)).for('update'))[0];
}

export async function paymentByProviderId(
  db: Tx,
  provider: string,
  kind: string,
  providerId: string,
): Promise<PaymentRow | undefined> {
  return (
    await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.kind, kind), eq(payments.checkoutId, providerId)))
  )[0];
}

export async function insertPayment(db: Tx, values: typeof payments.$inferInsert): Promise<PaymentRow | undefined> {
  return (await db.insert(payments).values(values).onConflictDoNothing().returning())[0];
}

/** Changes a payment; with `from`, only while it is still in that status (a claim). The changed row, if any. */
export async function updatePayment(
  db: Tx,
  id: number,
  set: PaymentPatch,
  from?: { status: string; checkoutId?: string | null },
): Promise<PaymentRow | undefined> {
  const conditions: SQL[] = [eq(payments.id, id)];
  if (from) conditions.push(eq(payments.status, from.status));
  if (from?.checkoutId) conditions.push(eq(payments.checkoutId, from.checkoutId));
  return (
    await db
      .update(payments)
      .set(set)
      .where(and(...conditions))
      .returning()
  )[0];
}

/** Payments not settled by their time (`new` or `pending` past `expires_at`), oldest first. */
export async function duePayments(db: Tx, now: Date, limit = 100): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(inArray(payments.status, ['new', 'pending']), lte(payments.expiresAt, now)))
    .orderBy(asc(payments.expiresAt))
    .limit(limit);
}

export async function orderById(db: Tx, orderId: number): Promise<OrderRow | undefined> {
  return (await db.select().from(orders).where(eq(orders.id, orderId)))[0];
}

export async function orderWithPub(db: Tx, orderId: number) {
  return (
    await db
      .select({ order: orders, pub: pubs })
      .from(orders)
      .innerJoin(pubs, eq(pubs.id, orders.pubId))
      .where(eq(orders.id, orderId))
  )[0];
}

export async function linesOfOrder(db: Tx, orderId: number) {
  return db.select().from(orderDishes).where(eq(orderDishes.orderId, orderId)).orderBy(asc(orderDishes.id));
}

/** A condition for `changeOrder`: the order's payment status differs from `status`. */
export function paymentStatusDiffers(status: string): SQL {
  return sql`${orders.paymentStatus} <> ${status}`;
}

export async function refundsOfOrder(db: Tx, orderId: number): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

/** One refund per order and cause: a second insert of the same cause does nothing. */
export async function insertRefund(db: Tx, values: typeof refunds.$inferInsert): Promise<void> {
  await db.insert(refunds).values(values).onConflictDoNothing();
}

/** Changes a refund; with `from`, only while it is still in that status (a claim). The changed row, if any. */
export async function updateRefund(
  db: Tx,
  id: number,
  set: Partial<Pick<RefundRow, 'status' | 'refundId' | 'updatedAt'>> & { attempts?: SQL },
  from?: string,
): Promise<RefundRow | undefined> {
  return (
    await db
      .update(refunds)
      .set(set)
      .where(from ? and(eq(refunds.id, id), eq(refunds.status, from)) : eq(refunds.id, id))
      .returning()
  )[0];
}

/** `attempts + 1`, for a refund being sent. */
export const oneMoreAttempt = sql`${refunds.attempts} + 1`;

/** Orders with a refund still to send or to read back. */
export async function ordersWithOpenRefunds(db: Tx): Promise<number[]> {
  const rows = await db
    .selectDistinct({ orderId: refunds.orderId })
    .from(refunds)
    .where(inArray(refunds.status, ['pending', 'sent']));
  return rows.map((r) => r.orderId);
}

/** A refund left `sending` since `before` has an unknown outcome: `failed`, for staff to decide. */
export async function failStuckRefunds(db: Tx, before: Date): Promise<void> {
  await db
    .update(refunds)
    .set({ status: 'failed', updatedAt: new Date() })
    .where(and(eq(refunds.status, 'sending'), lte(refunds.updatedAt, before)));
}
