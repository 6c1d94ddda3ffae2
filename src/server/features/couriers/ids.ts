import crypto from 'node:crypto';
import type { Tx } from '../../db/client.ts';
import { couriers } from '../../db/schema.ts';
import { isUniqueViolation } from '../../http.ts';

/** Courier ids are what a venue types into "add courier": numeric, but not guessable (docs/product.md D11). */
export const COURIER_ID_MIN = 10_000_000;
export const COURIER_ID_MAX = 99_999_999;
const ATTEMPTS = 8;

export function randomCourierId(): number {
  return crypto.randomInt(COURIER_ID_MIN, COURIER_ID_MAX + 1);
}

type NewCourier = Omit<typeof couriers.$inferInsert, 'id'>;

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
