import { queryOptions } from '@tanstack/react-query';
import { addDays, localDate } from '#shared/time.ts';
import type { Report, ReportDay, ReportMoney } from '#shared/schemas/report-answers.ts';
import { api } from '../../lib/api-client.ts';
import { getSession } from '../../lib/session.ts';

/** The report as its answer schema has it; `Money`: completed orders of one payment or order type. */
export type { Report, ReportDay, ReportMoney as Money };
export interface Range {
  from: string;
  to: string;
}
export type Preset = 'today' | 'yesterday' | 'week' | 'month' | 'custom';

/** The preset's local dates in the pub's timezone (7 and 30 days end today). */
export function presetRange(preset: Exclude<Preset, 'custom'>, timeZone: string, now = new Date()): Range {
  const today = localDate(now, timeZone);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'week':
      return { from: addDays(today, -6), to: today };
    case 'month':
      return { from: addDays(today, -29), to: today };
  }
}

const path = (companyId: number, pubId: number, file: string, r: Range) =>
  `/api/company/${companyId}/pubs/${pubId}/${file}?from=${r.from}&to=${r.to}`;

export const reportQuery = (companyId: number, pubId: number, range: Range) =>
  queryOptions({
    queryKey: ['pub', pubId, 'report', range.from, range.to],
    queryFn: ({ signal }) => api.get<Report>(path(companyId, pubId, 'reports', range), { signal }),
    enabled: companyId > 0 && pubId > 0,
  });

/** Downloads the spreadsheet, headers in the given language, with the session's token (a plain link would not carry it). */
export async function downloadXlsx(
  companyId: number,
  pubId: number,
  range: Range,
  lang: string,
  fileName: string,
): Promise<void> {
  const token = getSession().token;
  const res = await fetch(`${path(companyId, pubId, 'reports.xlsx', range)}&lang=${lang === 'ru' ? 'ru' : 'ro'}`, {
    headers: token ? { accesstoken: token } : {},
    credentials: 'include',
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Totals of the range: sums, and the average preparation weighted by each day's completed orders. */
export function totalsOf(days: readonly ReportDay[]) {
  const sum = (f: (d: ReportDay) => number) => days.reduce((s, d) => s + f(d), 0);
  const weighted = days.filter((d) => d.avg_prep_minutes > 0);
  const weight = weighted.reduce((s, d) => s + d.completed, 0);
  return {
    orders: sum((d) => d.orders),
    completed: sum((d) => d.completed),
    canceled: sum((d) => d.canceled),
    revenue: Math.round(sum((d) => d.revenue) * 100) / 100,
    avgPrep:
      weight > 0
        ? Math.round((weighted.reduce((s, d) => s + d.avg_prep_minutes * d.completed, 0) / weight) * 10) / 10
        : 0,
  };
}
