import { z } from 'zod';
import { DELIVERY_TYPES, WORK_HOURS_MAX } from '../constants.ts';
import { validateShapes } from '../zones.ts';
import { boolField, idField, latitude, localDateField, longitude, money } from './common.ts';

/** Bodies of the owner's shipping calls (docs/product.md S7 "Pubs", under {pubID}/). Messages are translation keys. */

const num = (max: number) =>
  z
    .number({ error: 'errors.field_must_be_number' })
    .int({ error: 'errors.field_must_be_number' })
    .min(0, { error: 'errors.min' })
    .max(max, { error: 'errors.max' });

const vertex = z.object({
  lat: z.number({ error: 'errors.field_must_be_number' }),
  lng: z.number({ error: 'errors.field_must_be_number' }),
});
const shape = z.object({
  shape_id: z.string({ error: 'errors.validation_error' }),
  color: z.string({ error: 'errors.validation_error' }),
  vertices: z.array(vertex, { error: 'errors.validation_error' }),
});

/** Zones: shape checks here, geometry (vertex counts, ranges, self-intersection) by validateShapes. */
export const shapesSchema = z.object({
  shapes: z.array(shape, { error: 'errors.validation_error' }).superRefine((shapes, ctx) => {
    for (const { index, problem } of validateShapes(shapes)) {
      ctx.addIssue({ code: 'custom', path: index >= 0 ? [index] : [], message: `shipping.zone.${problem}` });
    }
  }),
});

export const availabilitySchema = z.object({ available: boolField });
export const preorderSchema = z.object({ card_preorder: boolField, cash_preorder: boolField });
export const geolocationSchema = z.object({ lat: latitude, lng: longitude });
/** `from` must not exceed `to` (decision 087); the key of the failure, or null. One rule for editor and server. */
export function shippingTimeError(from: number, to: number): string | null {
  return from > to ? 'errors.time_from_after_to' : null;
}
/**
 * A work-hours day: start = end is a closed day; otherwise a day starts before 24:00 (a start of
 * 24:00 is the next day's 00:00, so "24:00–00:00" is refused). The key of the failure, or null.
 */
export function workDayError(day: { start: number; end: number }): string | null {
  return day.start !== day.end && day.start >= WORK_HOURS_MAX ? 'errors.work_day_starts_at_midnight' : null;
}
/** Delivery time range in minutes (a day at most), from ≤ to. */
export const shippingTimeSchema = z
  .object({ from: num(WORK_HOURS_MAX), to: num(WORK_HOURS_MAX) })
  .superRefine((time, ctx) => {
    const key = shippingTimeError(time.from, time.to);
    if (key) ctx.addIssue({ code: 'custom', path: ['from'], message: key });
  });
export const workHoursSchema = z.object({
  work_hours: z
    .array(z.object({ start: num(WORK_HOURS_MAX), end: num(WORK_HOURS_MAX) }), { error: 'errors.validation_error' })
    .length(7, { error: 'errors.validation_error' })
    .superRefine((week, ctx) => {
      week.forEach((day, index) => {
        const key = workDayError(day);
        if (key) ctx.addIssue({ code: 'custom', path: [index], message: key });
      });
    }),
});
/** Zone id → price; which keys exist is checked against the pub's zones by the route. */
export const pricesSchema = z.object({
  prices: z.record(z.string(), money, { error: 'errors.validation_error' }),
});
export const deliveryTypeSchema = z.object({
  delivery_type: z.enum(DELIVERY_TYPES, { error: 'errors.validation_error' }),
});
export const commissionSchema = z.object({ add_commission_to_dish_prices: boolField });
export const addCourierSchema = z.object({ courier_id: idField });

const range = z.object({ start: num(WORK_HOURS_MAX), end: num(WORK_HOURS_MAX) });
/** Hours with two ranges and closing days (docs/product.md D15): 7 days, Monday first, 0–2 ranges each. */
export const workRangesSchema = z.object({
  work_ranges_for_week: z
    .array(
      z.object({
        closed: boolField,
        ranges: z.array(range, { error: 'errors.validation_error' }).max(2, { error: 'errors.validation_error' }),
      }),
      { error: 'errors.validation_error' },
    )
    .length(7, { error: 'errors.validation_error' })
    .superRefine((week, ctx) => {
      week.forEach((day, index) =>
        day.ranges.forEach((r, i) => {
          const key = r.start === r.end ? 'errors.validation_error' : workDayError(r);
          if (key && !day.closed) ctx.addIssue({ code: 'custom', path: [index, 'ranges', i], message: key });
        }),
      );
    }),
  closed_dates: z
    .array(localDateField, { error: 'errors.validation_error' })
    .max(366, { error: 'errors.validation_error' })
    .default([]),
});
export type WorkRangesBody = z.infer<typeof workRangesSchema>;
