import { z } from 'zod';
import { id } from './answer-id.ts';
import { okAnswer } from './ok-answer.ts';
import { GENDERS } from '../constants.ts';

/** What the server answers about couriers: the courier's own profile, what a venue sees, venues and earnings. */

/** A courier's own profile; `birth_date` is `0001-01-01` while unset. */
export const ownCourierAnswer = z.object({
  id,
  full_name: z.string(),
  phone_number: z.string(),
  birth_date: z.string(),
  gender: z.enum(GENDERS),
  location: z.string(),
  telegram_username: z.string(),
  image_file_name: z.string(),
  /** The on-shift switch. */
  on_shift: z.boolean(),
  balance: z.number(),
});
export type CourierProfile = z.output<typeof ownCourierAnswer>;

/** What a venue may know of a courier it works with: no balance, no birth date. */
export const venueCourierAnswer = ownCourierAnswer.pick({
  id: true,
  full_name: true,
  phone_number: true,
  telegram_username: true,
  image_file_name: true,
  on_shift: true,
});
export type VenueCourier = z.output<typeof venueCourierAnswer>;

/** A venue that added the courier. */
export const courierVenueAnswer = z.object({
  id,
  name: z.string(),
  url_name: z.string(),
  address: z.string(),
  company_name: z.string(),
  added_time: z.string(),
});
export type CourierVenue = z.output<typeof courierVenueAnswer>;

/** The earnings ledger over `from`..`to` (the courier's local dates), newest first, with a line per day. */
export const ledgerAnswer = okAnswer.extend({
  balance: z.number(),
  from: z.string(),
  to: z.string(),
  entries: z.array(
    z.object({
      id,
      time: z.string(),
      kind: z.string(),
      amount: z.number(),
      order_id: id,
      note: z.string(),
    }),
  ),
  days: z.array(
    z.object({
      date: z.string(),
      deliveries: z.number().int(),
      reward: z.number(),
      debit: z.number(),
      net: z.number(),
    }),
  ),
});
export type CourierLedger = Omit<z.output<typeof ledgerAnswer>, 'ok'>;
export type LedgerEntry = CourierLedger['entries'][number];
export type LedgerDay = CourierLedger['days'][number];

/** Answers of the courier profile routes. */
export const ownCourierOneAnswer = okAnswer.extend({ courier: ownCourierAnswer });
/** A courier reads its own profile; a venue that works with it, the venue's view. */
export const courierOneAnswer = okAnswer.extend({
  courier: z.union([ownCourierAnswer, venueCourierAnswer]),
});
export const courierPhotoAnswer = ownCourierOneAnswer.extend({ image_file_name: z.string() });
export const courierShiftAnswer = okAnswer.extend({ on_shift: z.boolean() });
export const courierVenuesAnswer = okAnswer.extend({ pubs: z.array(courierVenueAnswer) });

/** The couriers a pub works with, as the venue sees them; adding one also names it. */
export const pubCouriersAnswer = okAnswer.extend({ couriers: z.array(venueCourierAnswer) });
export const pubCourierAddedAnswer = pubCouriersAnswer.extend({ courier: venueCourierAnswer });
