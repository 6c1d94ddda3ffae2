import { z } from 'zod';
import { ORDER_TYPES } from '../constants.ts';
import { localDateField } from './common.ts';
import { COURIER_SPEED_KMH, DEFAULT_PREP_MINUTES, PREORDER_DAYS, PREP_MINUTES, SLOT_CAPACITY } from '../order-time.ts';

/** Inputs of promised times (docs/product.md D16). */

const invalid = { error: 'errors.validation_error' };
const whole = (range: { min: number; max: number }) =>
  z.number(invalid).int(invalid).min(range.min, invalid).max(range.max, invalid);
const capacity = whole(SLOT_CAPACITY).nullable().optional();

/** The optional body of update-status=preparing: the minutes the kitchen names (none: the pub's default). */
export const acceptSchema = z.object({
  prep_minutes: whole(PREP_MINUTES).optional(),
});

/** The time fields of the pub's PUT: each optional, a field left out keeps its value (also each slot_capacity key). */
export const timeSettingsSchema = z.object({
  default_prep_minutes: whole(DEFAULT_PREP_MINUTES).optional(),
  courier_speed_kmh: whole(COURIER_SPEED_KMH).optional(),
  preorder_days: whole(PREORDER_DAYS).optional(),
  slot_capacity: z.object({ delivery: capacity, in_place: capacity }, invalid).optional(),
});
export type TimeSettingsInput = z.output<typeof timeSettingsSchema>;

/** The limits of each time setting as an owner types it (a slot capacity may also be left empty: unlimited). */
export const TIME_FIELD_LIMITS = {
  default_prep_minutes: DEFAULT_PREP_MINUTES,
  courier_speed_kmh: COURIER_SPEED_KMH,
  preorder_days: PREORDER_DAYS,
  slot_capacity: SLOT_CAPACITY,
} as const;

/**
 * A typed time setting read as the PUT takes it: a whole number in its limits, `null` for an empty slot
 * capacity, `undefined` when the text is not valid (the settings form then names the limits).
 */
export function readTimeField(field: keyof typeof TIME_FIELD_LIMITS, text: string): number | null | undefined {
  const s = text.trim();
  if (s === '') return field === 'slot_capacity' ? null : undefined;
  if (!/^\d+$/.test(s)) return undefined;
  const n = Number(s);
  const { min, max } = TIME_FIELD_LIMITS[field];
  return n >= min && n <= max ? n : undefined;
}

/** The query of the guest's slot list: an order type and a local date. */
export const slotsQuery = z.object({
  type: z.enum(ORDER_TYPES, invalid),
  date: localDateField,
});
