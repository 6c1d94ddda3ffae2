import { useEffect, useState } from 'react';
import { waitsToFire } from '#shared/kitchen.ts';
import { parseWireTime } from '#shared/time.ts';
import type { Order } from './types.ts';

/** Longest delay a browser timer takes (about 24.8 days); later fire times are re-checked by the board's own tick. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The board's two lanes at `now`: scheduled orders still waiting for their fire time (soonest first), and
 * every other order, which the list, the columns, the counts and the alerts read. A scheduled order leaves
 * the lane for the new orders at its fire time.
 */
export function splitScheduled(orders: readonly Order[], now: number): { scheduled: Order[]; board: Order[] } {
  const scheduled: Order[] = [];
  const board: Order[] = [];
  for (const order of orders) (waitsToFire(order, now) ? scheduled : board).push(order);
  scheduled.sort((a, b) => (a.fires_at! < b.fires_at! ? -1 : a.fires_at! > b.fires_at! ? 1 : a.id - b.id));
  return { scheduled, board };
}

/** The soonest fire time after `now` among the orders that wait for one (ms), or null. */
export function nextFireTime(orders: readonly Order[], now: number): number | null {
  let next: number | null = null;
  for (const order of orders) {
    if (!waitsToFire(order, now)) continue;
    const at = parseWireTime(order.fires_at!)!.getTime();
    if (next === null || at < next) next = at;
  }
  return next;
}

/**
 * "Now" for the lanes: the board's tick, moved on exactly at the next fire time, so a scheduled order joins
 * the new orders (and the chime) at that moment rather than at the next tick.
 */
export function useLaneNow(orders: readonly Order[], tick: number): number {
  const [fired, setFired] = useState(0);
  const now = Math.max(tick, fired);
  const next = nextFireTime(orders, now);
  useEffect(() => {
    if (next === null) return;
    const timer = setTimeout(() => setFired(next), Math.min(MAX_TIMER_MS, Math.max(0, next - Date.now())));
    return () => clearTimeout(timer);
  }, [next]);
  return now;
}
