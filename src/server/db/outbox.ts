import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from './client.ts';

/**
 * The outboxes a sender works through (Web Push messages, Telegram alerts): a row waits until its `next_at`, and is
 * done once `sent_at` or `failed_at` is set. Several instances send from the same outbox; a claim keeps the rows it
 * took from the others for two minutes.
 */
type Outbox = 'push_outbox' | 'telegram_outbox';
const CLAIM_MS = 2 * 60_000;

/**
 * Claims up to `limit` rows of the outbox due at `now`, oldest first (another instance skips them: FOR UPDATE SKIP
 * LOCKED), and answers `returning` for each: the outbox is `t`, joined with `from` where `on` holds.
 */
export async function claimDue<Row extends Record<string, unknown>>(
  db: Tx,
  outbox: Outbox,
  claim: { now: Date; limit: number; from: SQL; on: SQL; returning: SQL },
) {
  const { now, limit, from, on, returning } = claim;
  const claimed = await db.execute<Row>(sql`
      update ${sql.identifier(outbox)} t set next_at = ${new Date(now.getTime() + CLAIM_MS)}
      from ${from}
      where ${on} and t.id in (
        select id from ${sql.identifier(outbox)} where sent_at is null and failed_at is null and next_at <= ${now}
        order by id limit ${limit} for update skip locked)
      returning ${returning}`);
  return claimed.rows;
}

/** When the outbox's next unsent row is due (null when none waits). */
export async function nextDueAt(db: Tx, outbox: Outbox): Promise<Date | null> {
  const result = await db.execute<{ next: string | null }>(
    sql`select min(next_at) as next from ${sql.identifier(outbox)} where sent_at is null and failed_at is null`,
  );
  return result.rows[0]?.next ? new Date(result.rows[0].next) : null;
}
