import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { claimDue, nextDueAt } from '../../db/outbox.ts';
import { pubs, telegramOutbox } from '../../db/schema.ts';

/** The `telegram_outbox` of alerts, the pub's linked chat and link code, and what the alerts say of an order. */

/** The pub's name, linked chat ('' when none), alert language and currency. */
export async function findAlertTarget(
  db: Tx,
  pubId: number,
): Promise<{ name: string; chat: string; lang: string; currencyId: number } | undefined> {
  const [pub] = await db
    .select({ name: pubs.name, chat: pubs.telegramChatId, lang: pubs.telegramLanguage, currencyId: pubs.currencyId })
    .from(pubs)
    .where(eq(pubs.id, pubId));
  return pub;
}

/** Queues an alert once per dedupe key. */
export async function insertAlert(
  db: Tx,
  alert: { pubId: number; dedupeKey: string; kind: string; text: string },
): Promise<void> {
  await db.insert(telegramOutbox).values(alert).onConflictDoNothing();
}

export interface DueAlert {
  id: number;
  pub_id: number;
  kind: string;
  text: string;
  attempts: number;
  chat: string;
}

/** Claims up to `limit` due alerts for two minutes (another instance skips them) with their pub's chat. */
export function claimDueAlerts(db: Tx, now: Date, limit: number): Promise<DueAlert[]> {
  return claimDue<DueAlert & Record<string, unknown>>(db, 'telegram_outbox', {
    now,
    limit,
    from: sql`pubs p`,
    on: sql`p.id = t.pub_id`,
    returning: sql`t.id, t.pub_id, t.kind, t.text, t.attempts, p.telegram_chat_id as chat`,
  });
}

export async function markAlertSent(db: Tx, id: number, attempts: number): Promise<void> {
  await db.update(telegramOutbox).set({ sentAt: new Date(), attempts }).where(eq(telegramOutbox.id, id));
}

/** A failed attempt: when to try again, or (with `failedAt`) never. */
export async function markAlertAttempt(
  db: Tx,
  id: number,
  attempt: { attempts: number; lastError: string; nextAt: Date; failedAt: Date | null },
): Promise<void> {
  await db.update(telegramOutbox).set(attempt).where(eq(telegramOutbox.id, id));
}

/** When the next unsent alert is due (null when none waits). */
export function nextAlertDueAt(db: Tx): Promise<Date | null> {
  return nextDueAt(db, 'telegram_outbox');
}

/** Links the chat to the pub whose unexpired link code this is (the code is used up); answers that pub. */
export async function linkChat(
  db: Tx,
  code: string,
  chat: { id: string; title: string },
): Promise<{ id: number; name: string } | undefined> {
  const [pub] = await db
    .update(pubs)
    .set({
      telegramChatId: chat.id,
      telegramChatTitle: chat.title,
      telegramLinkCode: null,
      telegramLinkExpiresAt: null,
    })
    .where(and(eq(pubs.telegramLinkCode, code), gt(pubs.telegramLinkExpiresAt, new Date())))
    .returning({ id: pubs.id, name: pubs.name });
  return pub;
}

/** Orders of linked pubs waiting longer than the pub's "not accepted" minutes (within a day), not yet alerted. */
export async function notAcceptedOrders(db: Tx, now: Date) {
  const { rows } = await db.execute<{ id: number; number: number; pub_id: number; minutes: number }>(sql`
      select o.id, o.number, o.pub_id, p.alert_not_accepted_minutes as minutes
      from orders o join pubs p on p.id = o.pub_id
      where o.status = 'not_handled' and o.payment_status <> 'awaiting' and p.telegram_chat_id <> '' and p.alert_not_accepted_minutes > 0
        and o.created_at <= ${now}::timestamptz - make_interval(mins => p.alert_not_accepted_minutes)
        and o.created_at > ${now}::timestamptz - interval '1 day'
        and not exists (select 1 from telegram_outbox t where t.dedupe_key = 'not_accepted:' || o.id)`);
  return rows;
}

/** What an alert says of an order of a linked pub: its totals in bani and who changed it last (undefined when unlinked). */
export async function findOrderForAlert(db: Tx, orderId: number) {
  const rows = await db.execute<{
    number: number;
    status: string;
    order_type: string;
    client_name: string;
    currency_id: number;
    dishes_bani: string;
    commission_applied: boolean;
    delivery_price: string;
    last_role: string | null;
    cancel_reason: string;
  }>(sql`
      select o.number, o.status, o.order_type, o.client_name, p.currency_id, o.commission_applied, o.delivery_price, o.cancel_reason,
        coalesce((select sum(d.count * round(d.dish_price * 100))::bigint from order_dishes d where d.order_id = o.id), 0) as dishes_bani,
        (select h.actor_role from order_status_history h where h.order_id = o.id order by h.at desc, h.id desc limit 1) as last_role
      from orders o join pubs p on p.id = o.pub_id
      where o.id = ${orderId} and p.telegram_chat_id <> ''`);
  return rows.rows[0];
}

/** The pub's Telegram settings and link, as the settings screen shows them. */
export async function findTelegramState(db: Tx, pubId: number) {
  const [pub] = await db
    .select({
      chatId: pubs.telegramChatId,
      chatTitle: pubs.telegramChatTitle,
      language: pubs.telegramLanguage,
      notAcceptedMinutes: pubs.alertNotAcceptedMinutes,
    })
    .from(pubs)
    .where(eq(pubs.id, pubId));
  return pub;
}

/** Sets a new link code; throws a unique violation when another pub holds the same code. */
export async function setLinkCode(
  db: Tx,
  pubId: number,
  link: { code: string; expiresAt: Date; language: string },
): Promise<void> {
  await db
    .update(pubs)
    .set({ telegramLinkCode: link.code, telegramLinkExpiresAt: link.expiresAt, telegramLanguage: link.language })
    .where(eq(pubs.id, pubId));
}

export async function setNotAcceptedMinutes(db: Tx, pubId: number, minutes: number): Promise<void> {
  await db.update(pubs).set({ alertNotAcceptedMinutes: minutes }).where(eq(pubs.id, pubId));
}

/** Unlinks the pub's chat and forgets any link code. */
export async function unlinkChat(db: Tx, pubId: number): Promise<void> {
  await db
    .update(pubs)
    .set({ telegramChatId: '', telegramChatTitle: '', telegramLinkCode: null, telegramLinkExpiresAt: null })
    .where(eq(pubs.id, pubId));
}
