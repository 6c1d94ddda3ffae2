import { z } from 'zod';
import { STAFF_CANCEL_REASONS, STAFF_STATUSES } from '../constants.ts';
import {
  ALERT_REPEAT_CHOICES,
  BUSY_EXTRA_MINUTES,
  PAUSE_ORDER_TYPES,
  TICKET_AGE_LIMITS,
  TICKET_WIDTHS,
} from '../kitchen.ts';
import { parseWireTime } from '../time.ts';

/** Inputs of the kitchen calls (docs/product.md D13). */

const invalid = { error: 'errors.validation_error' };
const oneOf = <T extends readonly number[]>(values: T) => z.number(invalid).refine((n) => values.includes(n), invalid);
const minutes = z.number(invalid).int(invalid).min(TICKET_AGE_LIMITS.min, invalid).max(TICKET_AGE_LIMITS.max, invalid);

/** The kitchen fields of the pub's PUT: each optional, a field left out keeps its value. */
export const kitchenSettingsSchema = z.object({
  alert_repeat_seconds: oneOf(ALERT_REPEAT_CHOICES).optional(),
  ticket_width_mm: oneOf(TICKET_WIDTHS).optional(),
  print_on_accept: z.boolean(invalid).optional(),
  proof_of_delivery: z.boolean(invalid).optional(),
  ticket_warn_minutes: minutes.optional(),
  ticket_late_minutes: minutes.optional(),
});
export type KitchenSettingsInput = z.output<typeof kitchenSettingsSchema>;

/** `until`: "end_of_day", a time (wire format or ISO 8601) in the future, or null / absent = until taken back. */
export const untilField = z
  .union([z.literal('end_of_day'), z.string(), z.null()], invalid)
  .optional()
  .transform((value, ctx): 'end_of_day' | Date | null => {
    if (value === undefined || value === null) return null;
    if (value === 'end_of_day') return value;
    const date = parseWireTime(value);
    if (!date || date.getTime() <= Date.now()) {
      ctx.addIssue({ code: 'custom', message: 'errors.validation_error' });
      return z.NEVER;
    }
    return date;
  });

export const pauseSchema = z.object({
  order_type: z.enum(PAUSE_ORDER_TYPES, invalid),
  until: untilField,
});

export const busySchema = z.object({
  extra_minutes: z
    .number(invalid)
    .int(invalid)
    .min(BUSY_EXTRA_MINUTES.min, invalid)
    .max(BUSY_EXTRA_MINUTES.max, invalid),
  until: untilField,
});

/** The optional body of update-status=canceled; no reason (older clients) stores `other`. */
export const cancelSchema = z.object({
  reason: z.enum(STAFF_CANCEL_REASONS, invalid).optional(),
  reason_text: z.string(invalid).max(500, { error: 'errors.max' }).optional().default(''),
});

/**
 * Undo of the caller's last board step, named by what it did (decision 110): a status step by the status
 * it set, the prepared step by the value it set. Anything else since then makes the undo refused.
 */
export const undoSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('status'), to: z.enum(STAFF_STATUSES, invalid) }),
    z.object({ kind: z.literal('prepared'), to: z.boolean(invalid) }),
  ],
  invalid,
);
export type UndoStep = z.output<typeof undoSchema>;
