import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp, listenOnFreePort } from '#test/app.ts';
import { deliveryBody, fileGuestPub, inPlaceBody, ownerPutOrder, postOrder } from '#test/factories/guest-pub.ts';
import { handshakeStatus, isEvent, openSocket } from '#test/ws.ts';

// Short keep-alive so the PING/PONG rules are observable; read by the hub when the app builds.
process.env.SOCKET_PING_MS = '150';

/** The guest's live order socket (docs/product.md D16), over real websockets. */
const t = fileTestApp({ GUEST_ORDERS_PER_IP: '10000' });
let port: number;

beforeAll(() => {
  // A fixed clock: a pending order's estimate counts from now, so the socket and the REST read agree exactly.
  const now = new Date();
  t.app.clock.now = () => now;
});
const p = fileGuestPub(t);
beforeAll(async () => {
  port = await listenOnFreePort(t.app);
});
afterAll(() => {
  // Test files may share a worker (vitest.config.ts): the next file gets the default keep-alive.
  delete process.env.SOCKET_PING_MS;
});

type Order = { id: number; tracking_token: string };
const place = async (body: unknown) => (await postOrder(t, p.urlName, body)).json().order as Order;
const channel = (id: number | string, token?: string) =>
  `ws://127.0.0.1:${port}/ws/client/order/${id}${token === undefined ? '' : `?token=${token}`}`;
const rest = async (o: Order) =>
  (await t.inject({ method: 'GET', url: `/api/client/orders/${o.id}?token=${o.tracking_token}` })).json().order;
const staffPut = (orderId: number, path: string, payload?: unknown) => ownerPutOrder(t, p, orderId, path, payload);

describe('/ws/client/order/:orderID', () => {
  it("refuses a missing or wrong token, another order's token and a bad id at the handshake", async () => {
    const order = await place(inPlaceBody(p));
    const other = await place(inPlaceBody(p));
    expect(await handshakeStatus(channel(order.id))).toBe(404);
    expect(await handshakeStatus(channel(order.id, '0'.repeat(32)))).toBe(404);
    expect(await handshakeStatus(channel(order.id, other.tracking_token))).toBe(404);
    expect(await handshakeStatus(channel('undefined', order.tracking_token))).toBe(404);
    expect(await handshakeStatus(channel(999_999, order.tracking_token))).toBe(404);
    expect(await handshakeStatus(channel(order.id, order.tracking_token))).toBe(101);
  });

  it('sends GET_ALL with that one order as the REST read answers it, then each change as UPDATE_EVENT with eta', async () => {
    const order = await place(deliveryBody(p));
    const other = await place(deliveryBody(p));
    const socket = await openSocket(channel(order.id, order.tracking_token));
    const all = await socket.next<{ orders: { id: number }[] }>(isEvent('GET_ALL'));
    expect(all.orders).toEqual([await rest(order)]);

    await staffPut(other.id, 'update-status?status=preparing');
    expect((await staffPut(order.id, 'update-status?status=preparing', { prep_minutes: 25 })).statusCode).toBe(200);
    const update = await socket.next<{ order: Record<string, unknown> }>(isEvent('UPDATE_EVENT'));
    expect(update.order).toEqual(await rest(order));
    expect(update.order).toMatchObject({ id: order.id, status: 'preparing', eta: { firm: true } });

    await staffPut(order.id, 'update-status?status=canceled', { reason: 'other', reason_text: 'Cuptorul s-a stricat' });
    const canceled = await socket.next<{ order: Record<string, unknown> }>(
      (m) => isEvent('UPDATE_EVENT')(m) && (m as { order: { status: string } }).order.status === 'canceled',
    );
    expect(canceled.order).toMatchObject({
      eta: null,
      cancel_reason: 'other',
      cancel_reason_text: 'Cuptorul s-a stricat',
    });
    // Another order's changes never reach this socket.
    expect(
      socket.messages.filter((m) => typeof m === 'object' && (m as { order?: { id: number } }).order?.id === other.id),
    ).toEqual([]);
    socket.close();
  });

  it('pings with text PING; a socket that answers stays, one that does not is closed after two misses', async () => {
    const order = await place(inPlaceBody(p));
    const socket = await openSocket(channel(order.id, order.tracking_token));
    const silent = await openSocket(channel(order.id, order.tracking_token), { answerPings: false });
    await socket.next((m) => m === 'PING', 2000);
    await silent.closed;
    expect(silent.messages.filter((m) => m === 'PING').length).toBeGreaterThanOrEqual(2);
    await socket.next((m) => m === 'PING', 2000);
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    socket.close();
  });

  it('a reconnect gets a fresh GET_ALL with what changed while it was away', async () => {
    const order = await place(inPlaceBody(p));
    const first = await openSocket(channel(order.id, order.tracking_token));
    await first.next(isEvent('GET_ALL'));
    first.close();
    await first.closed;
    await staffPut(order.id, 'update-status?status=preparing', { prep_minutes: 10 });
    const again = await openSocket(channel(order.id, order.tracking_token));
    const all = await again.next<{ orders: { status: string }[] }>(isEvent('GET_ALL'));
    expect(all.orders.map((o) => o.status)).toEqual(['preparing']);
    again.close();
  });
});
