import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accounts, auditLog, companies, courierLedger, couriers, orders, pubs } from '../../db/schema.ts';
import { loadOrders, TOPUP } from '../orders/index.ts';

/** What the platform admin reads and changes across every company: companies, pubs, couriers, the audit log. */
export type AccountRow = typeof accounts.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type PubRow = typeof pubs.$inferSelect;

export async function insertAudit(
  tx: Tx,
  row: {
    actorAccountId: number;
    action: string;
    targetType: string;
    targetId: number;
    details: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(auditLog).values(row);
}

/** The company's first owner account: the one an admin enters a pub as, and the one a reset link is for. */
export async function findCompanyOwner(db: Tx, companyId: number): Promise<AccountRow | undefined> {
  const [owner] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.role, 'company')))
    .orderBy(asc(accounts.id))
    .limit(1);
  return owner;
}

/** The newest orders in any of the statuses, of every pub, at most `limit`. */
export async function loadOrdersInStatuses(db: Tx, statuses: string[], limit: number) {
  return loadOrders(db, inArray(orders.status, statuses), { limit });
}

/** The pubs with these ids, with what names them in the admin's order list. */
export async function findPubNames(
  db: Tx,
  pubIds: number[],
): Promise<{ id: number; name: string; urlName: string; companyId: number }[]> {
  if (pubIds.length === 0) return [];
  return db
    .select({ id: pubs.id, name: pubs.name, urlName: pubs.urlName, companyId: pubs.companyId })
    .from(pubs)
    .where(inArray(pubs.id, pubIds));
}

/** The pub with its company's name. */
export async function findPubWithCompany(
  db: Tx,
  pubId: number,
): Promise<{ id: number; name: string; companyId: number; companyName: string } | undefined> {
  const [pub] = await db
    .select({ id: pubs.id, name: pubs.name, companyId: pubs.companyId, companyName: companies.name })
    .from(pubs)
    .innerJoin(companies, eq(companies.id, pubs.companyId))
    .where(eq(pubs.id, pubId));
  return pub;
}

/** Every company with how many pubs it has. */
export async function listCompaniesWithPubCounts(db: Tx): Promise<{ company: CompanyRow; pubsCount: number }[]> {
  return db
    .select({
      company: companies,
      pubsCount: sql<number>`(select count(*)::int from ${pubs} where ${pubs.companyId} = ${companies.id})`,
    })
    .from(companies)
    .orderBy(asc(companies.id));
}

/** Sets the company's tariff and answers it with the tariff it had (undefined when there is no such company). */
export async function setCompanyTariff(
  tx: Tx,
  companyId: number,
  tariff: string,
): Promise<{ company: CompanyRow; before: string } | undefined> {
  const [before] = await tx
    .select({ tariff: companies.tariff })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  const [company] = await tx.update(companies).set({ tariff }).where(eq(companies.id, companyId)).returning();
  return company && { company, before: before.tariff };
}

/** Every pub with its company's name. */
export async function listPubsWithCompany(db: Tx): Promise<{ pub: PubRow; companyName: string }[]> {
  return db
    .select({ pub: pubs, companyName: companies.name })
    .from(pubs)
    .innerJoin(companies, eq(companies.id, pubs.companyId))
    .orderBy(asc(pubs.id));
}

/** The pub locked until the transaction ends, so two extensions add up. */
export async function lockPubRow(tx: Tx, pubId: number): Promise<PubRow> {
  const [pub] = await tx.select().from(pubs).where(eq(pubs.id, pubId)).for('update');
  return pub;
}

export async function setPubExpiration(tx: Tx, pubId: number, expirationTime: Date): Promise<PubRow> {
  const [pub] = await tx.update(pubs).set({ expirationTime }).where(eq(pubs.id, pubId)).returning();
  return pub;
}

/** Every courier with the email they sign in with and their balance (the sum of their ledger). */
export async function listCouriersWithBalances(db: Tx) {
  const balances = db
    .select({ courierId: courierLedger.courierId, balance: sql<number>`sum(${courierLedger.amount})`.as('balance') })
    .from(courierLedger)
    .groupBy(courierLedger.courierId)
    .as('balances');
  return db
    .select({ courier: couriers, email: accounts.login, balance: sql<number>`coalesce(${balances.balance}, 0)` })
    .from(couriers)
    .leftJoin(balances, eq(balances.courierId, couriers.id))
    .leftJoin(accounts, eq(accounts.courierId, couriers.id))
    .orderBy(asc(couriers.id));
}

/** A top-up of the courier's balance by the admin, as a ledger row. */
export async function insertCourierTopup(
  tx: Tx,
  topup: { courierId: number; amount: number; note: string; actorAccountId: number },
): Promise<void> {
  await tx.insert(courierLedger).values({ ...topup, kind: TOPUP });
}
