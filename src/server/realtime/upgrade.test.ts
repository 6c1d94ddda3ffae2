import { afterAll, beforeAll, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createTestApp, listenOnFreePort, type TestApp } from '#test/app.ts';
import { aCompany, aPub } from '#test/factories/accounts.ts';
import { anOrder } from '#test/factories/orders.ts';
import { isEvent, openSocket } from '#test/ws.ts';

/**
 * An open socket holds nothing of its upgrade request (idle socket memory, decision 291): the library's 'error'
 * listener, which closes over the request and the reply, is replaced, and the reply no longer sits on the TCP
 * socket. Checked on the server side of a staff board and of a guest's order page.
 */
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  port = await listenOnFreePort(t.app);
});
afterAll(() => t.close());

type ServerSocket = WebSocket & { _socket: { _httpMessage?: unknown } };

it('a staff board and a guest order socket keep neither the request nor the reply', async () => {
  const owner = await aCompany(t);
  const { pubId } = await aPub(t, owner);
  const order = await anOrder(t, pubId);
  const board = await openSocket(
    `ws://127.0.0.1:${port}/ws/orders/company/${owner.companyId}/pub/${pubId}?access_token=${owner.token}`,
  );
  await board.next(isEvent('GET_ALL'));
  const guest = await openSocket(`ws://127.0.0.1:${port}/ws/client/order/${order.id}?token=${order.trackingToken}`);
  await guest.next(isEvent('GET_ALL'));

  const open = [...t.app.websocketServer.clients] as ServerSocket[];
  expect(open).toHaveLength(2);
  for (const socket of open) {
    expect(socket._socket._httpMessage ?? null).toBeNull();
    expect(socket.listeners('error').map(String).join('\n')).not.toContain('errorHandler');
  }
  // An error on an open socket still throws nothing; the socket goes on to close.
  open[0].emit('error', new Error('reset by peer'));
  open[0].terminate();
  board.close();
  guest.close();
  await Promise.all([board.closed, guest.closed]);
});
