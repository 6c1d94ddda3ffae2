/**
 * Phones (docs/product.md D0): stored and sent as digits only, country code first, no "+" (37369123456).
 * Inputs accept what people type and autofill gives; this is the ONE normaliser, run before the
 * phone validator of docs/product.md S5 on both sides, and `formatPhone` is the one way a stored phone is shown.
 */

/** Moldova's calling code: the country a national number belongs to unless the field says otherwise. */
export const DEFAULT_CALLING_CODE = '373';

/** The separators people type into phone numbers: + ( ) . - ' and whitespace. */
const SEPARATORS = /[\s+().\-']/g;

/**
 * "+373 69 123 456", "(069) 123-456", "069123456", "00373 69 123 456" → "37369123456".
 * Separators go; the international prefix "00" goes; a national number with its trunk 0 loses the 0
 * and gains `callingCode`. Anything else (letters, a local number without 0) is left for the
 * validator to judge, separators removed.
 */
export function normalizePhone(value: string, callingCode: string = DEFAULT_CALLING_CODE): string {
  const compact = value.replace(SEPARATORS, '');
  if (/^00\d/.test(compact)) return compact.slice(2);
  if (/^0\d/.test(compact) && !value.trim().startsWith('+')) return callingCode + compact.replace(/^0+/, '');
  return compact;
}

/**
 * A national number as it is typed, without its trunk 0: "069 123 456" → "69 123 456", "(069) 123" → "(69) 123",
 * so the field shows the number that is stored after the calling code. A number typed with "+" or "00"
 * (international) and a lone "0" (the next digit may make it "00") are left as typed.
 */
export function withoutTrunkZero(typed: string): string {
  if (/^\s*\+/.test(typed)) return typed;
  return typed.replace(/^([\s(]*)0(?=[\s().\-']*[1-9])/, '$1');
}

/** A Moldovan national number grouped as Moldovans write it: "69123456" → "69 123 456"; anything else is null. */
export function groupMoldovan(national: string): string | null {
  const md = /^(\d{2})(\d{3})(\d{3})$/.exec(national);
  return md ? `${md[1]} ${md[2]} ${md[3]}` : null;
}

/**
 * A stored phone for people: "+373 69 123 456"; other countries by `international` (libphonenumber's
 * international form, which the client loads after first paint so that no first load carries its
 * metadata). A value it cannot read is shown as typed, with a "+" when it is all digits long enough
 * to carry a country code.
 */
export function formatPhone(stored: string, international?: (e164: string) => string | undefined): string {
  const value = stored.trim();
  if (!value) return '';
  const digits = normalizePhone(value);
  if (!/^\d+$/.test(digits)) return value;
  // Moldova as Moldovans write it (docs/product.md D0): +373 69 123 456 (libphonenumber groups 691 23 456).
  const md = digits.startsWith('373') ? groupMoldovan(digits.slice(3)) : null;
  if (md) return `+373 ${md}`;
  const formatted = international?.(`+${digits}`);
  if (formatted) return formatted;
  return digits.length >= 11 ? `+${digits}` : value;
}

/** A `tel:` link: "+" and the digits (docs/product.md D0). Numbers too short for a country code dial as they are. */
export function telHref(stored: string): string {
  const digits = normalizePhone(stored).replace(/\D/g, '');
  return `tel:${digits.length >= 11 ? '+' : ''}${digits}`;
}
