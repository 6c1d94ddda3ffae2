import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, listenOnFreePort, testConfig, type TestApp } from '#test/app.ts';
import { aPub } from '#test/factories/accounts.ts';
import { aStaffLogin } from '#test/factories/orders.ts';
import { aGuestPub, deliveryBody, postOrder } from '#test/factories/guest-pub.ts';
import { isEvent, openSocket } from '#test/ws.ts';
import { buildApp } from './app.ts';

/**
 * What reaches the log at LOG_LEVEL=info: JSON lines, each line of a request with its id, and never a
 * token (in a socket's or a read's query), a password, a guest's phone or address — also not inside
 * an error whose failed query carried them.
 */
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
let app: FastifyInstance;
let t: TestApp;
let port: number;
beforeAll(async () => {
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    databaseUrl: await createTestDatabase(),
    logStream: sink,
  });
  await app.ready();
  t = { app, databaseUrl: '', inject: (opts) => app.inject(opts), close: () => app.close() };
  port = await listenOnFreePort(app);
});
afterAll(() => app.close());

describe('log lines at LOG_LEVEL=info', () => {
  it('carry a request id and no token, password, phone or address', async () => {
    const p = await aGuestPub(t);
    const { pubId } = await aPub(t, p.company);
    const staff = await aStaffLogin(t, p.company, pubId);
    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: p.company.email, password: p.company.password },
    });
    expect(login.statusCode).toBe(200);
    const placed = await postOrder(
      t,
      p.urlName,
      deliveryBody(p, { main_phone_number: '37369555444', full_address: 'str. Vasile Alecsandri 77' }),
    );
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order as { id: number; tracking_token: string };
    expect(
      (await t.inject({ method: 'GET', url: `/api/client/orders/${order.id}?token=${order.tracking_token}` }))
        .statusCode,
    ).toBe(200);
    const board = await openSocket(
      `ws://127.0.0.1:${port}/ws/orders/company/${p.company.companyId}/pub/${pubId}?access_token=${staff.token}`,
    );
    await board.next(isEvent('GET_ALL'));
    const guest = await openSocket(`ws://127.0.0.1:${port}/ws/client/order/${order.id}?token=${order.tracking_token}`);
    await guest.next(isEvent('GET_ALL'));
    board.close();
    guest.close();
    // A failed query whose parameters are a guest's data, logged as the error handler logs it.
    const failed = await app.db
      .execute(sql`select ${'37369555444'}::int, ${'str. Vasile Alecsandri 77'}::int`)
      .catch((error: unknown) => error);
    app.log.error({ err: failed }, 'request failed');

    const all = lines.join('\n');
    expect(all).toContain('"reqId"');
    expect(all).toContain('Failed query');
    for (const secret of [
      staff.token,
      p.company.token,
      order.tracking_token,
      p.company.password,
      '37369555444',
      '69555444',
      'Vasile Alecsandri',
      'Alecsandri 77',
    ]) {
      expect(all, `a log line carries ${secret}`).not.toContain(secret);
    }
    const requestLines = lines
      .map((l) => JSON.parse(l) as { reqId?: string; req?: { url: string }; msg: string })
      .filter((l) => l.msg === 'incoming request' || l.msg === 'request completed');
    expect(requestLines.length).toBeGreaterThan(6);
    expect(requestLines.every((l) => typeof l.reqId === 'string' && l.reqId.length > 0)).toBe(true);
    expect(requestLines.map((l) => l.req?.url).filter(Boolean)).toContain(
      `/ws/client/order/${order.id}?token=[redacted]`,
    );
  });
});
