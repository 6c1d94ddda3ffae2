import { formatAmount } from '#shared/money.ts';
import { parseWireTime } from '#shared/time.ts';

/** "12.50 Lei" (spec §9): 2 decimals then the currency symbol. */
export function formatMoney(amount: number, symbol = 'Lei'): string {
  return `${formatAmount(amount)} ${symbol}`;
}

/** Day, month name, year, hours:minutes in ru or ro (spec §9), in the browser's zone. */
export function formatDateTime(value: string | Date, locale: string): string {
  const date = typeof value === 'string' ? parseWireTime(value) : value;
  if (!date) return '';
  return new Intl.DateTimeFormat(locale === 'ro' ? 'ro-MD' : locale === 'en' ? 'en-GB' : 'ru-RU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

export function formatTime(value: string | Date, locale: string): string {
  const date = typeof value === 'string' ? parseWireTime(value) : value;
  if (!date) return '';
  return new Intl.DateTimeFormat(locale === 'ro' ? 'ro-MD' : locale === 'en' ? 'en-GB' : 'ru-RU', { hour: '2-digit', minute: '2-digit' }).format(date);
}

/**
 * A `tel:` link for a stored phone. Phones are kept as digits with the country code and no `+`
 * (DESIGN.md §0), so 11+ digits get the `+`; shorter ones are local numbers and dial as they are.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d]/g, '');
  return `tel:${digits.length >= 11 ? '+' : ''}${digits}`;
}
