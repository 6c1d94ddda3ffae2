import { z } from 'zod';
import { COURIER_CANCEL_REASONS, COURIER_STAGES, GENDERS } from '../constants.ts';
import { parseWireTime } from '../time.ts';
import { isValidBirthDate, stripAt } from '../courier-profile.ts';
import { normalizePhone, notEmpty, phone } from '../validators.ts';
import { boolField, idField, optionalText, text } from './common.ts';

/** The courier profile (docs/product.md S3 "Courier", S5 "Couriers"); rules in ../courier-profile.ts. */
export const courierProfileSchema = z.object({
  full_name: z
    .string({ error: 'errors.field_is_required' })
    .max(255, { error: 'errors.max' })
    .transform((v) => v.trim()),
  phone_number: text([notEmpty, phone]).transform((v) => normalizePhone(v)),
  gender: z.enum(GENDERS, { error: 'errors.validation_error' }),
  birth_date: z
    .string({ error: 'errors.validation_error' })
    .refine((v) => isValidBirthDate(v), { error: 'errors.validation_error' }),
  location: z
    .string()
    .max(255, { error: 'errors.max' })
    .optional()
    .default('')
    .transform((v) => v.trim()),
  telegram_username: z.string().max(64, { error: 'errors.max' }).optional().default('').transform(stripAt),
});
export type CourierProfileInput = z.input<typeof courierProfileSchema>;

/** How far back a courier action queued offline may date itself (docs/product.md D14). */
export const ACTION_AT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Phone clocks run a little fast; an `at` up to this far ahead counts as now (decision 141). */
export const ACTION_AT_SKEW_MS = 2 * 60 * 1000;

/**
 * `at`: when a courier action really happened (queued offline), wire time or ISO 8601, within the last
 * 24 h and not in the future; absent → now. Out of bounds → 400 `validation error` on `at`.
 */
export const actionAt = z
  .string({ error: 'errors.validation_error' })
  .optional()
  .transform((value, ctx) => {
    const now = Date.now();
    if (value === undefined || value === '') return new Date(now);
    const at = parseWireTime(value);
    if (!at || at.getTime() > now + ACTION_AT_SKEW_MS || at.getTime() < now - ACTION_AT_MAX_AGE_MS) {
      ctx.addIssue({ code: 'custom', message: 'errors.validation_error' });
      return z.NEVER;
    }
    return at.getTime() > now ? new Date(now) : at;
  });

/** Body of reserve-order and set-order-to-completed. */
export const courierOrderActionSchema = z.object({ order_id: idField, at: actionAt });

/** Body of set-order-to-canceled: a reason (older clients send none: `other`), free text for `other`. */
export const courierCancelSchema = z.object({
  order_id: idField,
  at: actionAt,
  reason: z.enum(COURIER_CANCEL_REASONS, { error: 'errors.validation_error' }).optional().default('other'),
  reason_text: optionalText(500).transform((v) => v.trim()),
});

/** The stages a courier sets after reserving (`reserved` comes with the reservation itself). */
export const SETTABLE_STAGES = COURIER_STAGES.filter((s) => s !== 'reserved');
export const courierStageSchema = z.object({
  order_id: idField,
  at: actionAt,
  stage: z
    .enum(COURIER_STAGES, { error: 'errors.validation_error' })
    .refine((s) => s !== 'reserved', { error: 'errors.validation_error' }),
});

export const courierShiftSchema = z.object({ on_shift: boolField });
