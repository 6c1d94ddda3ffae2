import { z } from 'zod';
import { PAYMENT_MODES, PAYMENT_PROVIDERS } from '../payment.ts';

const secret = z
  .string({ error: 'errors.validation_error' })
  .trim()
  .min(1, { error: 'errors.field_is_required' })
  .max(200, { error: 'errors.max' });

/**
 * `PUT …/pubs/{pubID}/payment`: the pub's online payment settings. A secret left out keeps the stored one;
 * switching on needs the client id and both secrets (given now or stored before).
 */
export const paymentSettingsSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS, { error: 'errors.validation_error' }).default('maib'),
  enabled: z.boolean({ error: 'errors.validation_error' }),
  mode: z.enum(PAYMENT_MODES, { error: 'errors.validation_error' }),
  client_id: z.string({ error: 'errors.validation_error' }).trim().max(200, { error: 'errors.max' }).default(''),
  client_secret: secret.optional(),
  signature_key: secret.optional(),
});
export type PaymentSettingsInput = z.input<typeof paymentSettingsSchema>;

/** `POST /api/client/orders/{orderID}/pay-in-person`: the guest pays in person instead of online. */
export const payInPersonSchema = z.object({
  payment_type: z.enum(['cash', 'card_offline'], { error: 'errors.validation_error' }),
});

/** An order's MIA QR code, as its answer schema names it. */
export type { MiaQrJson } from './order-answers.ts';
