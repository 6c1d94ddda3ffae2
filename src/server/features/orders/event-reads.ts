import type { Tx } from '../../db/client.ts';
import { loadEventOrders, type EventOrder } from './repository/orders.ts';

export type { EventOrder };

/**
 * The orders of the events the live hubs fan out, read once for every hub that asks in the same turn (decision
 * 317). The pub boards' hub and the couriers' hub hear each event at the same moment and read its order: read
 * apart, each event cost an instance two reads of the order and two of its dishes. A read asked for waits one turn
 * of the event loop, so that the hubs asking in this one join it, then reads the union of their ids once; each
 * caller gets the orders it named (those that exist). A read that fails fails for every caller that joined it.
 */
export class EventOrderReads {
  private waiting: { ids: Set<number>; read: Promise<Map<number, EventOrder>> } | null = null;
  /** Reads made (each for one or more callers). */
  reads = 0;

  private readonly db: Tx;

  constructor(db: Tx) {
    this.db = db;
  }

  async read(orderIds: readonly number[]): Promise<Map<number, EventOrder>> {
    if (orderIds.length === 0) return new Map();
    let waiting = this.waiting;
    if (!waiting) {
      const ids = new Set<number>();
      const read = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        this.waiting = null;
        this.reads++;
        return loadEventOrders(this.db, [...ids]);
      });
      this.waiting = waiting = { ids, read };
    }
    for (const id of orderIds) waiting.ids.add(id);
    const all = await waiting.read;
    const mine = new Map<number, EventOrder>();
    for (const id of orderIds) {
      const order = all.get(id);
      if (order) mine.set(id, order);
    }
    return mine;
  }
}

const perDb = new WeakMap<Tx, EventOrderReads>();

/** The database handle's one `EventOrderReads`, which every hub of the process shares. */
export function eventOrderReads(db: Tx): EventOrderReads {
  let reads = perDb.get(db);
  if (!reads) perDb.set(db, (reads = new EventOrderReads(db)));
  return reads;
}
