import WebSocket from 'ws';
import { RESTART_RECONNECT_JITTER_MS, SERVICE_RESTART_CLOSE } from '#shared/constants.ts';

export interface TopoOrder {
  id: number;
  version: number;
  status: string;
  courier_info?: { is_reserved: boolean; reserver_courier_id: number };
}

/**
 * A live-channel client that reconnects as the app does (client/lib/socket.ts): after a 1012 a random
 * wait of up to 3 s, after any other close the next tick of its retry timer (whose phase is random);
 * every reconnect carries `since=` the highest `seq` applied. It records what a topology run checks:
 * the time of every reconnect, GET_ALLs after the first (replay fallbacks), and the highest version of
 * each order it ever heard of.
 */
export class TopoClient {
  orders = new Map<number, TopoOrder>();
  /** Highest version heard per order, from events, replays and snapshots. */
  heard = new Map<number, number>();
  /** The seq of the first GET_ALL: events after it must all reach this client. */
  baseline: number | undefined;
  lastSeq: number | undefined;
  /** Times of GET_ALLs after the first (a reconnect the server could not replay). */
  fallbacks: number[] = [];
  reconnects: number[] = [];
  closes = new Map<number, number>();
  private opened = 0;
  private socket: WebSocket | null = null;
  private stopped = false;
  private ready!: () => void;
  readonly first = new Promise<void>((resolve) => (this.ready = resolve));
  private readonly url: () => string;
  private readonly retryMs: number;
  constructor(url: () => string, retryMs: number) {
    this.url = url;
    this.retryMs = retryMs;
  }

  connect(): void {
    if (this.stopped) return;
    const since = this.lastSeq === undefined ? '' : `&since=${this.lastSeq}`;
    const socket = new WebSocket(this.url() + since);
    this.socket = socket;
    socket.on('open', () => {
      if (this.opened++ > 0) this.reconnects.push(Date.now());
    });
    socket.on('message', (data) => {
      const text = data.toString();
      if (text === 'PING') return socket.send('PONG');
      const msg = JSON.parse(text) as { event_type: string; orders?: TopoOrder[]; order?: TopoOrder; seq?: number };
      if (msg.event_type === 'GET_ALL') {
        if (this.baseline === undefined) this.baseline = msg.seq;
        else this.fallbacks.push(Date.now());
        this.orders = new Map(msg.orders!.map((o) => [o.id, o]));
        for (const o of msg.orders!) this.hear(o);
        this.ready();
      } else if (msg.order) {
        const known = this.orders.get(msg.order.id);
        if (!known || known.version < msg.order.version) this.orders.set(msg.order.id, msg.order);
        this.hear(msg.order);
      }
      if (typeof msg.seq === 'number' && msg.seq > (this.lastSeq ?? -1)) this.lastSeq = msg.seq;
    });
    socket.on('close', (code) => {
      this.closes.set(code, (this.closes.get(code) ?? 0) + 1);
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      const wait =
        code === SERVICE_RESTART_CLOSE ? Math.random() * RESTART_RECONNECT_JITTER_MS : Math.random() * this.retryMs;
      setTimeout(() => this.connect(), wait);
    });
    socket.on('error', () => socket.terminate());
  }

  private hear(o: TopoOrder): void {
    if ((this.heard.get(o.id) ?? 0) < o.version) this.heard.set(o.id, o.version);
  }

  stop(): void {
    this.stopped = true;
    const s = this.socket;
    this.socket = null;
    s?.terminate();
  }
}
