import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { idIn, preparedOnce } from '../../../db/built-once.ts';
import { companies, couriers, orders, pubCouriers, pubs } from '../../../db/schema.ts';
import { isUniqueViolation } from '../../../http.ts';
import { randomCourierId } from '../ids.ts';

export type CourierRow = typeof couriers.$inferSelect;
type NewCourier = Omit<typeof couriers.$inferInsert, 'id'>;
/** The columns a courier edits in the profile. */
export type CourierProfile = Pick<
  NewCourier,
  'fullName' | 'phoneNumber' | 'gender' | 'birthDate' | 'location' | 'telegramUsername'
>;

const ATTEMPTS = 8;

/**
 * Inserts a courier under a random 8-digit id (decision 077). A collision (1 in 90 million per
 * existing courier) retries with another id, inside a savepoint so the caller's transaction survives.
 * Couriers created before keep their serial ids.
 */
export async function insertCourierWithRandomId(tx: Tx, values: NewCourier, nextId: () => number = randomCourierId) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tx.transaction(
        async (sp) =>
          (
            await sp
              .insert(couriers)
              .values({ ...values, id: nextId() })
              .returning()
          )[0],
      );
    } catch (error) {
      if (attempt >= ATTEMPTS || !isUniqueViolation(error, 'couriers_pkey')) throw error;
    }
  }
}

/** A courier by id, or undefined. */
export async function findCourier(db: Tx, id: number): Promise<CourierRow | undefined> {
  const [row] = await db.select().from(couriers).where(eq(couriers.id, id));
  return row;
}

/** Sets some of a courier's own columns; returns the new row. */
export async function updateCourier(
  db: Tx,
  id: number,
  set: Partial<CourierProfile & Pick<NewCourier, 'imageFileName' | 'onShift'>>,
): Promise<CourierRow> {
  const [row] = await db.update(couriers).set(set).where(eq(couriers.id, id)).returning();
  return row;
}

/**
 * Staff see couriers assigned to their pub or who reserved one of its orders; an owner the same
 * across the company's pubs. `scope`: the staff's pub, or the owner's company.
 */
export async function venueSeesCourier(
  db: Tx,
  scope: { pubId: number } | { companyId: number },
  courierId: number,
): Promise<boolean> {
  const ours = 'pubId' in scope ? eq(pubs.id, scope.pubId) : eq(pubs.companyId, scope.companyId);
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(pubs)
    .where(
      and(
        ours,
        or(
          sql`exists (select 1 from ${pubCouriers} where ${pubCouriers.pubId} = ${pubs.id} and ${pubCouriers.courierId} = ${courierId})`,
          sql`exists (select 1 from ${orders} where ${orders.pubId} = ${pubs.id} and ${orders.reserverCourierId} = ${courierId})`,
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The couriers' hub's read, for every event batch, of who each pub offers its orders to: built once (decision 317). */
const couriersOfPubs = preparedOnce((db) =>
  db
    .select({ pubId: pubCouriers.pubId, id: pubCouriers.courierId })
    .from(pubCouriers)
    .where(idIn(pubCouriers.pubId))
    .prepare('couriers_of_pubs'),
);

/** The couriers each of these pubs has added, by pub (an empty set for a pub with none). */
export async function assignedCourierIdsByPub(db: Tx, pubIds: readonly number[]): Promise<Map<number, Set<number>>> {
  const byPub = new Map(pubIds.map((id) => [id, new Set<number>()]));
  if (pubIds.length === 0) return byPub;
  const rows = await couriersOfPubs(db).execute({ ids: [...pubIds] });
  for (const row of rows) byPub.get(row.pubId)?.add(row.id);
  return byPub;
}

/** The venues that added a courier, oldest first: what the courier may leave (docs/product.md D11). */
export async function venuesOf(db: Tx, courierId: number) {
  const rows = await db
    .select({
      id: pubs.id,
      name: pubs.name,
      urlName: pubs.urlName,
      address: pubs.address,
      companyName: companies.name,
      addedAt: pubCouriers.createdAt,
    })
    .from(pubCouriers)
    .innerJoin(pubs, eq(pubs.id, pubCouriers.pubId))
    .innerJoin(companies, eq(companies.id, pubs.companyId))
    .where(eq(pubCouriers.courierId, courierId))
    .orderBy(asc(pubCouriers.createdAt), asc(pubs.id));
  return rows;
}
