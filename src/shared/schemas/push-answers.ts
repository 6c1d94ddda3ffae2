import { z } from 'zod';
import { okAnswer } from './ok-answer.ts';

/** `GET /api/push/key`: the server's public VAPID key; '' while Web Push is not set up. */
export const pushKeyAnswer = okAnswer.extend({ public_key: z.string() });
export type PushKey = z.output<typeof pushKeyAnswer>;
