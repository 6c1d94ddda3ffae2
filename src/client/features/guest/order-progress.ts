import { parseWireTime } from '#shared/time.ts';

/**
 * What the guest's status page shows: the timeline's steps with the time each was reached,
 * and the estimated time. Pure, so the rules are tested without a browser.
 */
export type StepKey = 'received' | 'accepted' | 'preparing' | 'on_the_way' | 'delivered' | 'served';
export interface Step { key: StepKey; time: Date | null }

/** How far along each status is; staff may skip `handled` or step back (docs/product.md S4). */
const RANK: Record<string, number> = { not_handled: 0, handled: 1, preparing: 2, at_courier: 3, completed: 4 };

export interface Progress {
  order_type: string;
  status: string;
  created_time: string;
  approximate_preparation_time?: string;
  history: readonly { status: string; time: string }[];
}

function rank(orderType: string, status: string): number {
  if (orderType === 'delivery') return RANK[status] ?? -1;
  // At a table there is no courier: `at_courier` is still the kitchen's step, `completed` is "served".
  return status === 'completed' ? 3 : Math.min(RANK[status] ?? -1, 2);
}

/**
 * Delivery: received → accepted → preparing → on the way → delivered; at a table: received → accepted
 * → preparing → served. A step skipped by a jump gets the jump's time; stepping back clears the steps
 * after it; a cancel keeps the steps reached before it.
 */
export function timeline(order: Progress): Step[] {
  const keys: StepKey[] = order.order_type === 'delivery'
    ? ['received', 'accepted', 'preparing', 'on_the_way', 'delivered']
    : ['received', 'accepted', 'preparing', 'served'];
  const times: (Date | null)[] = keys.map(() => null);
  let reached = -1;
  for (const h of order.history) {
    if (h.status === 'canceled') continue;
    const r = rank(order.order_type, h.status);
    if (r < 0) continue;
    const at = parseWireTime(h.time);
    // Forward: every step up to this one is reached now; back (or again): this step is entered anew.
    for (let i = Math.min(reached + 1, r); i <= r; i++) times[i] = at;
    for (let i = r + 1; i < keys.length; i++) times[i] = null;
    reached = r;
  }
  if (times[0] === null) times[0] = parseWireTime(order.created_time);
  return keys.map((key, i) => ({ key, time: times[i] }));
}

export const isClosed = (status: string) => status === 'completed' || status === 'canceled';

export interface Estimate {
  /** `ready`: a table order's food; `arrive`: a delivery between `from` and `to`. */
  kind: 'ready' | 'arrive';
  from: Date;
  to: Date;
}

const MINUTE = 60_000;

/**
 * The estimated time: the preparation time staff chose (else, for a delivery, the time it
 * was placed) plus the venue's busy minutes (docs/product.md D13) plus, for a delivery, the delivery range.
 * None once the order is closed, and none for a table order before the kitchen gives a time.
 */
export function estimate(order: Progress, pub: { shipping_time_from: number; shipping_time_to: number }, busyMinutes: number): Estimate | null {
  if (isClosed(order.status)) return null;
  const prepared = order.approximate_preparation_time ? parseWireTime(order.approximate_preparation_time) : null;
  const busy = Math.max(0, busyMinutes) * MINUTE;
  if (order.order_type !== 'delivery') {
    if (!prepared) return null;
    const at = new Date(prepared.getTime() + busy);
    return { kind: 'ready', from: at, to: at };
  }
  const start = prepared ?? parseWireTime(order.created_time);
  if (!start || (!prepared && pub.shipping_time_to <= 0)) return null;
  const from = Math.max(0, Math.min(pub.shipping_time_from, pub.shipping_time_to));
  const to = Math.max(pub.shipping_time_from, pub.shipping_time_to);
  return { kind: 'arrive', from: new Date(start.getTime() + busy + from * MINUTE), to: new Date(start.getTime() + busy + to * MINUTE) };
}
