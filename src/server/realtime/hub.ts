import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { SOCKET_PING_MS } from '#shared/constants.ts';
import type { Bus, OrderEvent } from './bus.ts';
import type { ReplayFilter } from './repository.ts';
import { isDatabaseUnavailable } from '../plugins/errors.ts';
import { Gate } from '../lifecycle/gate.ts';

/**
 * A live channel (docs/product.md D8): sockets grouped by a key (a pub, a courier), each opened with a
 * GET_ALL snapshot and then fed the changes of the orders its key may see.
 *
 * One bus subscription per hub: events are fanned out one batch at a time (those heard while a batch is out
 * form the next), each batch's orders read together once and rendered for every interested socket, so a burst
 * (a replayed outbox, a busy minute) costs a few reads rather than one per event, and a hub never holds more
 * than one read's connections of the pool. A socket joins the stream BEFORE its snapshot is read; events that arrive meanwhile wait in
 * its buffer and, like every later event, are dropped when the socket was already sent that order at
 * the same or a newer version — so nothing falls between snapshot and stream, and nothing goes twice.
 *
 * Every message that follows an event carries `seq`, the event's outbox id (GET_ALL: the outbox's end when
 * it was read). A socket that connects with `since` (the last seq its app applied) gets, instead of
 * GET_ALL, the current state of each order its key may see that changed after `since` (bus.eventsAfter);
 * when the outbox no longer reaches back that far, GET_ALL.
 *
 * Keep-alive: text `PING` every `pingMs`; `PONG` answers it; a socket that leaves two unanswered is closed.
 * Anything else a connected socket sends is logged and ignored.
 */
export type EventType = 'GET_ALL' | 'CREATE_EVENT' | 'UPDATE_EVENT';

/** An order as a channel sends it: any JSON with `id` and `version`. */
export interface Versioned {
  id: number;
  version: number;
}

export interface HubSpec<Key, Loaded> {
  name: string;
  /** Cheap check before loading: false when no socket here can care (default: any socket connected). */
  wants?(event: OrderEvent, connected: ReadonlySet<Key>): boolean;
  /** Loads changed orders, any number in one read: those missing from the answer are gone. */
  load(orderIds: readonly number[]): Promise<ReadonlyMap<number, Loaded>>;
  /** Keys that hear this change, among those with sockets here. */
  audience(loaded: Loaded, event: OrderEvent, connected: ReadonlySet<Key>): Key[] | Promise<Key[]>;
  /** The order as `key` sees it, or null to send nothing. */
  render(loaded: Loaded, key: Key, event: OrderEvent): Versioned | null;
  /** CREATE_EVENT or UPDATE_EVENT for this key (default: by the event's kind). */
  eventType?(loaded: Loaded, key: Key, event: OrderEvent): EventType;
  /** The GET_ALL orders for a key. */
  snapshot(key: Key): Promise<Versioned[]>;
  /** A pub-level event (kind `pub`): the message each key hears, or null. Hubs without it ignore such events. */
  pubMessage?(
    event: OrderEvent,
    connected: ReadonlySet<Key>,
  ): Promise<{ key: Key; message: Record<string, unknown> } | null>;
  /** Narrows a replay's outbox read to the events that may concern `key` (default: every event). */
  replayOf?(key: Key): ReplayFilter;
}

interface Outgoing<Key> {
  key: Key;
  type: EventType;
  order: Versioned;
}

interface Client<Key> {
  key: Key;
  socket: WebSocket;
  live: boolean;
  buffer: { type: EventType; order: Versioned; text: string | Buffer }[];
  /** Versions its GET_ALL carried, shared by every socket that got the same one. */
  base: ReadonlyMap<number, number>;
  /** Highest version sent per order id since then (made at the first one). */
  sent: Map<number, number> | null;
  missedPongs: number;
}

/**
 * Runs `send` with the socket's connection corked: the frames it sends leave together in one write when it returns,
 * so a replay of many orders costs the socket one system call rather than one a frame (decision 319).
 */
function corked(socket: WebSocket, send: () => void): void {
  const connection = (socket as WebSocket & { _socket?: { cork(): void; uncork(): void } })._socket;
  connection?.cork();
  try {
    send();
  } finally {
    connection?.uncork();
  }
}

