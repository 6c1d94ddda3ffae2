/**
 * "Open now" by weekly work hours (docs/product.md D6): 7 entries, Monday first, minutes from midnight in
 * the pub's timezone; an end before the start runs past midnight into the next day. start = end is closed.
 */
export interface WorkHours { start: number; end: number }

const WEEKDAYS: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

/** Weekday (0 = Monday) and minute of the day of `at` in `timeZone`. */
export function localWeekMinute(at: Date, timeZone: string): { day: number; minute: number } {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  } catch {
    // An unknown zone name: fall back to UTC rather than refuse every order.
    parts = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  }
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: WEEKDAYS[get('weekday')] ?? 0, minute: (Number(get('hour')) % 24) * 60 + Number(get('minute')) };
}

export function isOpenAt(week: readonly WorkHours[], timeZone: string, at: Date): boolean {
  if (week.length === 0) return true;
  const { day, minute } = localWeekMinute(at, timeZone);
  const today = week[day];
  if (today) {
    if (today.start < today.end && minute >= today.start && minute < today.end) return true;
    if (today.end < today.start && minute >= today.start) return true;
  }
  // Yesterday's hours that ran past midnight.
  const yesterday = week[(day + 6) % 7];
  return Boolean(yesterday && yesterday.end < yesterday.start && minute < yesterday.end);
}

/**
 * When the hours next open after `at` (issue 13 item 5): days ahead (0 = today), the weekday
 * (0 = Monday) and the minute of the day, all in the pub's timezone; null when every day is closed.
 */
export function nextOpening(week: readonly WorkHours[], timeZone: string, at: Date): { inDays: number; day: number; minute: number } | null {
  if (week.length === 0) return null;
  const { day, minute } = localWeekMinute(at, timeZone);
  for (let inDays = 0; inDays <= 7; inDays++) {
    const d = (day + inDays) % 7;
    const hours = week[d];
    if (!hours || hours.start === hours.end) continue;
    if (inDays === 0 && hours.start <= minute) continue;
    return { inDays, day: d, minute: hours.start };
  }
  return null;
}
