import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerHandle } from '../e2e/server.ts';
import { http, inPlaceOrder, seed } from '../src/test/seed-http.ts';

/**
 * Chaos 1: 500 guest orders from 20 concurrent clients; the server is killed with SIGKILL in
 * the middle and restarted on the same data. Every order that got a 201 is in the database after the
 * restart, and clients retrying with the same Idempotency-Key get the original order, never a second.
 */
const TOTAL = 500;
const CLIENTS = 20;
let server: ServerHandle | undefined;
afterAll(async () => {
  await server?.stop();
});

describe('durability under SIGKILL', () => {
  it('every 201 survives, retries are idempotent', async () => {
    server = await startServer({ env: { CLIENT_DIST: '/nonexistent' } });
    const { port, dataDir } = server;
    const s = await seed(server.url, { dishes: 3 });
    const keys = Array.from({ length: TOTAL }, () => crypto.randomUUID());
    const acknowledged = new Map<string, number>(); // key → order id from a 201
    let next = 0;
    let killed = false;
    let restarted: Promise<void> | undefined;

    const send = async (i: number) => {
      const res = await http<{ order?: { id: number } }>(
        `http://127.0.0.1:${port}`,
        'POST',
        `/api/client/pub/${s.urlName}/orders`,
        inPlaceOrder(s, i),
        { 'idempotency-key': keys[i] },
      ).catch(() => null);
      if (res?.status === 201 && res.body.order) acknowledged.set(keys[i], res.body.order.id);
      return res?.status ?? 0;
    };
    const client = async () => {
      while (next < TOTAL) {
        const i = next++;
        if (!killed && i === TOTAL / 2) {
          killed = true;
          const victim = server!;
          restarted = (async () => {
            await victim.stop('SIGKILL');
            server = await startServer({ dataDir, port, env: { CLIENT_DIST: '/nonexistent' } });
          })();
        }
        await send(i);
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    await restarted;
    const firstPass = acknowledged.size;

    // Retry everything: the ones that failed during the outage now succeed, the rest answer the same order.
    for (let i = 0; i < TOTAL; i++) {
      const res = await http<{ order: { id: number } }>(
        server!.url,
        'POST',
        `/api/client/pub/${s.urlName}/orders`,
        inPlaceOrder(s, i),
        { 'idempotency-key': keys[i] },
      );
      expect(res.status).toBe(201);
      const before = acknowledged.get(keys[i]);
      if (before !== undefined) expect(res.body.order.id).toBe(before);
      acknowledged.set(keys[i], res.body.order.id);
    }

    // What the database holds after the restart, read through the staff list.
    const list = await http<{ orders: { id: number }[] }>(
      server!.url,
      'GET',
      `/api/company/${s.companyId}/pubs/${s.pubId}/orders/`,
      undefined,
      {
        accesstoken: (
          await http<{ accesstoken: string }>(server!.url, 'POST', '/api/auth/login', {
            email: s.email,
            password: s.password,
          })
        ).body.accesstoken,
      },
    );
    expect(list.status).toBe(200);
    const ids = new Set(list.body.orders.map((o) => o.id));
    expect(ids.size).toBe(TOTAL);
    console.log(
      `durability: ${firstPass}/${TOTAL} acknowledged around the SIGKILL, ${TOTAL - firstPass} failed and were retried; ${ids.size} orders after restart, 0 duplicates`,
    );
    for (const id of acknowledged.values()) expect(ids.has(id)).toBe(true);
  }, 300_000); // a server start, a SIGKILL, a restart and every order retried one by one: minutes on two busy cores
});
