import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { STAFF_SOCKET_RELOAD_TICKS, STAFF_SOCKET_RETRY_MS } from '#shared/constants.ts';
import { createLiveSocket, type LiveSocket, type LiveState } from '../../lib/socket.ts';
import { getSession } from '../../lib/session.ts';
import { useOnline } from '../../lib/offline.ts';
import { applyLiveMessage, isLiveMessage, isPubMessage } from './live-merge.ts';
import { storeKitchenState } from './kitchen-controls.tsx';
import { pubKey } from '../../lib/pub-query.ts';
import { orderQueries } from './order-queries.ts';
import type { Order } from './types.ts';

/**
 * One pub channel per pub, shared by the board and the order pages: going from the list to an order
 * and back keeps the socket, and the last user closes it a moment later. Every message goes into the
 * query cache (orderQueries.list), the only place the board reads from.
 */
interface Connection {
  socket: LiveSocket;
  refs: number;
  state: LiveState;
  /** True once this connection has had a connected socket, so later errors read "reconnecting". */
  wasConnected: boolean;
  listeners: Set<() => void>;
  release: ReturnType<typeof setTimeout> | null;
}
const connections = new Map<number, Connection>();
const RELEASE_DELAY_MS = 3000;

function open(pubId: number, queryClient: QueryClient): Connection {
  const existing = connections.get(pubId);
  if (existing) return existing;
  const conn: Connection = {
    socket: null as unknown as LiveSocket,
    refs: 0,
    state: 'connecting',
    wasConnected: false,
    listeners: new Set(),
    release: null,
  };
  connections.set(pubId, conn);
  conn.socket = createLiveSocket({
    url: () => `/ws/orders/company/${getSession().companyId}/pub/${pubId}`,
    retryMs: STAFF_SOCKET_RETRY_MS,
    reloadAfter: STAFF_SOCKET_RELOAD_TICKS,
    onState: (state) => {
      conn.state = state;
      if (state === 'connected') conn.wasConnected = true;
      for (const l of conn.listeners) l();
    },
    onMessage: (data) => {
      if (isPubMessage(data)) {
        storeKitchenState(queryClient, pubId, data.pub);
        return;
      }
      if (!isLiveMessage(data)) {
        console.warn('orders channel: unknown message', data);
        return;
      }
      queryClient.setQueryData<Order[]>(orderQueries.list(pubId).queryKey, (list) => applyLiveMessage(list, data));
      // A (re)connect may have missed a pause or busy change: the pub is read again (docs/product.md D13).
      if (data.event_type === 'GET_ALL') void queryClient.invalidateQueries({ queryKey: pubKey(pubId) });
    },
  });
  return conn;
}

/** 'offline' when the browser says so: the board then never shows a live dot beside the offline banner. */
export type BoardConnection = LiveState | 'reconnecting' | 'offline';

/** Subscribes to the pub channel while mounted; returns the connection state to show. */
export function useOrdersLive(pubId: number): BoardConnection {
  const queryClient = useQueryClient();
  useEffect(() => {
    const conn = open(pubId, queryClient);
    if (conn.release) clearTimeout(conn.release);
    conn.release = null;
    conn.refs++;
    return () => {
      conn.refs--;
      if (conn.refs > 0) return;
      conn.release = setTimeout(() => {
        if (conn.refs > 0) return;
        conn.socket.close();
        connections.delete(pubId);
      }, RELEASE_DELAY_MS);
    };
  }, [pubId, queryClient]);
  // One source of truth with the app's offline banner: the browser's online state wins over a socket
  // that has not noticed yet.
  const online = useOnline();
  const state = useSyncExternalStore(
    (listener) => {
      const conn = open(pubId, queryClient);
      conn.listeners.add(listener);
      return () => conn.listeners.delete(listener);
    },
    () => {
      const conn = connections.get(pubId);
      if (!conn) return 'connecting';
      if (conn.wasConnected && conn.state !== 'connected')
        return conn.state === 'disconnected' ? 'disconnected' : 'reconnecting';
      return conn.state;
    },
  );
  return online ? state : 'offline';
}

/** Closes every channel (sign-out, switching pubs as an admin). */
export function closeAllOrderChannels(): void {
  for (const conn of connections.values()) conn.socket.close();
  connections.clear();
}
