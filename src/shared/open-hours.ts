import { MINUTES_PER_DAY, addDays, localDate, localWeekMinute } from './time.ts';

/**
 * "Open now" by weekly work hours (docs/product.md D6, D15): 7 days, Monday first, minutes from
 * midnight in the pub's timezone; an end before the start runs past midnight into the next day. Each day
 * is closed or has 0–2 ranges; closing days (`closed_dates`, the pub's local dates) close the ranges that
 * start on them. The original one range per day (`shipping_work_hours_for_week`, start = end = closed) is
 * read as each day's single range. This is the one rule: the guest page and every order check call it.
 */
export interface WorkHours {
  start: number;
  end: number;
}
export interface WorkRangesDay {
  closed: boolean;
  ranges: WorkHours[];
}
export interface OpeningHours {
  week: readonly WorkRangesDay[];
  closedDates?: readonly string[];
}
/** What callers hold: the original one range per day, or the ranges with closing days. */
export type HoursInput = readonly WorkHours[] | OpeningHours;

export const MAX_RANGES_PER_DAY = 2;

/** The original one range per day read as ranges: start = end is a closed day. */
export function rangesFromWorkHours(week: readonly WorkHours[]): WorkRangesDay[] {
  return week.map(({ start, end }) =>
    start === end ? { closed: true, ranges: [] } : { closed: false, ranges: [{ start, end }] },
  );
}

/** Ranges read as the original one range per day: the first range; a closed day (or none) is 0–0. */
export function workHoursFromRanges(week: readonly WorkRangesDay[]): WorkHours[] {
  return week.map((d) =>
    d.closed || d.ranges.length === 0 ? { start: 0, end: 0 } : { start: d.ranges[0].start, end: d.ranges[0].end },
  );
}

function normalise(hours: HoursInput): { week: readonly WorkRangesDay[]; closedDates: ReadonlySet<string> } {
  if (Array.isArray(hours)) return { week: rangesFromWorkHours(hours as readonly WorkHours[]), closedDates: new Set() };
  const o = hours as OpeningHours;
  return { week: o.week, closedDates: new Set(o.closedDates ?? []) };
}

function openRanges(day: WorkRangesDay | undefined): WorkHours[] {
  return !day || day.closed ? [] : day.ranges.filter((r) => r.start !== r.end);
}

export function isOpenAt(hours: HoursInput, timeZone: string, at: Date): boolean {
  const { week, closedDates } = normalise(hours);
  if (week.length === 0) return true;
  // Open around the clock every day, no closing dates: open, without asking the clock (the first
  // time-zone lookup costs a phone tens of milliseconds, on the guest page's first render).
  if (
    closedDates.size === 0 &&
    week.length === 7 &&
    week.every((d) => openRanges(d).some((r) => r.start <= 0 && r.end >= MINUTES_PER_DAY))
  )
    return true;
  return openAt(week, closedDates, { ...localWeekMinute(at, timeZone), date: localDate(at, timeZone) });
}

/** A moment as the pub's clock reads it: weekday (0 = Monday), minute of the day, local date "YYYY-MM-DD". */
export interface LocalMoment {
  day: number;
  minute: number;
  date: string;
}

/** `isOpenAt` for a moment already read in the pub's zone (callers that read many moments at once). */
export function isOpenAtLocal(hours: HoursInput, local: LocalMoment): boolean {
  const { week, closedDates } = normalise(hours);
  return week.length === 0 || openAt(week, closedDates, local);
}

function openAt(
  week: readonly WorkRangesDay[],
  closedDates: ReadonlySet<string>,
  { day, minute, date: today }: LocalMoment,
): boolean {
  if (!closedDates.has(today)) {
    for (const r of openRanges(week[day])) {
      if (r.start < r.end && minute >= r.start && minute < r.end) return true;
      if (r.end < r.start && minute >= r.start) return true;
    }
  }
  // Yesterday's ranges that ran past midnight (unless yesterday was a closing day).
  if (closedDates.has(addDays(today, -1))) return false;
  return openRanges(week[(day + 6) % 7]).some((r) => r.end < r.start && minute < r.end);
}

/**
 * When the hours next open after `at`: days ahead (0 = today), the weekday
 * (0 = Monday) and the minute of the day, all in the pub's timezone; null when nothing opens within two weeks.
 */
export function nextOpening(
  hours: HoursInput,
  timeZone: string,
  at: Date,
): { inDays: number; day: number; minute: number } | null {
  const { week, closedDates } = normalise(hours);
  if (week.length === 0) return null;
  const { day, minute } = localWeekMinute(at, timeZone);
  const today = localDate(at, timeZone);
  for (let inDays = 0; inDays <= 14; inDays++) {
    if (closedDates.has(addDays(today, inDays))) continue;
    const d = (day + inDays) % 7;
    const starts = openRanges(week[d])
      .map((r) => r.start)
      .filter((s) => inDays > 0 || s > minute)
      .sort((a, b) => a - b);
    if (starts.length > 0) return { inDays, day: d, minute: starts[0] };
  }
  return null;
}
