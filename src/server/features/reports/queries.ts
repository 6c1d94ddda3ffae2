import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PAYMENT_TYPES, ORDER_TYPES } from '#shared/constants.ts';
import { addDays } from '#shared/time.ts';
import { toLei } from '#shared/money.ts';
import { daysBetween, type ReportRange } from '#shared/schemas/reports.ts';

type Db = FastifyInstance['db'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ReportDay { date: string; orders: number; completed: number; canceled: number; revenue: number; avg_prep_minutes: number }
export interface Report {
  days: ReportDay[];
  top_dishes: { dish_id: number; name: string; count: number; revenue: number }[];
  by_payment: Record<string, { count: number; revenue: number }>;
  by_type: Record<string, { count: number; revenue: number }>;
}

export const TOP_DISHES = 10;

/**
 * The orders of one pub created within [from, to] in the pub's local days (docs/product.md D15), read through
 * the (pub_id, created_at) index: the local bounds are turned into UTC instants before the scan.
 * Revenue per order = dishes without commission (round(sum / 1.1) for orders that carried it), in bani.
 * Preparation = from the first `preparing` to the first `at_courier`/`completed` (status history), when that is later.
 */
function pubOrders(pubId: number, timeZone: string, range: ReportRange) {
  const end = addDays(range.to, 1);
  return sql`
    select o.id, o.status, o.order_type, o.payment_type, o.commission_applied,
           to_char((o.created_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as day
    from orders o
    where o.pub_id = ${pubId}
      and o.created_at >= (${range.from}::timestamp at time zone ${timeZone})
      and o.created_at < (${end}::timestamp at time zone ${timeZone})`;
}

const REVENUE_BANI = sql`(case when r.commission_applied then (r.dishes_bani * 20 + 11) / 22 else r.dishes_bani end)`;

export async function pubReport(db: Db, pubId: number, timeZone: string, range: ReportRange): Promise<Report> {
  // A year of a busy pub groups a few hundred thousand order lines: enough memory to hash them without spilling.
  const { grouped, top } = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    return { grouped: await groupedRows(tx, pubId, timeZone, range), top: await topDishes(tx, pubId, timeZone, range) };
  });
  return assemble(range, grouped.rows, top.rows);
}

function groupedRows(db: Tx, pubId: number, timeZone: string, range: ReportRange) {
  return db.execute<{
    day: string; status: string; order_type: string; payment_type: string; n: string; revenue_bani: string; prep_seconds: string | null; prepped: string;
  }>(sql`
    with o as (${pubOrders(pubId, timeZone, range)}),
    d as (
      select d.order_id, sum(d.count * round(d.dish_price * 100)::bigint)::bigint as bani
      from order_dishes d join o on o.id = d.order_id where o.status = 'completed' group by d.order_id),
    h as (
      select h.order_id, min(h.at) filter (where h.status = 'preparing') as started,
        min(h.at) filter (where h.status in ('at_courier', 'completed')) as done
      from order_status_history h join o on o.id = h.order_id where o.status = 'completed' group by h.order_id),
    r as (
      select o.*, coalesce(d.bani, 0) as dishes_bani,
        case when h.done > h.started then extract(epoch from h.done - h.started) end as prep_seconds
      from o left join d on d.order_id = o.id left join h on h.order_id = o.id)
    select r.day, r.status, r.order_type, r.payment_type, count(*)::bigint as n,
      coalesce(sum(${REVENUE_BANI}), 0)::bigint as revenue_bani,
      sum(r.prep_seconds) as prep_seconds, count(r.prep_seconds)::bigint as prepped
    from r group by 1, 2, 3, 4`);
}

type GroupedRow = Awaited<ReturnType<typeof groupedRows>>['rows'][number];
type TopRow = Awaited<ReturnType<typeof topDishes>>['rows'][number];

function assemble(range: ReportRange, grouped: GroupedRow[], top: TopRow[]): Report {

  const span = daysBetween(range.from, range.to);
  const days = new Map<string, DayAcc>();
  for (let i = 0; i <= span; i++) {
    const date = addDays(range.from, i);
    days.set(date, { date, orders: 0, completed: 0, canceled: 0, revenue: 0, avg_prep_minutes: 0, prepSeconds: 0, prepped: 0, revenueBani: 0 });
  }
  const byPayment = Object.fromEntries(PAYMENT_TYPES.map((k) => [k, { count: 0, bani: 0 }])) as MoneyAcc;
  const byType = Object.fromEntries(ORDER_TYPES.map((k) => [k, { count: 0, bani: 0 }])) as MoneyAcc;
  for (const row of grouped) {
    const day = days.get(row.day);
    if (!day) continue;
    const n = Number(row.n);
    day.orders += n;
    if (row.status === 'canceled') day.canceled += n;
    if (row.status !== 'completed') continue;
    const bani = Number(row.revenue_bani);
    day.completed += n;
    day.revenueBani += bani;
    day.prepSeconds += Number(row.prep_seconds ?? 0);
    day.prepped += Number(row.prepped);
    (byPayment[row.payment_type] ??= { count: 0, bani: 0 }).count += n;
    byPayment[row.payment_type].bani += bani;
    (byType[row.order_type] ??= { count: 0, bani: 0 }).count += n;
    byType[row.order_type].bani += bani;
  }

  return finish(days, byPayment, byType, top);
}

function topDishes(db: Tx, pubId: number, timeZone: string, range: ReportRange) {
  return db.execute<{ dish_id: number; name: string; count: string; revenue_bani: string }>(sql`
    select d.dish_id, (array_agg(d.name order by o.id desc))[1] as name, sum(d.count)::bigint as count,
      sum(case when o.commission_applied then (d.count * round(d.dish_price * 100)::bigint * 20 + 11) / 22 else d.count * round(d.dish_price * 100)::bigint end)::bigint as revenue_bani
    from (${pubOrders(pubId, timeZone, range)}) o
    join order_dishes d on d.order_id = o.id
    where o.status = 'completed'
    group by d.dish_id
    order by count desc, revenue_bani desc, d.dish_id
    limit ${TOP_DISHES}`);
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
    top_dishes: top.map((r) => ({ dish_id: Number(r.dish_id), name: r.name, count: Number(r.count), revenue: toLei(Number(r.revenue_bani)) })),
    by_payment: money(byPayment),
    by_type: money(byType),
  };
}

const CSV_HEADER = 'date,orders,completed,canceled,revenue,avg_prep_minutes';
/** The days as CSV (docs/product.md D15): UTF-8 with a BOM so spreadsheet programs read the file as UTF-8; CRLF lines. */
export function reportCsv(days: readonly ReportDay[]): Buffer {
  const lines = [CSV_HEADER, ...days.map((d) => [d.date, d.orders, d.completed, d.canceled, d.revenue.toFixed(2), d.avg_prep_minutes].join(','))];
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')]);
}
