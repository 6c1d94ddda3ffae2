import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createTestDatabase, testConfig, type TestApp } from '#test/app.ts';
import { aCompany, aPub, type CompanyFixture } from '#test/factories/accounts.ts';
import { aStaffLogin, anOrder } from '#test/factories/orders.ts';
import { isEvent, openSocket } from '#test/ws.ts';
import { aGuestPub, inPlaceBody, ownerPutOrder, postOrder } from '#test/factories/guest-pub.ts';
import { eq } from 'drizzle-orm';
import { orderEvents, orders } from '../db/schema.ts';

/**
 * Two app instances on one PostgreSQL, as behind a load balancer (docs/product.md D2): a change made
 * through one reaches a socket connected to the other, through the outbox and LISTEN/NOTIFY.
 */
let one: TestApp;
let two: FastifyInstance;
let owner: CompanyFixture;
let pubId: number;
let portTwo: number;

async function start(databaseUrl: string): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(), databaseUrl, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

beforeAll(async () => {
  const databaseUrl = await createTestDatabase();
  const first = await start(databaseUrl);
  one = { app: first, databaseUrl, inject: (o) => first.inject(o), close: () => first.close() };
  two = await start(databaseUrl);
  portTwo = (two.server.address() as { port: number }).port;
  owner = await aCompany(one);
  pubId = (await aPub(one, owner)).pubId;
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

describe('two instances on one database', () => {
  it('an order created and changed through one instance reaches a socket on the other', async () => {
    // Tokens are signed with the shared secret kept in the database, so instance two accepts them.
    const socket = await openSocket(
      `ws://127.0.0.1:${portTwo}/ws/orders/company/${owner.companyId}/pub/${pubId}?access_token=${owner.token}`,
    );
    try {
      const all = await socket.next(isEvent('GET_ALL'));
      expect(all.orders).toEqual([]);
      const order = await anOrder(one, pubId);
      const created = await socket.next<{ order: { id: number } }>(isEvent('CREATE_EVENT'));
      expect(created.order.id).toBe(order.id);
      const res = await ownerPutOrder(one, { company: owner, pubId }, order.id, 'update-status?status=at_courier');
      expect(res.statusCode).toBe(200);
      const updated = await socket.next<{ order: { id: number; status: string; version: number } }>(
        isEvent('UPDATE_EVENT'),
      );
      expect(updated.order).toMatchObject({ id: order.id, status: 'at_courier', version: 2 });
    } finally {
      socket.close();
    }
  });

  it('a guest order placed through one instance (announced after its commit) reaches a board on the other', async () => {
    const guestPub = await aGuestPub(one, owner);
    const socket = await openSocket(
      `ws://127.0.0.1:${portTwo}/ws/orders/company/${owner.companyId}/pub/${guestPub.pubId}?access_token=${owner.token}`,
    );
    try {
      await socket.next(isEvent('GET_ALL'));
      const res = await postOrder(one, guestPub.urlName, inPlaceBody(guestPub));
      expect(res.statusCode, res.body).toBe(201);
      const created = await socket.next<{ order: { id: number } }>(isEvent('CREATE_EVENT'));
      expect(created.order.id).toBe(res.json().order.id);
    } finally {
      socket.close();
    }
  });

  it('an outbox row whose announcement was lost (its instance died after the commit) reaches a board at the next catch-up', async () => {
    const socket = await openSocket(
      `ws://127.0.0.1:${portTwo}/ws/orders/company/${owner.companyId}/pub/${pubId}?access_token=${owner.token}`,
    );
    try {
      await socket.next(isEvent('GET_ALL'));
      const order = await anOrder(one, pubId);
      await socket.next(isEvent('CREATE_EVENT'));
      // A change and its outbox row, as a guest order's transaction writes them; the NOTIFY never comes.
      await one.app.db.transaction(async (tx) => {
        await tx.update(orders).set({ clientName: 'Lost', version: 2 }).where(eq(orders.id, order.id));
        await tx
          .insert(orderEvents)
          .values({ orderId: order.id, pubId, version: 2, kind: 'updated', createdAt: new Date(Date.now() - 10_000) });
      });
      await two.bus.catchUp();
      const heard = await socket.next<{ order: { id: number; client_name: string } }>(isEvent('UPDATE_EVENT'));
      expect(heard.order).toMatchObject({ id: order.id, client_name: 'Lost' });
    } finally {
      socket.close();
    }
  });

  it('a lost announcement reaches a socket that comes back past it to an instance started after it, at its first catch-up', async () => {
    // The socket's last instance heard a later row (`since`) and stopped before its catch-up brought the lost one.
    const order = await anOrder(one, pubId);
    await one.app.db.transaction(async (tx) => {
      await tx.update(orders).set({ clientName: 'Lost before the start', version: 2 }).where(eq(orders.id, order.id));
      await tx
        .insert(orderEvents)
        .values({ orderId: order.id, pubId, version: 2, kind: 'updated', createdAt: new Date(Date.now() - 10_000) });
    });
    const later = await anOrder(one, pubId);
    const [{ id: since }] = await one.app.db
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, later.id));
    const three = await start(one.databaseUrl);
    const socket = await openSocket(
      `ws://127.0.0.1:${(three.server.address() as { port: number }).port}/ws/orders/company/${owner.companyId}/pub/${pubId}?access_token=${owner.token}&since=${since}`,
    );
    try {
      // The replay from `since` sends the later order only.
      await socket.next(isEvent('UPDATE_EVENT'));
      await three.bus.catchUp();
      const heard = await socket.next<{ order: { id: number; client_name: string } }>(
        (m) => isEvent('UPDATE_EVENT')(m) && (m as { order: { id: number } }).order.id === order.id,
      );
      expect(heard.order).toMatchObject({ id: order.id, client_name: 'Lost before the start' });
    } finally {
      socket.close();
      await three.close();
    }
  });

  it('deleting a staff login through one instance closes its board on the other at once, not at the next sweep', async () => {
    const staff = await aStaffLogin(one, owner, pubId);
    const socket = await openSocket(
      `ws://127.0.0.1:${portTwo}/ws/orders/company/${owner.companyId}/pub/${pubId}?access_token=${staff.token}`,
    );
    await socket.next(isEvent('GET_ALL'));
    const res = await one.inject({
      method: 'DELETE',
      url: `/api/company/${owner.companyId}/pubs/${pubId}/staff/${staff.staffId}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    // The sweep runs every 30 s here: only the NOTIFY can close it this soon.
    const code = await Promise.race([
      socket.closed,
      new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 5_000).unref()),
    ]);
    expect(code).toBe(4401);
  });
});
