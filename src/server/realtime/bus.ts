import pg from 'pg';
import { eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { orderEvents } from '../db/schema.ts';

/**
 * The live-event bus (DESIGN.md §2): every order change writes an outbox row in its own transaction and
 * NOTIFYs its id; every instance LISTENs, reloads the row and hands it to its local hubs. NOTIFY is
 * delivered at commit, so no event is seen before its change is visible. After the listening
 * connection drops, the bus reconnects and replays the outbox rows it has not seen.
 */
export const ORDER_EVENTS_CHANNEL = 'tavola_order_events';

export type OrderEvent = typeof orderEvents.$inferSelect;
export type OrderEventKind = 'created' | 'updated';

export async function recordOrderEvent(
  tx: Tx,
  e: { orderId: number; pubId: number; version: number; kind: OrderEventKind; extraCourierIds?: number[] },
): Promise<void> {
  const [row] = await tx
    .insert(orderEvents)
    .values({ orderId: e.orderId, pubId: e.pubId, version: e.version, kind: e.kind, extraCourierIds: e.extraCourierIds ?? [] })
    .returning({ id: orderEvents.id });
  await tx.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${String(row.id)})`);
}

type Listener = (event: OrderEvent) => void;

export class Bus {
  private readonly listeners = new Set<Listener>();
  private readonly seen = new Set<number>();
  private readonly seenOrder: number[] = [];
  private client: pg.Client | null = null;
  private floor = 0;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  private readonly url: string;
  private readonly db: Db;

  constructor(url: string, db: Db) {
    this.url = url;
    this.db = db;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async start(): Promise<void> {
    const [row] = await this.db.select({ max: sql<number>`coalesce(max(${orderEvents.id}), 0)` }).from(orderEvents);
    this.floor = Number(row.max);
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (msg) => {
      const id = Number(msg.payload);
      if (Number.isFinite(id)) void this.load(id);
    });
    client.on('error', () => this.reconnectSoon());
    client.on('end', () => this.reconnectSoon());
    await client.connect();
    await client.query(`LISTEN ${ORDER_EVENTS_CHANNEL}`);
    this.client = client;
    await this.replay();
  }

  private reconnectSoon(): void {
    if (this.stopped || this.retry) return;
    this.client?.removeAllListeners();
    this.client = null;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connect().catch(() => this.reconnectSoon());
    }, 500);
  }

  /** Emits outbox rows above the floor that were never seen (missed while disconnected). */
  private async replay(): Promise<void> {
    const rows = await this.db.select().from(orderEvents).where(gt(orderEvents.id, this.floor)).orderBy(orderEvents.id);
    for (const row of rows) this.emit(row);
  }

  private async load(id: number): Promise<void> {
    if (this.seen.has(id)) return;
    try {
      const [row] = await this.db.select().from(orderEvents).where(eq(orderEvents.id, id));
      if (row) this.emit(row);
    } catch {
      // The database is away; replay after reconnect covers it.
    }
  }

  private emit(row: OrderEvent): void {
    if (this.seen.has(row.id)) return;
    this.seen.add(row.id);
    this.seenOrder.push(row.id);
    if (this.seenOrder.length > 50_000) {
      // Forget old ids; the floor keeps replays from reaching back to them.
      const dropped = this.seenOrder.splice(0, 10_000);
      for (const id of dropped) this.seen.delete(id);
      this.floor = Math.max(this.floor, dropped[dropped.length - 1]);
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
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  }
}
