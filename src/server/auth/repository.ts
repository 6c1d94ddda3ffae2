import crypto from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

/**
 * Counters in fixed windows, kept in PostgreSQL (docs/product.md D11): every instance counts in the same
 * row, and a hit is one atomic upsert that returns the new count — so parallel requests each get a
 * distinct number and exactly `limit` of them pass, on one instance or many.
 */
export interface Hit {
  count: number;
  allowed: boolean;
  /** Seconds until the window ends (for Retry-After). */
  retryAfter: number;
}

/** Keys may carry the caller's text (an email, a phone): a long one is stored as its digest, so every row stays small. */
const KEY_MAX = 200;
function storedKey(key: string): string {
  return key.length <= KEY_MAX ? key : `sha256:${crypto.createHash('sha256').update(key).digest('hex')}`;
}

/**
 * The upsert commits without waiting for the WAL flush (`synchronous_commit` off for its transaction alone):
 * a counter is not worth a disk wait on every request, and a crash of the database forgets at most the
 * last moment's hits.
 */
export async function hitLimit(db: Db, rawKey: string, limit: number, windowMs: number): Promise<Hit> {
  const key = storedKey(rawKey);
  const result = await db.execute(sql`
    insert into ${rateLimits} (key, count, reset_at)
    select ${key}, 1, now() + ${windowMs} * interval '1 millisecond' from (select set_config('synchronous_commit', 'off', true)) as s
    on conflict (key) do update set
      count = case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end,
      reset_at = case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end
    returning count, ceil(extract(epoch from reset_at - now()))::int as retry_after`);
  const row = result.rows[0] as { count: number; retry_after: number };
  return {
    count: Number(row.count),
    allowed: Number(row.count) <= limit,
    retryAfter: Math.max(1, Number(row.retry_after)),
  };
}

/** Forgets a key (a successful login clears its account's failures). */
export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${storedKey(key)}`);
}

/** Drops windows that have ended; called now and then, by any instance. */
export async function sweepLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
}
