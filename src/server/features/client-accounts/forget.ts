import { eq, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accounts, clients, orders } from '../../db/schema.ts';
import { recordOrderEvent } from '../../realtime/bus.ts';

/** A stored phone as the local number, in SQL: separators removed, an 11-character number loses its prefix (validators.localPhone). */
function localPhoneSql(column: AnyColumn) {
  const digits = sql`regexp_replace(${column}, '[[:space:]''-]', '', 'g')`;
  return sql`(case when length(${digits}) = 11 then substr(${digits}, 4) else ${digits} end)`;
}
function phoneMatches(column: AnyColumn, phone: string) {
  // "069123456" is the same Moldovan number written with the trunk 0.
  return sql`(${column} <> '' and (${localPhoneSql(column)} = ${phone} or regexp_replace(${column}, '[[:space:]''-]', '', 'g') = ${'0' + phone}))`;
}

/**
 * Deletes a guest account and forgets the guest (DESIGN.md §7): in its orders and every order carrying
 * its phone, the name, phones, town, address, point and comments become empty; dishes and totals stay
 * for the venues. Each changed order gets a new version and a live `updated` event.
 */
export async function forgetClient(tx: Tx, client: { id: number; phone: string }, accountId: number): Promise<number> {
  const changed = await tx
    .update(orders)
    .set({
      clientName: '',
      mainPhoneNumber: '',
      secondPhoneNumber: '',
      town: '',
      fullAddress: '',
      lat: null,
      lng: null,
      comments: '',
      clientId: null,
      version: sql`${orders.version} + 1`,
      updatedAt: new Date(),
    })
    .where(or(eq(orders.clientId, client.id), phoneMatches(orders.mainPhoneNumber, client.phone), phoneMatches(orders.secondPhoneNumber, client.phone)))
    .returning({ id: orders.id, pubId: orders.pubId, version: orders.version });
  for (const o of changed) await recordOrderEvent(tx, { orderId: o.id, pubId: o.pubId, version: o.version, kind: 'updated' });
  await tx.delete(accounts).where(eq(accounts.id, accountId));
  await tx.delete(clients).where(eq(clients.id, client.id));
  return changed.length;
}
