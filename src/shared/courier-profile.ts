import { UNSET_DATE } from './constants.ts';

/**
 * Courier profile rules both sides use (docs/product.md S2, S3, S5), kept free of zod so the courier screens
 * stay light: birth_date is "YYYY-MM-DD" with "0001-01-01" meaning unset; telegram loses a leading @.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date from 1900 up to today (UTC), or the unset marker. */
export function isValidBirthDate(value: string, today = new Date()): boolean {
  if (value === UNSET_DATE) return true;
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return false;
  return y >= 1900 && value <= today.toISOString().slice(0, 10);
}

/** "@name" → "name": people paste their handle with the @. */
export function stripAt(value: string): string {
  return value.trim().replace(/^@+/, '');
}
