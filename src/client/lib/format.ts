import { i18n } from '@lingui/core';
import { localDate, parseWireTime } from '#shared/time.ts';

export { formatPhone, loadPhoneFormats, telHref } from './phone-format.ts';

/**
 * Digit grouping and the decimal mark of each interface language, as Intl writes them for ro-MD, ru-RU and en-GB
 * (format.test.ts compares the two over a range of amounts). Written out rather than asked of Intl: the first
 * `Intl.NumberFormat` of a language loads its locale data, ~85 ms of a mid-range phone's main thread inside the
 * first render of any screen with an amount (decision 293), and the server renders the guest page with the same
 * output whatever ICU data its Node carries.
 */
const MARKS: Record<string, { group: string; decimal: string }> = {
  ro: { group: '.', decimal: ',' },
  ru: { group: '\u00a0', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/** `value` to `digits` decimals, rounded as Math.round rounds (halves up), its whole part grouped by thousands. */
function formatNumber(value: number, digits: number, locale: string): string {
  const { group, decimal } = MARKS[locale] ?? MARKS.ro;
  const scale = 10 ** digits;
  const units = Math.round(value * scale);
  // A negative amount that rounds to zero is shown as zero, not "-0,00".
  const sign = units < 0 ? '-' : '';
  const abs = Math.abs(units);
  const whole = Math.floor(abs / scale)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return digits > 0 ? `${sign}${whole}${decimal}${(abs % scale).toString().padStart(digits, '0')}` : `${sign}${whole}`;
}

/**
 * THE money formatter of every screen (decision 081): 2 decimals by the interface
 * language, then the pub's currency symbol — ro "89,90 lei" (Romanian writes the leu in
 * lower case), ru "89,90 Lei", en "89.90 Lei". `locale` defaults to the interface language.
 */
export function formatMoney(amount: number, symbol = 'Lei', locale: string = i18n.locale || 'ro'): string {
  // Whole bani first, so binary noise (0.1 + 0.2) never rounds the wrong way.
  return `${formatNumber(amount, 2, locale)}\u00a0${currencyLabel(symbol, locale)}`;
}

/** A plain number with `digits` decimals by the interface language: ro and ru "0,5", en "0.5". */
export function formatDecimal(value: number, digits: number, locale: string = i18n.locale || 'ro'): string {
  return formatNumber(value, digits, locale);
}

/** The currency written after an amount: Romanian writes the leu in lower case ("lei"), Russian "Lei". */
export function currencyLabel(symbol = 'Lei', locale: string = i18n.locale || 'ro'): string {
  return locale === 'ro' && symbol.toLowerCase() === 'lei' ? 'lei' : symbol;
}

/**
 * An amount as a price field shows it: the language's decimal mark, and two decimals once it is whole
 * ("25.5" → ro "25,50"); the field's draft keeps a "." so that it reads as a number.
 */
export function amountField(draft: string, locale: string = i18n.locale || 'ro', padded = false): string {
  const mark = (MARKS[locale] ?? MARKS.ro).decimal;
  const value = padded && draft !== '' && Number.isFinite(Number(draft)) ? Number(draft).toFixed(2) : draft;
  return value.replace('.', mark);
}

/** The tag dates and times are written with: Romanian, English, else Russian. */
const dateTag = (locale: string) => (locale === 'ro' ? 'ro-MD' : locale === 'en' ? 'en-GB' : 'ru-RU');

/** A wire time or a Date written with these parts in the interface language; '' when the text is no time. */
function formatParts(value: string | Date, locale: string, parts: Intl.DateTimeFormatOptions): string {
  const date = typeof value === 'string' ? parseWireTime(value) : value;
  return date ? new Intl.DateTimeFormat(dateTag(locale), parts).format(date) : '';
}

/** Day, month name, year, hours:minutes in ru or ro (docs/product.md S9), in the browser's zone or the one given (a venue's). */
export function formatDateTime(value: string | Date, locale: string, timeZone?: string): string {
  return formatParts(value, locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });
}

/** Day, month name, year (no time) in the interface language. */
export function formatDate(value: string | Date, locale: string): string {
  return formatParts(value, locale, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** Hours:minutes in the interface language, in the browser's zone or the one given (a venue's). */
export function formatTime(value: string | Date, locale: string, timeZone?: string): string {
  return formatParts(value, locale, { hour: '2-digit', minute: '2-digit', ...(timeZone ? { timeZone } : {}) });
}

/**
 * A promised time in the venue's zone: "19:30" on the venue's today, else with the day ("28 нояб., 19:30"),
 * so an order for tomorrow never reads as tonight's.
 */
export function formatPromise(value: string | Date, locale: string, timeZone: string, now: Date = new Date()): string {
  const date = typeof value === 'string' ? parseWireTime(value) : value;
  if (!date) return '';
  const time = formatTime(date, locale, timeZone);
  if (localDate(date, timeZone) === localDate(now, timeZone)) return time;
  const day = formatParts(date, locale, { day: 'numeric', month: 'short', timeZone });
  return `${day}, ${time}`;
}

/** Short weekday, day and short month ("Sat 28 Nov", ro "sâm, 28 nov.", ru "сб, 28 нояб.") in the interface language and the given zone. */
export function formatShortDay(value: Date, locale: string, timeZone?: string): string {
  const text = formatParts(value, locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
  // Romanian writes weekdays in lower case, inside a sentence too; Intl capitalises some of them ("Sâm").
  return locale === 'ro' ? text.toLocaleLowerCase('ro') : text;
}
