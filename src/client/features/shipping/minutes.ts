import { WORK_HOURS_MAX } from '#shared/constants.ts';

/** Minutes from midnight → "HH:MM" (1440 shows as 24:00). */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Minutes from midnight → the value of a time field ("HH:MM"); midnight at the day's end (1440) is "00:00". */
export function timeOfMinutes(minutes: number): string {
  return formatMinutes(minutes % WORK_HOURS_MAX);
}

/**
 * A time field's "HH:MM" → minutes from midnight, or null while it is incomplete. An end at "00:00" is the
 * day's end (1440), so "10:00–00:00" is open until midnight; a start at "00:00" is midnight at the day's start.
 */
export function minutesOfTime(value: string, edge: 'start' | 'end'): number | null {
  const m = /^(\d{2}):(\d{2})/.exec(value);
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  if (minutes >= WORK_HOURS_MAX) return null;
  return edge === 'end' && minutes === 0 ? WORK_HOURS_MAX : minutes;
}

/** Weekday names Monday first, in the page's language (2024-01-01 was a Monday). */
export function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale === 'ro' ? 'ro-MD' : locale === 'en' ? 'en-GB' : 'ru-RU', {
    weekday: 'long',
    timeZone: 'UTC',
  });
  return Array.from({ length: 7 }, (_, i) => {
    const name = format.format(new Date(Date.UTC(2024, 0, 1 + i)));
    return name.charAt(0).toUpperCase() + name.slice(1);
  });
}

/** Keeps only what a price may contain: digits and one decimal point with at most 2 decimals. */
export function numericOnly(value: string): string {
  const cleaned = value.replace(',', '.').replace(/[^\d.]/g, '');
  const [whole, ...rest] = cleaned.split('.');
  return rest.length ? `${whole}.${rest.join('').slice(0, 2)}` : whole;
}
