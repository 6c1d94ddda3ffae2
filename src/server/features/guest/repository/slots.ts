import { and, count, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { SLOT_MINUTES } from '#shared/slots.ts';
import type { Tx } from '../../../db/client.ts';
import { orders } from '../../../db/schema.ts';

/**
 * Orders of a type per slot start (ms) whose promised time lies in [from, to): every order that is not
 * canceled, whatever its status, so a pending order holds its place (docs/product.md D16).
 */
export async function takenPerSlot(
  db: Tx,
  pubId: number,
  type: string,
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  // A literal, not a parameter: GROUP BY must see the very expression the select has.
  const seconds = sql.raw(String(SLOT_MINUTES * 60));
  const slot = sql<Date>`to_timestamp(floor(extract(epoch from ${orders.promisedAt}) / ${seconds}) * ${seconds})`;
  const rows = await db
    .select({ slot, n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.pubId, pubId),
        eq(orders.orderType, type),
        ne(orders.status, 'canceled'),
        gte(orders.promisedAt, from),
        lt(orders.promisedAt, to),
      ),
    )
    .groupBy(slot);
  return new Map(rows.map((r) => [new Date(r.slot).getTime(), Number(r.n)]));
}