/** A GET_ALL read once for a key: its message encoded once, and the versions it carries. */
interface Snapshot {
  data: Buffer;
  versions: ReadonlyMap<number, number>;
}

const NO_VERSIONS: ReadonlyMap<number, number> = new Map();

/**
 * An event whose order could not be read is fanned out again after 0.5, 1, 2 … 32 s (about a minute in all);
 * after the last try the sockets it may concern are closed (1011), and their apps reconnect and replay it.
 */
const FAN_OUT_RETRIES = 7;
const FAN_OUT_RETRY_MS = 500;
/** At most this many events in one fan-out batch (one read of their orders). */
const FAN_OUT_BATCH = 500;
export const STALE_SOCKET_CLOSE = 1011;

/**
 * At most this many reads of what sockets missed (a replay, a GET_ALL) run at once in the process, whichever hub
 * makes them; the others wait their turn here, not in the pool's queue, so a reconnect wave (a restart sends
 * hundreds) leaves the rest of the pool to requests (docs/decisions/313, 318). A replay read whose sockets all
 * closed while they waited is not made.
 */
const CATCH_UPS_AT_ONCE = 4;
const catchUpGates = new WeakMap<Bus, Gate>();
/** The one catch-up gate of every hub on this bus (one bus a process). */
function catchUpGate(bus: Bus): Gate {
  let gate = catchUpGates.get(bus);
  if (!gate) catchUpGates.set(bus, (gate = new Gate(CATCH_UPS_AT_ONCE)));
  return gate;
}

/** An order a replay sends: its state after the last event read, and its message encoded once per type. */
interface ReplayOrder {
  order: Versioned;
  seq: number;
  /** The highest `created` event of the order among those read (0: none): a socket that missed it gets CREATE_EVENT. */
  createdSeq: number;
  texts: Partial<Record<EventType, Buffer>>;
}

/** A replay read: from which `since`, the orders it found (or `too old`), the pub message of its last pub event. */
interface ReplayRead {
  since: number;
  orders: ReadonlyMap<number, ReplayOrder> | 'too old';
  pub?: Buffer;
}

/** The sockets of one key waiting for the same replay read, and the lowest `since` among them. */
interface ReplayBatch<Key> {
  since: number;
  clients: Client<Key>[];
  read: Promise<ReplayRead>;
}

/** A replay longer than this (its orders are read at once, like a snapshot's) is sent as GET_ALL instead. */
const MAX_REPLAY_EVENTS = 5_000;

/** An event waiting for its fan-out, and how many tries it already had. */
interface Pending {
  event: OrderEvent;
  attempt: number;
}

/** `load` for a spec that reads one order at a time: the orders read one by one (null: gone). */
export function loadEach<Loaded>(
  one: (orderId: number) => Promise<Loaded | null>,
): (orderIds: readonly number[]) => Promise<ReadonlyMap<number, Loaded>> {
  return async (orderIds) => {
    const loaded = new Map<number, Loaded>();
    await Promise.all(
      orderIds.map(async (id) => {
        const order = await one(id);
        if (order !== null) loaded.set(id, order);
      }),
    );
    return loaded;
  };
}

/** `?since=` of a socket's handshake: a non-negative integer, else undefined (GET_ALL). */
export function sinceOf(query: unknown): number | undefined {
  const raw = (query as { since?: unknown } | undefined)?.since;
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) return undefined;
  return Number(raw);
}

/** Unsent bytes a socket may hold before it is closed as too slow. */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

export function pingIntervalMs(): number {
  const fromEnv = Number(process.env.SOCKET_PING_MS);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : SOCKET_PING_MS;
}

export class Hub<Key, Loaded> {
  private readonly byKey = new Map<Key, Set<Client<Key>>>();
  /** Per key: the snapshot being read, and the next one, which sockets arriving meanwhile wait for together. */
  private readonly reading = new Map<Key, Promise<Snapshot>>();
  private readonly queued = new Map<Key, Promise<Snapshot>>();
  /** Per key: the replay read still waiting for its turn, which sockets of the key asking meanwhile share. */
  private readonly replays = new Map<Key, ReplayBatch<Key>>();
  /** Replay and snapshot reads, a few at a time with every other hub's (CATCH_UPS_AT_ONCE). */
  private readonly catchUps: Gate;
  private readonly spec: HubSpec<Key, Loaded>;
  private readonly bus: Bus;
  private readonly log: FastifyBaseLogger;
  private readonly pingMs: number;
  private unsubscribe: (() => void) | null = null;
  private unsubscribeResume: (() => void) | null = null;
  private pinger: NodeJS.Timeout | null = null;
  private readonly pending: Pending[] = [];
  private flushing = false;

