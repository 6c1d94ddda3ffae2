import { z } from 'zod';

/** Languages a push can be written in: the staff and courier screens speak ru/ro, the guest page also en. */
export const PUSH_LANGUAGES = ['ru', 'ro', 'en'] as const;
export type PushLanguage = (typeof PUSH_LANGUAGES)[number];

/** Longest endpoint URL accepted (push services use a few hundred characters). */
export const PUSH_ENDPOINT_MAX = 1024;

const invalid = { error: 'errors.validation_error' } as const;
const base64url = (min: number, max: number) =>
  z
    .string(invalid)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, invalid)
    .min(min, invalid)
    .max(max, invalid);

/**
 * A browser's `PushSubscription.toJSON()` plus the language its notifications are written in. `p256dh` is
 * the 65-byte uncompressed P-256 key (87 base64url characters), `auth` the 16-byte secret (22).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string(invalid).min(1, invalid).max(PUSH_ENDPOINT_MAX, invalid),
  keys: z.object({ p256dh: base64url(86, 90), auth: base64url(22, 24) }, invalid),
  lang: z.enum(PUSH_LANGUAGES, invalid),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

/** Owners and staff subscribe for one pub's kitchen. */
export const kitchenPushSubscriptionSchema = pushSubscriptionSchema.extend({
  pub_id: z.number(invalid).int(invalid).positive(invalid).optional(),
});

export const pushUnsubscribeSchema = z.object({
  endpoint: z.string(invalid).min(1, invalid).max(PUSH_ENDPOINT_MAX, invalid),
});
