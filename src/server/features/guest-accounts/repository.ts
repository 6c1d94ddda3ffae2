import { desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accounts, clients, orders, pubs, pushSubscriptions } from '../../db/schema.ts';
import { etaPubColumns } from '../guest/index.ts';

export type AccountRow = typeof accounts.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;

/** The guest account of a phone (local form) with its login, or undefined. */
export async function findClientLogin(
  db: Tx,
  phone: string,
): Promise<{ account: AccountRow; client: ClientRow } | undefined> {
  const [row] = await db
    .select({ account: accounts, client: clients })
    .from(clients)
    .innerJoin(accounts, eq(accounts.clientId, clients.id))
    .where(eq(clients.phone, phone));
  return row;
}

/** A new guest and its login, in one transaction; a phone already registered throws a unique violation. */
export async function insertClientWithLogin(
  db: Db,
  client: { phone: string; name: string },
  passwordHash: string,
): Promise<AccountRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(clients).values(client).returning();
    const [account] = await tx.insert(accounts).values({ passwordHash, role: 'client', clientId: row.id }).returning();
    return account;
  });
}

/** A guest by id, or undefined. */
export async function findClient(db: Tx, clientId: number): Promise<ClientRow | undefined> {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  return client;
}

/** The guest's latest orders, newest first, each with the pub's name, address, currency, zone and ETA columns. */
export function findClientOrders(db: Tx, clientId: number, limit: number) {
  return db
    .select({
      order: orders,
      pub: {
        name: pubs.name,
        urlName: pubs.urlName,
        currencyId: pubs.currencyId,
        timezone: pubs.timezone,
        ...etaPubColumns,
      },
    })
    .from(orders)
    .innerJoin(pubs, eq(pubs.id, orders.pubId))
    .where(eq(orders.clientId, clientId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** The ids of the orders placed with the guest's account, oldest first. */
export async function linkedOrderIds(tx: Tx, clientId: number): Promise<number[]> {
  const rows = await tx.select({ id: orders.id }).from(orders).where(eq(orders.clientId, clientId)).orderBy(orders.id);
  return rows.map((r) => r.id);
}

/** Deletes the push subscriptions that follow these orders. */
export async function deleteOrderPushSubscriptions(tx: Tx, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length > 0) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.orderId, [...orderIds]));
}

/** Deletes a guest's login and the guest. */
export async function deleteClientAndLogin(tx: Tx, clientId: number, accountId: number): Promise<void> {
  await tx.delete(accounts).where(eq(accounts.id, accountId));
  await tx.delete(clients).where(eq(clients.id, clientId));
}
