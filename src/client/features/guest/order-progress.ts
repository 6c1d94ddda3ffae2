import { parseWireTime } from '#shared/time.ts';

/**
 * What the guest's status page shows (docs/product.md D7): the timeline's steps with the time each was reached.
 * Pure, so the rules are tested without a browser.
 */
export type StepKey = 'received' | 'accepted' | 'preparing' | 'on_the_way' | 'delivered' | 'served';
export interface Step {
  key: StepKey;
  time: Date | null;
}

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
  const keys: StepKey[] =
    order.order_type === 'delivery'
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
