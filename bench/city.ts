import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { seed, inPlaceOrder, type Seeded } from '../src/test/seed-http.ts';
import { load, type LoadResult } from './load.ts';

/**
 * A city's evening: `pubs` pubs with `guests` guests each, every guest posting an order, waiting for the
 * answer and posting again, for `ms`; beside it, at the same concurrency, each pub's owner writing one
 * row (the alert minutes of the Telegram settings, the same value: no event, no NOTIFY).
 */
export async function benchCity(
  base: string,
  dataDir: string,
  ms: number,
  pubs = 100,
  guests = 5,
): Promise<{ orders: LoadResult; writes: LoadResult; pubs: number; guests: number; waits: [string, number][] }> {
  const seeded: Seeded[] = [];
  for (let i = 0; i < pubs; i += 10)
    seeded.push(
      ...(await Promise.all(Array.from({ length: Math.min(10, pubs - i) }, () => seed(base, { dishes: 2 })))),
    );
  const concurrency = pubs * guests;
  const write = (i: number) => {
    const s = seeded[i % pubs];
    return {
      url: `${base}/api/company/${s.companyId}/pubs/${s.pubId}/telegram/settings`,
      method: 'POST',
      body: JSON.stringify({ not_accepted_minutes: 15 }),
      headers: { accesstoken: s.token },
    };
  };
  const order = (i: number) => {
    const s = seeded[i % pubs];
    return {
      url: `${base}/api/client/pub/${s.urlName}/orders`,
      method: 'POST',
      body: JSON.stringify(inPlaceOrder(s, i)),
      headers: { 'idempotency-key': crypto.randomUUID() },
    };
  };
  // Warm-up: a round of each, so the first figures do not pay for connections and first-use caches.
  await load(write, concurrency, 1, concurrency);
  await load(order, concurrency, 1, concurrency);
  const sampler = await sampleWaits(dataDir);
  const orders = await load(order, concurrency, ms);
  const waits = await sampler.stop();
  const writes = await load(write, concurrency, ms);
  return { orders, writes, pubs, guests, waits };
}

/**
 * What the database's backends wait on while orders flow: pg_stat_activity sampled every 100 ms, as the
 * share of samples of busy backends per wait (a heavyweight lock on a row or the NOTIFY queue, WAL
 * flushes, CPU when none), the most common first.
 */
async function sampleWaits(dataDir: string): Promise<{ stop(): Promise<[string, number][]> }> {
  const read = (name: string) => fs.readFileSync(path.join(dataDir, name), 'utf8').trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(read('pg-port')),
    user: 'postgres',
    password: read('pg-password'),
    database: 'tavola',
  });
  await client.connect();
  const counts = new Map<string, number>();
  let total = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ wait: string; query: string }>(
        "select coalesce(wait_event_type || ':' || wait_event, 'CPU') as wait, left(regexp_replace(query, '\\s+', ' ', 'g'), 40) as query from pg_stat_activity where state = 'active' and pid <> pg_backend_pid() and backend_type = 'client backend'",
      );
      for (const r of rows) {
        const key = `${r.wait} ${r.query}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        total++;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await client.end();
      return [...counts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([k, n]) => [k, Math.round((n / Math.max(1, total)) * 1000) / 10]);
    },
  };
}
