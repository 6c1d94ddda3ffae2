import WebSocket from 'ws';

/** A live-channel client as the apps keep it: highest version per order, GET_ALL replaces. */
export interface LiveOrder {
  id: number;
  version: number;
  status: string;
  courier_info?: { is_reserved: boolean; reserver_courier_id: number };
}

export class LiveClient {
  orders = new Map<number, LiveOrder>();
  connects = 0;
  private socket: WebSocket | null = null;
  private stopped = false;
  private readonly url: () => string;
  constructor(url: () => string) {
    this.url = url;
  }

  connect(): void {
    if (this.stopped) return;
    const socket = new WebSocket(this.url());
    this.socket = socket;
    socket.on('message', (data) => {
      const text = data.toString();
      if (text === 'PING') return socket.send('PONG');
      const msg = JSON.parse(text) as { event_type: string; orders?: LiveOrder[]; order?: LiveOrder };
      if (msg.event_type === 'GET_ALL') {
        this.connects++;
        this.orders = new Map(msg.orders!.map((o) => [o.id, o]));
      } else if (msg.order) {
        const known = this.orders.get(msg.order.id);
        if (!known || known.version < msg.order.version) this.orders.set(msg.order.id, msg.order);
      }
    });
    const again = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      setTimeout(() => this.connect(), 50 + Math.random() * 200);
    };
    socket.on('close', again);
    socket.on('error', () => socket.terminate());
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
