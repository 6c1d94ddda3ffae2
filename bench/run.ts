/**
 * `npm run bench`: every figure beside a baseline measured in the same run, so a noisy machine
 * changes both alike. Prints a table and writes bench/results/bench-<time>.json.
 *
 * 1. guest menu read (200 dishes, every text in ro, ru and en) req/s vs a static JSON file of the same size from the same server;
 *    order submit p50/p99 at 50 concurrent guests vs static reads at the same concurrency;
 * 2. live fan-out: guest order POST → CREATE_EVENT on the last of 1/100/1000/5000 staff sockets vs a
 *    bare `ws` broadcast of the same payload; server RSS per idle socket vs the bare server's;
 * 3. Lighthouse mobile performance of the guest page (the same 200 dishes) and courier orders page vs a static page;
 * 4. warm offline start of the courier orders page (4× CPU throttling) vs the login page;
 * 5. first-load JS (gzip) of the courier, guest and login routes (scripts/budgets.ts);
 * 6. the owner's report over a year of 100,000 orders (and 30 days of them) vs a plain count(*) of the same rows;
 * 7. the kitchen board (1024×768): UPDATE_EVENT → ticket re-rendered with 200 active orders vs with one;
 * 8. the guest's slot list of a pub taking orders 7 days ahead, after 2,000 scheduled orders, vs the menu read.
 * `--only=guest` runs the guest page's figures alone (1, 3 without the courier page, 5);
 * `--only=slots` runs 8 alone.
 * 9. a city's evening (`--only=city` runs it alone): 100 pubs × 5 guests posting orders at once for 15 s,
 *    orders/s and p50/p99, vs a one-row owner write (no event) at the same concurrency, with what the
 *    database's busy backends waited on;
 * `--only=fanout` runs 2 alone.
 * `--only=sockets`: server RSS per idle staff socket at 10,000 sockets of a pub with 70 orders vs a bare `ws` server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../e2e/server.ts';
import { seed, inPlaceOrder, relogin } from '../src/test/seed-http.ts';
import { load, request } from './load.ts';
import { measureFanout, openSockets, rssOf } from './fanout.ts';
import { lighthouseMedian } from './lighthouse.ts';
import { offlineStart } from './offline-start.ts';

const quick = process.argv.includes('--quick');
const guestOnly = process.argv.includes('--only=guest');
const slotsOnly = process.argv.includes('--only=slots');
const cityOnly = process.argv.includes('--only=city');
const socketsOnly = process.argv.includes('--only=sockets');
const fanoutOnly = process.argv.includes('--only=fanout');
const rows: { figure: string; value: number; baseline: number; unit: string; ratio: number }[] = [];
const add = (figure: string, value: number, baseline: number, unit: string) => {
  rows.push({
    figure,
    value: Math.round(value * 10) / 10,
    baseline: Math.round(baseline * 10) / 10,
    unit,
    ratio: Math.round((value / baseline) * 100) / 100,
  });
  console.log(`  ${figure}: ${value.toFixed(1)} ${unit} (baseline ${baseline.toFixed(1)})`);
};

/** Prints the table, writes the results file and ends the run. */
function finish(): never {
  console.log('\n| figure | value | baseline | ratio |\n| --- | --- | --- | --- |');
  for (const r of rows)
    console.log(
      `| ${r.figure} | ${r.value} ${r.unit} | ${Number.isNaN(r.baseline) ? '—' : `${r.baseline} ${r.unit}`} | ${Number.isNaN(r.ratio) ? '—' : r.ratio} |`,
    );
  fs.mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  fs.writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, rows }, null, 2));
  console.log(`\nwritten ${file}`);
  process.exit(0);
}

/** Section 8 on a pub of its own (the orders of the other sections do not fill its slots). */
async function slotsSection(base: string, seconds: number) {
  console.log('8. guest slot list, 7 days ahead, 2,000 scheduled orders');
  const { benchSlots } = await import('./slots.ts');
  const r = await benchSlots(base, await seed(base, { dishes: 200 }), seconds, quick ? 500 : 2000);
  add(
    `guest slot list (${Math.round(r.slots / 7)} slots a day, ${r.orders} orders) vs the menu read, 200 dishes`,
    r.slotsRps,
    r.menuRps,
    'req/s',
  );
  add('guest slot list p50 vs the menu read p50, 32 concurrent', r.slotsP50, r.menuP50, 'ms');
  if (r.errors) console.log(`  (${r.errors} slot bench errors)`);
}

