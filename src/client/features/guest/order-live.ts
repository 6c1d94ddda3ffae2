import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createLiveSocket, type LiveState } from '../../lib/socket.ts';
import { guestQueries, type OrderStatus } from './api.ts';

/** Reconnect tick of the guest's order socket, and the failed ticks after which the page reloads (as the courier's). */
export const GUEST_SOCKET_RETRY_MS = 2_000;
export const GUEST_SOCKET_RELOAD_TICKS = 1_000;

interface Message {
  event_type?: string;
  order?: OrderStatus;
  orders?: OrderStatus[];
}

/** The newer of two answers: a late or repeated event never takes the page back. */
const newer = (old: OrderStatus | undefined, next: OrderStatus) =>
  !old || (next.version ?? 0) >= (old.version ?? 0) ? next : old;

/**
 * The guest's order live (docs/product.md D16): `/ws/client/order/{id}?token=…` sends GET_ALL with the order, then
 * an UPDATE_EVENT after each change, each written into the status page's query. Open while `enabled` (the order
 * is not closed); the state tells the page whether it must poll instead.
 */
export function useGuestOrderLive(orderID: string, token: string, enabled: boolean): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('disconnected');
  useEffect(() => {
    if (!enabled || !token) return;
    const key = guestQueries.order(orderID, token).queryKey;
    const socket = createLiveSocket({
      url: () => `/ws/client/order/${encodeURIComponent(orderID)}?token=${encodeURIComponent(token)}`,
      session: false,
      retryMs: GUEST_SOCKET_RETRY_MS,
      reloadAfter: GUEST_SOCKET_RELOAD_TICKS,
      onState: setState,
      onMessage: (data) => {
        const m = data as Message;
        const order =
          m.event_type === 'GET_ALL' ? m.orders?.[0] : m.event_type === 'UPDATE_EVENT' ? m.order : undefined;
        if (order && String(order.id) === orderID)
          queryClient.setQueryData<OrderStatus>(key, (old) => newer(old, order));
      },
    });
    return () => {
      socket.close();
      setState('disconnected');
    };
  }, [orderID, token, enabled, queryClient]);
  return state;
}
