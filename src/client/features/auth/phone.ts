import { normalizePhone } from '#shared/phone.ts';
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, AsYouType, type CountryCode } from 'libphonenumber-js/min';

/**
 * The international phone input's rules (docs/product.md S2 "preset to Moldova", D0): the value on the
 * wire is digits only, country code first, no "+" (37369123456), so the spec's phone validator holds.
 */
export const DEFAULT_COUNTRY: CountryCode = 'MD';

export function countries(): CountryCode[] {
  return getCountries();
}

export function callingCode(country: CountryCode): string {
  return getCountryCallingCode(country);
}

/**
 * The digits to send for what the person typed in the number field. An empty field gives '' (so the
 * "required" rule applies); a number typed with its own "+code" keeps that code; a national number
 * loses its trunk prefix (Moldova's leading 0) and gains the selected country's code.
 */
export function phoneDigits(country: CountryCode, typed: string): string {
  const digits = typed.replace(/\D/g, '');
  // Letters alone stay as typed, so the phone rule reports them instead of "required".
  if (!digits) return typed.trim();
  // "+373 …", "00373 …" and "069 …" are read by the one shared normaliser (docs/product.md D0).
  const normalized = normalizePhone(typed, callingCode(country));
  if (/^\s*(\+|0)/.test(typed) && /^\d+$/.test(normalized)) return normalized;
  const international = false;
  const parsed = parsePhoneNumberFromString(international ? `+${digits}` : digits, country);
  if (parsed && (international || parsed.country === country || parsed.countryCallingCode === callingCode(country))) {
    return parsed.number.replace(/\D/g, '');
  }
  if (international) return digits;
  return callingCode(country) + digits.replace(/^0+/, '');
}

/** The country a full digits value belongs to, to show a stored value in the selector. */
export function splitDigits(value: string, fallback: CountryCode = DEFAULT_COUNTRY): { country: CountryCode; national: string } {
  if (!value) return { country: fallback, national: '' };
  const parsed = parsePhoneNumberFromString(`+${value.replace(/\D/g, '')}`);
  if (!parsed) return { country: fallback, national: value };
  return { country: parsed.country ?? fallback, national: parsed.nationalNumber };
}

/** Groups the digits as people write them in that country, while typing. */
export function formatAsTyped(country: CountryCode, typed: string): string {
  if (typed.trim().startsWith('+')) return new AsYouType().input(typed);
  return new AsYouType(country).input(typed);
}
