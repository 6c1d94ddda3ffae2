import crypto from 'node:crypto';
import pg from 'pg';
import { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import { StartupError } from '../db/embedded.ts';
import {
  eventsAbove,
  eventsSince,
  findEvent,
  insertOrderEvent,
  latestEventId,
  notify,
  notifyMany,
  oldestEventAgeAbove,
  pruneEvents,
  settledEventsAbove,
  type OrderEvent,
  type OrderEventInput,
  type OrderEventKind,
  type ReplayFilter,
} from './repository.ts';

/**
 * The live-event bus (docs/product.md D2): every order change writes an outbox row in its own transaction and
 * NOTIFYs the row; every instance LISTENs and hands it to its local hubs. NOTIFY is
 * delivered at commit, so no event is seen before its change is visible. After the listening
 * connection drops, the bus reconnects and replays the outbox rows it has not seen.
 */
export const ORDER_EVENTS_CHANNEL = 'tavola_order_events';

/** Pub ids whose public page changed (database triggers, migration 0005; `*` = any pub). */
export const MENU_CHANGED_CHANNEL = 'tavola_menu_changed';

/** A login's or a session's sockets must close on every instance: `{"account":12}` or `{"session":"uuid"}`. */
export const SESSION_ENDED_CHANNEL = 'tavola_session_ended';
export type SessionEnded = { account: number } | { session: string };

export type { OrderEvent, OrderEventKind };

export async function recordOrderEvent(tx: Tx, e: OrderEventInput): Promise<void> {
  await notify(tx, ORDER_EVENTS_CHANNEL, eventPayload(await insertOrderEvent(tx, e)));
}

/**
 * A NOTIFY's payload: the whole outbox row, so that an instance hearing it needs no read. Rows too long for a
 * payload (PostgreSQL takes under 8,000 bytes) go as their id alone, and the hearer reads the row.
 */
export function eventPayload(row: OrderEvent): string {
  const json = JSON.stringify(row);
  return json.length < 7000 ? json : String(row.id);
}

const int = z.number().int().nonnegative();
const payloadRow = z.object({
  id: int,
  orderId: int,
  pubId: int,
  version: int,
  kind: z.string(),
  extraCourierIds: z.array(int),
  createdAt: z.iso.datetime().transform((at) => new Date(at)),
});

/** The row a payload carries, or its id alone (an id, a long row, an instance of an older release); null if neither. */
export function eventOfPayload(payload: string | undefined): OrderEvent | number | null {
  if (!payload?.startsWith('{')) {
    const id = Number(payload);
    return payload && Number.isSafeInteger(id) ? id : null;
  }
  try {
    return payloadRow.safeParse(JSON.parse(payload)).data ?? null;
  } catch {
    return null;
  }
}

/**
 * The outbox row alone (`insertOrderEvent`), for a transaction that announces it after its commit (`Bus.announce`):
 * a NOTIFY inside a writing transaction holds PostgreSQL's one cluster-wide notify lock through that commit's WAL
 * flush, so every such commit in the cluster waits for the one before it.
 */
export { insertOrderEvent };

/**
 * A pub's pause or busy state changed (docs/product.md D13): the same outbox and NOTIFY as order changes,
 * so every instance's boards of that pub hear it in the change's transaction order.
 */
export async function recordPubEvent(tx: Tx, pubId: number): Promise<void> {
  await recordOrderEvent(tx, { orderId: 0, pubId, version: 0, kind: 'pub' });
}

type Listener = (event: OrderEvent) => void;

/** A barrier's payload on the menu channel: this instance's id and a counter (other instances ignore it). */
const SYNC_PREFIX = 'sync:';
const SYNC_TIMEOUT_MS = 2_000;
/** At start: how long our own probe NOTIFY may take to come back before LISTEN is judged not to work. */
const PROBE_TIMEOUT_MS = 3_000;

/** The outbox keeps events at least an hour (a reconnecting socket replays from it), then drops them. */
export const OUTBOX_KEEP_MS = 90 * 60_000;
const PRUNE_EVERY_MS = 10 * 60_000;
/**
 * A replay also re-sends events committed up to this long before the one the client last applied: outbox
 * ids are taken at insert, so a transaction that started earlier may commit (and be heard) later.
 */
const REPLAY_OVERLAP_S = 60;

/**
 * An event announced after its commit is lost to NOTIFY when the instance dies in between: every instance
 * looks this often for outbox rows older than CATCH_UP_AFTER_S it has not heard, and emits them.
 */
const CATCH_UP_EVERY_MS = 5_000;
const CATCH_UP_AFTER_S = 5;
/**
 * How far before its start an instance's catch-up reaches. A row whose announcement was lost is emitted by the
 * instances that were running within CATCH_UP_AFTER_S + CATCH_UP_EVERY_MS; a socket that heard a later row on an
 * instance that stopped before then comes back with a `since` past it, which no replay re-sends. When that socket
 * moves to an instance started after the row was written, only this reach brings the row to it.
 */
const CATCH_UP_REACH_S = 15;

/** At most this many announcements in one NOTIFY statement. */
const ANNOUNCE_BATCH = 200;

const FIRST_RETRY_MS = 200;
const MAX_RETRY_MS = 5_000;

/** A live channel as the metrics see it. */
export interface ChannelStats {
  readonly name: string;
  readonly size: number;
}

export class Bus {
  /** The live channels of this instance (hubs add themselves), for the open-sockets metric. */
  readonly channels = new Set<ChannelStats>();
  /** Live messages sent after events, by channel name (metrics). */
  readonly sentByChannel = new Map<string, number>();
  private highestEmitted = 0;
  private readonly toAnnounce: { payload: string; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private announcing = false;
  private readonly listeners = new Set<Listener>();
  private readonly resumeListeners = new Set<() => void>();
  private readonly menuListeners = new Set<(pubId: number | '*') => void>();
  private readonly sessionListeners = new Set<(ended: SessionEnded) => void>();
  private readonly seen = new Set<number>();
  private readonly seenOrder: number[] = [];
  private client: pg.Client | null = null;
  private floor = 0;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  private pruner: NodeJS.Timeout | null = null;
  private catcher: NodeJS.Timeout | null = null;
  /** The highest outbox id the catch-up has looked at. */
  private caughtUp = 0;
  /** The catch-up's lowest id: the last row written CATCH_UP_REACH_S before the start, then raised as ids are forgotten. */
  private reach = 0;
  private retryMs = FIRST_RETRY_MS;
  private lost = false;
  private readonly syncId = `${SYNC_PREFIX}${crypto.randomUUID()}:`;
  private syncCount = 0;
  private readonly syncWaiters = new Map<string, () => void>();
  private readonly url: string;
  private readonly db: Db;
  private readonly log: (message: string, error?: unknown) => void;
  /** The variable `url` came from, named in the start-up check's message. */
  private readonly urlVariable: 'DATABASE_LISTEN_URL' | 'DATABASE_URL';

  constructor(
    url: string,
    db: Db,
    log: (message: string, error?: unknown) => void = () => {},
    urlVariable: 'DATABASE_LISTEN_URL' | 'DATABASE_URL' = 'DATABASE_URL',
  ) {
    this.url = url;
    this.db = db;
    this.log = log;
    this.urlVariable = urlVariable;
  }

  /** LISTEN is active: live events flow (false while the database is away). */
  get listening(): boolean {
    return this.client !== null;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * A pub's public page changed (menu, dishes, settings; in any instance): `'*'` when the pub is not
   * known. Caches of the public page drop that pub's entries (features/guest/page-cache.ts).
   */
  onMenuChange(listener: (pubId: number | '*') => void): () => void {
    this.menuListeners.add(listener);
    return () => this.menuListeners.delete(listener);
  }

  /** A session or login ended on some instance (this one included): close its sockets here. */
  onSessionEnded(listener: (ended: SessionEnded) => void): () => void {
    this.sessionListeners.add(listener);
    return () => this.sessionListeners.delete(listener);
  }

  /** Tells every instance at once that a session or login ended (the sockets sweep stays as a safety net). */
  async announceSessionEnded(ended: SessionEnded): Promise<void> {
    await notify(this.db, SESSION_ENDED_CHANNEL, JSON.stringify(ended));
  }

  private sessionEnded(payload: string | undefined): void {
    let ended: SessionEnded;
    try {
      const parsed = JSON.parse(payload ?? '') as { account?: unknown; session?: unknown };
      if (typeof parsed.account === 'number') ended = { account: parsed.account };
      else if (typeof parsed.session === 'string') ended = { session: parsed.session };
      else return;
    } catch {
      return;
    }
    for (const listener of this.sessionListeners) {
      try {
        listener(ended);
      } catch (error) {
        this.log('session listener failed', error);
      }
    }
  }

  /**
   * Resolves once every change committed before the call has been heard here (NOTIFY is delivered in
   * commit order, so hearing our own later NOTIFY means the earlier ones arrived): a write's answer
   * then never meets a cached page from before it. Immediate while not listening (nothing is cached
   * then); gives up after 2 s rather than hold an answer.
   */
  async sync(): Promise<void> {
    if (!this.client) return;
    await this.roundTrip(SYNC_TIMEOUT_MS).catch(() => {
      // The database is away: nothing is cached while it is.
    });
  }

  /** NOTIFYs a token of ours through the pool; true once the listening connection hears it, false after `timeoutMs`. */
  private async roundTrip(timeoutMs: number): Promise<boolean> {
    const token = `${this.syncId}${++this.syncCount}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      this.syncWaiters.set(token, () => resolve(true));
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      await notify(this.db, MENU_CHANGED_CHANNEL, token);
      return await heard;
    } finally {
      clearTimeout(timer);
      this.syncWaiters.delete(token);
    }
  }

  /**
   * Called each time LISTEN is back after the connection was lost: live channels then send every open
   * socket a fresh GET_ALL, so nothing that changed meanwhile is missed (docs/product.md D11).
   */
  onResume(listener: () => void): () => void {
    this.resumeListeners.add(listener);
    return () => this.resumeListeners.delete(listener);
  }

  /**
   * Starts listening, and stops the start with one line when LISTEN does not work there: the channel must
   * show in the session's pg_listening_channels() after the committed LISTEN (a pooler in transaction
   * mode hands the next statement to another session), and a NOTIFY sent through the pool must arrive
   * (the listening URL may name another database).
   */
  async start(): Promise<void> {
    [this.floor, this.reach] = await Promise.all([latestEventId(this.db), latestEventId(this.db, CATCH_UP_REACH_S)]);
    const fix =
      this.urlVariable === 'DATABASE_LISTEN_URL'
        ? 'point DATABASE_LISTEN_URL at a direct connection to the same database'
        : 'set DATABASE_LISTEN_URL to a direct connection to the same database';
    try {
      await this.connect();
    } catch (error) {
      throw new StartupError(
        `Live events cannot listen through ${this.urlVariable} (${error instanceof Error ? error.message : String(error)}): ${fix}.`,
      );
    }
    const client = this.client;
    const channels = client
      ? (await client.query<{ channel: string }>('select pg_listening_channels() as channel')).rows.map(
          (r) => r.channel,
        )
      : [];
    const works =
      channels.includes(ORDER_EVENTS_CHANNEL) &&
      channels.includes(MENU_CHANGED_CHANNEL) &&
      (await this.roundTrip(PROBE_TIMEOUT_MS));
    if (!works) {
      await this.stop();
      throw new StartupError(
        `Live events are not heard through ${this.urlVariable} (LISTEN does not take effect there, as behind a pooler in transaction mode): ${fix}.`,
      );
    }
    this.pruner = setInterval(() => void this.prune().catch(() => {}), PRUNE_EVERY_MS);
    this.pruner.unref();
    this.catcher = setInterval(() => void this.catchUp().catch(() => {}), CATCH_UP_EVERY_MS);
    this.catcher.unref();
  }

  /**
   * NOTIFYs an outbox row after the transaction that wrote it committed. Its own statement commits without
   * waiting for the WAL flush (it changes nothing; the event's row is already durable), so the cluster-wide
   * notify lock is held only for moments.
   */
  announce(row: OrderEvent): Promise<void> {
    return new Promise((resolve, reject) => {
      this.toAnnounce.push({ payload: eventPayload(row), resolve, reject });
      if (!this.announcing) void this.sendAnnouncements();
    });
  }

  /**
   * One NOTIFY statement at a time: announcements made while one is on its way go together in the next, so
   * a burst of orders costs a few statements rather than one each (and the first is sent at once).
   */
  private async sendAnnouncements(): Promise<void> {
    this.announcing = true;
    try {
      while (this.toAnnounce.length > 0) {
        const batch = this.toAnnounce.splice(0, ANNOUNCE_BATCH);
        try {
          await notifyMany(
            this.db,
            ORDER_EVENTS_CHANNEL,
            batch.map((b) => b.payload),
          );
          for (const b of batch) b.resolve();
        } catch (error) {
          for (const b of batch) b.reject(error);
        }
      }
    } finally {
      this.announcing = false;
    }
  }

  /** Emits outbox rows older than CATCH_UP_AFTER_S that were never heard here (their announcement was lost). */
  async catchUp(): Promise<void> {
    if (!this.client) return;
    const from = Math.max(this.reach, this.caughtUp);
    const rows = await settledEventsAbove(this.db, from, CATCH_UP_AFTER_S, 1000);
    for (const row of rows) {
      this.caughtUp = Math.max(this.caughtUp, row.id);
      this.emit(row);
    }
  }

  /** Drops outbox rows older than OUTBOX_KEEP_MS (every instance does; deleting twice is harmless). */
  async prune(): Promise<void> {
    await pruneEvents(this.db, OUTBOX_KEEP_MS);
  }

  /** Age in seconds of the oldest outbox event this instance has not heard yet (0 when none). */
  async lagSeconds(): Promise<number> {
    return Math.max(0, Number((await oldestEventAgeAbove(this.db, Math.max(this.highestEmitted, this.floor))) ?? 0));
  }

  countSent(channel: string, n = 1): void {
    this.sentByChannel.set(channel, (this.sentByChannel.get(channel) ?? 0) + n);
  }

  /** The highest outbox id now: a snapshot read after this includes every event up to it that has committed. */
  async latestSeq(): Promise<number> {
    return latestEventId(this.db);
  }

  /**
   * The events (matching `filter`) after `since`, in order, with those of the minute before it again, at most
   * `limit`; null when the outbox no longer reaches back to `since` or `since` is beyond its end: the caller then
   * sends a snapshot.
   */
  async eventsAfter(since: number, filter: ReplayFilter | undefined, limit: number): Promise<OrderEvent[] | null> {
    return eventsSince(this.db, since, REPLAY_OVERLAP_S, filter, limit);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 5_000 });
    // The error listener stays for the client's whole life, even after it is dropped: a pg client
    // without one takes the process down on its next error.
    client.on('error', (error) => this.lose(client, error));
    client.on('end', () => this.lose(client));
    client.on('notification', (msg) => {
      if (this.client !== client) return;
      if (msg.channel === MENU_CHANGED_CHANNEL && msg.payload?.startsWith(SYNC_PREFIX))
        return this.syncWaiters.get(msg.payload)?.();
      if (msg.channel === MENU_CHANGED_CHANNEL)
        return this.menuChanged(msg.payload === '*' ? '*' : Number(msg.payload));
      if (msg.channel === SESSION_ENDED_CHANNEL) return this.sessionEnded(msg.payload);
      const event = eventOfPayload(msg.payload);
      if (typeof event === 'number') void this.load(event);
      else if (event) this.emit(event);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${ORDER_EVENTS_CHANNEL}`);
      await client.query(`LISTEN ${MENU_CHANGED_CHANNEL}`);
      await client.query(`LISTEN ${SESSION_ENDED_CHANNEL}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    try {
      await this.replay();
    } catch (error) {
      this.client = null;
      client.end().catch(() => {});
      throw error;
    }
    this.retryMs = FIRST_RETRY_MS;
    if (this.lost) {
      this.lost = false;
      this.log('live events resumed');
      for (const listener of this.resumeListeners) {
        try {
          listener();
        } catch (error) {
          this.log('resume listener failed', error);
        }
      }
    }
  }

  /** The listening connection is gone: forget it and reconnect with backoff. */
  private lose(client: pg.Client, error?: unknown): void {
    if (this.client !== null && this.client !== client) return;
    if (this.client === client) {
      this.client = null;
      this.lost = true;
      this.log('live events connection lost', error);
      client.end().catch(() => {});
    }
    this.reconnectSoon();
  }

  private reconnectSoon(): void {
    if (this.stopped || this.retry || this.client) return;
    this.lost = true;
    const wait = this.retryMs;
    this.retryMs = Math.min(MAX_RETRY_MS, this.retryMs * 2);
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connect().catch(() => {
        this.client = null;
        this.reconnectSoon();
      });
    }, wait);
    this.retry.unref();
  }

  /** Emits outbox rows above the floor that were never seen (missed while disconnected). */
  private async replay(): Promise<void> {
    const rows = await eventsAbove(this.db, this.floor);
    for (const row of rows) this.emit(row);
  }

  private menuChanged(pubId: number | '*'): void {
    if (pubId !== '*' && !Number.isFinite(pubId)) return;
    for (const listener of this.menuListeners) {
      try {
        listener(pubId);
      } catch (error) {
        this.log('menu listener failed', error);
      }
    }
  }

  private async load(id: number): Promise<void> {
    if (this.seen.has(id)) return;
    try {
      const row = await findEvent(this.db, id);
      if (row) this.emit(row);
    } catch {
      // The database is away; replay after reconnect covers it.
    }
  }

  private emit(row: OrderEvent): void {
    if (this.seen.has(row.id)) return;
    this.seen.add(row.id);
    this.seenOrder.push(row.id);
    if (row.id > this.highestEmitted) this.highestEmitted = row.id;
    if (this.seenOrder.length > 50_000) {
      // Forget old ids; the floor keeps replays from reaching back to them.
      const dropped = this.seenOrder.splice(0, 10_000);
      for (const id of dropped) this.seen.delete(id);
      this.floor = Math.max(this.floor, dropped[dropped.length - 1]);
      this.reach = Math.max(this.reach, dropped[dropped.length - 1]);
    }
    for (const listener of this.listeners) {
      try {
        listener(row);
      } catch {
        // One failing hub must not stop the others.
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pruner) clearInterval(this.pruner);
    this.pruner = null;
    if (this.catcher) clearInterval(this.catcher);
    this.catcher = null;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const client = this.client;
    this.client = null;
    // Its error listener stays: ending may still report one.
    if (client) await client.end().catch(() => {});
  }
}
