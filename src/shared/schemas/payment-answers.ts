import { z } from 'zod';
import { okAnswer } from './ok-answer.ts';
import { PAYMENT_MODES, PAYMENT_PROVIDERS } from '../payment.ts';

/** `GET …/pubs/{pubID}/payment`: the pub's online payment settings without their secrets. */
export const paymentSettingsAnswer = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  enabled: z.boolean(),
  mode: z.enum(PAYMENT_MODES),
  client_id: z.string(),
  has_client_secret: z.boolean(),
  has_signature_key: z.boolean(),
});
export type PaymentSettingsJson = z.output<typeof paymentSettingsAnswer>;

export const paymentSettingsOneAnswer = okAnswer.extend({ payment: paymentSettingsAnswer });

/** A sandbox test checkout: the provider's page to try the credentials on. */
export const paymentTestAnswer = okAnswer.extend({ url: z.string() });

/** The guest's checkout opened again: the provider's page and when it lapses (ISO 8601). */
export const checkoutAgainAnswer = okAnswer.extend({
  payment: z.object({ url: z.string(), expires_at: z.string() }),
});