  constructor(bus: Bus, spec: HubSpec<Key, Loaded>, log: FastifyBaseLogger, pingMs = pingIntervalMs()) {
    this.spec = spec;
    this.bus = bus;
    this.catchUps = catchUpGate(bus);
    this.log = log;
    this.pingMs = pingMs;
    this.unsubscribe = bus.subscribe((event) => this.enqueue({ event, attempt: 0 }));
    bus.channels.add(this);
    this.unsubscribeResume = bus.onResume(() => void this.resync());
  }

  get name(): string {
    return this.spec.name;
  }

  /** Sockets connected here (for tests and metrics). */
  get size(): number {
    let n = 0;
    for (const set of this.byKey.values()) n += set.size;
    return n;
  }

  /** Adds a socket: subscribe first, then replay from `since` or snapshot, then flush what arrived meanwhile. */
  async connect(key: Key, socket: WebSocket, since?: number): Promise<void> {
    const client: Client<Key> = { key, socket, live: false, buffer: [], base: NO_VERSIONS, sent: null, missedPongs: 0 };
    let set = this.byKey.get(key);
    if (!set) this.byKey.set(key, (set = new Set()));
    set.add(client);
    this.startPinger();
    socket.on('message', (data, isBinary) => this.onMessage(client, isBinary ? null : data.toString()));
    socket.on('close', () => this.remove(client));
    socket.on('error', () => this.remove(client));
    if (since !== undefined) {
      const replayed = await this.replay(client, since);
      if (replayed === 'failed') {
        // The database did not answer (restarting, its pool full): a GET_ALL would fail the same way, or read every
        // list at the worst moment. The app keeps its list, reconnects after its own wait and replays then.
        client.socket.close(1011, 'replay failed');
        this.remove(client);
        return;
      }
      if (replayed === 'sent') return;
    }
    await this.sendSnapshot(client);
  }

  /**
   * Sends what changed for this socket's key after `since`: one message per order (its current state, as
   * CREATE_EVENT when it was created in that span), the latest pub message, then what arrived meanwhile.
   * `too old` (nothing sent) when the outbox does not reach back to `since`, `failed` when the database could not be
   * reached.
   */
  private async replay(client: Client<Key>, since: number): Promise<'sent' | 'too old' | 'failed'> {
    try {
      let read = await this.replayRead(client, since, true);
      // Read from an earlier `since` of another socket, the outbox no longer reached back: this socket's own may.
      if (read.since < since && read.orders === 'too old') read = await this.replayRead(client, since, false);
      if (read.orders === 'too old') return 'too old';
      const { orders, pub } = read;
      client.base = NO_VERSIONS;
      client.sent = null;
      corked(client.socket, () => {
        for (const m of orders.values()) {
          // An order created at or before `since` goes as an update (which adds it where it is missing): a
          // CREATE_EVENT rings the kitchen, and one the socket may have heard must not ring again.
          const type = m.createdSeq > since ? 'CREATE_EVENT' : 'UPDATE_EVENT';
          m.texts[type] ??= Buffer.from(JSON.stringify({ event_type: type, order: m.order, seq: m.seq }));
          this.deliver(client, m.order, m.texts[type]);
        }
        if (pub) this.sendText(client, pub);
        client.live = true;
        for (const item of client.buffer.splice(0)) this.deliver(client, item.order, item.text);
      });
      return 'sent';
    } catch (error) {
      this.log.error({ err: error, channel: this.spec.name }, 'replay failed');
      // Any other failure falls back to a GET_ALL, as a replay the outbox cannot serve does.
      return isDatabaseUnavailable(error) ? 'failed' : 'too old';
    }
  }

