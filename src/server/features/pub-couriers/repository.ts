import { asc, eq } from 'drizzle-orm';
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
