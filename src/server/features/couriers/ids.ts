import crypto from 'node:crypto';

/** Courier ids are what a venue types into "add courier": numeric, but not guessable (docs/product.md D11). */
export const COURIER_ID_MIN = 10_000_000;
export const COURIER_ID_MAX = 99_999_999;

export function randomCourierId(): number {
  return crypto.randomInt(COURIER_ID_MIN, COURIER_ID_MAX + 1);
}
