import type { LiveMessage, Order } from './types.ts';

/**
 * How live messages change the board (spec §4, DESIGN.md §8): GET_ALL replaces the list, CREATE and
 * UPDATE put one order in by id, and an order never goes back to a lower version, so duplicate or
 * late events are harmless. Pure, so it is unit tested.
 */
export function upsertOrder(list: readonly Order[] | undefined, order: Order): Order[] {
  const current = list ?? [];
  const index = current.findIndex((o) => o.id === order.id);
  if (index === -1) return [...current, order];
  if ((current[index].version ?? 0) > (order.version ?? 0)) return current as Order[];
  const next = current.slice();
  next[index] = order;
  return next;
}

export function isLiveMessage(data: unknown): data is LiveMessage {
  if (!data || typeof data !== 'object') return false;
  const m = data as Record<string, unknown>;
  if (m.event_type === 'GET_ALL') return Array.isArray(m.orders);
  if (m.event_type === 'CREATE_EVENT' || m.event_type === 'UPDATE_EVENT') return !!m.order && typeof (m.order as Order).id === 'number';
  return false;
}

export function applyLiveMessage(list: readonly Order[] | undefined, message: LiveMessage): Order[] {
  if (message.event_type === 'GET_ALL') {
    // A snapshot may be older than an event already applied (reconnect races): keep the newer one.
    const previous = new Map((list ?? []).map((o) => [o.id, o]));
    return message.orders.map((o) => {
      const known = previous.get(o.id);
      return known && known.version > o.version ? known : o;
    });
  }
  return upsertOrder(list, message.order);
}

/** Newest first: by created time, then id (the wire time has whole seconds). */
export function newestFirst(a: Order, b: Order): number {
  if (a.created_time !== b.created_time) return a.created_time < b.created_time ? 1 : -1;
  return b.id - a.id;
}
