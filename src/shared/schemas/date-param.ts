import { z } from 'zod';

/**
 * Date parameters ("YYYY-MM-DD") of reports, order history and the courier ledger, one rule for all of
 * them: a real calendar date (no 2026-02-30, no month 13) between these bounds, else 400 `validation
 * error` naming the parameter. The bounds keep every date the database turns into a timestamp far
 * inside what PostgreSQL and the pub's time zone arithmetic can hold.
 */
export const DATE_PARAM_MIN = '2000-01-01';
export const DATE_PARAM_MAX = '2100-12-31';

const invalid = { error: 'errors.validation_error' };

/** True when `text` is "YYYY-MM-DD" and that day exists in the calendar. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const t = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(text);
}

/** True when `text` is a calendar date within DATE_PARAM_MIN..DATE_PARAM_MAX. */
export function isDateParam(text: string): boolean {
  return isCalendarDate(text) && text >= DATE_PARAM_MIN && text <= DATE_PARAM_MAX;
}

/** A required date parameter. */
export const dateParam = z.string(invalid).refine(isDateParam, invalid);

/** An optional date parameter: absent or blank → undefined, else trimmed and checked as `dateParam`. */
export const optionalDateParam = z
  .string(invalid)
  .optional()
  .transform((s) => (s === undefined || s.trim() === '' ? undefined : s.trim()))
  .pipe(dateParam.optional());
