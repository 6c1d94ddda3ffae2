import { z } from 'zod';
import { GENDERS } from '../constants.ts';
import { isValidBirthDate, stripAt } from '../courier-profile.ts';
import { normalizePhone, notEmpty, phone } from '../validators.ts';
import { idField, text } from './common.ts';

/** The courier profile (docs/product.md S3 "Courier", S5 "Couriers"); rules in ../courier-profile.ts. */
export const courierProfileSchema = z.object({
  full_name: z.string({ error: 'errors.field_is_required' }).max(255, { error: 'errors.max' }).transform((v) => v.trim()),
  phone_number: text([notEmpty, phone]).transform((v) => normalizePhone(v)),
  gender: z.enum(GENDERS, { error: 'errors.validation_error' }),
  birth_date: z.string({ error: 'errors.validation_error' }).refine((v) => isValidBirthDate(v), { error: 'errors.validation_error' }),
  location: z.string().max(255, { error: 'errors.max' }).optional().default('').transform((v) => v.trim()),
  telegram_username: z.string().max(64, { error: 'errors.max' }).optional().default('').transform(stripAt),
});
export type CourierProfileInput = z.input<typeof courierProfileSchema>;

/** Body of reserve-order, set-order-to-completed and set-order-to-canceled. */
export const courierOrderActionSchema = z.object({ order_id: idField });
