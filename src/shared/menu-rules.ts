/**
 * The menu model's pure rules (docs/product.md D12), one copy for the server, the owner editor and the guest
 * page: availability windows, a line's unit price with option deltas,
 * bulk price changes and a modifier group's min/max. Times are minutes from midnight in the pub's
 * timezone; money is integer bani inside.
 */
import { localWeekMinute } from './time.ts';

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
export type SelectionHint =
  { kind: 'exactly'; n: number } | { kind: 'range'; min: number; max: number } | { kind: 'optional'; max: number };
export function selectionHint(minSelect: number, maxSelect: number): SelectionHint {
  if (minSelect === 0) return { kind: 'optional', max: maxSelect };
  if (minSelect === maxSelect) return { kind: 'exactly', n: minSelect };
  return { kind: 'range', min: minSelect, max: maxSelect };
}

/** The same option set whatever order the guest picked them in (merging lines compares this). */
export function optionSetKey(optionIds: readonly number[]): string {
  return [...new Set(optionIds)].sort((a, b) => a - b).join(',');
}
