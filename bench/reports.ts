/**
 * Owner report at 100,000 orders: `GET …/reports` for a year (the query behind it,
 * src/server/features/reports/repository.ts) beside a plain `count(*)` over the same rows, in the same run
 * on the same embedded PostgreSQL, and the first read of the year that builds the per-day summary. Also runs alone:
 * `node bench/reports.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createDb } from '../src/server/db/client.ts';
import { startEmbedded } from '../src/server/db/embedded.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { pubReport } from '../src/server/features/reports/repository.ts';

export interface ReportBench {
  firstReportMs: number;
  reportMs: number;
  countMs: number;
  orders: number;
  monthReportMs: number;
  monthCountMs: number;
  monthOrders: number;
}

export async function benchReports(orderCount = 100_000): Promise<ReportBench> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-bench-reports-'));
  const pgServer = await startEmbedded(dir);
  const { db, pool } = createDb(pgServer.url, 4);
  try {
    await runMigrations(pgServer.url);
    await db.execute(sql`insert into companies (name, email, phone) values ('Bench', 'bench@x.md', '37369000000')`);
    // The measured pub and a noisy neighbour with as many orders (the index must keep them apart).
    await db.execute(sql`insert into pubs (company_id, name, url_name, expiration_time, timezone)
      select 1, 'Pub ' || g, 'bench-' || g, now() + interval '30 days', 'Europe/Chisinau' from generate_series(1, 2) g`);
    // A year of orders: 3 dishes each, a status history with preparing → completed for the completed ones.
    await db.execute(sql`insert into orders (pub_id, number, status, order_type, payment_type, commission_applied, tracking_token, created_at)
      select p, g, case when g % 10 = 0 then 'canceled' else 'completed' end,
        case when g % 3 = 0 then 'in_place' else 'delivery' end, case when g % 4 = 0 then 'card_offline' else 'cash' end,
        g % 2 = 0, md5(p || '-' || g), timestamptz '2025-11-25 00:00:00+00' + (g * interval '1 second' * (31536000 / ${orderCount}))
      from generate_series(1, ${orderCount}) g, generate_series(1, 2) p`);
    await db.execute(sql`insert into order_dishes (order_id, dish_id, name, count, dish_price)
      select o.id, (o.id * 7 + k) % 40 + 1, 'Dish ' || ((o.id * 7 + k) % 40 + 1), 1 + k % 2, 35.50 + k from orders o, generate_series(1, 3) k`);
    await db.execute(sql`insert into order_status_history (order_id, status, actor_role, at)
      select o.id, s.status, 'staff', o.created_at + s.after from orders o,
        (values ('preparing', interval '2 minutes'), ('completed', interval '25 minutes')) s(status, after) where o.status = 'completed'`);
    await db.execute(sql`vacuum analyze`);
    const year = { from: '2025-11-25', to: '2026-11-25' };
    const month = { from: '2026-10-27', to: '2026-11-25' };
    const count = (range: { from: string }) =>
      db.execute(sql`select count(*) as n from orders where pub_id = 1
      and created_at >= (${range.from}::timestamp at time zone 'Europe/Chisinau') and created_at < ('2026-11-26'::timestamp at time zone 'Europe/Chisinau')`);
    const time = async (f: () => Promise<unknown>, runs = 5) => {
      await f(); // warm
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        await f();
        times.push(performance.now() - t0);
      }
      return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
    };
    const rowsOf = async (range: { from: string }) => Number(((await count(range)).rows as { n: string }[])[0].n);
    // The first read of the year summarizes every day from the source (docs/decisions/154); later reads use the summary.
    const t0 = performance.now();
    await pubReport(db, 1, 'Europe/Chisinau', year);
    const firstReportMs = performance.now() - t0;
    return {
      firstReportMs,
      countMs: await time(() => count(year)),
      reportMs: await time(() => pubReport(db, 1, 'Europe/Chisinau', year)),
      orders: await rowsOf(year),
      monthCountMs: await time(() => count(month)),
      monthReportMs: await time(() => pubReport(db, 1, 'Europe/Chisinau', month)),
      monthOrders: await rowsOf(month),
    };
  } finally {
    await pool.end();
    await pgServer.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchReports();
  console.log(
    `owner report, a year of ${r.orders} orders: ${r.reportMs.toFixed(1)} ms (plain count(*) over the same rows: ${r.countMs.toFixed(1)} ms)`,
  );
  console.log(`owner report, first read of the year (summarizes every day): ${r.firstReportMs.toFixed(1)} ms`);
  console.log(
    `owner report, 30 days (${r.monthOrders} orders): ${r.monthReportMs.toFixed(1)} ms (count(*): ${r.monthCountMs.toFixed(1)} ms)`,
  );
  process.exit(0);
}
