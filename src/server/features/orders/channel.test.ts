import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTestApp, type TestApp, listenOnFreePort } from '#test/app.ts';
import { aCompany, aCourier, aPub, type CompanyFixture } from '#test/factories/accounts.ts';
import { aStaffLogin, anOrder } from '#test/factories/orders.ts';
import { ownerPutOrder } from '#test/factories/guest-pub.ts';
import { handshakeStatus, isEvent, openSocket, type LiveSocket } from '#test/ws.ts';
import { loadSecret } from '../../auth/tokens.ts';

// Short keep-alive so the PING/PONG rules are observable; read by the hub when the app builds.
process.env.SOCKET_PING_MS = '150';

let t: TestApp;
let owner: CompanyFixture;
let stranger: CompanyFixture;
let pubId: number;
let otherPubId: number;
let port: number;
let staffToken: string;

const channel = (p: number, token?: string, company = owner.companyId) =>
  `ws://127.0.0.1:${port}/ws/orders/company/${company}/pub/${p}${token === undefined ? '' : `?access_token=${token}`}`;

beforeAll(async () => {
  t = await createTestApp();
  owner = await aCompany(t);
  stranger = await aCompany(t);
  pubId = (await aPub(t, owner)).pubId;
  otherPubId = (await aPub(t, owner)).pubId;
  staffToken = (await aStaffLogin(t, owner, pubId)).token;
  port = await listenOnFreePort(t.app);
});
afterAll(async () => {
  await t.close();
  // Test files may share a worker (vitest.config.ts): the next file gets the default keep-alive.
  delete process.env.SOCKET_PING_MS;
});

describe('pub order channel handshake', () => {
  it("refuses a missing, garbage, expired or foreign token and another pub's channel", async () => {
    const secret = await loadSecret(t.app.db);
    const expired = await new SignJWT({ role: 'company', cid: owner.companyId, pid: 0, crid: 0, clid: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    const courier = await aCourier(t);
    expect(await handshakeStatus(channel(pubId))).toBe(401);
    expect(await handshakeStatus(channel(pubId, 'garbage'))).toBe(401);
    expect(await handshakeStatus(channel(pubId, expired))).toBe(401);
    expect(await handshakeStatus(channel(pubId, stranger.token))).toBe(403);
    expect(await handshakeStatus(channel(pubId, courier.token))).toBe(403);
    expect(await handshakeStatus(channel(otherPubId, staffToken))).toBe(403);
    expect(await handshakeStatus(channel(999_999, owner.token))).toBe(404);
    expect(await handshakeStatus(channel(pubId, staffToken))).toBe(101);
  });

  it('refuses a revoked staff login at once, though its access token has not expired', async () => {
    const revoked = await aStaffLogin(t, owner, pubId);
    expect(await handshakeStatus(channel(pubId, revoked.token))).toBe(101);
    await t.inject({
      method: 'DELETE',
      url: `/api/company/${owner.companyId}/pubs/${pubId}/staff/${revoked.staffId}`,
      headers: owner.headers,
    });
    expect(await handshakeStatus(channel(pubId, revoked.token))).toBe(401);
  });
});

describe('pub order channel stream', () => {
  let socket: LiveSocket;
  afterAll(() => socket?.close());

  it('sends GET_ALL first, then CREATE_EVENT and UPDATE_EVENT of this pub only', async () => {
    const existing = await anOrder(t, pubId);
    socket = await openSocket(channel(pubId, owner.token));
    const first = await socket.next((m) => typeof m === 'object');
    expect(first.event_type).toBe('GET_ALL');
    expect((first.orders as { id: number }[]).map((o) => o.id)).toContain(existing.id);

    await anOrder(t, otherPubId);
    const created = await anOrder(t, pubId);
    const createEvent = await socket.next<{ order: { id: number; pub_id: number; version: number } }>(
      isEvent('CREATE_EVENT'),
    );
    expect(createEvent.order).toMatchObject({ id: created.id, pub_id: pubId, version: 1 });

    const res = await ownerPutOrder(t, { company: owner, pubId }, created.id, 'update-status?status=preparing');
    expect(res.statusCode).toBe(200);
    const update = await socket.next<{ order: { id: number; status: string; version: number } }>(
      isEvent('UPDATE_EVENT'),
    );
    expect(update.order).toMatchObject({ id: created.id, status: 'preparing', version: 2 });
    const events = socket.messages.filter((m) => typeof m === 'object') as { order?: { pub_id: number } }[];
    expect(events.every((m) => !m.order || m.order.pub_id === pubId)).toBe(true);
  });

  it('ignores a malformed client message and keeps the socket up', async () => {
    socket.ws.send('{"this is": not json');
    socket.ws.send(Buffer.from([1, 2, 3]));
    socket.ws.send(JSON.stringify({ event_type: 'GET_ALL' }));
    const order = await anOrder(t, pubId);
    const event = await socket.next<{ order: { id: number } }>(isEvent('CREATE_EVENT'));
    expect(event.order.id).toBe(order.id);
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
  });

  it('pings with text PING; a socket that answers PONG stays, one that does not is closed after two misses', async () => {
    const silent = await openSocket(channel(pubId, owner.token), { answerPings: false });
    await socket.next((m) => m === 'PING', 2000);
    const code = await silent.closed;
    expect(code).toBeGreaterThan(0);
    expect(silent.messages.filter((m) => m === 'PING').length).toBeGreaterThanOrEqual(2);
    // The answering socket saw the same pings and is still open and fed.
    await socket.next((m) => m === 'PING', 2000);
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    const order = await anOrder(t, pubId);
    expect((await socket.next<{ order: { id: number } }>(isEvent('CREATE_EVENT'))).order.id).toBe(order.id);
  });
});
