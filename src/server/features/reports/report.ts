import { PAYMENT_TYPES, ORDER_TYPES } from '#shared/constants.ts';
import { addDays } from '#shared/time.ts';
import { toLei } from '#shared/money.ts';
import { daysBetween, type ReportRange } from '#shared/schemas/reports.ts';
import type { Report, ReportDay } from '#shared/schemas/report-answers.ts';

/** An owner's report as answered (its answer schema): the sums per local day, the top dishes, and completed orders by payment and type. */
export type { Report, ReportDay };

export const TOP_DISHES = 10;

/** A row of the range summed in SQL: a day's (`by_day`) or a payment type × order type's. */
export type GroupedRow = {
  by_day: boolean;
  day: string | null;
  payment_type: string | null;
  order_type: string | null;
  orders: string;
  completed: string;
  canceled: string;
  revenue_bani: string | null;
  prep_seconds: string | null;
  prepped: string | null;
};
export type TopRow = {
  dish_id: number;
  name: string;
  count: string;
  revenue_bani: string;
};

export function assemble(range: ReportRange, grouped: GroupedRow[], top: TopRow[]): Report {
  const span = daysBetween(range.from, range.to);
  const days = new Map<string, DayAcc>();
  for (let i = 0; i <= span; i++) {
    const date = addDays(range.from, i);
    days.set(date, {
      date,
      orders: 0,
      completed: 0,
      canceled: 0,
      revenue: 0,
      avg_prep_minutes: 0,
      prepSeconds: 0,
      prepped: 0,
      revenueBani: 0,
    });
  }
  const byPayment = Object.fromEntries(PAYMENT_TYPES.map((k) => [k, { count: 0, bani: 0 }])) as MoneyAcc;
  const byType = Object.fromEntries(ORDER_TYPES.map((k) => [k, { count: 0, bani: 0 }])) as MoneyAcc;
  for (const row of grouped) {
    const completed = Number(row.completed);
    const bani = Number(row.revenue_bani ?? 0);
    if (!row.by_day) {
      if (completed === 0) continue;
      for (const [acc, key] of [
        [byPayment, row.payment_type!],
        [byType, row.order_type!],
      ] as const) {
        (acc[key] ??= { count: 0, bani: 0 }).count += completed;
        acc[key].bani += bani;
      }
      continue;
    }
    const day = days.get(row.day!);
    if (!day) continue;
    day.orders += Number(row.orders);
    day.canceled += Number(row.canceled);
    day.completed += completed;
    day.revenueBani += bani;
    day.prepSeconds += Number(row.prep_seconds ?? 0);
    day.prepped += Number(row.prepped ?? 0);
  }

  return finish(days, byPayment, byType, top);
}

type DayAcc = ReportDay & { prepSeconds: number; prepped: number; revenueBani: number };
type MoneyAcc = Record<string, { count: number; bani: number }>;

function finish(days: Map<string, DayAcc>, byPayment: MoneyAcc, byType: MoneyAcc, top: TopRow[]): Report {
  const money = (m: MoneyAcc) =>
    Object.fromEntries(Object.entries(m).map(([k, v]) => [k, { count: v.count, revenue: toLei(v.bani) }]));
  return {
    days: [...days.values()].map(({ prepSeconds, prepped, revenueBani, ...d }) => ({
      ...d,
      revenue: toLei(revenueBani),
      avg_prep_minutes: prepped > 0 ? Math.round((prepSeconds / prepped / 60) * 10) / 10 : 0,
    })),
    top_dishes: top.map((r) => ({
      dish_id: Number(r.dish_id),
      name: r.name,
      count: Number(r.count),
      revenue: toLei(Number(r.revenue_bani)),
    })),
    by_payment: money(byPayment),
    by_type: money(byType),
  };
}

const CSV_HEADER = 'date,orders,completed,canceled,revenue,avg_prep_minutes';
/** The days as CSV (docs/product.md D15): UTF-8 with a BOM so spreadsheet programs read the file as UTF-8; CRLF lines. */
export function reportCsv(days: readonly ReportDay[]): Buffer {
  const lines = [
    CSV_HEADER,
    ...days.map((d) => [d.date, d.orders, d.completed, d.canceled, d.revenue.toFixed(2), d.avg_prep_minutes].join(',')),
  ];
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')]);
}
