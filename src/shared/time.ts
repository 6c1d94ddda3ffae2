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
