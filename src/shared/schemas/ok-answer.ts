import { z } from 'zod';

/** The answer of a call that has nothing to say but that it worked (a delete, a mark); other answers extend it. */
export const okAnswer = z.object({ ok: z.literal(true) });
