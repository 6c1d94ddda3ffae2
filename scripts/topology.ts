import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { startServer, type ServerHandle } from '../e2e/server.ts';
import { http, deliveryOrder, seed, type Seeded } from '../src/test/seed-http.ts';
import { COURIER_SOCKET_CHECK_MS, STAFF_SOCKET_RETRY_MS } from '#shared/constants.ts';
import { freePort, startHaproxy, startPgBouncer, startPostgres, type Postgres } from './topology/infra.ts';
import { courierView, LiveClient, summary, type LiveOrder } from '../chaos/live-client.ts';
import { reconnectLikeTheApp } from './topology/client.ts';

/**
 * `npm run test:topology` (not part of `npm test`): Tavola as a service on packaged parts. A PostgreSQL
 * server, PgBouncer in transaction mode in front of it, 3 instances (DATABASE_URL through PgBouncer,
 * DATABASE_LISTEN_URL direct) behind HAProxy. While TOPO_SOCKETS staff and courier sockets stay open
 * through the balancer and TOPO_RATE orders a second flow, every instance is restarted in turn
 * (SIGTERM), then SIGKILLed once each, then the database is restarted. Then: no order lost or doubled,
 * every socket's list equal to the database, no outbox event missed by a socket of its pub, no reconnect
 * answered with GET_ALL instead of a replay (the GET_ALL every open socket gets when live events resume after
 * the database restart, docs/product.md D11, is counted apart), reconnects
 * after each SIGTERM spread (no second with more than half of them), and the start with
 * DATABASE_LISTEN_URL through PgBouncer stops with one line. Prints the figures; exits 1 on a failure.
 */
const SOCKETS = Number(process.env.TOPO_SOCKETS ?? 300);
const RATE = Number(process.env.TOPO_RATE ?? 20);
const PUBS = Number(process.env.TOPO_PUBS ?? 10);
// Long enough for the outbox's last minute to be full of events before the restarts begin, as in an evening, and for
// the idle p99 to rest on as many orders as the rolling restart's (about 500).
const IDLE_MS = Number(process.env.TOPO_IDLE_MS ?? 25_000);
const DRAIN_MS = 5_000;

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const until = async (what: string, ok: () => Promise<boolean> | boolean, ms = 60_000) => {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : NaN;
};

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-topology-'));
const ports = [await freePort(), await freePort(), await freePort()];
const dataDirs = ports.map((_, i) => path.join(root, `instance-${i}`));
const instances: ServerHandle[] = [];
let db: Postgres | undefined;
let bouncer: Awaited<ReturnType<typeof startPgBouncer>> | undefined;
let balancer: Awaited<ReturnType<typeof startHaproxy>> | undefined;
let direct: pg.Pool | undefined;
let stopping = false;
const cleanup = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.all(instances.map((s) => s.stop('SIGKILL')));
  await balancer?.stop();
  await bouncer?.stop();
  await direct?.end().catch(() => {});
  await db?.stop().catch(() => {});
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanup().then(() => process.exit(130)));

