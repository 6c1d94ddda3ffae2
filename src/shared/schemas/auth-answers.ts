import { z } from 'zod';
import { id } from './answer-id.ts';
import { okAnswer } from './ok-answer.ts';
import { ROLES } from '../constants.ts';

/** What the server answers to sign-in, sign-up and a refresh: the access token of the session and its role. */
export const sessionAnswer = okAnswer.extend({ accesstoken: z.string(), role: z.enum(ROLES) });
export type SessionAnswer = z.output<typeof sessionAnswer>;

/** A courier's sign-up also names the courier it made. */
export const courierSessionAnswer = sessionAnswer.extend({ courier_id: id });

/** A one-time password reset link the platform admin passes on to a company's owner. */
export const resetLinkAnswer = okAnswer.extend({
  reset_url: z.string(),
  expiration_time_utc: z.string(),
});
export type ResetLink = z.output<typeof resetLinkAnswer>;
