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

/** The local hour at which a venue's day ends: pauses and stops "until end of day" end then (docs/product.md D13). */
export const END_OF_DAY_HOUR = 5;

/** Minute of the day of `at` in `timeZone` (UTC for an unknown zone name). */
function localMinute(at: Date, timeZone: string): number {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = format(timeZone);
  } catch {
    parts = format('UTC');
  }
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return (get('hour') % 24) * 60 + get('minute');
}

/**
 * "End of day" (docs/product.md D13): the next 05:00 in the pub's timezone strictly after `now`, to the
 * minute. A daylight-saving change between now and then is corrected once, so the answer reads 05:00 locally.
 */
export function nextEndOfDay(timeZone: string, now: Date = new Date()): Date {
  const target = END_OF_DAY_HOUR * 60;
  const start = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  let ahead = (target - localMinute(start, timeZone) + 1440) % 1440;
  if (ahead === 0) ahead = 1440;
  let end = new Date(start.getTime() + ahead * 60_000);
  const drift = localMinute(end, timeZone) - target;
  if (drift !== 0 && Math.abs(drift) <= 120) end = new Date(end.getTime() - drift * 60_000);
  return end;
}

/** A date ("YYYY-MM-DD") in a timezone; the platform's days are Europe/Chisinau (docs/product.md D14). */
export function dateIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
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
