import { z } from 'zod';
import { GENDERS, UNSET_DATE } from '../constants.ts';
import { normalizePhone, notEmpty, phone } from '../validators.ts';
import { idField, text } from './common.ts';

/**
 * The courier profile (spec §3 "Courier", §5 "Couriers"): the phone passes the phone validator,
 * birth_date is "YYYY-MM-DD" with "0001-01-01" meaning unset, telegram loses a leading @.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date not after today (UTC), or the unset marker. */
export function isValidBirthDate(value: string, today = new Date()): boolean {
  if (value === UNSET_DATE) return true;
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.getUTCFullYear() !== Number(m[1]) || d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3])) return false;
  return value <= today.toISOString().slice(0, 10) && Number(m[1]) >= 1900;
}

/** "@name" → "name": people paste their handle with the @. */
export function stripAt(value: string): string {
  return value.trim().replace(/^@+/, '');
}

export const courierProfileSchema = z.object({
  full_name: z.string({ error: 'errors.field_is_required' }).max(255, { error: 'errors.max' }).transform((v) => v.trim()),
  phone_number: text([notEmpty, phone]).transform(normalizePhone),
  gender: z.enum(GENDERS, { error: 'errors.validation_error' }),
  birth_date: z.string({ error: 'errors.validation_error' }).refine((v) => isValidBirthDate(v), { error: 'errors.validation_error' }),
  location: z.string().max(255, { error: 'errors.max' }).optional().default('').transform((v) => v.trim()),
  telegram_username: z.string().max(64, { error: 'errors.max' }).optional().default('').transform(stripAt),
});
export type CourierProfileInput = z.input<typeof courierProfileSchema>;

/** Body of reserve-order, set-order-to-completed and set-order-to-canceled. */
export const courierOrderActionSchema = z.object({ order_id: idField });
