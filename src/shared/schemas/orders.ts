import { z } from 'zod';
import { ORDER_STATUSES, STAFF_STATUSES } from '../constants.ts';
import { parseWireTime } from '../time.ts';
import { idField, money } from './common.ts';
import { optionalDateParam } from './date-param.ts';

/**
 * Inputs of the staff order calls (docs/product.md S7 "Orders"). Query-string values arrive as strings (or
 * not at all), so those schemas read them as text first: a missing one is a validation error, not a 500.
 */

/** ?status= of update-status: one of the five staff statuses. */
export const staffStatusQuery = z.object({
  status: z.enum(STAFF_STATUSES, { error: 'errors.validation_error' }),
});

/** ?status= of the list: optional, any stored status. */
export const orderListQuery = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'errors.validation_error' }).optional(),
});

/** ?price= of update-delivery-price: a number ≥ 0 with at most 2 decimals. */
export const deliveryPriceQuery = z.object({
  price: z
    .string({ error: 'errors.field_is_required' })
    .trim()
    .min(1, { error: 'errors.field_is_required' })
    .refine((s) => /^\d+(\.\d+)?$/.test(s) || /^-/.test(s), { error: 'errors.field_must_be_number' })
    .transform(Number)
    .pipe(money),
});

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
const positiveIntText = (fallback: number, max: number) =>
  z
    .string()
    .optional()
    .transform((s) => (s === undefined || s.trim() === '' ? fallback : Number(s)))
    .pipe(
      z
        .number({ error: 'errors.field_must_be_number' })
        .int({ error: 'errors.field_must_be_number' })
        .min(1, { error: 'errors.min' })
        .max(max, { error: 'errors.max' }),
    );

/**
 * ?page=&page_size= of the closed-orders history (1-based pages), and the owner's search:
 * `q` (order number, phone typed any way, or client name), `from`/`to` (the pub's local dates),
 * `status` (any order status; none = completed and canceled).
 */
export const historyQuery = z.object({
  page: positiveIntText(1, 1_000_000),
  page_size: positiveIntText(PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX),
  q: z
    .string()
    .max(100, { error: 'errors.max' })
    .optional()
    .transform((s) => s?.trim() ?? ''),
  from: optionalDateParam,
  to: optionalDateParam,
  status: z
    .union([z.literal('').transform(() => undefined), z.enum(ORDER_STATUSES, { error: 'errors.validation_error' })])
    .optional(),
});

export const MAX_ORDER_POSITIONS = 200;
export const MAX_DISH_COUNT = 1000;

export const orderDishesSchema = z.object({
  dishes: z
    .array(
      z.object({
        dish_id: idField,
        count: z
          .number({ error: 'errors.field_must_be_number' })
          .int({ error: 'errors.field_must_be_number' })
          .min(1, { error: 'errors.min' })
          .max(MAX_DISH_COUNT, { error: 'errors.max' }),
        // docs/product.md D12 (additive): the line this item keeps (its name, price and options stay as ordered)…
        position_id: idField.optional(),
        // …or, for a dish added now, the options chosen for it.
        modifier_option_ids: z
          .array(idField, { error: 'errors.validation_error' })
          .max(50, { error: 'errors.max' })
          .optional(),
      }),
      { error: 'errors.field_is_required' },
    )
    .min(1, { error: 'errors.field_is_required' })
    .max(MAX_ORDER_POSITIONS, { error: 'errors.max' }),
});
export type OrderDishesInput = z.input<typeof orderDishesSchema>;

export const preparedSchema = z.object({ prepared: z.boolean({ error: 'errors.validation_error' }) });

/** Tolerance for clocks and slow networks when the client sends "now + N minutes". */
export const PREPARATION_TIME_TOLERANCE_MS = 60_000;

export const preparationTimeSchema = z.object({
  approximate_preparation_time: z.string({ error: 'errors.field_is_required' }).transform((s, ctx) => {
    const date = parseWireTime(s);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: 'errors.validation_error' });
      return z.NEVER;
    }
    return date;
  }),
});
