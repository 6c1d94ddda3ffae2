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

/** A short two-tone chime made on the spot (no sound files or player library in the courier chunk). */
function chime() {
  try {
    const Context =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    const audio = new Context();
    for (const [i, frequency] of [880, 1320].entries()) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.25, audio.currentTime + i * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + i * 0.18 + 0.16);
      tone.connect(gain).connect(audio.destination);
      tone.start(audio.currentTime + i * 0.18);
      tone.stop(audio.currentTime + i * 0.18 + 0.17);
    }
    setTimeout(() => void audio.close(), 600);
  } catch {
    // Audio blocked until a gesture: the vibration and the list still tell.
  }
}

/** Buzzes and chimes when an order the courier could take appears (docs/product.md D9), only while on shift. */
function alertNewOrder(onShift: boolean) {
  if (!onShift) return;
  try {
    navigator.vibrate?.([200, 100, 200]);
  } catch {
    // Not every browser allows it without a gesture; the list still updates.
  }
  chime();
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
        const onShift = queryClient.getQueryData(courierQueries.profile().queryKey)?.on_shift === true;
        const vibrate = () => alertNewOrder(onShift);
        if (m.event_type === 'GET_ALL' && Array.isArray(m.orders)) {
          const before = queryClient.getQueryData(key);
          queryClient.setQueryData(key, m.orders);
          // After a reconnect, orders that appeared while the phone was away buzz too.
          const known = new Set((before ?? []).filter(isAvailable).map((o) => o.id));
          if (before && m.orders.some((o) => isAvailable(o) && !known.has(o.id))) vibrate();
          return;
        }
        const order = m.order;
        if (
          (m.event_type !== 'UPDATE_EVENT' && m.event_type !== 'CREATE_EVENT') ||
          !order ||
          typeof order.id !== 'number'
        )
          return;
        const before = queryClient.getQueryData(key) ?? [];
        const previous = before.find((o) => o.id === order.id);
        const after = upsertOrder(before, order, courierId);
        if (after === before) return;
        queryClient.setQueryData(key, after);
        if (isAvailable(order) && !(previous && isAvailable(previous))) vibrate();
        const mine =
          order.courier_info.reserver_courier_id === courierId ||
          previous?.courier_info.reserver_courier_id === courierId;
        if (mine) void queryClient.invalidateQueries({ queryKey: courierQueries.profile().queryKey });
      },
    });
    return () => socket.close();
  }, [courierId, queryClient]);
  return state;
}
