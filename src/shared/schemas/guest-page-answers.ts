import { z } from 'zod';
import { ALLERGENS, PORTION_UNITS } from '../constants.ts';
import { MENU_LANGUAGES } from '../menu-texts.ts';
import { publicPubAnswer } from './pub-answers.ts';

/** What the server answers the guest page besides orders: the pub and its menu, preorder payments, a day's slots. */

/** `GET /api/client/pub/{pubID}/preorder`: which payments a guest may choose for an order placed ahead. */
export const preorderAnswer = z.object({
  ok: z.literal(true),
  card_preorder: z.boolean(),
  cash_preorder: z.boolean(),
  online_preorder: z.boolean(),
});

/** A slot's start (UTC wire string) and the places left (null: unlimited; a full slot has 0). */
export const slotAnswer = z.object({ start: z.string(), free: z.number().int().nullable() });
export type Slot = z.output<typeof slotAnswer>;
export const slotsAnswer = z.object({ ok: z.literal(true), slots: z.array(slotAnswer) });

/** A name and description per menu language (only the texts written); the main language's is always there. */
const translations = z.partialRecord(
  z.enum(MENU_LANGUAGES),
  z.object({ name: z.string().optional(), ingredients: z.string().optional() }),
);

/** The guest page's menus, categories and dishes: flat lists with parent ids, hidden ones included and marked. */
export const guestMenuAnswer = z.object({
  id: z.number().int(),
  pub_id: z.number().int(),
  name: z.string(),
  visible: z.boolean(),
  place: z.number().int(),
  translations,
});
export type GuestMenu = z.output<typeof guestMenuAnswer>;

export const guestCategoryAnswer = z.object({
  id: z.number().int(),
  menu_id: z.number().int(),
  pub_id: z.number().int(),
  name: z.string(),
  visible: z.boolean(),
  place: z.number().int(),
  text_color: z.string(),
  category_types: z.array(z.string()),
  image_file_name: z.string(),
  translations,
});
export type GuestCategory = z.output<typeof guestCategoryAnswer>;

/** An option of a modifier group; a stopped one is `available: false` until `unavailable_until` (null: until lifted). */
export const guestOptionAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  price_delta: z.number(),
  available: z.boolean(),
  unavailable_until: z.string().nullable(),
  translations,
});
export const guestGroupAnswer = z.object({
  id: z.number().int(),
  pub_id: z.number().int(),
  name: z.string(),
  min_select: z.number().int(),
  max_select: z.number().int(),
  options: z.array(guestOptionAnswer),
  translations,
});
export type GuestModifierGroup = z.output<typeof guestGroupAnswer>;

/** A dish with the menu model's fields: effective availability, whether it is served now, and its groups. */
export const guestDishAnswer = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  pub_id: z.number().int(),
  name: z.string(),
  price: z.number(),
  sale_price: z.number(),
  ingredients: z.string(),
  place: z.number().int(),
  visible: z.boolean(),
  text_color: z.string(),
  image_file_name: z.string(),
  available: z.boolean(),
  unavailable_until: z.string().nullable(),
  is_hit: z.boolean(),
  availability_start: z.number().int(),
  availability_end: z.number().int(),
  is_available_now: z.boolean(),
  portion: z.number().nullable(),
  portion_unit: z.enum(PORTION_UNITS),
  allergens: z.array(z.enum(ALLERGENS)),
  modifier_group_ids: z.array(z.number().int()),
  modifier_groups: z.array(guestGroupAnswer),
  translations,
});
export type GuestDish = z.output<typeof guestDishAnswer>;

/**
 * `GET /api/client/pub/{url_name}/`: the public pub and its whole menu, names in `lang` (the main language's where
 * `lang` has none) and every language's texts in `translations`. Built once, cached and sent as text with an ETag.
 */
export const guestPubPageAnswer = z.object({
  ok: z.literal(true),
  lang: z.enum(MENU_LANGUAGES),
  pub: publicPubAnswer,
  menus: z.array(guestMenuAnswer),
  categories: z.array(guestCategoryAnswer),
  dishes: z.array(guestDishAnswer),
});
export type GuestPubPage = z.output<typeof guestPubPageAnswer>;
