import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MenuLang } from '#shared/menu-texts.ts';
import type { Tariff } from '#shared/constants.ts';
import type { Tx } from '../../db/client.ts';
import { companies, dishes, orderStatusHistory, orders, pubs } from '../../db/schema.ts';

/** The pubs table's data access: the pub rows, their counts per company and per status, the first-day facts. */
export type PubRow = typeof pubs.$inferSelect;
export type PubChanges = Partial<typeof pubs.$inferInsert>;
export type NewPub = typeof pubs.$inferInsert;

export async function findPub(db: Tx, pubId: number): Promise<PubRow | undefined> {
  const [pub] = await db.select().from(pubs).where(eq(pubs.id, pubId));
  return pub;
}

/** The pub row locked for this transaction: changes to one pub queue instead of interleaving. */
export async function findPubForUpdate(tx: Tx, pubId: number): Promise<PubRow | undefined> {
  const [pub] = await tx.select().from(pubs).where(eq(pubs.id, pubId)).for('update');
  return pub;
}

/** The pub's public name in links (`/pub/{url_name}/`), looked up by id. */
export async function findPubUrlName(db: Tx, pubId: number): Promise<string | undefined> {
  const [pub] = await db.select({ urlName: pubs.urlName }).from(pubs).where(eq(pubs.id, pubId));
  return pub?.urlName;
}

export async function pubUrlNameExists(db: Tx, urlName: string): Promise<boolean> {
  const [pub] = await db.select({ id: pubs.id }).from(pubs).where(eq(pubs.urlName, urlName));
  return Boolean(pub);
}

export async function listCompanyPubs(db: Tx, companyId: number): Promise<PubRow[]> {
  return db.select().from(pubs).where(eq(pubs.companyId, companyId)).orderBy(asc(pubs.id));
}

export async function countCompanyPubs(db: Tx, companyId: number): Promise<number> {
  const [{ value }] = await db.select({ value: count() }).from(pubs).where(eq(pubs.companyId, companyId));
  return value;
}

/** The company's tariff, its row locked so two parallel creates cannot both pass the tariff's pub limit. */
export async function lockCompanyTariff(tx: Tx, companyId: number): Promise<Tariff> {
  const [company] = await tx
    .select({ tariff: companies.tariff })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return company.tariff as Tariff;
}

export async function insertPub(tx: Tx, values: NewPub): Promise<PubRow> {
  const [row] = await tx.insert(pubs).values(values).returning();
  return row;
}

/** Writes the changes to one pub and answers the row after them (undefined when no pub has that id). */
export async function updatePub(db: Tx, pubId: number, changes: PubChanges): Promise<PubRow | undefined> {
  const [pub] = await db.update(pubs).set(changes).where(eq(pubs.id, pubId)).returning();
  return pub;
}

/** Like updatePub, only when the pub belongs to the company. */
export async function updateCompanyPub(
  tx: Tx,
  pubId: number,
  companyId: number,
  changes: PubChanges,
): Promise<PubRow | undefined> {
  const [pub] = await tx
    .update(pubs)
    .set(changes)
    .where(and(eq(pubs.id, pubId), eq(pubs.companyId, companyId)))
    .returning();
  return pub;
}

/** Locks the pub row so no courier reserves one of its orders while it is being deleted. */
export async function lockPub(tx: Tx, pubId: number): Promise<void> {
  await tx.select({ id: pubs.id }).from(pubs).where(eq(pubs.id, pubId)).for('update');
}

export async function deleteCompanyPub(tx: Tx, pubId: number, companyId: number): Promise<void> {
  await tx.delete(pubs).where(and(eq(pubs.id, pubId), eq(pubs.companyId, companyId)));
}

/** How many orders of the pub are in each status. */
export async function countOrdersByStatus(db: Tx, pubId: number): Promise<{ status: string; value: number }[]> {
  return db
    .select({ status: orders.status, value: count() })
    .from(orders)
    .where(eq(orders.pubId, pubId))
    .groupBy(orders.status);
}

/** Whether the pub has a dish, and whether someone on the board (owner or staff) ever changed one of its orders. */
export async function firstDayFacts(db: Tx, pubId: number): Promise<{ hasDish: boolean; boardSawOrder: boolean }> {
  const [dish] = await db.select({ id: dishes.id }).from(dishes).where(eq(dishes.pubId, pubId)).limit(1);
  const [seen] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderStatusHistory, eq(orderStatusHistory.orderId, orders.id))
    .where(and(eq(orders.pubId, pubId), inArray(orderStatusHistory.actorRole, ['company', 'staff'])))
    .limit(1);
  return { hasDish: Boolean(dish), boardSawOrder: Boolean(seen) };
}

/** Marks the QR code printed, once: a later print keeps the first time. */
export async function markQrPrinted(db: Tx, pubId: number): Promise<void> {
  await db
    .update(pubs)
    .set({ qrPrintedAt: sql`now()` })
    .where(and(eq(pubs.id, pubId), isNull(pubs.qrPrintedAt)));
}

const TEXT_TABLES = ['menus', 'categories', 'modifier_groups', 'modifier_options'] as const;

/**
 * A new main language: every plain name (and dish description) of the pub becomes that language's text where
 * it has one; where it has none the plain text stays as the fallback. Every language's text stays in `translations`.
 */
export async function adoptMainLanguage(tx: Tx, pubId: number, main: MenuLang): Promise<void> {
  const name = sql`coalesce(nullif(translations -> ${main} ->> 'name', ''), name)`;
  for (const table of TEXT_TABLES) {
    await tx.execute(
      sql`update ${sql.identifier(table)} set name = ${name} where pub_id = ${pubId} and name is distinct from ${name}`,
    );
  }
  const ingredients = sql`coalesce(nullif(translations -> ${main} ->> 'ingredients', ''), ingredients)`;
  await tx.execute(
    sql`update dishes set name = ${name}, ingredients = ${ingredients} where pub_id = ${pubId} and (name, ingredients) is distinct from (${name}, ${ingredients})`,
  );
}