try {
  db = await startPostgres(root);
  bouncer = await startPgBouncer(root, db);
  direct = new pg.Pool({ connectionString: db.url, max: 2 });
  direct.on('error', () => {});
  log(`PostgreSQL on ${db.port}, PgBouncer (transaction mode) on ${bouncer.port}, data in ${root}`);
  const env = {
    DATABASE_URL: bouncer.url,
    DATABASE_LISTEN_URL: db.url,
    DRAIN_MS: String(DRAIN_MS),
    CLIENT_DIST: process.env.CLIENT_DIST ?? (fs.existsSync('dist/index.html') ? 'dist' : '/nonexistent'),
    // Warnings too: a drain cut at the request time limit says so.
    LOG_LEVEL: 'warn',
  };
  // Each instance's log of warnings and errors goes on in <root>/instance-N.log, across its restarts.
  const start = async (i: number) => {
    const server = await startServer({ env, port: ports[i], dataDir: dataDirs[i] });
    server.process.stdout?.pipe(fs.createWriteStream(path.join(root, `instance-${i}.log`), { flags: 'a' }));
    return server;
  };
  for (let i = 0; i < 3; i++) instances[i] = await start(i);
  balancer = await startHaproxy(root, ports);
  const lb = balancer;
  const allUp = async () => (await Promise.all(ports.map((_, i) => lb.up(`i${i}`)))).every(Boolean);
  await until('HAProxy to see 3 instances up', allUp);
  const base = `http://127.0.0.1:${lb.port}`;
  const wsBase = base.replace('http', 'ws');
  log(`3 instances on ${ports.join(', ')} behind HAProxy on ${lb.port}`);

  // --- Seed pubs, open sockets ------------------------------------------------------------------
  const pubs: Seeded[] = [];
  for (let p = 0; p < PUBS; p++) pubs.push(await seed(base, { dishes: 3, couriers: 2 }));
  const courierIds = pubs.flatMap((s) => s.couriers.map((c) => ({ s, c })));
  const staff: { client: LiveClient; s: Seeded }[] = [];
  const couriers: { client: LiveClient; s: Seeded; courierId: number; token: string }[] = [];
  const courierSockets = Math.max(courierIds.length, Math.floor(SOCKETS / 5));
  for (let k = 0; k < SOCKETS; k++) {
    if (k < courierSockets) {
      const { s, c } = courierIds[k % courierIds.length];
      couriers.push({
        s,
        courierId: c.courierId,
        token: c.token,
        client: new LiveClient(
          () => `${wsBase}/ws/courier/${c.courierId}?access_token=${c.token}`,
          reconnectLikeTheApp(COURIER_SOCKET_CHECK_MS),
        ),
      });
    } else {
      const s = pubs[k % pubs.length];
      staff.push({
        s,
        client: new LiveClient(
          () => `${wsBase}/ws/orders/company/${s.companyId}/pub/${s.pubId}?access_token=${s.token}`,
          reconnectLikeTheApp(STAFF_SOCKET_RETRY_MS),
        ),
      });
    }
  }
  const clients = [...staff.map((x) => x.client), ...couriers.map((x) => x.client)];
  for (let k = 0; k < clients.length; k += 50) {
    const batch = clients.slice(k, k + 50);
    batch.forEach((c) => c.connect());
    await Promise.all(batch.map((c) => c.first));
  }
  log(`${PUBS} pubs seeded; ${staff.length} staff and ${couriers.length} courier sockets open through HAProxy`);

  // --- Orders flowing ---------------------------------------------------------------------------
  type Phase = 'idle' | 'rolling restart' | 'SIGKILL' | 'database restart' | 'after';
  let phase: Phase = 'idle';
  const latencies = new Map<Phase, number[]>();
  // This process's own event-loop delay by phase: its 1,000 sockets share the loop that times the orders, so a
  // delay here is part of every order latency measured in that phase.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const loopDelay = new Map<Phase, { p99: number; max: number }>();
  const closePhase = () => {
    loopDelay.set(phase, { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 });
    loop.reset();
  };
  const enter = (next: Phase) => {
    closePhase();
    phase = next;
  };
  const statuses = new Map<number, number>();
  const sent = new Map<string, { pubId: number; id?: number }>();
  let failedLives = 0;
  const retry = async (
    fn: () => Promise<{ status: number }>,
    ok: (status: number) => boolean,
    sameEffect = (_: number) => false,
  ) => {
    let lost = false;
    for (let i = 0; i < 600; i++) {
      const r = await fn().catch(() => ({ status: 0 }));
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      if (ok(r.status) || (lost && sameEffect(r.status))) return;
      if (r.status === 0 || r.status >= 500) lost = true;
      await new Promise((res) => setTimeout(res, 100));
    }
    throw new Error('request kept failing');
  };
  const life = async (i: number) => {
    const s = pubs[i % pubs.length];
    const key = crypto.randomUUID();
    const entry: { pubId: number; id?: number } = { pubId: s.pubId };
    sent.set(key, entry);
    const startedIn = phase;
    const t0 = performance.now();
    await retry(
      async () => {
        const r = await http<{ order: { id: number } }>(
          base,
          'POST',
          `/api/client/pub/${s.urlName}/orders`,
          deliveryOrder(s, i),
          { 'idempotency-key': key },
        );
        if (r.status === 201) entry.id = r.body.order.id;
        return r;
      },
      (st) => st === 201,
    );
    const list = latencies.get(startedIn) ?? [];
    list.push(performance.now() - t0);
    latencies.set(startedIn, list);
    const orderBase = `/api/company/${s.companyId}/pubs/${s.pubId}/orders`;
    const setStatus = (status: string) =>
      retry(
        () =>
          http(base, 'PUT', `${orderBase}/${entry.id}/update-status?status=${status}`, undefined, {
            accesstoken: s.token,
          }),
        (st) => st === 200,
      );
    const fate = i % 4;
    if (fate === 0) return;
    await setStatus('preparing');
    if (fate === 1) return;
    if (fate === 2) return setStatus('canceled');
    const c = s.couriers[i % s.couriers.length];
    await retry(
      () =>
        http(
          base,
          'POST',
          `/api/courier/${c.courierId}/reserve-order`,
          { order_id: entry.id },
          { accesstoken: c.token },
        ),
      (st) => st === 200,
      (st) => st === 409,
    );
    await setStatus('at_courier');
  };
  const lives = new Set<Promise<void>>();
  let flowing = true;
  let n = 0;
  const flow = (async () => {
    const t0 = performance.now();
    while (flowing) {
      const p = life(n++).catch(() => void failedLives++);
      lives.add(p);
      void p.then(() => lives.delete(p));
      const due = t0 + (n * 1000) / RATE;
      await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    }
  })();

  await new Promise((r) => setTimeout(r, IDLE_MS));

  // --- Rolling restart, SIGKILLs, database restart ----------------------------------------------
  const steps: { what: string; at: number; end: number }[] = [];
  const restart = async (i: number, signal: NodeJS.Signals) => {
    const at = Date.now();
    const stopped = instances[i].stop(signal);
    // Under heavy load a drain may take long; it is cut after a minute beyond its span, and that fails the run.
    const cut = setTimeout(() => {
      failures.push(`instance ${i} did not exit within ${(DRAIN_MS + 60_000) / 1000} s of ${signal}`);
      void instances[i].stop('SIGKILL');
    }, DRAIN_MS + 60_000);
    await stopped;
    clearTimeout(cut);
    const exited = Date.now();
    instances[i] = await start(i);
    const started = Date.now();
    await until(`instance ${i} up in HAProxy`, () => lb.up(`i${i}`), 180_000).catch(async (error: Error) => {
      const row = await lb.state(`i${i}`);
      throw new Error(`${error.message} (status ${row.status}, check ${row.check_status} ${row.last_chk})`);
    });
    steps.push({ what: `${signal} instance ${i}`, at, end: Date.now() });
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    log(
      `${signal} instance ${i}: exited after ${s(exited - at)}, started in ${s(started - exited)}, up in HAProxy after ${s(Date.now() - started)}`,
    );
  };
  enter('rolling restart');
  for (let i = 0; i < 3; i++) await restart(i, 'SIGTERM');
  enter('SIGKILL');
  for (let i = 0; i < 3; i++) await restart(i, 'SIGKILL');
  enter('database restart');
  const dbAt = Date.now();
  await db.restart();
  const readiness = () =>
    Promise.all(
      ports.map((p) =>
        http(`http://127.0.0.1:${p}`, 'GET', '/api/ready').then(
          (r) => r.status,
          () => 0,
        ),
      ),
    );
  await until('every instance ready again', async () => (await readiness()).every((st) => st === 200), 180_000).catch(
    async (error: Error) => {
      const activity = await direct!
        .query<Record<string, unknown>>(
          `select state, wait_event_type, wait_event, extract(epoch from now() - xact_start)::int as xact_s,
             left(regexp_replace(query, '\\s+', ' ', 'g'), 160) as query
           from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
           order by xact_start nulls last limit 40`,
        )
        .then(
          (r) => r.rows.map((row) => JSON.stringify(row)).join('\n'),
          (e: Error) => e.message,
        );
      throw new Error(`${error.message} (ready: ${(await readiness()).join(', ')})\n${activity}`);
    },
  );
  steps.push({ what: 'database restart', at: dbAt, end: Date.now() });
  log(`database restarted; instances ready after ${((Date.now() - dbAt) / 1000).toFixed(1)} s`);
  enter('after');
  await new Promise((r) => setTimeout(r, 3_000));
  closePhase();
  flowing = false;
  await flow;
  while (lives.size) await Promise.all([...lives]);
  log(`${n} orders submitted`);

  // --- Checks -----------------------------------------------------------------------------------
  const pubIds = pubs.map((s) => s.pubId);
  const rows = (
    await direct.query<{ id: number; pub_id: number; idempotency_key: string | null; version: number; status: string }>(
      'select id, pub_id, idempotency_key, version, status from orders where pub_id = any($1)',
      [pubIds],
    )
  ).rows;
  const byKey = new Map<string, number[]>();
  for (const r of rows)
    if (r.idempotency_key) byKey.set(r.idempotency_key, [...(byKey.get(r.idempotency_key) ?? []), r.id]);
  const lost = [...sent].filter(
    ([key, e]) => !byKey.has(key) || e.id === undefined || byKey.get(key)![0] !== e.id,
  ).length;
  const doubled =
    rows.length -
    byKey.size +
    [...byKey.values()].filter((ids) => ids.length > 1).length +
    [...byKey.keys()].filter((k) => !sent.has(k)).length;
  check(failedLives === 0, `every order's life finished (${failedLives} gave up)`);
  check(
    lost === 0 && doubled === 0 && rows.length === sent.size,
    `orders: ${sent.size} sent, ${rows.length} in the database, ${lost} lost, ${doubled} doubled`,
  );

  const staffWant = new Map(pubIds.map((id) => [id, summary(rows.filter((r) => r.pub_id === id))]));
  const courierWant = async (courierId: number, token: string) => {
    const r = await http<{ available: LiveOrder[]; active: LiveOrder[]; completed: LiveOrder[] }>(
      base,
      'GET',
      `/api/courier/${courierId}/orders`,
      undefined,
      { accesstoken: token },
    );
    return [summary(r.body.available), summary(r.body.active), summary(r.body.completed)].join(' | ');
  };
  const wants = new Map<number, string>();
  const staffEqual = () =>
    staff.filter((x) => summary([...x.client.orders.values()]) === staffWant.get(x.s.pubId)).length;
  const courierEqual = () =>
    couriers.filter((x) => courierView(x.client, x.courierId) === wants.get(x.courierId)).length;
  for (const { c } of courierIds) wants.set(c.courierId, await courierWant(c.courierId, c.token));
  await until(
    'lists to settle',
    () => staffEqual() === staff.length && courierEqual() === couriers.length,
    20_000,
  ).catch(() => {});
  const stale = staff.filter((x) => summary([...x.client.orders.values()]) !== staffWant.get(x.s.pubId));
  if (stale.length) {
    const at = (t: number) => (t ? new Date(t).toISOString().slice(11, 19) : '-');
    log(
      `unequal staff sockets (opened / last message): ${stale
        .slice(0, 12)
        .map((x) => `${at(x.client.openedAt)}/${at(x.client.lastMessageAt)}`)
        .join(', ')}`,
    );
    // What the first of them holds against the database: the orders missing, extra or at another version.
    const have = summary([...stale[0].client.orders.values()]).split(',');
    const want = (staffWant.get(stale[0].s.pubId) ?? '').split(',');
    const diff = (a: string[], b: string[]) =>
      a
        .filter((x) => !b.includes(x))
        .slice(0, 8)
        .join(' ');
    log(`first unequal list: socket only [${diff(have, want)}], database only [${diff(want, have)}]`);
  }
  check(staffEqual() === staff.length, `staff lists equal to the database: ${staffEqual()} of ${staff.length}`);
  check(
    courierEqual() === couriers.length,
    `courier lists equal to the database: ${courierEqual()} of ${couriers.length}`,
  );

  const events = (
    await direct.query<{ id: string; order_id: number; pub_id: number; version: number }>(
      'select id, order_id, pub_id, version from order_events where pub_id = any($1)',
      [pubIds],
    )
  ).rows;
  let missed = 0;
  for (const { client, s } of staff) {
    for (const e of events)
      if (
        e.pub_id === s.pubId &&
        Number(e.id) > (client.baseline ?? 0) &&
        (client.heard.get(e.order_id) ?? 0) < e.version
      )
        missed++;
  }
  const fallbackTimes = clients.flatMap((c) => c.fallbacks);
  const fallbacks = fallbackTimes.length;
  check(
    missed === 0,
    `outbox events missed by staff sockets (by seq): ${missed} of ${events.length} events × their sockets`,
  );
  check(fallbacks === 0, `reconnects that fell back to GET_ALL instead of replay: ${fallbacks}`);

  const reconnects = clients.flatMap((c) => c.reconnects).sort((a, b) => a - b);
  steps.forEach((step, k) => {
    const next = steps[k + 1]?.at ?? Infinity;
    const mine = reconnects.filter((t) => t >= step.at && t < next);
    const perSecond = new Map<number, number>();
    for (const t of mine)
      perSecond.set(Math.floor((t - step.at) / 1000), (perSecond.get(Math.floor((t - step.at) / 1000)) ?? 0) + 1);
    const peak = Math.max(0, ...perSecond.values());
    const span = mine.length ? (mine[mine.length - 1] - mine[0]) / 1000 : 0;
    const gotAll = fallbackTimes.filter((t) => t >= step.at && t < next).length;
    const refreshed = clients.flatMap((c) => c.refreshes).filter((t) => t >= step.at && t < next).length;
    const line = `${step.what}: ${mine.length} reconnects over ${span.toFixed(1)} s, at most ${peak} in one second, ${gotAll} answered with GET_ALL, ${refreshed} open sockets refreshed with GET_ALL`;
    if (step.what.startsWith('SIGTERM')) check(mine.length > 0 && peak * 2 <= mine.length && span >= 3, line);
    else log(line);
  });
  const codes = new Map<number, number>();
  for (const c of clients) for (const [code, k] of c.closes) codes.set(code, (codes.get(code) ?? 0) + k);
  log(`socket closes by code: ${[...codes].map(([c, k]) => `${c}×${k}`).join(', ')}`);
  log(
    `HTTP answers: ${[...statuses]
      .sort((a, b) => a[0] - b[0])
      .map(([c, k]) => `${c}×${k}`)
      .join(', ')}`,
  );
  for (const [p, xs] of latencies)
    log(
      `order submit ${p}: n=${xs.length} p50 ${quantile(xs, 0.5).toFixed(0)} ms, p99 ${quantile(xs, 0.99).toFixed(0)} ms`,
    );
  log(
    `load generator's event-loop delay: ${[...loopDelay]
      .map(([p, d]) => `${p} p99 ${d.p99.toFixed(0)} ms, max ${d.max.toFixed(0)} ms`)
      .join('; ')}`,
  );
  const idleP99 = quantile(latencies.get('idle') ?? [], 0.99);
  const rollingP99 = quantile(latencies.get('rolling restart') ?? [], 0.99);
  log(`order p99 during the rolling restart / idle: ${(rollingP99 / idleP99).toFixed(2)}×`);
  clients.forEach((c) => c.stop());

  // --- DATABASE_LISTEN_URL through PgBouncer ----------------------------------------------------
  const refused = await startServer({
    env: { ...env, DATABASE_LISTEN_URL: bouncer.url },
    dataDir: path.join(root, 'listen-check'),
  }).then(
    async (s) => (await s.stop('SIGKILL'), 'it started'),
    (error: Error) => error.message.replace(/^server exited \(\d+\): /, '').trim(),
  );
  check(
    !refused.includes('\n') && refused.includes('DATABASE_LISTEN_URL'),
    `LISTEN through PgBouncer stops the start with one line: ${refused}`,
  );
} catch (error) {
  failures.push(String(error));
  console.error(error);
} finally {
  await cleanup();
}
console.log(failures.length ? `topology: ${failures.length} failed` : 'topology: all checks passed');
process.exit(failures.length ? 1 : 0);
