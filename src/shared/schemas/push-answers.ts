import { z } from 'zod';

/** `GET /api/push/key`: the server's public VAPID key; '' while Web Push is not set up. */
export const pushKeyAnswer = z.object({ ok: z.literal(true), public_key: z.string() });
export type PushKey = z.output<typeof pushKeyAnswer>;
