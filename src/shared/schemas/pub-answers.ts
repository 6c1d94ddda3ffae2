import { z } from 'zod';
import { COLOR_THEMES } from '../constants.ts';
import { MENU_LANGUAGES } from '../menu-texts.ts';

/** What the server answers about a pub: the public fields, and the owner's view with the kitchen settings. */

const hours = z.object({ start: z.number(), end: z.number() });
const dayRanges = z.object({ closed: z.boolean(), ranges: z.array(hours) });
/** A pause of one order type: false = taking orders, null = paused until resumed, a wire time = paused until then. */
const pauseState = z.union([z.literal(false), z.null(), z.string()]);

/** The fields anyone may see on the public page. */
export const publicPubAnswer = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  name: z.string(),
  url_name: z.string(),
  address: z.string(),
  color_theme: z.enum(COLOR_THEMES),
  color: z.string(),
  wifi_password: z.string(),
  additional_info: z.string(),
  currency_id: z.number().int(),
  currency: z.object({ id: z.number().int(), code: z.string(), symbol: z.string() }),
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
  shipping: z.object({
    available: z.boolean(),
    shipping_time_from: z.number(),
    shipping_time_to: z.number(),
    shipping_work_start: z.number(),
    shipping_work_end: z.number(),
    shipping_work_hours_for_week: z.array(hours),
    shipping_prices: z.record(z.string(), z.number()),
    shipping_free_delivery_prices: z.record(z.string(), z.number()),
    delivery_type: z.string(),
    add_commission_to_dish_prices: z.boolean(),
    shapes: z.array(
      z.object({
        shape_id: z.string(),
        color: z.string(),
        vertices: z.array(z.object({ lat: z.number(), lng: z.number() })),
      }),
    ),
    work_ranges_for_week: z.array(dayRanges).readonly(),
    closed_dates: z.array(z.string()),
  }),
  preorder: z.object({ card_preorder: z.boolean(), cash_preorder: z.boolean(), online_preorder: z.boolean() }),
  paused: z.object({ delivery: pauseState, in_place: pauseState }),
  busy_extra_minutes: z.number().int(),
  busy_until: z.string().nullable(),
  default_prep_minutes: z.number().int(),
  courier_speed_kmh: z.number(),
  preorder_days: z.number().int(),
  slot_capacity: z.object({ delivery: z.number().int().nullable(), in_place: z.number().int().nullable() }),
  work_ranges_for_week: z.array(dayRanges).readonly(),
  closed_dates: z.array(z.string()),
});

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

export const pubOneAnswer = z.object({ ok: z.literal(true), pub: pubAnswer });
export const pubListAnswer = z.object({ ok: z.literal(true), pubs: z.array(pubAnswer) });
