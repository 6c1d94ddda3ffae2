import { z } from 'zod';
import { DELIVERY_TYPES } from '../constants.ts';
import { okAnswer } from './ok-answer.ts';

/** What the server answers about a pub's shipping: zones, prices, hours, delivery type, pre-orders and location. */

export const hoursAnswer = z.object({ start: z.number(), end: z.number() });
/** One day of the week: closed, or open in its ranges (minutes of the day). */
export const dayRangesAnswer = z.object({ closed: z.boolean(), ranges: z.array(hoursAnswer) });

/** The shipping block: in the pub's answers, in the guest's read and in every owner's shipping call. */
export const shippingAnswer = z.object({
  available: z.boolean(),
  shipping_time_from: z.number(),
  shipping_time_to: z.number(),
  /** Monday's one range, as the first settings screen read it. */
  shipping_work_start: z.number(),
  shipping_work_end: z.number(),
  /** One range a day, Monday first. */
  shipping_work_hours_for_week: z.array(hoursAnswer),
  /** Price per zone id. */
  shipping_prices: z.record(z.string(), z.number()),
  /** Order total per zone id from which delivery is free. */
  shipping_free_delivery_prices: z.record(z.string(), z.number()),
  delivery_type: z.enum(DELIVERY_TYPES),
  add_commission_to_dish_prices: z.boolean(),
  shapes: z.array(
    z.object({
      shape_id: z.string(),
      color: z.string(),
      vertices: z.array(z.object({ lat: z.number(), lng: z.number() })),
    }),
  ),
  /** Up to two ranges a day, Monday first, and the closing days (`YYYY-MM-DD`). */
  work_ranges_for_week: z.array(dayRangesAnswer).readonly(),
  closed_dates: z.array(z.string()),
});
export type Shipping = z.output<typeof shippingAnswer>;

/** Which payment types a guest may choose when ordering ahead; `online_preorder` is the venue's online payment. */
export const preorderAnswer = z.object({
  card_preorder: z.boolean(),
  cash_preorder: z.boolean(),
  online_preorder: z.boolean(),
});
export type Preorder = z.output<typeof preorderAnswer>;

/** Answers of the shipping routes: every shipping call answers the whole block at the top level. */
export const shippingOneAnswer = okAnswer.extend(shippingAnswer.shape);
export const preorderOneAnswer = okAnswer.extend(preorderAnswer.shape);
/** The pub's location; 0, 0 while unset. */
export const geolocationAnswer = okAnswer.extend({ lat: z.number(), lng: z.number() });
