import type { WebSocket } from 'ws';
import type { Db } from '../db/client.ts';
import type { Claims } from '../auth/tokens.ts';
import type { SessionEnded } from './bus.ts';
import { existingAccountIds, liveSessionIds } from './repository.ts';

/** Close code for a socket whose session ended (revoked, deleted, logged out, or token expired). */
export const SESSION_ENDED = 4401;

interface Tracked {
  socket: WebSocket;
  claims: Claims;
  timer: NodeJS.Timeout | null;
}

/**
 * The open sockets of this instance by who opened them (docs/product.md D11, decision 076). A socket lives
 * no longer than the access token it was opened with: at the token's expiry it is closed with 4401
 * and the browser app reconnects with a fresh token (it refreshes before every connect, docs/product.md S9), which a
 * revoked login cannot get. Revoking a staff login, deleting a courier or logging out closes that
 * account's or that session's sockets at once on this instance; a sweep (every `sweepMs`, and on
 * demand) closes, on every instance, the sockets whose account is gone or whose session was revoked.
 * `endAccount` / `endSession` also announce the end to every other instance at once (bus NOTIFY).
 */
export class SocketSessions {
  private readonly open = new Set<Tracked>();
  private readonly db: Db;
  private readonly sweepMs: number;
  private sweeper: NodeJS.Timeout | null = null;
  private readonly announce: (ended: SessionEnded) => Promise<void>;

  constructor(db: Db, sweepMs = 30_000, announce: (ended: SessionEnded) => Promise<void> = async () => {}) {
    this.db = db;
    this.sweepMs = sweepMs;
    this.announce = announce;
  }

  /** A login ended (deleted, password reset): its sockets close here now and on every instance. */
  endAccount(accountId: number): void {
    this.closeAccount(accountId);
    // When the announcement fails the sweep closes the others' sockets.
    void this.announce({ account: accountId }).catch(() => {});
  }

  /** A session ended (logout): its sockets close here now and on every instance. */
  endSession(sessionId: string): void {
    this.closeSession(sessionId);
    void this.announce({ session: sessionId }).catch(() => {});
  }

  get size(): number {
    return this.open.size;
  }

  track(socket: WebSocket, claims: Claims): void {
    const tracked: Tracked = { socket, claims, timer: null };
    this.open.add(tracked);
    if (claims.expiresAt) {
      // setTimeout holds at most ~24.8 days; access tokens live 15 minutes.
      const left = Math.max(0, Math.min(claims.expiresAt - Date.now(), 2 ** 31 - 1));
      tracked.timer = setTimeout(() => this.end(tracked), left);
      tracked.timer.unref();
    }
    socket.once('close', () => this.forget(tracked));
    if (!this.sweeper) {
      this.sweeper = setInterval(() => void this.sweep().catch(() => {}), this.sweepMs);
      this.sweeper.unref();
    }
  }

  /** Closes the sockets whose account no longer exists or whose session has no live refresh token. */
  async sweep(): Promise<number> {
    const list = [...this.open];
    if (list.length === 0) return 0;
    const accountIds = [...new Set(list.map((x) => x.claims.accountId))];
    const sessionIds = [...new Set(list.map((x) => x.claims.sessionId).filter((id): id is string => !!id))];
    const alive = await existingAccountIds(this.db, accountIds);
    const live = await liveSessionIds(this.db, sessionIds);
    return this.closeWhere((c) => !alive.has(c.accountId) || (c.sessionId !== undefined && !live.has(c.sessionId)));
  }

  /** Closes every socket whose claims match; returns how many. */
  closeWhere(match: (claims: Claims) => boolean): number {
    let n = 0;
    for (const tracked of [...this.open]) {
      if (!match(tracked.claims)) continue;
      this.end(tracked);
      n++;
    }
    return n;
  }

  closeAccount(accountId: number): number {
    return this.closeWhere((c) => c.accountId === accountId);
  }
  closeCourier(courierId: number): number {
    return this.closeWhere((c) => c.role === 'courier' && c.courierId === courierId);
  }
  closeSession(sessionId: string): number {
    return this.closeWhere((c) => c.sessionId === sessionId);
  }

  private end(tracked: Tracked): void {
    this.forget(tracked);
    if (tracked.socket.readyState <= tracked.socket.OPEN) tracked.socket.close(SESSION_ENDED, 'unauthorized');
  }

  private forget(tracked: Tracked): void {
    if (tracked.timer) clearTimeout(tracked.timer);
    tracked.timer = null;
    this.open.delete(tracked);
  }

  closeAll(): void {
    for (const tracked of [...this.open]) this.forget(tracked);
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }
}
