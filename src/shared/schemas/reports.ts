import { z } from 'zod';
import { dateParam, isDateParam } from './date-param.ts';

/** Longest report range (docs/product.md D15): `to − from` at most 366 days. */
export const REPORT_MAX_DAYS = 366;

/** Days from `from` to `to` ("YYYY-MM-DD"), negative when `from` is later. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`, the pub's local dates; `from` after `to` or over 366 days → `to`. */
export const reportRangeSchema = z.object({ from: dateParam, to: dateParam }).superRefine((r, ctx) => {
  if (!isDateParam(r.from) || !isDateParam(r.to)) return; // already named by the field's own rule
  const span = daysBetween(r.from, r.to);
  if (span < 0 || span > REPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'errors.validation_error' });
});
export type ReportRange = z.infer<typeof reportRangeSchema>;

/** `…/reports.xlsx` also takes `?lang=ro|ru`, the language of its headers (the owner's screen language; ro when absent). */
export const reportLanguageSchema = z.object({ lang: z.enum(['ro', 'ru']).default('ro') });