  /**
   * What changed for `client.key` after `since`, read once for every socket of the key that asks while the read
   * waits for its turn (`shared`): from the lowest `since` among them, each order read and rendered once. A socket
   * with a later `since` is sent more orders than it missed, each at its current version, which it applies as it
   * would a live event. Nothing is read when every socket waiting for it has closed.
   */
  private replayRead(client: Client<Key>, since: number, shared: boolean): Promise<ReplayRead> {
    const key = client.key;
    const waiting = shared ? this.replays.get(key) : undefined;
    if (waiting) {
      waiting.since = Math.min(waiting.since, since);
      waiting.clients.push(client);
      return waiting.read;
    }
    // In the map before its read is asked for: with a free turn the read starts at once, and takes it out.
    const batch = { since, clients: [client] } as Omit<ReplayBatch<Key>, 'read'> as ReplayBatch<Key>;
    if (shared) this.replays.set(key, batch);
    batch.read = this.catchUps.run(async () => {
      if (this.replays.get(key) === batch) this.replays.delete(key);
      const from = batch.since;
      if (batch.clients.every((c) => c.socket.readyState !== c.socket.OPEN)) return { since: from, orders: new Map() };
      const only = new Set([key]);
      const events = await this.bus.eventsAfter(from, this.spec.replayOf?.(key), MAX_REPLAY_EVENTS + 1);
      if (!events || events.length > MAX_REPLAY_EVENTS) return { since: from, orders: 'too old' };
      const loaded = await this.loadFor(events, only);
      const orders = new Map<number, ReplayOrder>();
      let pubEvent: OrderEvent | undefined;
      for (const event of events) {
        if (event.kind === 'pub') {
          pubEvent = event;
          continue;
        }
        for (const m of await this.messagesFor(event, loaded.get(event.orderId), only)) {
          const createdSeq = Math.max(
            orders.get(m.order.id)?.createdSeq ?? 0,
            m.type === 'CREATE_EVENT' ? event.id : 0,
          );
          orders.set(m.order.id, { order: m.order, seq: event.id, createdSeq, texts: {} });
        }
      }
      const pub = pubEvent && (await this.spec.pubMessage?.(pubEvent, only));
      return {
        since: from,
        orders,
        pub: pub && pubEvent ? Buffer.from(JSON.stringify({ ...pub.message, seq: pubEvent.id })) : undefined,
      };
    });
    return batch.read;
  }

  /** GET_ALL for one socket, with the events that arrive while it is read held back and then flushed. */
  private async sendSnapshot(client: Client<Key>): Promise<void> {
    client.live = false;
    try {
      const snapshot = await this.snapshotFor(client.key);
      client.base = snapshot.versions;
      client.sent = null;
      this.sendText(client, snapshot.data);
      client.live = true;
      for (const item of client.buffer.splice(0)) this.deliver(client, item.order, item.text);
    } catch (error) {
      // The browser app reconnects and gets its GET_ALL then.
      this.log.error({ err: error, channel: this.spec.name }, 'snapshot failed');
      client.socket.close(1011, 'snapshot failed');
      this.remove(client);
    }
  }

  /**
   * The GET_ALL for a socket already subscribed to `key`: one read at a time per key, and every socket that
   * subscribes while one runs shares the next (which starts after they all subscribed, so none misses an
   * event committed between its snapshot and its subscription). Many screens of one pub opening at once
   * (a restart, a reconnect wave) then cost one query, one encoding and one version map between them.
   */
  private snapshotFor(key: Key): Promise<Snapshot> {
    const waiting = this.queued.get(key);
    if (waiting) return waiting;
    const previous = this.reading.get(key);
    if (!previous) return this.readSnapshot(key);
    const next = previous
      .catch(() => {})
      .then(() => {
        this.queued.delete(key);
        return this.readSnapshot(key);
      });
    this.queued.set(key, next);
    return next;
  }

  private readSnapshot(key: Key): Promise<Snapshot> {
    const read = this.catchUps.run(async () => {
      const seq = await this.bus.latestSeq();
      const orders = await this.spec.snapshot(key);
      return {
        data: Buffer.from(JSON.stringify({ event_type: 'GET_ALL', orders, seq })),
        versions: new Map(orders.map((o) => [o.id, o.version])),
      };
    });
    this.reading.set(key, read);
    void read
      .catch(() => {})
      .finally(() => {
        if (this.reading.get(key) === read) this.reading.delete(key);
      });
    return read;
  }

