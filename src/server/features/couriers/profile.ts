import { UNSET_DATE } from '#shared/constants.ts';
import { toWireTime } from '#shared/time.ts';
import type { Tx } from '../../db/client.ts';
import type { Claims } from '../../auth/tokens.ts';
import { balanceOf } from '../orders/index.ts';
import type { CourierProfile } from '#shared/schemas/courier-answers.ts';
import { venueSeesCourier as seesCourier, venuesOf, type CourierRow } from './repository/couriers.ts';

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
export function venueSeesCourier(db: Tx, claims: Claims, courierId: number): Promise<boolean> {
  return seesCourier(
    db,
    claims.role === 'staff' ? { pubId: claims.pubId } : { companyId: claims.companyId },
    courierId,
  );
}

/** The venues that added a courier, oldest first: what the courier may leave (docs/product.md D11). */
export async function courierVenuesJson(db: Tx, courierId: number) {
  return (await venuesOf(db, courierId)).map((r) => ({
    id: r.id,
    name: r.name,
    url_name: r.urlName,
    address: r.address,
    company_name: r.companyName,
    added_time: toWireTime(r.addedAt),
  }));
}
