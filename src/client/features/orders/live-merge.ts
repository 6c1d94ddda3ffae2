import { replaceWithSnapshot, upsertById } from '../../lib/live-list.ts';
import type { LiveMessage, Order, PubMessage } from './types.ts';

/**
 * How live messages change the board (docs/product.md S4, D8): GET_ALL replaces the list, CREATE and
 * UPDATE put one order in by id, by the versioned rule of lib/live-list.ts. Pure, so it is unit tested.
 */
export function isLiveMessage(data: unknown): data is LiveMessage {
  if (!data || typeof data !== 'object') return false;
  const m = data as Record<string, unknown>;
  if (m.event_type === 'GET_ALL') return Array.isArray(m.orders);
  if (m.event_type === 'CREATE_EVENT' || m.event_type === 'UPDATE_EVENT')
    return !!m.order && typeof (m.order as Order).id === 'number';
  return false;
}

/** The pub's pause/busy change (docs/product.md D13). */
export function isPubMessage(data: unknown): data is PubMessage {
  if (!data || typeof data !== 'object') return false;
  const m = data as Record<string, unknown>;
  return m.event_type === 'PUB_EVENT' && !!m.pub && typeof m.pub === 'object';
}

export function applyLiveMessage(list: readonly Order[] | undefined, message: LiveMessage): Order[] {
  // A snapshot may be older than an event already applied (reconnect races): the newer one stays.
  if (message.event_type === 'GET_ALL') return replaceWithSnapshot(list, message.orders);
  return upsertById(list, message.order);
}
