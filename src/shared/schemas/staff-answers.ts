import { z } from 'zod';
import { okAnswer } from './ok-answer.ts';

/** What the server answers about a pub's staff logins. */
export const staffLoginAnswer = z.object({ id: z.number().int(), login: z.string(), created_time: z.string() });
export type StaffLogin = z.output<typeof staffLoginAnswer>;

/** A new staff login names its id and the login made from the name. */
export const staffCreatedAnswer = okAnswer.extend({
  staff: staffLoginAnswer.pick({ id: true, login: true }),
});
export type StaffCreated = z.output<typeof staffCreatedAnswer>;
export const staffListAnswer = okAnswer.extend({ staff: z.array(staffLoginAnswer) });
