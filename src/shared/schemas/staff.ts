import { z } from 'zod';
import { LENGTHS } from '../constants.ts';
import { length, notEmpty, type Validator } from '../validators.ts';
import { text } from './common.ts';

/**
 * Staff logins (docs/product.md D4): an owner names a login for one pub; people sign in with
 * `name@{url_name}` in the login form's email field.
 */
export const STAFF_NAME = /^[a-z0-9_-]{2,32}$/;
export const STAFF_NAME_INVALID = 'settings.staff.name_invalid';

export const staffName: Validator = (v) => (STAFF_NAME.test(v) ? null : STAFF_NAME_INVALID);

export function staffLogin(name: string, urlName: string): string {
  return `${name}@${urlName}`;
}

export const createStaffSchema = z.object({
  name: text([notEmpty, staffName]).transform((v) => v.trim()),
  password: text([notEmpty, length(LENGTHS.password.min, LENGTHS.password.max)]),
});
export type CreateStaff = z.input<typeof createStaffSchema>;