  /**
   * After the database was away, events may have been missed: every open socket gets a fresh GET_ALL
   * (docs/product.md D11). Sockets are refreshed a few at a time so that a big instance does not flood the pool.
   */
  async resync(): Promise<void> {
    const clients = [...this.byKey.values()].flatMap((set) => [...set]);
    const next = () => clients.shift();
    const worker = async () => {
      for (let c = next(); c; c = next()) if (this.byKey.get(c.key)?.has(c)) await this.sendSnapshot(c);
    };
    await Promise.all(Array.from({ length: Math.min(4, clients.length) }, worker));
  }

  private onMessage(client: Client<Key>, text: string | null): void {
    if (text === 'PONG') {
      client.missedPongs = 0;
      return;
    }
    if (text === 'PING') {
      this.sendText(client, 'PONG');
      return;
    }
    this.log.warn(
      { channel: this.spec.name, message: text === null ? '<binary>' : text.slice(0, 200) },
      'ignored malformed socket message',
    );
  }

  /** Queues an event for fan-out; the queue is drained one batch at a time. */
  private enqueue(item: Pending): void {
    this.pending.push(item);
    if (this.flushing) return;
    this.flushing = true;
    // The events of one burst of notifications arrive in the same turn: they go out as one batch.
    setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    try {
      while (this.pending.length > 0 && this.unsubscribe) await this.fanOut(this.pending.splice(0, FAN_OUT_BATCH));
    } finally {
      this.flushing = false;
    }
  }

  /** Sends a batch of events to the sockets they concern, with their orders read once for the whole batch. */
  private async fanOut(batch: Pending[]): Promise<void> {
    if (this.byKey.size === 0) return;
    const connected = new Set(this.byKey.keys());
    let loaded: ReadonlyMap<number, Loaded> | null = null;
    try {
      loaded = await this.loadFor(
        batch.map((item) => item.event),
        connected,
      );
    } catch (error) {
      this.log.error({ err: error, channel: this.spec.name, events: batch.length }, 'event fan-out failed');
    }
    for (const item of batch) {
      const { event } = item;
      try {
        if (event.kind === 'pub') await this.onPubEvent(event);
        else if (!loaded) this.retryLater(item);
        else
          for (const m of await this.messagesFor(event, loaded.get(event.orderId), connected))
            if (this.byKey.get(m.key)?.size) this.push(m.key, m.type, m.order, event.id);
      } catch (error) {
        this.log.error({ err: error, channel: this.spec.name, orderId: event.orderId }, 'event fan-out failed');
        this.retryLater(item);
      }
    }
  }

  /**
   * An event heard while its order cannot be read (the database restarting, a pooler still waiting to log in
   * again while LISTEN, on its own connection, is already back) is fanned out again, with a growing wait,
   * instead of being lost: a board that does not reconnect would never hear of it. The order is read as it is
   * then, and the version rule drops it for sockets that got as much meanwhile. After the last try, the
   * sockets it may concern are closed so that their apps reconnect and replay it from the outbox.
   */
  private retryLater(item: Pending): void {
    if (!this.unsubscribe) return;
    if (item.attempt >= FAN_OUT_RETRIES) return this.closeConcerned(item.event);
    const timer = setTimeout(
      () => this.enqueue({ event: item.event, attempt: item.attempt + 1 }),
      FAN_OUT_RETRY_MS * 2 ** item.attempt,
    );
    timer.unref();
  }

  /** Closes (1011) the sockets of every key the event may concern: they missed it and will replay it. */
  private closeConcerned(event: OrderEvent): void {
    this.log.error({ channel: this.spec.name, orderId: event.orderId }, 'event not delivered: closing its sockets');
    for (const [key, clients] of this.byKey) {
      if (this.spec.wants && !this.spec.wants(event, new Set([key]))) continue;
      for (const client of clients) client.socket.close(STALE_SOCKET_CLOSE, 'missed an event');
    }
  }

  /** The orders of these events that keys in `connected` may care about, read at once. */
  private loadFor(events: readonly OrderEvent[], connected: ReadonlySet<Key>): Promise<ReadonlyMap<number, Loaded>> {
    const ids = new Set<number>();
    for (const event of events)
      if (event.kind !== 'pub' && (!this.spec.wants || this.spec.wants(event, connected))) ids.add(event.orderId);
    return ids.size ? this.spec.load([...ids]) : Promise.resolve(new Map());
  }

