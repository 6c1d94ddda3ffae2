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
