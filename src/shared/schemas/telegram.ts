import { z } from 'zod';

/** How long a link code works (docs/product.md D15): the server refuses it after, the settings stop waiting for it. */
export const LINK_CODE_MINUTES = 10;
/** `POST …/telegram/link` body: the owner's language for the alerts (ru or ro). */
export const telegramLinkSchema = z.object({
  language: z.enum(['ru', 'ro'], { error: 'errors.validation_error' }).default('ro'),
});
/** Longest "not accepted within N minutes" delay; 0 turns that alert off. */
export const NOT_ACCEPTED_MAX_MINUTES = 120;
export const telegramSettingsSchema = z.object({
  not_accepted_minutes: z
    .number({ error: 'errors.field_must_be_number' })
    .int({ error: 'errors.field_must_be_number' })
    .min(0, { error: 'errors.min' })
    .max(NOT_ACCEPTED_MAX_MINUTES, { error: 'errors.max' }),
});