  /** What an order event means to the keys in `connected`, given its order as loaded (undefined: gone). */
  private async messagesFor(
    event: OrderEvent,
    order: Loaded | undefined,
    connected: ReadonlySet<Key>,
  ): Promise<Outgoing<Key>[]> {
    if (this.spec.wants && !this.spec.wants(event, connected)) return [];
    if (!order) return [];
    const out: Outgoing<Key>[] = [];
    for (const key of await this.spec.audience(order, event, connected)) {
      const rendered = this.spec.render(order, key, event);
      if (!rendered) continue;
      out.push({
        key,
        type: this.spec.eventType?.(order, key, event) ?? (event.kind === 'created' ? 'CREATE_EVENT' : 'UPDATE_EVENT'),
        order: rendered,
      });
    }
    return out;
  }

  /**
   * Pub-level messages carry no order and no version: they go to every socket of the key at once. A socket
   * still waiting for its snapshot misses it, which is harmless because the client re-reads the pub on GET_ALL.
   */
  private async onPubEvent(event: OrderEvent): Promise<void> {
    if (!this.spec.pubMessage) return;
    const out = await this.spec.pubMessage(event, new Set(this.byKey.keys()));
    if (!out) return;
    const text = Buffer.from(JSON.stringify({ ...out.message, seq: event.id }));
    for (const client of this.byKey.get(out.key) ?? []) if (client.live) this.sendText(client, text);
  }

  /** Sends an order to every socket of a key, with the same version rules as bus events; `seq`: its event's outbox id. */
  push(key: Key, type: EventType, order: Versioned, seq: number): void {
    // Serialised and encoded once per key, not once per socket: a busy pub may have many screens open.
    const text = Buffer.from(JSON.stringify({ event_type: type, order, seq }));
    this.bus.countSent(this.spec.name, this.byKey.get(key)?.size ?? 0);
    for (const client of this.byKey.get(key) ?? []) {
      if (client.live) this.deliver(client, order, text);
      else client.buffer.push({ type, order, text });
    }
  }

  private deliver(client: Client<Key>, order: Versioned, text: string | Buffer): void {
    const seen = client.sent?.get(order.id) ?? client.base.get(order.id);
    if (seen !== undefined && seen >= order.version) return;
    (client.sent ??= new Map()).set(order.id, order.version);
    this.sendText(client, text);
  }

  /** A Buffer goes out as a text frame without a copy per socket (a string is encoded for each send). */
  private sendText(client: Client<Key>, text: string | Buffer): void {
    if (client.socket.readyState !== client.socket.OPEN) return;
    // A reader this far behind (a frozen tab, a dead link) is cut: on reconnect GET_ALL catches it up,
    // which is cheaper than holding an ever-growing queue in this process.
    if (client.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.log.warn({ channel: this.spec.name }, 'closing a socket that does not keep up');
      client.socket.terminate();
      this.remove(client);
      return;
    }
    client.socket.send(text, { binary: false }, (error) => {
      if (error) this.remove(client);
    });
  }

  private startPinger(): void {
    if (this.pinger) return;
    this.pinger = setInterval(() => this.pingAll(), this.pingMs);
    this.pinger.unref();
  }

  private pingAll(): void {
    for (const set of this.byKey.values()) {
      for (const client of set) {
        if (client.missedPongs >= 2) {
          client.socket.terminate();
          this.remove(client);
          continue;
        }
        client.missedPongs++;
        this.sendText(client, 'PING');
      }
    }
    if (this.byKey.size === 0 && this.pinger) {
      clearInterval(this.pinger);
      this.pinger = null;
    }
  }

  private remove(client: Client<Key>): void {
    const set = this.byKey.get(client.key);
    if (!set?.delete(client)) return;
    if (set.size === 0) this.byKey.delete(client.key);
  }

  /** Closes every socket and leaves the bus (app shutdown). */
  close(): void {
    this.bus.channels.delete(this);
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.unsubscribeResume?.();
    this.unsubscribeResume = null;
    if (this.pinger) clearInterval(this.pinger);
    this.pinger = null;
    for (const set of this.byKey.values()) for (const client of set) client.socket.close(1001, 'server closing');
    this.byKey.clear();
  }
}
