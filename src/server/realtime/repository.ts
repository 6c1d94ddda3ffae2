import { and, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { accounts, orderEvents, refreshTokens } from '../db/schema.ts';

/** One row of the outbox of live events. */
export type OrderEvent = typeof orderEvents.$inferSelect;

/** Which outbox rows a live channel's socket replays: those of one pub, or of one order. */
export type ReplayFilter = { pubId: number } | { orderId: number };

/** `pub`: a pub's kitchen state (pause, busy) changed; the row carries the pub id and order id 0. */
export type OrderEventKind = 'created' | 'updated' | 'pub';

export type OrderEventInput = Pick<OrderEvent, 'orderId' | 'pubId' | 'version'> & {
  kind: OrderEventKind;
  extraCourierIds?: number[];
};

/** Writes one outbox row; returns it. */
export async function insertOrderEvent(tx: Tx, e: OrderEventInput): Promise<OrderEvent> {
  const [row] = await tx
    .insert(orderEvents)
    .values({
      orderId: e.orderId,
      pubId: e.pubId,
      version: e.version,
      kind: e.kind,
      extraCourierIds: e.extraCourierIds ?? [],
    })
    .returning();
  return row;
}

/** NOTIFY on a channel (inside a transaction, delivered at its commit). */
export async function notify(db: Tx, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * NOTIFYs several payloads in one statement, which commits without waiting for the WAL flush (they change
 * nothing durable). They are delivered in the array's order.
 */
export async function notifyMany(db: Tx, channel: string, payloads: readonly string[]): Promise<void> {
  await db.execute(
    sql`select pg_notify(${channel}, p) from (select set_config('synchronous_commit', 'off', true)) as s, json_array_elements_text(${JSON.stringify(payloads)}::json) as p`,
  );
}

/** Outbox rows written at least `olderThanS` seconds ago. */
const writtenAtLeast = (olderThanS: number) =>
  lte(orderEvents.createdAt, sql`now() - make_interval(secs => ${olderThanS})`);

/**
 * The highest outbox id (0 when there is none): of every row, or of the rows written at least `olderThanS` seconds
 * ago.
 */
export async function latestEventId(db: Db, olderThanS?: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${orderEvents.id}), 0)` })
    .from(orderEvents)
    .where(olderThanS === undefined ? undefined : writtenAtLeast(olderThanS));
  return Number(row.max);
}

/** One outbox row by id. */
export async function findEvent(db: Db, id: number): Promise<OrderEvent | undefined> {
  const [row] = await db.select().from(orderEvents).where(eq(orderEvents.id, id));
  return row;
}

/** Outbox rows above `floor`, in order. */
export function eventsAbove(db: Db, floor: number): Promise<OrderEvent[]> {
  return db.select().from(orderEvents).where(gt(orderEvents.id, floor)).orderBy(orderEvents.id);
}

/** Outbox rows above `from` written at least `olderThanS` seconds ago, in order, at most `limit`. */
export function settledEventsAbove(db: Db, from: number, olderThanS: number, limit: number): Promise<OrderEvent[]> {
  return db
    .select()
    .from(orderEvents)
    .where(and(gt(orderEvents.id, from), writtenAtLeast(olderThanS)))
    .orderBy(orderEvents.id)
    .limit(limit);
}

/** Deletes outbox rows older than `keepMs`. */
export async function pruneEvents(db: Db, keepMs: number): Promise<void> {
  await db.delete(orderEvents).where(sql`${orderEvents.createdAt} < now() - make_interval(secs => ${keepMs / 1000})`);
}

/** Age in seconds of the oldest outbox row above `id`, or null when there is none. */
export async function oldestEventAgeAbove(db: Db, id: number): Promise<number | null> {
  const [row] = await db
    .select({ lag: sql<number | null>`extract(epoch from now() - min(${orderEvents.createdAt}))` })
    .from(orderEvents)
    .where(gt(orderEvents.id, id));
  return row?.lag ?? null;
}

/**
 * The rows matching `filter` after `since`, in order, with those before it that may have committed after it was
 * written, at most `limit`; null when the outbox no longer reaches back to `since` or `since` is beyond its end.
 * Ids are taken at insert, so a transaction that wrote a lower id can commit (and be heard) after `since` was: such a
 * row's transaction was still running when the row `since` names was written, so it is at or above that row's
 * `horizon` (decision 320). Rows written more than `overlapS` seconds before that row are not looked at.
 */
export async function eventsSince(
  db: Db,
  since: number,
  overlapS: number,
  filter: ReplayFilter | undefined,
  limit: number,
): Promise<OrderEvent[] | null> {
  const [bounds] = await db
    .select({ min: sql<number | null>`min(${orderEvents.id})`, max: sql<number | null>`max(${orderEvents.id})` })
    .from(orderEvents);
  if (bounds.min === null || Number(bounds.min) > since || Number(bounds.max) < since) return null;
  const [mark] = await db
    .select({ at: orderEvents.createdAt, horizon: sql<string>`"horizon"::text` })
    .from(orderEvents)
    .where(lte(orderEvents.id, since))
    .orderBy(sql`${orderEvents.id} desc`)
    .limit(1);
  // From the first row written in the overlap (or after `since`): ids and times of the outbox rise together,
  // so this bound, read once through the time index, lets the pub's or order's index do the rest.
  const from = mark
    ? sql`least(${since + 1}, coalesce((select min(${orderEvents.id}) from ${orderEvents} where ${orderEvents.createdAt} >= ${mark.at}::timestamptz - make_interval(secs => ${overlapS})), ${since + 1}))`
    : sql`${since + 1}`;
  // Of the rows up to `since`, only those whose transaction may have committed after it.
  const mayHaveCommittedLater = mark ? or(gt(orderEvents.id, since), sql`"xid" >= ${mark.horizon}::xid8`) : undefined;
  const after = and(gte(orderEvents.id, from), mayHaveCommittedLater);
  const where = !filter
    ? undefined
    : 'pubId' in filter
      ? eq(orderEvents.pubId, filter.pubId)
      : eq(orderEvents.orderId, filter.orderId);
  return db
    .select()
    .from(orderEvents)
    .where(where ? and(after, where) : after)
    .orderBy(orderEvents.id)
    .limit(limit);
}

/** Which of these accounts still exist. */
export async function existingAccountIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(inArray(accounts.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** Which of these sessions (refresh-token families) still have a token that is not revoked. */
export async function liveSessionIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(inArray(refreshTokens.familyId, [...ids]), isNull(refreshTokens.revokedAt)));
  return new Set(rows.map((r) => r.id));
}
