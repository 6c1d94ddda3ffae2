/** The wire time format "YYYY-MM-DD HH:mm:ss" in UTC (docs/product.md D0). */
export function toWireTime(date: Date | null | undefined): string {
  if (!date || Number.isNaN(date.getTime())) return '';
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
/** Parses the wire format (UTC) or ISO 8601; null when unreadable. */
export function parseWireTime(value: string): Date | null {
  const s = value.trim();
  const wire = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(s) ? s.replace(' ', 'T') + 'Z' : s;
  if (!/^\d{4}-\d{2}-\d{2}/.test(wire)) return null;
  const d = new Date(wire);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The local hour at which a venue's day ends: pauses and stops "until end of day" end then (docs/product.md D12, D13). */
export const END_OF_DAY_HOUR = 5;

/** Minutes in a day: work hours and `availability_start/end` lie in 0..1440. */
export const MINUTES_PER_DAY = 1440;

const WEEKDAYS: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

/** Formatters by zone and options: making one costs far more than using it (slot lists read thousands of times). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
    } catch {
      // An unknown zone name: fall back to UTC rather than refuse every order.
      f = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options });
    }
    if (formatters.size > 500) formatters.clear();
    formatters.set(key, f);
  }
  return f;
}

/** The wall-clock parts of `at` in `timeZone`: the one place local time is read. */
function partsIn(at: Date, timeZone: string, options: Intl.DateTimeFormatOptions): (type: string) => string {
  const parts = formatterFor(timeZone, options).formatToParts(at);
  return (type) => parts.find((p) => p.type === type)?.value ?? '';
}

/** Weekday (0 = Monday) and minute of the day of `at` in `timeZone`. */
export function localWeekMinute(at: Date, timeZone: string): { day: number; minute: number } {
  const get = partsIn(at, timeZone, { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return { day: WEEKDAYS[get('weekday')] ?? 0, minute: (Number(get('hour')) % 24) * 60 + Number(get('minute')) };
}

/** The local calendar date of `at` in `timeZone`, as "YYYY-MM-DD" (the platform's days are Europe/Chisinau, D14). */
export function localDate(at: Date, timeZone: string): string {
  const get = partsIn(at, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * "End of day" (docs/product.md D12, D13): the next 05:00 in the pub's timezone strictly after `now`, to the
 * minute. A daylight-saving change between now and then is corrected once, so the answer reads 05:00 locally.
 */
export function nextEndOfDay(timeZone: string, now: Date = new Date()): Date {
  const target = END_OF_DAY_HOUR * 60;
  const start = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  let ahead = (target - localWeekMinute(start, timeZone).minute + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  if (ahead === 0) ahead = MINUTES_PER_DAY;
  let end = new Date(start.getTime() + ahead * 60_000);
  const drift = localWeekMinute(end, timeZone).minute - target;
  if (drift !== 0 && Math.abs(drift) <= 120) end = new Date(end.getTime() - drift * 60_000);
  return end;
}

/** "YYYY-MM-DD" plus n days (calendar arithmetic, no timezone). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
/** The Monday of the week of a date. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** Whole minutes since an order came in (0 for a clock a little ahead of the server). */
export function ageMinutes(createdTime: string, now: number): number {
  const created = parseWireTime(createdTime)?.getTime() ?? now;
  return Math.max(0, Math.floor((now - created) / 60_000));
}
