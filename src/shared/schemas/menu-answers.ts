import { z } from 'zod';
import { id } from './answer-id.ts';
import { MENU_LANGUAGES } from '../menu-texts.ts';
import { okAnswer } from './ok-answer.ts';

/**
 * What the server answers about a pub's menu: menus, categories, dishes with their modifier groups, and the stop
 * list. The server serialises its answers through these schemas and the client's types are inferred from them.
 * Times are wire strings (UTC `YYYY-MM-DD HH:MM:SS`).
 */

/** `{ro?, ru?, en?}` of `{name?, ingredients?}`: an item's texts per language. */
const translations = z.partialRecord(
  z.enum(MENU_LANGUAGES),
  z.object({ name: z.string().optional(), ingredients: z.string().optional() }),
);
/** Until when a stopped item stays stopped; null when it is not stopped or stopped until taken back. */
const stoppedUntil = z.string().nullable();

export const menuAnswer = z.object({
  id,
  pub_id: id,
  name: z.string(),
  visible: z.boolean(),
  place: z.number().int(),
  translations,
});
export type Menu = z.output<typeof menuAnswer>;

export const categoryAnswer = z.object({
  id,
  menu_id: id,
  pub_id: id,
  name: z.string(),
  visible: z.boolean(),
  place: z.number().int(),
  text_color: z.string(),
  category_types: z.array(z.string()),
  image_file_name: z.string(),
  translations,
});
export type Category = z.output<typeof categoryAnswer>;

/** An option of a modifier group; `available` is false while a stop is in force. */
export const modifierOptionAnswer = z.object({
  id,
  name: z.string(),
  price_delta: z.number(),
  available: z.boolean(),
  unavailable_until: stoppedUntil,
  translations,
});
export type ModifierOption = z.output<typeof modifierOptionAnswer>;

export const modifierGroupAnswer = z.object({
  id,
  pub_id: id,
  name: z.string(),
  min_select: z.number().int(),
  max_select: z.number().int(),
  options: z.array(modifierOptionAnswer),
  translations,
});
export type ModifierGroup = z.output<typeof modifierGroupAnswer>;

/**
 * A dish: `available` is false while a stop is in force; `is_available_now` also weighs its hours of the day in
 * the pub's time zone. `modifier_groups` are the dish's groups in its order, `modifier_group_ids` their ids.
 */
export const dishAnswer = z.object({
  id,
  category_id: id,
  pub_id: id,
  name: z.string(),
  price: z.number(),
  sale_price: z.number(),
  ingredients: z.string(),
  place: z.number().int(),
  visible: z.boolean(),
  text_color: z.string(),
  image_file_name: z.string(),
  available: z.boolean(),
  unavailable_until: stoppedUntil,
  is_hit: z.boolean(),
  availability_start: z.number().int(),
  availability_end: z.number().int(),
  is_available_now: z.boolean(),
  portion: z.number().nullable(),
  portion_unit: z.string(),
  allergens: z.array(z.string()),
  modifier_group_ids: z.array(id),
  modifier_groups: z.array(modifierGroupAnswer),
  translations,
});
export type Dish = z.output<typeof dishAnswer>;

/** Every live stop of a pub: dishes and options, each until when. */
export const stopListAnswer = z.object({
  dishes: z.array(z.object({ dish_id: id, name: z.string(), unavailable_until: stoppedUntil })),
  options: z.array(
    z.object({ option_id: id, name: z.string(), group_name: z.string(), unavailable_until: stoppedUntil }),
  ),
});
export type StopList = z.output<typeof stopListAnswer>;

/** Answers of the menu routes; a move answers the whole list in its new order, an image upload names the file. */
export const menuOneAnswer = okAnswer.extend({ menu: menuAnswer });
export const menuListAnswer = okAnswer.extend({ menus: z.array(menuAnswer) });
export const categoryOneAnswer = okAnswer.extend({ category: categoryAnswer });
export const categoryImageAnswer = categoryOneAnswer.extend({ image_file_name: z.string() });
export const categoryListAnswer = okAnswer.extend({ categories: z.array(categoryAnswer) });
export const dishOneAnswer = okAnswer.extend({ dish: dishAnswer });
export const dishImageAnswer = dishOneAnswer.extend({ image_file_name: z.string() });
export const dishListAnswer = okAnswer.extend({ dishes: z.array(dishAnswer) });
export const modifierGroupOneAnswer = okAnswer.extend({ modifier_group: modifierGroupAnswer });
export const modifierGroupListAnswer = okAnswer.extend({ modifier_groups: z.array(modifierGroupAnswer) });
/** Every stop-list call answers the whole list. */
export const stopListOneAnswer = okAnswer.extend(stopListAnswer.shape);

/** The texts spreadsheet's import: how many texts changed, and each refused row with its reason. */
export const textsImportAnswer = okAnswer.extend({
  changed: z.number().int(),
  refused: z.array(z.object({ row: z.number().int(), reason: z.string() })),
});
export type TextsImport = z.output<typeof textsImportAnswer>;
