import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../app.ts';
import { pubs } from '../../server/db/schema.ts';
import { addDays, localDate } from '../../shared/time.ts';
import { aGuestPub, type GuestPub } from './guest-pub.ts';

export interface SlotPub {
  t: TestApp;
  p: GuestPub;
  /** The pub's time zone. */
  zone: string;
  /** The app's clock, fixed at a whole minute (a test may move it and set it back). */
  now: Date;
  setPub(values: Partial<typeof pubs.$inferInsert>): Promise<unknown>;
  /** The answer of the guest's slot list for a day (`YYYY-MM-DD` in the pub's zone). */
  slots(date: string, type?: string): ReturnType<TestApp['inject']>;
  /** The pub's local date n days after `now`. */
  inDays(n: number): string;
}

/** A guest pub on its own app with a fixed clock and no per-guest order limit: the slot and slot-capacity tests. */
export async function aSlotPub(): Promise<SlotPub> {
  const t = await createTestApp({ GUEST_ORDERS_PER_IP: '10000' });
  const now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  t.app.clock.now = () => now;
  const p = await aGuestPub(t);
  const [{ zone }] = await t.app.db.select({ zone: pubs.timezone }).from(pubs).where(eq(pubs.id, p.pubId));
  return {
    t,
    p,
    zone,
    now,
    setPub: (values) => t.app.db.update(pubs).set(values).where(eq(pubs.id, p.pubId)),
    slots: (date, type = 'in_place') =>
      t.inject({ method: 'GET', url: `/api/client/pub/${p.urlName}/slots?type=${type}&date=${date}` }),
    inDays: (n) => addDays(localDate(now, zone), n),
  };
}
