/**
 * The generic validators of docs/product.md S5. Each returns the translation key of its failure, or null.
 * Client forms and the server's schemas (./schemas) both call these: one definition of each rule.
 */

import { normalizePhone } from './phone.ts';

export type ValidationKey = string;
export type Validator = (value: string) => ValidationKey | null;

const URL_NAME = /^[a-z0-9-]+$/;
// A standard email pattern: something@something.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const notEmpty: Validator = (v) => (v.trim() === '' ? 'errors.field_is_required' : null);
export const urlName: Validator = (v) =>
  v === '' ? 'errors.field_is_required' : URL_NAME.test(v) ? null : 'errors.invalid_url_name';
export const email: Validator = (v) => (EMAIL.test(v.trim()) ? null : 'errors.invalid_email');
export const length =
  (min: number, max: number): Validator =>
  (v) =>
    v.length < min ? 'errors.min' : v.length > max ? 'errors.max' : null;
export const numeric: Validator = (v) =>
  v.trim() === '' || !Number.isFinite(Number(v)) ? 'errors.field_must_be_number' : null;

export { normalizePhone };
/** The phone rule of docs/product.md S5, on the normalised digits (docs/product.md D0: normalise, then validate). */
export const phone: Validator = (v) => {
  const digits = normalizePhone(v);
  return /^\d+$/.test(digits) && digits.length >= 7 ? null : 'errors.invalid_phone';
};

/** Runs validators in order; the first failure wins (docs/product.md S5). */
export function firstError(value: string, validators: readonly Validator[]): ValidationKey | null {
  for (const validate of validators) {
    const key = validate(value);
    if (key) return key;
  }
  return null;
}

/** Guest phones are kept as the local number: an 11-character number loses its 3-character prefix (docs/product.md D7). */
export function localPhone(v: string): string {
  const digits = normalizePhone(v);
  return digits.length === 11 ? digits.slice(3) : digits;
}
