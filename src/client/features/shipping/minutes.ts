/** Minutes from midnight → "HH:MM" (1440 shows as 24:00). */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Weekday names Monday first, in the page's language (2024-01-01 was a Monday). */
export function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale === 'ro' ? 'ro-MD' : locale === 'en' ? 'en-GB' : 'ru-RU', { weekday: 'long', timeZone: 'UTC' });
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
