import { and, eq, gte, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { CLOSED_STATUSES } from '#shared/constants.ts';
import { orders } from '../../db/schema.ts';

/** Completed and canceled orders stay on the board this long after their last change (DESIGN.md §8). */
export const BOARD_CLOSED_WINDOW_MS = 48 * 3_600_000;

/** The pub's board: every active order plus the closed ones of the last 48 hours. */
export function boardWhere(pubId: number): SQL {
  const since = new Date(Date.now() - BOARD_CLOSED_WINDOW_MS);
  return and(
    eq(orders.pubId, pubId),
    or(notInArray(orders.status, [...CLOSED_STATUSES]), gte(orders.updatedAt, since)),
  )!;
}

/** Closed orders of a pub, for the paged history. */
export function closedWhere(pubId: number): SQL {
  return and(eq(orders.pubId, pubId), inArray(orders.status, [...CLOSED_STATUSES]))!;
}

export const countAll = sql<number>`count(*)::int`;
