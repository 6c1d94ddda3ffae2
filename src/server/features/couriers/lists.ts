import type { Tx } from '../../db/client.ts';
import { courierOrderJson, type CourierOrderJson } from './json.ts';
import { loadCourierTabs } from './repository/orders.ts';

export interface CourierLists {
  available: CourierOrderJson[];
  active: CourierOrderJson[];
  completed: CourierOrderJson[];
}

/** The three tabs of docs/product.md S4 "Courier order tabs", newest first. */
export async function courierLists(db: Tx, courierId: number, now: Date): Promise<CourierLists> {
  const tabs = await loadCourierTabs(db, courierId, now);
  const json = (list: typeof tabs.available) => list.map((s) => courierOrderJson(s, courierId));
  return { available: json(tabs.available), active: json(tabs.active), completed: json(tabs.completed) };
}
