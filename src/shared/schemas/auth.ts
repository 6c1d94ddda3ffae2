import { z } from 'zod';
import { LENGTHS, TARIFFS, DEFAULT_TARIFF } from '../constants.ts';
import { email, length, normalizePhone, notEmpty, phone } from '../validators.ts';
import { text } from './common.ts';

const k = (field: string, rule: string) => `admin.validation_errors.company.${field}.${rule}`;

export const companyFields = {
  name: text(
    [notEmpty, length(LENGTHS.companyName.min, LENGTHS.companyName.max)],
    {
      'errors.field_is_required': k('company_name', 'required'),
      'errors.min': k('company_name', 'min'),
      'errors.max': k('company_name', 'max'),
    },
    k('company_name', 'required'),
  ),
  email: text(
    [notEmpty, email],
    { 'errors.field_is_required': k('email', 'required'), 'errors.invalid_email': k('email', 'invalid') },
    k('email', 'required'),
  ),
  phone: text(
    [notEmpty, phone],
    { 'errors.field_is_required': k('phone', 'required'), 'errors.invalid_phone': k('phone', 'invalid') },
    k('phone', 'required'),
  ).transform((v) => normalizePhone(v)),
  password: text(
    [notEmpty, length(LENGTHS.password.min, LENGTHS.password.max)],
    {
      'errors.field_is_required': k('password', 'required'),
      'errors.min': k('password', 'min'),
      'errors.max': k('password', 'max'),
    },
    k('password', 'required'),
  ),
};
export const REPEAT_PASSWORD_MISMATCH = k('repeat_password', 'not_match');

export const companyRegistrationSchema = z
  .object({
    ...companyFields,
    tariff: z
      .string()
      .optional()
      .transform((t) => (TARIFFS.includes(t as never) ? (t as (typeof TARIFFS)[number]) : DEFAULT_TARIFF)),
    repeat_password: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.repeat_password !== undefined && v.repeat_password !== v.password) {
      ctx.addIssue({ code: 'custom', path: ['repeat_password'], message: REPEAT_PASSWORD_MISMATCH });
    }
  });
export type CompanyRegistration = z.input<typeof companyRegistrationSchema>;

export const loginSchema = z.object({
  email: text([notEmpty]).transform((v) => v.trim()),
  password: text([notEmpty]),
});

export const courierRegistrationSchema = z.object({
  full_name: text([notEmpty, length(1, 255)]),
  email: text([notEmpty, email]),
  password: text([notEmpty, length(LENGTHS.password.min, LENGTHS.password.max)]),
  phone_number: text([notEmpty, phone]).transform((v) => normalizePhone(v)),
});

export const clientRegistrationSchema = z.object({
  phone: text([notEmpty, phone]).transform((v) => normalizePhone(v)),
  password: text([notEmpty, length(LENGTHS.password.min, LENGTHS.password.max)]),
  name: z.string().max(255, { error: 'errors.max' }).optional().default(''),
});
export const clientLoginSchema = z.object({
  phone: text([notEmpty]).transform((v) => normalizePhone(v)),
  password: text([notEmpty]),
});

/** A one-time reset link's token (the URL's `token`, 43 base64url characters) and the new password. */
export const passwordResetSchema = z.object({
  token: z
    .string({ error: 'errors.validation_error' })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'errors.validation_error' }),
  password: companyFields.password,
});
