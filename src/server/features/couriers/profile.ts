import { and, eq, or, sql } from 'drizzle-orm';
import { UNSET_DATE } from '#shared/constants.ts';
import type { Tx } from '../../db/client.ts';
import { couriers, orders, pubCouriers, pubs } from '../../db/schema.ts';
import type { Claims } from '../../auth/tokens.ts';
import { balanceOf } from '../orders/index.ts';
import type { CourierProfile } from '#shared/schemas/courier-answers.ts';

type CourierRow = typeof couriers.$inferSelect;

/** The courier's own view (docs/product.md S3 "Courier"); the balance is the ledger's sum, never a stored total. */
export async function ownCourierJson(db: Tx, c: CourierRow): Promise<CourierProfile> {
  return {
    id: c.id,
    full_name: c.fullName,
    phone_number: c.phoneNumber,
    birth_date: c.birthDate ?? UNSET_DATE,
    gender: c.gender as CourierProfile['gender'],
    location: c.location,
    telegram_username: c.telegramUsername,
    image_file_name: c.imageFileName,
    on_shift: c.onShift,
    balance: await balanceOf(db, c.id),
  };
}

/** What a venue may know of a courier it works with (docs/product.md D4): no balance, no birth date. */
export function venueCourierJson(c: CourierRow) {
  return {
    id: c.id,
    full_name: c.fullName,
    phone_number: c.phoneNumber,
    telegram_username: c.telegramUsername,
    image_file_name: c.imageFileName,
    on_shift: c.onShift,
  };
}

/**
 * Staff see couriers assigned to their pub or who reserved one of its orders; an owner the same
 * across the company's pubs. Anything else is answered as if the courier did not exist.
 */
export async function venueSeesCourier(db: Tx, claims: Claims, courierId: number): Promise<boolean> {
  const ours = claims.role === 'staff' ? eq(pubs.id, claims.pubId) : eq(pubs.companyId, claims.companyId);
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
