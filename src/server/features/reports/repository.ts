import { sql, type SQL } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { addDays } from '#shared/time.ts';
import { venueShareSql } from '#shared/money.ts';
import type { ReportRange } from '#shared/schemas/reports.ts';
import type { Db, Tx } from '../../db/client.ts';
import { pubs } from '../../db/schema.ts';
import { assemble, TOP_DISHES, type GroupedRow, type Report, type TopRow } from './report.ts';

/** The pub's time zone and link name, which a report is computed in and its files named by. */
export async function reportPub(db: Tx, pubId: number): Promise<{ timezone: string; urlName: string }> {
  const [pub] = await db
    .select({ timezone: pubs.timezone, urlName: pubs.urlName })
    .from(pubs)
    .where(eq(pubs.id, pubId));
  return pub;
}

/** A list of "YYYY-MM-DD" days as one `date[]` parameter (the days are validated or generated, never free text). */
const dateArray = (days: readonly string[]) => sql`${`{${days.join(',')}}`}::date[]`;

/**
 * The orders of one pub created on the given local days of the pub (docs/product.md D15), read through the
 * (pub_id, created_at) index: the first and last local day are turned into UTC instants before the scan.
 */
function pubOrders(pubId: number, timeZone: string, days: readonly string[]) {
  const first = days.reduce((a, b) => (a < b ? a : b));
  const end = addDays(
    days.reduce((a, b) => (a > b ? a : b)),
    1,
  );
  return sql`
    select * from (
      select o.id, o.status, o.order_type, o.payment_type, o.commission_applied,
             (o.created_at at time zone ${timeZone})::date as day
      from orders o
      where o.pub_id = ${pubId}
        and o.created_at >= (${first}::timestamp at time zone ${timeZone})
        and o.created_at < (${end}::timestamp at time zone ${timeZone})) o
    where o.day = any(${dateArray(days)})`;
}

const REVENUE_BANI = sql.raw(venueShareSql('r.dishes_bani', 'r.commission_applied'));

/**
 * The one definition of the sums, per local day: orders by status × order type × payment type. Revenue per order =
 * dishes without commission (round(sum / 1.1) for orders that carried it), in bani. Preparation = from the first
 * `preparing` to the first `at_courier`/`completed` (status history), when that is later.
 */
function dayOrderRows(pubId: number, timeZone: string, days: readonly string[]) {
  return sql`
    with o as (${pubOrders(pubId, timeZone, days)}),
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
    select r.day, r.status, r.order_type, r.payment_type, count(*)::integer as n,
      coalesce(sum(${REVENUE_BANI}), 0)::bigint as revenue_bani,
      coalesce(sum(r.prep_seconds), 0) as prep_seconds, count(r.prep_seconds)::integer as prepped
    from r group by 1, 2, 3, 4`;
}

/** The dishes of completed orders per local day; the name is the one on the day's latest order. */
function dayDishRows(pubId: number, timeZone: string, days: readonly string[]) {
  return sql`
    select o.day, d.dish_id, (array_agg(d.name order by o.id desc))[1] as name, max(o.id) as last_order_id,
      sum(d.count)::bigint as count,
      sum(${sql.raw(venueShareSql('d.count * round(d.dish_price * 100)::bigint', 'o.commission_applied'))})::bigint as revenue_bani
    from (${pubOrders(pubId, timeZone, days)}) o
    join order_dishes d on d.order_id = o.id
    where o.status = 'completed'
    group by o.day, d.dish_id`;
}

/** The advisory lock key of a pub's local day; the triggers of migration 0009 take the shared side of the same key. */
const dayLock = (pubId: number, day: SQL) => sql`${pubId}, (${day} - date '2000-01-01')`;

/**
 * The report over [from, to] (docs/product.md D15; docs/decisions/154). Past days come from the per-day summary;
 * a past day that is dirty, has no summary or was summarized under another time zone is recomputed from the source
 * rows and stored, under an exclusive lock on (pub, day) taken without waiting: a writer of that day still in flight
 * holds the shared side, so the day is computed from the source for this read instead and stays dirty.
 * Today and later days are always computed from the source.
 */
export async function pubReport(db: Db, pubId: number, timeZone: string, range: ReportRange): Promise<Report> {
  const { rows } = await db.execute<{ day: string; live: boolean; stale: boolean }>(sql`
    select to_char(g.day, 'YYYY-MM-DD') as day, g.day >= (now() at time zone ${timeZone})::date as live,
      (rd.pub_id is null or rd.timezone <> ${timeZone}
        or exists (select 1 from report_dirty_days x where x.pub_id = ${pubId} and x.day = g.day)) as stale
    from (select d::date as day from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') d) g
    left join report_days rd on rd.pub_id = ${pubId} and rd.day = g.day`);
  const live = rows.filter((r) => r.live).map((r) => r.day);
  const stale = rows.filter((r) => !r.live && r.stale).map((r) => r.day);
  if (stale.length > 0) live.push(...(await db.transaction((tx) => refreshDays(tx, pubId, timeZone, stale))));
  // Committed summaries and the source as they are now; both reads at once, on two connections.
  const [grouped, top] = await Promise.all([
    groupedRows(db, pubId, timeZone, range, live),
    topDishes(db, pubId, timeZone, range, live),
  ]);
  return assemble(range, grouped.rows, top.rows);
}

