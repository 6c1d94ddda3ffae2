import { beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { fileTestApp, createTestApp, listenOnFreePort } from '#test/app.ts';
import { aCompany, aCourier, aPub, login, type CompanyFixture } from '#test/factories/accounts.ts';
import { aStaffLogin } from '#test/factories/orders.ts';
import { isEvent, openSocket } from '#test/ws.ts';
import { couriers, refreshTokens } from '../db/schema.ts';
import { loadSecret } from '../auth/tokens.ts';
import { SESSION_ENDED } from './sessions.ts';

/**
 * docs/product.md D11: a socket does not outlive its session (real websockets, no sleeps). The app's background
 * sweep is set to an hour here, so a socket that closes in these tests was closed by the action under test (or by an
 * explicit `sweep()`), never by the timer; `closedSoon` fails within seconds instead of at the test's time-out.
 */
const t = fileTestApp({ SOCKET_SESSION_SWEEP_MS: String(60 * 60_000) });
let owner: CompanyFixture;
let pubId: number;
let port: number;

const board = (token: string) =>
  `ws://127.0.0.1:${port}/ws/orders/company/${owner.companyId}/pub/${pubId}?access_token=${token}`;
const gotSnapshot = isEvent('GET_ALL');

/** The close code, or a failure when the socket is still open after `ms` (a deadline, not a wait). */
function closedSoon(socket: { closed: Promise<number> }, ms = 3000): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms)),
  );
  return Promise.race([socket.closed, late]).finally(() => clearTimeout(timer));
}

/** Two staff logins of the pub, each with its board open and its snapshot read; the first is the one to end. */
async function twoStaffBoards() {
  const revoked = await aStaffLogin(t, owner, pubId);
  const kept = await aStaffLogin(t, owner, pubId);
  const doomed = await openSocket(board(revoked.token));
  const stays = await openSocket(board(kept.token));
  await doomed.next(gotSnapshot);
  await stays.next(gotSnapshot);
  return { revoked, doomed, stays };
}

beforeAll(async () => {
  owner = await aCompany(t);
  pubId = (await aPub(t, owner)).pubId;
  port = await listenOnFreePort(t.app);
});

describe('sockets end with their session (close code 4401)', () => {
  it('a revoked staff login loses its open board at once; another login keeps its own', async () => {
    const { revoked, doomed, stays } = await twoStaffBoards();
    const res = await t.inject({
      method: 'DELETE',
      url: `/api/company/${owner.companyId}/pubs/${pubId}/staff/${revoked.staffId}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await closedSoon(doomed)).toBe(SESSION_ENDED);
    expect(stays.ws.readyState).toBe(stays.ws.OPEN);
    stays.close();
  });

  it("logout closes that session's sockets, not the same owner's other session", async () => {
    const other = await login(t, owner.email, owner.password);
    const mine = await openSocket(board(owner.token));
    const elsewhere = await openSocket(board(other.token));
    await mine.next(gotSnapshot);
    await elsewhere.next(gotSnapshot);
    const res = await t.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: owner.cookie } });
    expect(res.statusCode).toBe(200);
    expect(await closedSoon(mine)).toBe(SESSION_ENDED);
    expect(elsewhere.ws.readyState).toBe(elsewhere.ws.OPEN);
    elsewhere.close();
    owner = { ...owner, ...other };
  });

  it('a deleted courier is closed by the sweep', async () => {
    const courier = await aCourier(t);
    const stays = await aCourier(t);
    const socket = await openSocket(
      `ws://127.0.0.1:${port}/ws/courier/${courier.courierId}?access_token=${courier.token}`,
    );
    const other = await openSocket(`ws://127.0.0.1:${port}/ws/courier/${stays.courierId}?access_token=${stays.token}`);
    await socket.next(gotSnapshot);
    await other.next(gotSnapshot);
    // Deleted behind this instance's back: only the sweep can know.
    await t.app.db.delete(couriers).where(eq(couriers.id, courier.courierId));
    expect(await t.app.sockets.sweep()).toBe(1);
    expect(await closedSoon(socket)).toBe(SESSION_ENDED);
    expect(other.ws.readyState).toBe(other.ws.OPEN);
    other.close();
  });

  it('a session revoked on another instance (its refresh tokens revoked in the database) is closed by the sweep', async () => {
    const { revoked, doomed, stays } = await twoStaffBoards();
    const sessionId = JSON.parse(Buffer.from(revoked.token.split('.')[1], 'base64url').toString()).sid as
      string | undefined;
    expect(sessionId).toBeTruthy();
    // Another instance's logout writes only the database; this instance hears nothing but its sweep.
    await t.app.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, sessionId!));
    expect(await t.app.sockets.sweep()).toBe(1);
    expect(await closedSoon(doomed)).toBe(SESSION_ENDED);
    expect(stays.ws.readyState).toBe(stays.ws.OPEN);
    stays.close();
  });

  it('the sweep runs by itself every SOCKET_SESSION_SWEEP_MS', async () => {
    const quick = await createTestApp({ SOCKET_SESSION_SWEEP_MS: '100' });
    try {
      const quickPort = await listenOnFreePort(quick.app);
      const courier = await aCourier(quick);
      const socket = await openSocket(
        `ws://127.0.0.1:${quickPort}/ws/courier/${courier.courierId}?access_token=${courier.token}`,
      );
      await socket.next(gotSnapshot);
      await quick.app.db.delete(couriers).where(eq(couriers.id, courier.courierId));
      expect(await closedSoon(socket)).toBe(SESSION_ENDED);
    } finally {
      await quick.close();
    }
  });

  it('a socket closes when the access token it was opened with expires; the client then reconnects with a fresh one', async () => {
    const staff = await aStaffLogin(t, owner, pubId);
    const secret = await loadSecret(t.app.db);
    const claims = JSON.parse(Buffer.from(staff.token.split('.')[1], 'base64url').toString());
    // A token with 2 s left: the server closes the socket at its expiry (waited for as an event).
    const shortLived = await new SignJWT({ ...claims, exp: undefined, iat: undefined })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
      .sign(secret);
    const socket = await openSocket(board(shortLived));
    await socket.next(gotSnapshot);
    expect(await closedSoon(socket, 5000)).toBe(SESSION_ENDED);
    // Reconnecting after a refresh works: the refresh gives a fresh token and a new socket opens.
    const refreshed = await t.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: { cookie: staff.cookie },
    });
    const again = await openSocket(board(refreshed.json().accesstoken));
    await again.next(gotSnapshot);
    again.close();
  });
});
