import { z } from 'zod';
import { ALLERGENS, CATEGORY_TYPES, DEFAULT_CATEGORY_TYPE, DEFAULT_TEXT_COLOR, PORTION_UNITS } from '../constants.ts';
import { bulkPercentError, groupLimitsError } from '../menu-rules.ts';
import { MINUTES_PER_DAY } from '../time.ts';
import { parseWireTime } from '../time.ts';
import { idField, money, optionalText } from './common.ts';
import { notEmpty } from '../validators.ts';
import { cleanText } from '../text-hygiene.ts';
import { MENU_LANGUAGES, TEXT_LIMITS, type Translations } from '../menu-texts.ts';

/**
 * Menus, categories and dishes (docs/product.md S7, S5 "Menus, categories and dishes", D6 place).
 * Names are required (blank after trim is refused: docs/product.md D6 "Inputs refused for real use",
 * decision 085). A sale price is 0 (none) or lower than the price. `place` is required and truthy on
 * create (the server clamps it into 1..n+1) and ignored on update, so editing never moves an item.
 */
export const placeField = z
  .number({ error: 'errors.field_must_be_number' })
  .int({ error: 'errors.field_must_be_number' })
  .refine((n) => n !== 0, { error: 'errors.field_is_required' })
  .transform((n) => Math.min(Math.max(n, 1), 1_000_000));

const visible = z.boolean({ error: 'errors.validation_error' }).optional().default(true);
// Any CSS colour text (hex, rgb(), names); React sets it as a style value, never as markup.
const textColor = z
  .string({ error: 'errors.validation_error' })
  .max(64, { error: 'errors.max' })
  .regex(/^[#a-zA-Z0-9(),.%\s-]*$/, { error: 'errors.validation_error' })
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : DEFAULT_TEXT_COLOR));
/** A required name: blank after trim → `errors.field_is_required` (decision 085). */
const name = z
  .string({ error: 'errors.field_is_required' })
  .max(500, { error: 'errors.max' })
  .refine((v) => notEmpty(v) === null, { error: 'errors.field_is_required' })
  .transform((v) => v.trim());

/**
 * A sale price must be 0 (no sale) or lower than the price, else a markup would show as a discount
 * (decision 086). One rule for the dish popup and the server; returns the key of the failure.
 */
export function salePriceError(price: number, salePrice: number): string | null {
  return salePrice > 0 && Number.isFinite(price) && salePrice >= price ? 'errors.sale_price_not_lower' : null;
}

/**
 * `translations: {ro?, ru?, en?}` of `{name, ingredients?}` (docs/product.md D18). An unknown language code, a
 * text over its limit or with forbidden characters → the issue names it (`translations.de`,
 * `translations.ru.name`). Whether the pub offers the language is the server's check (menu-texts.ts mergeTexts).
 */
function translationsField(fields: readonly ('name' | 'ingredients')[]) {
  const textOf = (max: number) =>
    z
      .string({ error: 'errors.validation_error' })
      .max(max, { error: 'errors.max' })
      .refine((v) => !cleanText(v), { error: 'errors.validation_error' })
      .optional();
  const item = z.strictObject(Object.fromEntries(fields.map((f) => [f, textOf(TEXT_LIMITS[f])])), {
    error: 'errors.validation_error',
  });
  return z
    .record(z.string(), z.unknown(), { error: 'errors.validation_error' })
    .superRefine((value, ctx) => {
      for (const [lang, text] of Object.entries(value)) {
        if (!(MENU_LANGUAGES as readonly string[]).includes(lang)) {
          ctx.addIssue({ code: 'custom', path: [lang], message: 'errors.validation_error' });
          continue;
        }
        const result = item.safeParse(text);
        if (!result.success)
          for (const issue of result.error.issues)
            ctx.addIssue({ code: 'custom', path: [lang, ...issue.path.map(String)], message: issue.message });
      }
    })
    .transform((value) => value as Translations)
    .optional();
}
const nameTranslations = translationsField(['name']);

export const menuSchema = z.object({ name, visible, place: placeField.optional(), translations: nameTranslations });
export const createMenuSchema = menuSchema.extend({ place: placeField });

const categoryTypes = z
  .array(z.enum(CATEGORY_TYPES, { error: 'errors.validation_error' }), { error: 'errors.validation_error' })
  .max(CATEGORY_TYPES.length * 2, { error: 'errors.max' })
  .optional()
  .transform((list) => (list && list.length ? [...new Set(list)] : [DEFAULT_CATEGORY_TYPE]));

export const categorySchema = z.object({
  name,
  visible,
  text_color: textColor,
  category_types: categoryTypes,
  place: placeField.optional(),
  translations: nameTranslations,
});
export const createCategorySchema = categorySchema.extend({ place: placeField });

const minuteOfDay = z
  .number({ error: 'errors.field_must_be_number' })
  .int({ error: 'errors.field_must_be_number' })
  .min(0, { error: 'errors.min' })
  .max(MINUTES_PER_DAY, { error: 'errors.max' });
/** Ids in the order given, repeats dropped. */
const idList = (max: number) =>
  z
    .array(idField, { error: 'errors.validation_error' })
    .max(max, { error: 'errors.max' })
    .transform((ids) => [...new Set(ids)]);
export const MAX_DISH_GROUPS = 20;
export const MAX_GROUP_OPTIONS = 50;

