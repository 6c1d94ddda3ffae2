/**
 * `node bench/courier.ts [runs]`: the courier figures alone, each beside its baseline from
 * the same run (a shared, noisy machine moves both alike): Lighthouse mobile performance of the courier
 * orders page (median of `runs`) vs a static page, and the warm offline start (4× CPU throttling) of
 * the courier orders list vs the login page (bench/offline-start.ts). Uses the build in dist.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../e2e/server.ts';
import { seed } from '../src/test/seed-http.ts';
import { lighthouseRun, lighthouseScore } from './lighthouse.ts';
import { offlineStart } from './offline-start.ts';

const runs = Number(process.argv[2] ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-bench-courier-'));
fs.cpSync('dist', dist, { recursive: true });
fs.writeFileSync(
  path.join(dist, 'bench-static.html'),
  '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>static</title></head><body><h1>static page</h1></body></html>',
);
const server = await startServer({ env: { CLIENT_DIST: dist, LOG_LEVEL: 'error' } });
const base = `http://127.0.0.1:${server.port}`;
try {
  const s = await seed(base, { dishes: 20, couriers: 1 });
  const courier = s.couriers[0];
  // A session per run: a refresh cookie sent again after the server's reuse grace ends its session (lighthouse.ts).
  const signIn = async () => {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: courier.email, password: courier.password }),
    });
    return (login.headers.get('set-cookie') ?? '').split(';')[0];
  };
  const staticScores: number[] = [];
  const courierScores: number[] = [];
  for (let i = 0; i < runs; i++) {
    staticScores.push(await lighthouseScore(`http://localhost:${server.port}/bench-static.html`));
    const run = await lighthouseRun(`http://localhost:${server.port}/courier/orders`, { Cookie: await signIn() });
    courierScores.push(run.score);
    console.log(`  courier orders run ${i + 1}: ${run.score}`, JSON.stringify(run.metrics));
  }
  console.log(
    `Lighthouse courier orders page: ${median(courierScores)} (runs ${courierScores.join(', ')}); static page ${median(staticScores)} (${staticScores.join(', ')})`,
  );
  const loginStart = await offlineStart(`http://localhost:${server.port}`, {
    path: '/admin/auth/authentication',
    ready: 'form',
  });
  const listStart = await offlineStart(`http://localhost:${server.port}`, {
    path: '/courier/orders',
    ready: '.courier-tabs',
    login: { email: courier.email, password: courier.password },
  });
  console.log(
    `warm offline start: courier orders list ${listStart} ms vs login page ${loginStart} ms → ${(listStart / loginStart).toFixed(2)}× (limit 1.2×)`,
  );
} finally {
  await server.stop();
  fs.rmSync(dist, { recursive: true, force: true });
}
