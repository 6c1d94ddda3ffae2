import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { couriers, pubCouriers } from '../../db/schema.ts';

/**
 * The couriers a pub works with, as venues may see them (docs/product.md D4: never the balance or birth
 * date), in the order they were added. Used by the couriers list and by the pub answer (docs/product.md S3 Pub).
 */
export async function pubCourierList(db: Tx, pubId: number) {
  return db
    .select({
      id: couriers.id,
      full_name: couriers.fullName,
      phone_number: couriers.phoneNumber,
      telegram_username: couriers.telegramUsername,
      image_file_name: couriers.imageFileName,
      on_shift: couriers.onShift,
    })
    .from(pubCouriers)
    .innerJoin(couriers, eq(couriers.id, pubCouriers.courierId))
    .where(eq(pubCouriers.pubId, pubId))
    .orderBy(asc(pubCouriers.createdAt), asc(couriers.id));
}

/** Is there a courier with this id? */
export async function courierExists(db: Tx, courierId: number): Promise<boolean> {
  const [courier] = await db.select({ id: couriers.id }).from(couriers).where(eq(couriers.id, courierId));
  return Boolean(courier);
}

/** Adds a courier to a pub; false when the pub had it already (nothing changes then). */
export async function addPubCourier(db: Tx, pubId: number, courierId: number): Promise<boolean> {
  const added = await db.insert(pubCouriers).values({ pubId, courierId }).onConflictDoNothing().returning();
  return added.length > 0;
}

/** Removes a courier from a pub (the owner removes it, or the courier leaves); false when the pub did not have it. */
export async function removePubCourier(db: Tx, pubId: number, courierId: number): Promise<boolean> {
  const removed = await db
    .delete(pubCouriers)
    .where(and(eq(pubCouriers.pubId, pubId), eq(pubCouriers.courierId, courierId)))
    .returning();
  return removed.length > 0;
}
