import { z } from 'zod';
import { okAnswer } from './ok-answer.ts';

/** A pub's Telegram alerts as the owner's settings show them; `configured` is false while the server has no bot. */
export const telegramStateAnswer = okAnswer.extend({
  configured: z.boolean(),
  linked: z.boolean(),
  chat_title: z.string(),
  language: z.string(),
  not_accepted_minutes: z.number().int(),
  /** '' while the server has no bot. */
  bot_username: z.string(),
});
export type TelegramState = z.output<typeof telegramStateAnswer>;

/** A new one-time code the owner sends to the bot to link a chat. */
export const telegramLinkAnswer = okAnswer.extend({ code: z.string() });
export type TelegramLinkCode = z.output<typeof telegramLinkAnswer>;
