import { z } from 'zod';
import { okAnswer } from './ok-answer.ts';

/** `GET /api/config`: what every screen reads at start — the map style, the public address and the contacts. */
export const publicConfigAnswer = okAnswer.extend({
  map_style_url: z.string(),
  public_url: z.string(),
  support_email: z.string(),
  support_phone: z.string(),
  payment_contact: z.string(),
});
export type PublicConfig = z.output<typeof publicConfigAnswer>;