/** Section 9 on a server of its own (the other sections' sockets and orders do not share its evening). */
async function citySection() {
  console.log("9. a city's evening: 100 pubs × 5 guests posting orders at once");
  const { benchCity } = await import('./city.ts');
  const alone = await startServer({ env: { LOG_LEVEL: 'error' } });
  try {
    const r = await benchCity(`http://127.0.0.1:${alone.port}`, alone.dataDir, quick ? 5000 : 15000);
    add(
      `order submit, ${r.pubs} pubs × ${r.guests} guests, vs a one-row owner write`,
      r.orders.rps,
      r.writes.rps,
      'req/s',
    );
    add('order submit p50 vs one-row write p50, same concurrency', r.orders.p50, r.writes.p50, 'ms');
    add('order submit p99 vs one-row write p99, same concurrency', r.orders.p99, r.writes.p99, 'ms');
    console.log('  busy backends while orders flow (% of samples, wait and statement):');
    for (const [what, share] of r.waits) console.log(`    ${share}%  ${what}`);
    if (r.orders.errors || r.writes.errors)
      console.log(`  (${r.orders.errors} order errors, ${r.writes.errors} write errors)`);
  } finally {
    await alone.stop();
  }
}

/** Section 2 on the given server: live fan-out to 1…5,000 staff sockets beside a bare `ws` broadcast. */
async function fanoutSection(base: string, server: { port: number; process: ChildProcess }) {
  console.log('2. live fan-out');
  const bare = spawn(process.execPath, ['bench/bare-ws.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const barePort = await new Promise<number>((resolve) =>
    bare.stdout.on('data', (d) => resolve(Number(/port (\d+)/.exec(String(d))![1]))),
  );
  // A fresh pub, so each socket's GET_ALL is small and the figures are about the fan-out itself.
  const f = await seed(base, { dishes: 3 });
  const token = await relogin(base, f.email, f.password);
  const staffUrl = `ws://127.0.0.1:${server.port}/ws/orders/company/${f.companyId}/pub/${f.pubId}?access_token=${token}`;
  await request(`${base}/api/client/pub/${f.urlName}/orders`, {
    method: 'POST',
    body: JSON.stringify(inPlaceOrder(f, 0)),
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  const sample = JSON.stringify({
    event_type: 'CREATE_EVENT',
    order: JSON.parse(
      (
        await request(`${base}/api/company/${f.companyId}/pubs/${f.pubId}/orders/`, {
          headers: { accesstoken: token },
        })
      ).body,
    ).orders[0],
  });
  const counts = quick ? [1, 100, 1000] : [1, 100, 1000, 5000];
  // Warm both servers up first, so RSS per socket measures sockets rather than first-use allocations.
  (await openSockets(staffUrl, 200, true)).forEach((ws) => ws.terminate());
  (await openSockets(`ws://127.0.0.1:${barePort}`, 200)).forEach((ws) => ws.terminate());
  await new Promise((r) => setTimeout(r, 1000));
  for (const n of counts) {
    const rssBefore = rssOf(server.process.pid!);
    const sockets = await openSockets(staffUrl, n, true);
    await new Promise((r) => setTimeout(r, 500));
    if (n === counts[counts.length - 1])
      add('server RSS per idle staff socket', (rssOf(server.process.pid!) - rssBefore) / n / 1024, 0, 'KiB');
    const rounds = n >= 1000 ? 10 : 30;
    const ours = await measureFanout(
      sockets,
      async (round) =>
        void (await request(`${base}/api/client/pub/${f.urlName}/orders`, {
          method: 'POST',
          body: JSON.stringify({ ...inPlaceOrder(f, round), client_name: `fanout-${n}-${round}` }),
          headers: { 'idempotency-key': crypto.randomUUID() },
        })),
      (text, round) => text.includes(`fanout-${n}-${round}`),
      rounds,
    );
    sockets.forEach((ws) => ws.terminate());
    const bareBefore = Number((await request(`http://127.0.0.1:${barePort}/rss`, { method: 'POST' })).body);
    const bareSockets = await openSockets(`ws://127.0.0.1:${barePort}`, n);
    await new Promise((r) => setTimeout(r, 500));
    if (n === counts[counts.length - 1]) {
      const bareAfter = Number((await request(`http://127.0.0.1:${barePort}/rss`, { method: 'POST' })).body);
      rows[rows.length - 1].baseline = Math.round(((bareAfter - bareBefore) / n / 1024) * 10) / 10;
      rows[rows.length - 1].ratio =
        Math.round((rows[rows.length - 1].value / Math.max(0.1, rows[rows.length - 1].baseline)) * 100) / 100;
    }
    const theirs = await measureFanout(
      bareSockets,
      async (round) =>
        void (await request(`http://127.0.0.1:${barePort}/`, {
          method: 'POST',
          body: sample.replace('"client_name":"', `"client_name":"bare-${n}-${round}`),
        })),
      (text, round) => text.includes(`bare-${n}-${round}`),
      rounds,
    );
    bareSockets.forEach((ws) => ws.terminate());
    add(`order POST → CREATE_EVENT on the last of ${n} sockets, p50`, ours.p50, theirs.p50, 'ms');
    add(`order POST → CREATE_EVENT on the last of ${n} sockets, p99`, ours.p99, theirs.p99, 'ms');
  }
  bare.kill();
}

/** Live fan-out alone (`--only=fanout`), on a server of its own. */
if (fanoutOnly) {
  const alone = await startServer({ env: { LOG_LEVEL: 'error' } });
  try {
    await fanoutSection(`http://127.0.0.1:${alone.port}`, alone);
  } finally {
    await alone.stop();
  }
  finish();
}

/** Memory per idle staff socket alone (`--only=sockets`): RSS beside a bare `ws` server's. */
if (socketsOnly) {
  const n = quick ? 2000 : 10000;
  const { idleStaffSockets } = await import('./idle-sockets.ts');
  const alone = await startServer({ env: { LOG_LEVEL: 'error' } });
  const bare = spawn(process.execPath, ['bench/bare-ws.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const barePort = await new Promise<number>((resolve) =>
      bare.stdout.on('data', (d) => resolve(Number(/port (\d+)/.exec(String(d))![1]))),
    );
    const ours = await idleStaffSockets(`http://127.0.0.1:${alone.port}`, alone.process.pid!, n);
    (await openSockets(`ws://127.0.0.1:${barePort}`, 200)).forEach((ws) => ws.terminate());
    await new Promise((r) => setTimeout(r, 1000));
    const bareBefore = Number((await request(`http://127.0.0.1:${barePort}/rss`, { method: 'POST' })).body);
    const bareSockets = await openSockets(`ws://127.0.0.1:${barePort}`, n);
    await new Promise((r) => setTimeout(r, 1000));
    const bareAfter = Number((await request(`http://127.0.0.1:${barePort}/rss`, { method: 'POST' })).body);
    bareSockets.forEach((ws) => ws.terminate());
    add(
      `server RSS per idle staff socket, ${n} sockets, 70 orders on the board, vs a bare ws server`,
      ours,
      (bareAfter - bareBefore) / n / 1024,
      'KiB',
    );
  } finally {
    bare.kill();
    await alone.stop();
  }
  finish();
}

if (cityOnly) {
  await citySection();
  finish();
}

if (slotsOnly) {
  const alone = await startServer({ env: { LOG_LEVEL: 'error' } });
  try {
    await slotsSection(`http://127.0.0.1:${alone.port}`, quick ? 2000 : 5000);
  } finally {
    await alone.stop();
  }
  finish();
}

if (!fs.existsSync('dist/index.html') || !fs.existsSync('dist/.ssr/guest-ssr.js')) {
  console.log('building the client and the guest page renderer…');
  const b = spawn('npm', ['run', 'build'], { stdio: 'inherit' });
  await new Promise((r) => b.on('exit', r));
}
// A copy of the build with a static JSON file and a static page beside it: the same server serves them.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-bench-dist-'));
fs.cpSync('dist', dist, { recursive: true });
const server = await startServer({ env: { CLIENT_DIST: dist, LOG_LEVEL: 'error' } });
const base = `http://127.0.0.1:${server.port}`;
console.log(`server ${base} (pid ${server.process.pid})`);

try {
  // The venue writes its menu in Romanian, Russian and English: the answer carries every text.
  const s = await seed(base, { dishes: 200, couriers: 1, trilingual: true });
  const menu = await request(`${base}/api/client/pub/${s.urlName}/`);
  fs.writeFileSync(path.join(dist, 'bench-menu.json'), menu.body);
  fs.writeFileSync(
    path.join(dist, 'bench-static.html'),
    '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>static</title></head><body><h1>static page</h1></body></html>',
  );
  const seconds = quick ? 2000 : 5000;

  console.log('1. guest menu read and order submit');
  await load(() => ({ url: `${base}/api/client/pub/${s.urlName}/` }), 16, 1000); // warm-up
  const menuRead = await load(() => ({ url: `${base}/api/client/pub/${s.urlName}/` }), 32, seconds);
  const staticRead = await load(() => ({ url: `${base}/bench-menu.json` }), 32, seconds);
  add(
    `guest menu read, 200 dishes in 3 languages (${(menu.body.length / 1024).toFixed(0)} KiB)`,
    menuRead.rps,
    staticRead.rps,
    'req/s',
  );
  // The server-rendered page against a static file of its own size (both uncompressed, like the menu).
  const html = await request(`${base}/pub/${s.urlName}/`);
  fs.writeFileSync(path.join(dist, 'bench-page.html'), html.body);
  const pageRead = await load(() => ({ url: `${base}/pub/${s.urlName}/` }), 32, seconds);
  const staticPage = await load(() => ({ url: `${base}/bench-page.html` }), 32, seconds);
  add(
    `guest page HTML, 200 dishes in 3 languages (${(html.body.length / 1024).toFixed(0)} KiB)`,
    pageRead.rps,
    staticPage.rps,
    'req/s',
  );
  const orders = await load(
    (i) => ({
      url: `${base}/api/client/pub/${s.urlName}/orders`,
      method: 'POST',
      body: JSON.stringify(inPlaceOrder(s, i)),
      headers: { 'idempotency-key': crypto.randomUUID() },
    }),
    50,
    seconds,
    quick ? 500 : 2000,
  );
  const staticAt50 = await load(() => ({ url: `${base}/bench-menu.json` }), 50, seconds, quick ? 500 : 2000);
  add('order submit p50, 50 concurrent guests', orders.p50, staticAt50.p50, 'ms');
  add('order submit p99, 50 concurrent guests', orders.p99, staticAt50.p99, 'ms');
  if (orders.errors) console.log(`  (${orders.errors} order errors)`);

  if (!guestOnly) {
    await fanoutSection(base, server);
  }

  console.log('3. Lighthouse (mobile performance, simulated slow 4G, median of 3)');
  const staticScore = await lighthouseMedian(`http://localhost:${server.port}/bench-static.html`);
  add(
    'Lighthouse guest page, 200 dishes in 3 languages',
    await lighthouseMedian(`http://localhost:${server.port}/pub/${s.urlName}/`),
    staticScore,
    'score',
  );
  if (!guestOnly) {
    const courier = s.couriers[0];
    const courierCookie = async () => {
      const courierLogin = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: courier.email, password: courier.password }),
      });
      return { Cookie: (courierLogin.headers.get('set-cookie') ?? '').split(';')[0] };
    };
    add(
      'Lighthouse courier orders page',
      await lighthouseMedian(`http://localhost:${server.port}/courier/orders`, 3, courierCookie),
      staticScore,
      'score',
    );
    add(
      'Lighthouse login page',
      await lighthouseMedian(`http://localhost:${server.port}/admin/auth/authentication`),
      staticScore,
      'score',
    );

    console.log('4. warm offline start (4× CPU throttling)');
    const loginStart = await offlineStart(`http://localhost:${server.port}`, {
      path: '/admin/auth/authentication',
      ready: 'form',
    });
    const courierStart = await offlineStart(`http://localhost:${server.port}`, {
      path: '/courier/orders',
      ready: '[data-testid="courier-balance"]',
      login: { email: courier.email, password: courier.password },
    });
    add('warm offline start → courier orders painted', courierStart, loginStart, 'ms');

    console.log('7. kitchen board with 200 active orders');
    const { measureBoardUpdate } = await import('./kitchen-board.ts');
    const oneOrder = await measureBoardUpdate(base, 1);
    const boardOrders = quick ? 50 : 200;
    add(
      `kitchen board: UPDATE_EVENT → ticket updated, ${boardOrders} active orders`,
      await measureBoardUpdate(base, boardOrders),
      oneOrder,
      'ms',
    );
    await slotsSection(base, seconds);
  }
} finally {
  await server.stop();
  fs.rmSync(dist, { recursive: true, force: true });
}

if (!guestOnly) await citySection();

console.log('6. owner report at 100,000 orders');
{
  const { benchReports } = await import('./reports.ts');
  const r = await benchReports(quick ? 20_000 : 100_000);
  add(`owner report, a year (${r.orders} orders) vs count(*) of the same rows`, r.reportMs, r.countMs, 'ms');
  add(
    `owner report, 30 days (${r.monthOrders} orders) vs count(*) of the same rows`,
    r.monthReportMs,
    r.monthCountMs,
    'ms',
  );
}

console.log('5. first-load JS');
const { measure } = await import('../scripts/budgets.ts');
for (const route of measure('dist')) {
  // The budget is the baseline here: a ratio under 1 is within it.
  rows.push({
    figure: `first-load JS gzip, ${route.name}`,
    value: route.gzipKiB,
    baseline: route.limitKiB,
    unit: 'KiB',
    ratio: Math.round((route.gzipKiB / route.limitKiB) * 100) / 100,
  });
}

finish();
