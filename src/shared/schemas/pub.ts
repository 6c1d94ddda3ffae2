import { z } from 'zod';
import {
  COLOR_THEMES,
  CURRENCIES,
  DEFAULT_CURRENCY_ID,
  DEFAULT_LANGUAGE_ID,
  LENGTHS,
  PUB_LANGUAGES,
} from '../constants.ts';
import { length, notEmpty, urlName } from '../validators.ts';
import { optionalText, text } from './common.ts';
import { isMenuLang, type MenuLang } from '../menu-texts.ts';

const k = (field: string, rule: string) => `admin.validation_errors.pub.${field}.${rule}`;

export const pubNameField = text(
  [notEmpty, length(LENGTHS.pubName.min, LENGTHS.pubName.max)],
  {
    'errors.field_is_required': k('name', 'required'),
    'errors.min': k('name', 'min'),
    'errors.max': k('name', 'max'),
  },
  k('name', 'required'),
);
export const pubUrlNameField = text(
  [notEmpty, length(LENGTHS.urlName.min, LENGTHS.urlName.max), urlName],
  {
    'errors.field_is_required': k('url_name', 'required'),
    'errors.min': k('url_name', 'min'),
    'errors.max': k('url_name', 'max'),
    'errors.invalid_url_name': k('url_name', 'invalid_url_name'),
  },
  k('url_name', 'required'),
);

const currencyId = z
  .number({ error: 'errors.field_must_be_number' })
  .int()
  .refine((id) => CURRENCIES.some((c) => c.id === id), { error: 'errors.validation_error' });
const languageId = z
  .number({ error: 'errors.field_must_be_number' })
  .int()
  .refine((id) => id in PUB_LANGUAGES, { error: 'errors.validation_error' });

export const createPubSchema = z.object({
  name: pubNameField,
  url_name: pubUrlNameField,
  currency_id: currencyId.optional().default(DEFAULT_CURRENCY_ID),
  language_id: languageId.optional().default(DEFAULT_LANGUAGE_ID),
});

export const updatePubSchema = z.object({
  name: pubNameField,
  color_theme: z.enum(COLOR_THEMES, { error: 'errors.validation_error' }).optional().default('light'),
  color: optionalText(64),
  wifi_password: optionalText(255),
  address: optionalText(500),
  additional_info: optionalText(5000),
  currency_id: currencyId.optional().default(DEFAULT_CURRENCY_ID),
  language_id: languageId.optional().default(DEFAULT_LANGUAGE_ID),
  telegram_username: optionalText(255).transform((v) => v.replace(/^@/, '')),
  has_in_place_order: z.boolean({ error: 'errors.validation_error' }).optional().default(false),
  // The menu's languages in order, first = main (docs/product.md D18); absent = as they are, main from language_id.
  // Any fault (an unknown code, a repeat, none at all) is named on `languages` itself.
  languages: z
    .array(z.unknown(), { error: 'errors.validation_error' })
    .refine((list) => list.length > 0 && list.every(isMenuLang) && new Set(list).size === list.length, {
      error: 'errors.validation_error',
    })
    .transform((list) => list as MenuLang[])
    .optional(),
});
export type UpdatePub = z.input<typeof updatePubSchema>;
