import WebSocket from 'ws';

/** An order as a live channel sends it, with what the lists compare. */
export interface LiveOrder {
  id: number;
  version: number;
  status: string;
  courier_info?: { is_reserved: boolean; reserver_courier_id: number };
}

export interface LiveClientOptions {
  /** Reconnect with `since=` the highest `seq` applied, as the app does; without it every connect gets a GET_ALL. */
  resume?: boolean;
  /** How long to wait before reconnecting after a close with this code. */
  reconnectAfter: (code: number) => number;
}

/**
 * A live-channel client as the apps keep it: the highest version per order, a GET_ALL replaces the list.
 * It records what the chaos tests and the topology run check: the GET_ALL snapshots (the first one's
 * `seq` as the baseline; a later one that answers a reconnect as a fallback from a replay, one on an open
 * connection as a refresh after the database was away), the time of every reconnect, the close codes, and
 * the highest version of each order it ever heard of.
 */
export class LiveClient {
  orders = new Map<number, LiveOrder>();
  /** Highest version heard per order, from events, replays and snapshots. */
  heard = new Map<number, number>();
  /** How many GET_ALL snapshots arrived. */
  snapshots = 0;
  /** The seq of the first GET_ALL: events after it must all reach this client. */
  baseline: number | undefined;
  lastSeq: number | undefined;
  /** Times of GET_ALLs that answered a reconnect (one the server could not replay). */
  fallbacks: number[] = [];
  /** Times of GET_ALLs on a connection that had already brought messages (the server's refresh). */
  refreshes: number[] = [];
  /** No message has come on the current connection yet. */
  private fresh = false;
  reconnects: number[] = [];
  closes = new Map<number, number>();
  /** When the current connection opened, and when it last brought a message other than a PING. */
  openedAt = 0;
  lastMessageAt = 0;
  private opened = 0;
  private socket: WebSocket | null = null;
  private stopped = false;
  private ready!: () => void;
  /** Settles with the first GET_ALL. */
  readonly first = new Promise<void>((resolve) => (this.ready = resolve));
  private readonly url: () => string;
  private readonly options: LiveClientOptions;
  constructor(url: () => string, options: LiveClientOptions) {
    this.url = url;
    this.options = options;
  }

  connect(): void {
    if (this.stopped) return;
    const since = this.options.resume && this.lastSeq !== undefined ? `&since=${this.lastSeq}` : '';
    const socket = new WebSocket(this.url() + since);
    this.socket = socket;
    socket.on('open', () => {
      this.openedAt = Date.now();
      this.fresh = true;
      if (this.opened++ > 0) this.reconnects.push(Date.now());
    });
    socket.on('message', (data) => {
      const text = data.toString();
      if (text === 'PING') return socket.send('PONG');
      this.lastMessageAt = Date.now();
      this.apply(JSON.parse(text) as { event_type: string; orders?: LiveOrder[]; order?: LiveOrder; seq?: number });
    });
    socket.on('close', (code) => {
      this.closes.set(code, (this.closes.get(code) ?? 0) + 1);
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      setTimeout(() => this.connect(), this.options.reconnectAfter(code));
    });
    socket.on('error', () => socket.terminate());
  }

  private apply(msg: { event_type: string; orders?: LiveOrder[]; order?: LiveOrder; seq?: number }): void {
    if (msg.event_type === 'GET_ALL') {
      if (this.snapshots++ === 0) this.baseline = msg.seq;
      else (this.fresh ? this.fallbacks : this.refreshes).push(Date.now());
      this.orders = new Map(msg.orders!.map((o) => [o.id, o]));
      for (const o of msg.orders!) this.hear(o);
      this.ready();
    } else if (msg.order) {
      const known = this.orders.get(msg.order.id);
      if (!known || known.version < msg.order.version) this.orders.set(msg.order.id, msg.order);
      this.hear(msg.order);
    }
    this.fresh = false;
    if (typeof msg.seq === 'number' && msg.seq > (this.lastSeq ?? -1)) this.lastSeq = msg.seq;
  }

  private hear(o: LiveOrder): void {
    if ((this.heard.get(o.id) ?? 0) < o.version) this.heard.set(o.id, o.version);
  }

  /** Cuts the connection as a lost network would; the client reconnects by itself. */
  cut(): void {
    this.socket?.terminate();
  }

  stop(): void {
    this.stopped = true;
    const s = this.socket;
    this.socket = null;
    s?.terminate();
  }
}

/** A list as the checks compare it: `id:version:status`, sorted. */
export const summary = (list: readonly LiveOrder[]) =>
  list
    .map((x) => `${x.id}:${x.version}:${x.status}`)
    .sort()
    .join(',');

/** A courier's three lists as a client sees them (available, mine in progress, mine completed). */
export function courierView(client: LiveClient, courierId: number): string {
  const all = [...client.orders.values()];
  const mine = all.filter((x) => x.courier_info?.reserver_courier_id === courierId);
  return [
    summary(all.filter((x) => x.status === 'preparing' && !x.courier_info?.is_reserved)),
    summary(mine.filter((x) => x.status !== 'completed' && x.status !== 'canceled')),
    summary(mine.filter((x) => x.status === 'completed')),
  ].join(' | ');
}
