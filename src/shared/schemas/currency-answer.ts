import { z } from 'zod';
import { id } from './answer-id.ts';
import type { CURRENCIES } from '../constants.ts';

/** A currency as answers carry it: a pub's, and an order's (the pub's when it was placed). */
export const currencyAnswer = z.object({ id, code: z.string(), symbol: z.string() }) satisfies z.ZodType<
  (typeof CURRENCIES)[number]
>;
