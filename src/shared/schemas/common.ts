import { z } from 'zod';
import type { Validator } from '../validators.ts';
import { cleanText, INVALID_CHARACTERS } from '../text-hygiene.ts';
import { isCalendarDate } from './date-param.ts';

/**
 * Helpers that turn the validators of docs/product.md S5 into zod schemas whose issue messages are translation keys,
 * so that a server 400 carries `fields: {name: "admin.validation_errors.pub.name.min"}` (docs/product.md D5).
 */

/** A string field checked by the shared validators (after the forbidden-character rule); `keys` maps a generic failure to the form's own key. */
export function text(
  validators: readonly Validator[],
  keys: Partial<Record<string, string>> = {},
  requiredKey?: string,
) {
  return z
    .string({ error: requiredKey ?? 'errors.field_is_required' })
    .max(100_000, { error: keys['errors.max'] ?? 'errors.max' })
    .superRefine((value, ctx) => {
      for (const validate of [cleanText, ...validators]) {
        const key = validate(value);
        if (key) {
          ctx.addIssue({ code: 'custom', message: keys[key] ?? key });
          return;
        }
      }
    });
}

/** Free text, optional on the wire, stored as '' when absent. */
export const optionalText = (max = 2000) =>
  z
    .string({ error: 'errors.field_is_required' })
    .max(max, { error: 'errors.max' })
    .refine((v) => !cleanText(v), { error: INVALID_CHARACTERS })
    .optional()
    .default('');

export const boolField = z.boolean({ error: 'errors.validation_error' });

/** A coordinate in degrees, within ±`limit`. */
const degrees = (limit: number) =>
  z
    .number({ error: 'errors.field_must_be_number' })
    .min(-limit, { error: 'errors.min' })
    .max(limit, { error: 'errors.max' });
export const latitude = degrees(90);
export const longitude = degrees(180);
export const idField = z
  .number({ error: 'errors.field_must_be_number' })
  .int({ error: 'errors.field_must_be_number' })
  .positive({ error: 'errors.field_must_be_number' })
  .max(2_147_483_647, { error: 'errors.max' });
export const money = z
  .number({ error: 'errors.field_must_be_number' })
  .min(0, { error: 'errors.min' })
  .max(1_000_000, { error: 'errors.max' })
  .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), { error: 'errors.field_must_be_number' });

export type FieldErrors = Record<string, string>;

/** The first issue per top-level field, as `{field: key}`. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (!(field in fields)) fields[field] = issue.message;
  }
  return fields;
}

/** A calendar date "YYYY-MM-DD" that exists (no 2026-02-30): closing days. Report, history and ledger parameters: ./date-param.ts. */
export const localDateField = z
  .string({ error: 'errors.validation_error' })
  .refine(isCalendarDate, { error: 'errors.validation_error' });
