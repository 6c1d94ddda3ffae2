import { groupMoldovan, normalizePhone, withoutTrunkZero } from '#shared/phone.ts';
import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  AsYouType,
  Metadata,
  type CountryCode,
} from 'libphonenumber-js/min';

/**
 * The international phone input's rules (docs/product.md S2 "preset to Moldova", D0): the value on the
 * wire is digits only, country code first, no "+" (37369123456), so the phone validator of docs/product.md S5 holds.
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
export function splitDigits(
  value: string,
  fallback: CountryCode = DEFAULT_COUNTRY,
): { country: CountryCode; national: string } {
  if (!value) return { country: fallback, national: '' };
  const parsed = parsePhoneNumberFromString(`+${value.replace(/\D/g, '')}`);
  if (!parsed) return { country: fallback, national: value };
  return { country: parsed.country ?? fallback, national: parsed.nationalNumber };
}

/** Whether the country's national numbers start with a trunk 0 that the international form drops. */
function hasTrunkZero(country: CountryCode): boolean {
  const metadata = new Metadata();
  metadata.selectNumberingPlan(country);
  // The metadata has it; the package's typings do not declare the method.
  const plan = metadata.numberingPlan as unknown as { nationalPrefix(): string | undefined } | undefined;
  return plan?.nationalPrefix() === '0';
}

/**
 * The number field's text after a keystroke or autofill: a national number loses its trunk 0 at once ("069 123 456"
 * shows as "69 123 456"), so the field shows what is stored after the country code. A whole number whose national
 * form keeps its leading 0 (Italy's) is left as typed.
 */
export function asTyped(country: CountryCode, typed: string): string {
  if (!hasTrunkZero(country)) return typed;
  const whole = parsePhoneNumberFromString(typed, country);
  if (whole?.isValid() && whole.nationalNumber.startsWith('0')) return typed;
  return withoutTrunkZero(typed);
}

/**
 * The number field's text once the person leaves it: what will be stored, grouped as people write it in that
 * country — the national number when it has the selected country's code ("+373 69 123 456" → "69 123 456"),
 * else the international form.
 */
export function formatAsTyped(country: CountryCode, typed: string): string {
  const digits = phoneDigits(country, typed);
  const code = callingCode(country);
  if (!/^\d+$/.test(digits)) return typed;
  if (digits.startsWith(code)) {
    const national = digits.slice(code.length);
    return (country === 'MD' ? groupMoldovan(national) : null) ?? new AsYouType(country).input(national);
  }
  return new AsYouType().input(`+${digits}`);
}
