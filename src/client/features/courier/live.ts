import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { COURIER_SOCKET_CHECK_MS, COURIER_SOCKET_RELOAD_CHECKS } from '#shared/constants.ts';
import { createLiveSocket, type LiveState } from '../../lib/socket.ts';
import { courierQueries } from './api.ts';
import { isAvailable, upsertOrder } from './orders-cache.ts';
import type { CourierOrder } from './types.ts';

interface Message {
  event_type?: string;
  order?: CourierOrder;
  orders?: CourierOrder[];
}

/** Buzzes the phone when an order the courier could take appears (docs/product.md D9). */
function vibrate() {
  try {
    navigator.vibrate?.([200, 100, 200]);
  } catch {
    // Not every browser allows it without a gesture; the list still updates.
  }
}

/**
 * The courier live channel (docs/product.md S7, S9): writes GET_ALL and every event into the orders cache;
 * checks every 2 s while disconnected and reloads after 1000 checks. A change to an order this
 * courier holds (or held) may move money, so the profile (balance) is fetched again.
 */
export function useCourierLive(courierId: number): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('disconnected');
  useEffect(() => {
    if (!courierId) return;
    const key = courierQueries.orders(courierId).queryKey;
    const socket = createLiveSocket({
      url: () => `/ws/courier/${courierId}`,
      retryMs: COURIER_SOCKET_CHECK_MS,
      reloadAfter: COURIER_SOCKET_RELOAD_CHECKS,
      onState: setState,
      onMessage: (data) => {
        const m = data as Message;
        if (m.event_type === 'GET_ALL' && Array.isArray(m.orders)) {
          const before = queryClient.getQueryData(key);
          queryClient.setQueryData(key, m.orders);
          // After a reconnect, orders that appeared while the phone was away buzz too.
          const known = new Set((before ?? []).filter(isAvailable).map((o) => o.id));
          if (before && m.orders.some((o) => isAvailable(o) && !known.has(o.id))) vibrate();
          return;
        }
        const order = m.order;
        if ((m.event_type !== 'UPDATE_EVENT' && m.event_type !== 'CREATE_EVENT') || !order || typeof order.id !== 'number') return;
        const before = queryClient.getQueryData(key) ?? [];
        const previous = before.find((o) => o.id === order.id);
        const after = upsertOrder(before, order, courierId);
        if (after === before) return;
        queryClient.setQueryData(key, after);
        if (isAvailable(order) && !(previous && isAvailable(previous))) vibrate();
        const mine = order.courier_info.reserver_courier_id === courierId || previous?.courier_info.reserver_courier_id === courierId;
        if (mine) void queryClient.invalidateQueries({ queryKey: courierQueries.profile().queryKey });
      },
    });
    return () => socket.close();
  }, [courierId, queryClient]);
  return state;
}
