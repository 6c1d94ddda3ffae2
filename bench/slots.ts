/**
 * The guest's slot list (docs/product.md D16) under load: `GET /api/client/pub/{url_name}/slots` for a pub that
 * takes orders 7 days ahead with a capacity per slot (so every answer counts the orders in each slot), after
 * 2,000 scheduled orders spread over those days, beside the menu read of the same pub in the same run.
 * Runs as part of `node bench/run.ts` or alone with `node bench/run.ts --only=slots`.
 */
import crypto from 'node:crypto';
import type { Seeded } from '../src/test/seed-http.ts';
import { inPlaceOrder } from '../src/test/seed-http.ts';
import { load, request } from './load.ts';

export interface SlotsBench {
  slotsRps: number;
  menuRps: number;
  slotsP50: number;
  menuP50: number;
  orders: number;
  slots: number;
  errors: number;
}

const DAYS = 7;

/** "YYYY-MM-DD" of today in the pub's zone plus n days. */
function localDatePlus(timeZone: string, n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

export async function benchSlots(base: string, s: Seeded, ms: number, orderCount = 2000): Promise<SlotsBench> {
  const h = { accesstoken: s.token };
  const pubPath = `${base}/api/company/${s.companyId}/pubs/${s.pubId}/`;
  const pub = JSON.parse((await request(pubPath, { headers: h })).body).pub as { name: string; timezone?: string };
  const put = await request(pubPath, {
    method: 'PUT',
    headers: h,
    body: JSON.stringify({
      name: pub.name,
      has_in_place_order: true,
      preorder_days: DAYS,
      slot_capacity: { delivery: 500, in_place: 500 },
    }),
  });
  if (put.status !== 200) throw new Error(`slots bench: settings ${put.status} ${put.body}`);
  const zone = pub.timezone ?? 'Europe/Chisinau';
  const dates = Array.from({ length: DAYS }, (_, i) => localDatePlus(zone, i + 1));
  const url = (date: string) => `${base}/api/client/pub/${s.urlName}/slots?type=in_place&date=${date}`;
  const starts: string[] = [];
  for (const date of dates)
    starts.push(...(JSON.parse((await request(url(date))).body).slots as { start: string }[]).map((x) => x.start));
  if (starts.length === 0) throw new Error('slots bench: the pub lists no slots');
  const placed = await load(
    (i) => ({
      url: `${base}/api/client/pub/${s.urlName}/orders`,
      method: 'POST',
      body: JSON.stringify({ ...inPlaceOrder(s, i), scheduled_for: starts[(i * 7) % starts.length] }),
      headers: { 'idempotency-key': crypto.randomUUID() },
    }),
    8,
    10 * 60_000,
    orderCount,
  );
  await load((i) => ({ url: url(dates[i % DAYS]) }), 16, 1000); // warm-up
  const slots = await load((i) => ({ url: url(dates[i % DAYS]) }), 32, ms);
  const menu = await load(() => ({ url: `${base}/api/client/pub/${s.urlName}/` }), 32, ms);
  return {
    slotsRps: slots.rps,
    menuRps: menu.rps,
    slotsP50: slots.p50,
    menuP50: menu.p50,
    orders: placed.requests - placed.errors,
    slots: starts.length,
    errors: placed.errors + slots.errors,
  };
}
