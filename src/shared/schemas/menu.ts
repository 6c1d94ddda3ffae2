import { z } from 'zod';
import { CATEGORY_TYPES, DEFAULT_CATEGORY_TYPE, DEFAULT_TEXT_COLOR } from '../constants.ts';
import { money, optionalText } from './common.ts';
import { notEmpty } from '../validators.ts';

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

export const menuSchema = z.object({ name, visible, place: placeField.optional() });
export const createMenuSchema = menuSchema.extend({ place: placeField });

const categoryTypes = z
  .array(z.enum(CATEGORY_TYPES, { error: 'errors.validation_error' }), { error: 'errors.validation_error' })
  .max(CATEGORY_TYPES.length * 2, { error: 'errors.max' })
  .optional()
  .transform((list) => (list && list.length ? [...new Set(list)] : [DEFAULT_CATEGORY_TYPE]));

export const categorySchema = z.object({ name, visible, text_color: textColor, category_types: categoryTypes, place: placeField.optional() });
export const createCategorySchema = categorySchema.extend({ place: placeField });

const dishShape = {
  name,
  price: money,
  sale_price: money.optional().default(0),
  ingredients: optionalText(5000),
  visible,
  text_color: textColor,
};
const saleBelowPrice = (dish: { price: number; sale_price: number }, ctx: z.RefinementCtx) => {
  const key = salePriceError(dish.price, dish.sale_price);
  if (key) ctx.addIssue({ code: 'custom', path: ['sale_price'], message: key });
};
export const dishSchema = z.object({ ...dishShape, place: placeField.optional() }).superRefine(saleBelowPrice);
export const createDishSchema = z.object({ ...dishShape, place: placeField }).superRefine(saleBelowPrice);

export type MenuInput = z.input<typeof createMenuSchema>;
export type CategoryInput = z.input<typeof createCategorySchema>;
export type DishInput = z.input<typeof createDishSchema>;

export interface Menu { id: number; pub_id: number; name: string; visible: boolean; place: number }
export interface Category {
  id: number;
  menu_id: number;
  pub_id: number;
  name: string;
  visible: boolean;
  place: number;
  text_color: string;
  category_types: string[];
  image_file_name: string;
}
export interface Dish {
  id: number;
  category_id: number;
  pub_id: number;
  name: string;
  price: number;
  sale_price: number;
  ingredients: string;
  place: number;
  visible: boolean;
  text_color: string;
  image_file_name: string;
}
