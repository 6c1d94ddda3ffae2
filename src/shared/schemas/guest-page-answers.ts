import { z } from 'zod';
import { okAnswer } from './ok-answer.ts';
import { ALLERGENS, PORTION_UNITS } from '../constants.ts';
import { MENU_LANGUAGES } from '../menu-texts.ts';
import { categoryAnswer, dishAnswer, menuAnswer, modifierGroupAnswer } from './menu-answers.ts';
import { publicPubAnswer } from './pub-answers.ts';

/** What the server answers the guest page besides orders: the pub and its menu, preorder payments, a day's slots. */

/** `GET /api/client/pub/{pubID}/preorder`: which payments a guest may choose for an order placed ahead. */
export const preorderAnswer = okAnswer.extend({
  card_preorder: z.boolean(),
  cash_preorder: z.boolean(),
  online_preorder: z.boolean(),
});

/** A slot's start (UTC wire string) and the places left (null: unlimited; a full slot has 0). */
export const slotAnswer = z.object({ start: z.string(), free: z.number().int().nullable() });
export type Slot = z.output<typeof slotAnswer>;
export const slotsAnswer = okAnswer.extend({ slots: z.array(slotAnswer) });

/**
 * The guest page's menus, categories and dishes are the owner's menu answers (flat lists with parent ids, hidden ones
 * included and marked); a dish's portion unit and allergens are read as the named values they are.
 */
export const guestMenuAnswer = menuAnswer;
export type GuestMenu = z.output<typeof guestMenuAnswer>;
export const guestCategoryAnswer = categoryAnswer;
export type GuestCategory = z.output<typeof guestCategoryAnswer>;
export const guestGroupAnswer = modifierGroupAnswer;
export type GuestModifierGroup = z.output<typeof guestGroupAnswer>;
export const guestDishAnswer = dishAnswer.extend({
  portion_unit: z.enum(PORTION_UNITS),
  allergens: z.array(z.enum(ALLERGENS)),
});
export type GuestDish = z.output<typeof guestDishAnswer>;

/**
 * `GET /api/client/pub/{url_name}/`: the public pub and its whole menu, names in `lang` (the main language's where
 * `lang` has none) and every language's texts in `translations`. Built once, cached and sent as text with an ETag.
 */
export const guestPubPageAnswer = okAnswer.extend({
  lang: z.enum(MENU_LANGUAGES),
  pub: publicPubAnswer,
  menus: z.array(guestMenuAnswer),
  categories: z.array(guestCategoryAnswer),
  dishes: z.array(guestDishAnswer),
});
export type GuestPubPage = z.output<typeof guestPubPageAnswer>;
