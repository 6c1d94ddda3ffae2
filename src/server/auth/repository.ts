import crypto from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { accounts, rateLimits, refreshTokens, settings } from '../db/schema.ts';

export type AccountRow = typeof accounts.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** An account by id, or undefined. */
export async function findAccount(db: Db, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

/** A setting's value, stored first as `initial` when it has none; whichever instance stores first wins. */
export async function settingOrInitial(db: Db, key: string, initial: string): Promise<string> {
  await db.insert(settings).values({ key, value: initial }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row.value;
}

/** Stores a refresh token (by its hash). */
export async function insertRefreshToken(
  db: Tx,
  row: Pick<RefreshTokenRow, 'accountId' | 'familyId' | 'tokenHash' | 'expiresAt'>,
): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

/** Stores a successor token unless one with its hash exists; true when this call stored it. */
export async function insertSuccessorToken(
  tx: Tx,
  row: Pick<RefreshTokenRow, 'accountId' | 'familyId' | 'tokenHash' | 'expiresAt'>,
): Promise<boolean> {
  const inserted = await tx.insert(refreshTokens).values(row).onConflictDoNothing().returning();
  return inserted.length > 0;
}

/** A refresh token by its hash, or undefined. */
export async function findRefreshToken(db: Tx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a refresh token rotated (keeping the first rotation's time); returns it, or undefined when unknown. */
export async function markTokenRotated(tx: Tx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await tx
    .update(refreshTokens)
    .set({ rotatedAt: sql`coalesce(${refreshTokens.rotatedAt}, now())` })
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .returning();
  return row;
}

/** Revokes every token of a family not revoked yet. */
export async function revokeTokenFamily(db: Tx, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

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