/**
 * The menu model's dish fields (docs/product.md D12). All optional on the wire: an older client's PUT that
 * does not send them leaves them as they are; a create without them gets the menu model's defaults (docs/product.md D12).
 */
const menuModelShape = {
  available: z.boolean({ error: 'errors.validation_error' }).optional(),
  is_hit: z.boolean({ error: 'errors.validation_error' }).optional(),
  availability_start: minuteOfDay.optional(),
  availability_end: minuteOfDay.optional(),
  portion: z
    .number({ error: 'errors.field_must_be_number' })
    .min(0, { error: 'errors.min' })
    .max(100_000, { error: 'errors.max' })
    .nullable()
    .optional(),
  portion_unit: z.enum(PORTION_UNITS, { error: 'errors.validation_error' }).optional(),
  allergens: z
    .array(z.enum(ALLERGENS, { error: 'errors.validation_error' }), { error: 'errors.validation_error' })
    .max(ALLERGENS.length * 2, { error: 'errors.max' })
    .transform((list) => [...new Set(list)])
    .optional(),
  modifier_group_ids: idList(MAX_DISH_GROUPS).optional(),
};

const dishShape = {
  name,
  price: money,
  sale_price: money.optional().default(0),
  ingredients: optionalText(5000),
  visible,
  text_color: textColor,
  translations: translationsField(['name', 'ingredients']),
  ...menuModelShape,
};
const saleBelowPrice = (dish: { price: number; sale_price: number }, ctx: z.RefinementCtx) => {
  const key = salePriceError(dish.price, dish.sale_price);
  if (key) ctx.addIssue({ code: 'custom', path: ['sale_price'], message: key });
};
export const dishSchema = z.object({ ...dishShape, place: placeField.optional() }).superRefine(saleBelowPrice);
export const createDishSchema = z.object({ ...dishShape, place: placeField }).superRefine(saleBelowPrice);

/** A group's least or most options to choose: a whole number from `least` up to MAX_GROUP_OPTIONS, `least` when absent. */
const selectCount = (least: number) =>
  z
    .number({ error: 'errors.field_must_be_number' })
    .int({ error: 'errors.field_must_be_number' })
    .min(least, { error: 'errors.min' })
    .max(MAX_GROUP_OPTIONS, { error: 'errors.max' })
    .optional()
    .default(least);

/** A modifier group with its options in order; an option with an `id` keeps it (stop list, old orders). */
const priceDelta = z
  .number({ error: 'errors.field_must_be_number' })
  .min(-1_000_000, { error: 'errors.min' })
  .max(1_000_000, { error: 'errors.max' })
  .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), { error: 'errors.field_must_be_number' });
export const modifierGroupSchema = z
  .object({
    name,
    translations: nameTranslations,
    min_select: selectCount(0),
    max_select: selectCount(1),
    options: z
      .array(
        z.object({
          id: idField.optional(),
          name,
          translations: nameTranslations,
          price_delta: priceDelta.optional().default(0),
          available: z.boolean({ error: 'errors.validation_error' }).optional().default(true),
        }),
        { error: 'errors.validation_error' },
      )
      .max(MAX_GROUP_OPTIONS, { error: 'errors.max' })
      .optional()
      .default([]),
  })
  .superRefine((g, ctx) => {
    const bad = groupLimitsError(g.min_select, g.max_select);
    if (bad)
      ctx.addIssue({
        code: 'custom',
        path: [bad],
        message: bad === 'min_select' ? 'errors.min' : 'errors.modifier_max_below_min',
      });
    else if (g.min_select > g.options.length)
      ctx.addIssue({ code: 'custom', path: ['min_select'], message: 'errors.modifier_min_above_options' });
  });
export type ModifierGroupInput = z.input<typeof modifierGroupSchema>;

/** `until` of a stop: "end_of_day", a wire time or ISO 8601 (parsed), or null (until taken back). */
export const stopListSchema = z
  .object({
    dish_id: idField.optional(),
    option_id: idField.optional(),
    until: z
      .union([z.literal('end_of_day'), z.string().max(40), z.null()], { error: 'errors.validation_error' })
      .optional()
      .default(null)
      .transform((v, ctx) => {
        if (v === null || v === 'end_of_day') return v;
        const date = parseWireTime(v);
        if (!date) {
          ctx.addIssue({ code: 'custom', message: 'errors.validation_error' });
          return z.NEVER;
        }
        return date;
      }),
  })
  .superRefine((v, ctx) => {
    if ((v.dish_id === undefined) === (v.option_id === undefined))
      ctx.addIssue({ code: 'custom', path: ['dish_id'], message: 'errors.field_is_required' });
  });
export type StopListInput = z.input<typeof stopListSchema>;

/** `{percent}` of the bulk price change: −90..+500, a number or text with a comma ("12,5"). */
export const bulkPriceSchema = z.object({
  percent: z
    .union(
      [
        z.number(),
        z
          .string()
          .max(20)
          .transform((s) => (s.trim() === '' ? Number.NaN : Number(s.trim().replace(',', '.')))),
      ],
      { error: 'errors.field_is_required' },
    )
    .superRefine((n, ctx) => {
      const key = bulkPercentError(n);
      if (key) ctx.addIssue({ code: 'custom', message: key });
    }),
});

export type MenuInput = z.input<typeof createMenuSchema>;
export type CategoryInput = z.input<typeof createCategorySchema>;
export type DishInput = z.input<typeof createDishSchema>;
