import http from 'node:http';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fileTestApp, listenOnFreePort } from '#test/app.ts';
import { anOwnedPub } from '#test/factories/accounts.ts';
import { aStaffLogin, anOrder } from '#test/factories/orders.ts';
import { orders } from '../../db/schema.ts';

/**
 * A staff change whose caller has gone is not made late (decision 308). The topology run showed it: a status change
 * that waited behind a database restart while its caller gave up, retried and went on to cancel the order was then
 * applied over the cancel. Here the order's row is held locked by another transaction while a change waits for it.
 */
const t = fileTestApp();
let pubId: number;
let base: string;
let headers: Record<string, string>;
let port: number;

beforeAll(async () => {
  const owned = await anOwnedPub(t);
  const owner = owned.owner;
  pubId = owned.pubId;
  base = `/api/company/${owner.companyId}/pubs/${pubId}/orders`;
  headers = (await aStaffLogin(t, owner, pubId)).headers;
  port = await listenOnFreePort(t.app);
});

const row = async (id: number) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0];

/** Polls `ok` every 20 ms until it holds (the test's own time limit ends a wait that never does). */
async function until(ok: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await ok())) await new Promise((r) => setTimeout(r, 20));
}

/** A transaction of its own on the order's row: `hold` locks it, `next` queues behind whoever waits for it. */
async function rowLock(id: number) {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  await client.query('begin');
  const locked = client.query('select id from orders where id = $1 for update', [id]);
  return {
    locked,
    release: async () => {
      await client.query('commit');
      await client.end();
    },
  };
}

const waitingForLocks = async () => {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    const r = await client.query(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    );
    return r.rows[0].n as number;
  } finally {
    await client.end();
  }
};

/** A status change over a connection of its own; `drop()` closes that connection before the answer. */
function sendStatus(id: number, status: string) {
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'PUT',
    path: `${base}/${id}/update-status?status=${status}`,
    headers: { ...headers, 'content-type': 'application/json' },
  });
  const answered = new Promise<number | null>((resolve) => {
    request.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? null);
    });
    request.on('error', () => resolve(null));
  });
  request.end('{}');
  return { answered, drop: () => request.destroy() };
}

const openConnections = () =>
  new Promise<number>((resolve, reject) =>
    t.app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
  );

/** Locks the order, sends the change, lets `meanwhile` run while it waits for the row, then releases the row. */
async function changeWhileLocked(id: number, meanwhile: (call: ReturnType<typeof sendStatus>) => Promise<void>) {
  const holder = await rowLock(id);
  await holder.locked;
  const call = sendStatus(id, 'canceled');
  await until(async () => (await waitingForLocks()) === 1);
  await meanwhile(call);
  // Queued behind the change: once it holds the row, the change's transaction has ended, made or not.
  const after = await rowLock(id);
  await until(async () => (await waitingForLocks()) === 2);
  await holder.release();
  await after.locked;
  await after.release();
  return call;
}

describe('a change whose caller has gone', () => {
  it('is not made when the caller closed its connection while the change waited for the row', async () => {
    const order = await anOrder(t, pubId);
    const before = await row(order.id);
    const call = await changeWhileLocked(order.id, async (c) => {
      c.drop();
      await until(async () => (await openConnections()) === 0);
    });
    expect(await call.answered).toBeNull();
    const after = await row(order.id);
    expect(after.status).toBe(before.status);
    expect(after.version).toBe(before.version);
  });

  it('is made as usual when the caller waits for its answer', async () => {
    const order = await anOrder(t, pubId);
    const before = await row(order.id);
    const call = await changeWhileLocked(order.id, async () => {});
    expect(await call.answered).toBe(200);
    const after = await row(order.id);
    expect(after.status).toBe('canceled');
    expect(after.version).toBe(before.version + 1);
  });
});
