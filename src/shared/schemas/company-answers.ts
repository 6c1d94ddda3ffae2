import { z } from 'zod';
import { id } from './answer-id.ts';
import { okAnswer } from './ok-answer.ts';
import { TARIFFS } from '../constants.ts';

/** `GET /api/company/`: the signed-in owner's company, its pub allowance, and the platform's contacts. */
export const companyInfoAnswer = z.object({
  id,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  tariff: z.enum(TARIFFS),
  pub_count: z.number().int(),
  /** null = unlimited (business). */
  pub_limit: z.number().int().nullable(),
});
export type CompanyInfo = z.output<typeof companyInfoAnswer>;

export const companyOneAnswer = okAnswer.extend({
  company: companyInfoAnswer,
  contacts: z.object({ support_email: z.string(), support_phone: z.string(), payment_contact: z.string() }),
});
