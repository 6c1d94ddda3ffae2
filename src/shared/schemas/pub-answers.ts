import { z } from 'zod';
import { id } from './answer-id.ts';
import { COLOR_THEMES } from '../constants.ts';
import { MENU_LANGUAGES } from '../menu-texts.ts';
import { currencyAnswer } from './currency-answer.ts';
import { venueCourierAnswer } from './courier-answers.ts';
import { dishAnswer } from './menu-answers.ts';
import { okAnswer } from './ok-answer.ts';
import { dayRangesAnswer, preorderAnswer, shippingAnswer } from './shipping-answers.ts';

/** What the server answers about a pub: the public fields, and the owner's view with the kitchen settings. */

/** A pause of one order type: false = taking orders, null = paused until resumed, a wire time = paused until then. */
const pauseState = z.union([z.literal(false), z.null(), z.string()]);

/** Pause and busy mode as they stand now; `busy_until` null while not busy or busy until taken back. */
export const kitchenStateAnswer = z.object({
  paused: z.object({ delivery: pauseState, in_place: pauseState }),
  busy_extra_minutes: z.number().int(),
  busy_until: z.string().nullable(),
});
export type KitchenState = z.output<typeof kitchenStateAnswer>;

/** The fields anyone may see on the public page. */
export const publicPubAnswer = z.object({
  id,
  company_id: id,
  name: z.string(),
  url_name: z.string(),
  address: z.string(),
  color_theme: z.enum(COLOR_THEMES),
  color: z.string(),
  wifi_password: z.string(),
  additional_info: z.string(),
  currency_id: id,
  currency: currencyAnswer,
  language_id: z.number().int(),
  /** The menu's languages, main first. */
  languages: z.array(z.enum(MENU_LANGUAGES)),
  telegram_username: z.string(),
  has_in_place_order: z.boolean(),
  bg_image_file_name: z.string(),
  lat: z.number(),
  lng: z.number(),
  timezone: z.string(),
  expired: z.boolean(),
  expiration_time_utc: z.string(),
  shipping: shippingAnswer,
  preorder: preorderAnswer,
  ...kitchenStateAnswer.shape,
  default_prep_minutes: z.number().int(),
  courier_speed_kmh: z.number(),
  preorder_days: z.number().int(),
  slot_capacity: z.object({ delivery: z.number().int().nullable(), in_place: z.number().int().nullable() }),
  work_ranges_for_week: z.array(dayRangesAnswer).readonly(),
  closed_dates: z.array(z.string()),
});

export type PublicPub = z.output<typeof publicPubAnswer>;

/** The owner's view of a pub: the public fields, the kitchen settings and its QR code's file. */
export const pubAnswer = publicPubAnswer.extend({
  alert_repeat_seconds: z.number().int(),
  ticket_width_mm: z.number().int(),
  print_on_accept: z.boolean(),
  proof_of_delivery: z.boolean(),
  ticket_warn_minutes: z.number().int(),
  ticket_late_minutes: z.number().int(),
  qr_code_file_name: z.string(),
});
export type PubAnswer = z.output<typeof pubAnswer>;

export const pubOneAnswer = okAnswer.extend({ pub: pubAnswer });
export const pubListAnswer = okAnswer.extend({ pubs: z.array(pubAnswer) });
/** A new cover image: the pub and the stored file. */
export const pubCoverAnswer = pubOneAnswer.extend({ bg_image_file_name: z.string() });

/** The one-pub read every screen of the pub area shares: the owner's view with its couriers, and every dish. */
export const pubDetailAnswer = okAnswer.extend({
  pub: pubAnswer.extend({ couriers: z.array(venueCourierAnswer) }),
  dishes: z.array(dishAnswer),
});
export type PubDetail = z.output<typeof pubDetailAnswer>;

/** Every pause or busy change answers the state it left. */
export const kitchenStateOneAnswer = okAnswer.extend(kitchenStateAnswer.shape);

/** The overview's order counters: not handled, preparing, at a courier, completed. */
const count = z.number().int();
const pubCountersAnswer = z.object({ not_handled: count, preparing: count, at_courier: count, completed: count });
export const STAT_STATUSES = pubCountersAnswer.keyof().options;
export type PubCounters = z.output<typeof pubCountersAnswer>;
export const pubStatsAnswer = okAnswer.extend({ counters: pubCountersAnswer });

/** A new pub's first-day steps, in the order the overview shows them. */
export const CHECKLIST_STEPS = ['location', 'dish', 'ordering', 'qr_printed', 'test_order'] as const;
export type ChecklistStep = (typeof CHECKLIST_STEPS)[number];
export const checklistAnswer = okAnswer.extend({
  steps: z.array(z.object({ key: z.enum(CHECKLIST_STEPS), done: z.boolean() })),
  complete: z.boolean(),
});
export type Checklist = z.output<typeof checklistAnswer>;
