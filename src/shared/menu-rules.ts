/**
 * The menu model's pure rules (docs/product.md D12), one copy for the server, the owner editor and the guest
 * page: availability windows, the stop list's end of day, a line's unit price with option deltas,
 * bulk price changes and a modifier group's min/max. Times are minutes from midnight in the pub's
 * timezone; money is integer bani inside.
 */
import { localWeekMinute } from './open-hours.ts';

/** Minutes in a day; `availability_start/end` lie in 0..1440. */
export const DAY_MINUTES = 1440;
/** The stop list's "end of day": the pub's next 05:00 local (docs/product.md D12). */
export const END_OF_DAY_HOUR = 5;
export const BULK_PERCENT_MIN = -90;
export const BULK_PERCENT_MAX = 500;

/**
 * Is `minute` inside the window start..end? Equal values mean always; an end before the start runs
 * past midnight (22:00–02:00 holds 23:30 and 01:00, not 03:00). The end itself is outside.
 */
export function inWindow(start: number, end: number, minute: number): boolean {
  if (start === end) return true;
  if (start < end) return minute >= start && minute < end;
  return minute >= start || minute < end;
}

/** True while a stop holds: `available` false and its `unavailable_until` (null = until taken back) not reached. */
export function isStopped(available: boolean, unavailableUntil: Date | null, now: Date): boolean {
  return !available && (unavailableUntil === null || unavailableUntil.getTime() > now.getTime());
}

export interface AvailabilityFields {
  available: boolean;
  unavailable_until: Date | null;
  availability_start: number;
  availability_end: number;
}

/** `is_available_now`: not stopped and inside its window in the pub's timezone. */
export function isAvailableNow(dish: AvailabilityFields, timeZone: string, now: Date): boolean {
  if (isStopped(dish.available, dish.unavailable_until, now)) return false;
  return inWindow(dish.availability_start, dish.availability_end, localWeekMinute(now, timeZone).minute);
}

/** Offset of `timeZone` from UTC at `at`, in milliseconds (Chisinau: +2 h winter, +3 h summer). */
function zoneOffsetMs(at: number, timeZone: string): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(new Date(at));
  } catch {
    return 0;
  }
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'), get('second'));
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The local calendar date of `at` in `timeZone`. */
function localDate(at: Date, timeZone: string): { y: number; m: number; d: number } {
  const local = new Date(at.getTime() + zoneOffsetMs(at.getTime(), timeZone));
  return { y: local.getUTCFullYear(), m: local.getUTCMonth(), d: local.getUTCDate() };
}

/** The instant of local wall time y-m-d h:00 in `timeZone` (two passes settle the DST offset). */
function zonedInstant(y: number, m: number, d: number, hour: number, timeZone: string): Date {
  const wall = Date.UTC(y, m, d, hour);
  let at = wall - zoneOffsetMs(wall, timeZone);
  at = wall - zoneOffsetMs(at, timeZone);
  return new Date(at);
}

/** "End of day" for the stop list: the first 05:00 local strictly after `now`, DST-aware. */
export function endOfDay(now: Date, timeZone: string): Date {
  const { y, m, d } = localDate(now, timeZone);
  const today = zonedInstant(y, m, d, END_OF_DAY_HOUR, timeZone);
  return today.getTime() > now.getTime() ? today : zonedInstant(y, m, d + 1, END_OF_DAY_HOUR, timeZone);
}

// A line's unit price lives in money.ts (the guest page's first load already carries it).
export { unitPriceBani } from './money.ts';

/**
 * A price moved by `percent` (−90..+500, up to 2 decimals), rounded half up to whole bani:
 * 10.00 + 12.5 % = 11.25; 0.05 + 10 % = 0.055 → 0.06.
 */
export function bulkPriceBani(bani: number, percent: number): number {
  const hundredths = Math.round(percent * 100);
  return Math.floor((bani * (10_000 + hundredths) * 2 + 10_000) / 20_000);
}

/** Is `percent` a bulk change the server accepts? */
export function bulkPercentError(percent: number): string | null {
  if (!Number.isFinite(percent)) return 'errors.field_must_be_number';
  if (percent < BULK_PERCENT_MIN) return 'errors.min';
  if (percent > BULK_PERCENT_MAX) return 'errors.max';
  return null;
}

/** A group's own limits (docs/product.md D12): min_select 0..n (≥ 1 = required), max_select ≥ 1 and ≥ min. */
export function groupLimitsError(minSelect: number, maxSelect: number): 'min_select' | 'max_select' | null {
  if (!Number.isInteger(minSelect) || minSelect < 0) return 'min_select';
  if (!Number.isInteger(maxSelect) || maxSelect < 1 || maxSelect < minSelect) return 'max_select';
  return null;
}

/** Does choosing `count` options of a group satisfy its min..max? */
export function selectionFits(minSelect: number, maxSelect: number, count: number): boolean {
  return count >= minSelect && count <= maxSelect;
}

/** How a group's rule reads to people: "choose 1", "choose 1 to 3", "optional, up to 2". */
export type SelectionHint = { kind: 'exactly'; n: number } | { kind: 'range'; min: number; max: number } | { kind: 'optional'; max: number };
export function selectionHint(minSelect: number, maxSelect: number): SelectionHint {
  if (minSelect === 0) return { kind: 'optional', max: maxSelect };
  if (minSelect === maxSelect) return { kind: 'exactly', n: minSelect };
  return { kind: 'range', min: minSelect, max: maxSelect };
}

/** The same option set whatever order the guest picked them in (merging lines compares this). */
export function optionSetKey(optionIds: readonly number[]): string {
  return [...new Set(optionIds)].sort((a, b) => a - b).join(',');
}