/** Recomputes and stores the stale days it can lock at once; answers those it could not (computed from the source instead). */
async function refreshDays(tx: Tx, pubId: number, timeZone: string, stale: string[]): Promise<string[]> {
  // A year's first read groups a few hundred thousand order lines: enough memory to hash them without spilling.
  await tx.execute(sql`set local work_mem = '32MB'`);
  const locked = (
    await tx.execute<{ day: string }>(sql`
    select to_char(d, 'YYYY-MM-DD') as day from unnest(${dateArray(stale)}) d
    where pg_try_advisory_xact_lock(${dayLock(pubId, sql`d`)})`)
  ).rows.map((r) => r.day);
  const lockedSet = new Set(locked);
  if (locked.length > 0) {
    // No writer of these days is in flight (they hold the shared lock until commit) and new ones wait for this commit:
    // the marks cleared here are exactly the writes the recomputation below reads.
    const these = sql`pub_id = ${pubId} and day = any(${dateArray(locked)})`;
    await tx.execute(sql`delete from report_dirty_days where ${these}`);
    await tx.execute(sql`delete from report_day_orders where ${these}`);
    await tx.execute(sql`delete from report_day_dishes where ${these}`);
    await tx.execute(sql`
      insert into report_day_orders (pub_id, day, status, order_type, payment_type, n, revenue_bani, prep_seconds, prepped)
      select ${pubId}, x.day, x.status, x.order_type, x.payment_type, x.n, x.revenue_bani, x.prep_seconds, x.prepped
      from (${dayOrderRows(pubId, timeZone, locked)}) x`);
    await tx.execute(sql`
      insert into report_day_dishes (pub_id, day, dish_id, name, last_order_id, count, revenue_bani)
      select ${pubId}, x.day, x.dish_id, x.name, x.last_order_id, x.count, x.revenue_bani
      from (${dayDishRows(pubId, timeZone, locked)}) x`);
    await tx.execute(sql`
      insert into report_days (pub_id, day, timezone) select ${pubId}, d, ${timeZone} from unnest(${dateArray(locked)}) d
      on conflict (pub_id, day) do update set timezone = excluded.timezone, computed_at = now()`);
  }
  return stale.filter((d) => !lockedSet.has(d));
}

/** The summary rows of the range's days that are not computed from the source for this read. */
const storedDays = (pubId: number, range: ReportRange, live: readonly string[]) =>
  sql`pub_id = ${pubId} and day between ${range.from}::date and ${range.to}::date${live.length > 0 ? sql` and day <> all(${dateArray(live)})` : sql``}`;

/**
 * The range summed in SQL: one row per day (`by_day`), and one per payment type × order type of completed orders.
 * Money, preparation and the per-type counts are of completed orders only.
 */
function groupedRows(db: Db, pubId: number, timeZone: string, range: ReportRange, live: readonly string[]) {
  return db.execute<GroupedRow>(sql`
    select grouping(x.day) = 0 as by_day, to_char(x.day, 'YYYY-MM-DD') as day, x.payment_type, x.order_type,
      sum(x.n) as orders, coalesce(sum(x.n) filter (where x.status = 'completed'), 0) as completed,
      coalesce(sum(x.n) filter (where x.status = 'canceled'), 0) as canceled,
      sum(x.revenue_bani) filter (where x.status = 'completed') as revenue_bani,
      sum(x.prep_seconds) filter (where x.status = 'completed') as prep_seconds,
      sum(x.prepped) filter (where x.status = 'completed') as prepped
    from (
      select day, status, order_type, payment_type, n, revenue_bani, prep_seconds, prepped
      from report_day_orders where ${storedDays(pubId, range, live)}
      ${live.length > 0 ? sql`union all (${dayOrderRows(pubId, timeZone, live)})` : sql``}
    ) x
    group by grouping sets ((x.day), (x.payment_type, x.order_type))`);
}

function topDishes(db: Db, pubId: number, timeZone: string, range: ReportRange, live: readonly string[]) {
  // The name is the one on the latest order (the highest id) that had the dish.
  return db.execute<TopRow>(sql`
    with x as (
      select dish_id, name, last_order_id, count, revenue_bani
      from report_day_dishes where ${storedDays(pubId, range, live)}
      ${live.length > 0 ? sql`union all select dish_id, name, last_order_id, count, revenue_bani from (${dayDishRows(pubId, timeZone, live)}) l` : sql``}),
    t as (
      select dish_id, sum(count)::bigint as count, sum(revenue_bani)::bigint as revenue_bani, max(last_order_id) as last_order_id
      from x group by dish_id
      order by count desc, revenue_bani desc, dish_id
      limit ${TOP_DISHES})
    select t.dish_id, x.name, t.count, t.revenue_bani
    from t join x on x.dish_id = t.dish_id and x.last_order_id = t.last_order_id
    order by t.count desc, t.revenue_bani desc, t.dish_id`);
}
