import { z } from 'zod';
import { id } from './answer-id.ts';

/** `GET …/pubs/{pubID}/reports`: an owner's report — the sums per local day, the top dishes, completed orders by payment and type. */
export const reportDayAnswer = z.object({
  date: z.string(),
  orders: z.number().int(),
  completed: z.number().int(),
  canceled: z.number().int(),
  revenue: z.number(),
  avg_prep_minutes: z.number(),
});
export type ReportDay = z.output<typeof reportDayAnswer>;

/** Completed orders of one payment type or order type: how many, and the venue's takings from them. */
export const reportMoneyAnswer = z.object({ count: z.number().int(), revenue: z.number() });
export type ReportMoney = z.output<typeof reportMoneyAnswer>;

export const reportBody = z.object({
  days: z.array(reportDayAnswer),
  top_dishes: z.array(z.object({ dish_id: id, name: z.string(), count: z.number().int(), revenue: z.number() })),
  by_payment: z.record(z.string(), reportMoneyAnswer),
  by_type: z.record(z.string(), reportMoneyAnswer),
});
export type Report = z.output<typeof reportBody>;

export const reportAnswer = reportBody.extend({ ok: z.literal(true) });
