import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { SOCKET_PING_MS } from '#shared/constants.ts';
import type { Bus, OrderEvent } from './bus.ts';

/**
 * A live channel (docs/product.md D8): sockets grouped by a key (a pub, a courier), each opened with a
 * GET_ALL snapshot and then fed the changes of the orders its key may see.
 *
 * One bus subscription per hub: each event's order is loaded once and rendered for every interested
 * socket. A socket joins the stream BEFORE its snapshot is read; events that arrive meanwhile wait in
 * its buffer and, like every later event, are dropped when the socket was already sent that order at
 * the same or a newer version — so nothing falls between snapshot and stream, and nothing goes twice.
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
  /** Loads a changed order once per event (null: gone). */
  load(orderId: number): Promise<Loaded | null>;
  /** Keys that hear this change, among those with sockets here. */
  audience(loaded: Loaded, event: OrderEvent, connected: ReadonlySet<Key>): Key[] | Promise<Key[]>;
  /** The order as `key` sees it, or null to send nothing. */
  render(loaded: Loaded, key: Key, event: OrderEvent): Versioned | null;
  /** CREATE_EVENT or UPDATE_EVENT for this key (default: by the event's kind). */
  eventType?(loaded: Loaded, key: Key, event: OrderEvent): EventType;
  /** The GET_ALL orders for a key. */
  snapshot(key: Key): Promise<Versioned[]>;
  /** A pub-level event (kind `pub`): the message each key hears, or null. Hubs without it ignore such events. */
  pubMessage?(event: OrderEvent, connected: ReadonlySet<Key>): Promise<{ key: Key; message: unknown } | null>;
}

interface Client<Key> {
  key: Key;
  socket: WebSocket;
  live: boolean;
  buffer: { type: EventType; order: Versioned; text: string }[];
  /** Highest version sent per order id. */
  sent: Map<number, number>;
  missedPongs: number;
}

/** Unsent bytes a socket may hold before it is closed as too slow. */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

export function pingIntervalMs(): number {
  const fromEnv = Number(process.env.SOCKET_PING_MS);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : SOCKET_PING_MS;
}

export class Hub<Key, Loaded> {
  private readonly byKey = new Map<Key, Set<Client<Key>>>();
  private readonly spec: HubSpec<Key, Loaded>;
  private readonly log: FastifyBaseLogger;
  private readonly pingMs: number;
  private unsubscribe: (() => void) | null = null;
  private unsubscribeResume: (() => void) | null = null;
  private pinger: NodeJS.Timeout | null = null;

  constructor(bus: Bus, spec: HubSpec<Key, Loaded>, log: FastifyBaseLogger, pingMs = pingIntervalMs()) {
    this.spec = spec;
    this.log = log;
    this.pingMs = pingMs;
    this.unsubscribe = bus.subscribe((event) => void this.onEvent(event));
    this.unsubscribeResume = bus.onResume(() => void this.resync());
  }

  /** Sockets connected here (for tests and metrics). */
  get size(): number {
    let n = 0;
    for (const set of this.byKey.values()) n += set.size;
    return n;
  }

  /** Adds a socket: subscribe first, then snapshot, then flush what arrived meanwhile. */
  async connect(key: Key, socket: WebSocket): Promise<void> {
    const client: Client<Key> = { key, socket, live: false, buffer: [], sent: new Map(), missedPongs: 0 };
    let set = this.byKey.get(key);
    if (!set) this.byKey.set(key, (set = new Set()));
    set.add(client);
    this.startPinger();
    socket.on('message', (data, isBinary) => this.onMessage(client, isBinary ? null : data.toString()));
    socket.on('close', () => this.remove(client));
    socket.on('error', () => this.remove(client));
    await this.sendSnapshot(client);
  }

  /** GET_ALL for one socket, with the events that arrive while it is read held back and then flushed. */
  private async sendSnapshot(client: Client<Key>): Promise<void> {
    client.live = false;
    try {
      const orders = await this.spec.snapshot(client.key);
      client.sent = new Map();
      for (const order of orders) client.sent.set(order.id, order.version);
      this.send(client, { event_type: 'GET_ALL', orders });
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
    this.log.warn({ channel: this.spec.name, message: text === null ? '<binary>' : text.slice(0, 200) }, 'ignored malformed socket message');
  }

  private async onEvent(event: OrderEvent): Promise<void> {
    if (this.byKey.size === 0) return;
    if (event.kind === 'pub') {
      await this.onPubEvent(event);
      return;
    }
    if (this.spec.wants && !this.spec.wants(event, new Set(this.byKey.keys()))) return;
    try {
      const loaded = await this.spec.load(event.orderId);
      if (!loaded) return;
      const keys = await this.spec.audience(loaded, event, new Set(this.byKey.keys()));
      for (const key of keys) {
        const clients = this.byKey.get(key);
        if (!clients?.size) continue;
        const order = this.spec.render(loaded, key, event);
        if (!order) continue;
        const type = this.spec.eventType?.(loaded, key, event) ?? (event.kind === 'created' ? 'CREATE_EVENT' : 'UPDATE_EVENT');
        this.push(key, type, order);
      }
    } catch (error) {
      this.log.error({ err: error, channel: this.spec.name, orderId: event.orderId }, 'event fan-out failed');
    }
  }

  /**
   * Pub-level messages carry no order and no version: they go to every socket of the key at once. A socket
   * still waiting for its snapshot misses it, which is harmless because the client re-reads the pub on GET_ALL.
   */
  private async onPubEvent(event: OrderEvent): Promise<void> {
    if (!this.spec.pubMessage) return;
    try {
      const out = await this.spec.pubMessage(event, new Set(this.byKey.keys()));
      if (!out) return;
      const text = JSON.stringify(out.message);
      for (const client of this.byKey.get(out.key) ?? []) if (client.live) this.sendText(client, text);
    } catch (error) {
      this.log.error({ err: error, channel: this.spec.name, pubId: event.pubId }, 'pub event fan-out failed');
    }
  }

  /** Sends an order to every socket of a key, with the same version rules as bus events. */
  push(key: Key, type: EventType, order: Versioned): void {
    // Serialised once per key, not once per socket: a busy pub may have many screens open.
    const text = JSON.stringify({ event_type: type, order });
    for (const client of this.byKey.get(key) ?? []) {
      if (client.live) this.deliver(client, order, text);
      else client.buffer.push({ type, order, text });
    }
  }

  private deliver(client: Client<Key>, order: Versioned, text: string): void {
    const seen = client.sent.get(order.id);
    if (seen !== undefined && seen >= order.version) return;
    client.sent.set(order.id, order.version);
    this.sendText(client, text);
  }

  private send(client: Client<Key>, message: unknown): void {
    this.sendText(client, JSON.stringify(message));
  }

  private sendText(client: Client<Key>, text: string): void {
    if (client.socket.readyState !== client.socket.OPEN) return;
    // A reader this far behind (a frozen tab, a dead link) is cut: on reconnect GET_ALL catches it up,
    // which is cheaper than holding an ever-growing queue in this process.
    if (client.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.log.warn({ channel: this.spec.name }, 'closing a socket that does not keep up');
      client.socket.terminate();
      this.remove(client);
      return;
    }
    client.socket.send(text, (error) => {
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
