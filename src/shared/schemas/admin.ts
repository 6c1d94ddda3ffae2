import { z } from 'zod';
import { ORDER_STATUSES, TARIFFS } from '../constants.ts';

/** Inputs of the platform admin's calls (docs/product.md D4 "Platform admin"). */
export const IN_PROCESS = 'in-process';

/** ?status= of the admin order list: "in-process" (the default) or one stored status. */
export const adminOrdersQuery = z.object({
  status: z
    .enum([IN_PROCESS, ...ORDER_STATUSES], { error: 'errors.validation_error' })
    .optional()
    .default(IN_PROCESS),
});

/** ?pubID= of get-pub-refresh-token, as text: a positive integer. */
export const pubIdQuery = z.object({
  pubID: z
    .string({ error: 'errors.field_is_required' })
    .regex(/^[1-9]\d{0,9}$/, { error: 'errors.field_must_be_number' })
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, { error: 'errors.max' })),
});

export const tariffSchema = z.object({ tariff: z.enum(TARIFFS, { error: 'errors.validation_error' }) });

export const EXTEND_DAYS_MAX = 3650;
/** Days to extend a pub by: a whole number 1..3650 (ten years), never negative (decision 089). */
export const extendDays = z
  .number({ error: 'errors.field_must_be_number' })
  .int({ error: 'errors.days_range' })
  .min(1, { error: 'errors.days_range' })
  .max(EXTEND_DAYS_MAX, { error: 'errors.days_range' });
export const extendSchema = z.object({ days: extendDays });

/** The largest single balance movement in Lei, either way (decision 089). */
export const TOPUP_MAX = 100_000;
/** A balance movement by the admin: a top-up, or a negative correction; never 0. */
export const topupSchema = z.object({
  amount: z
    .number({ error: 'errors.field_must_be_number' })
    .min(-TOPUP_MAX, { error: 'errors.amount_range' })
    .max(TOPUP_MAX, { error: 'errors.amount_range' })
    .refine((n) => n !== 0, { error: 'errors.field_is_required' })
    .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), { error: 'errors.field_must_be_number' }),
  note: z.string({ error: 'errors.validation_error' }).max(500, { error: 'errors.max' }).optional().default(''),
});
