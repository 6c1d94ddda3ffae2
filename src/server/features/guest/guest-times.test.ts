import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#test/app.ts';
import { pubs } from '../../db/schema.ts';
import { addDays, localDate } from '#shared/time.ts';
import { aGuestPub, inPlaceBody, postOrder, type GuestPub } from '#test/factories/guest-pub.ts';
import { aGuestAccount } from '#test/factories/accounts.ts';

/** What the guest's pages need to show a promised time: the chosen time and the venue's zone. */
let t: TestApp;
let p: GuestPub;
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);

beforeAll(async () => {
  t = await createTestApp({ GUEST_ORDERS_PER_IP: '10000' });
  t.app.clock.now = () => NOW;
  p = await aGuestPub(t);
  await t.app.db.update(pubs).set({ preorderDays: 1, timezone: 'Europe/Chisinau' }).where(eq(pubs.id, p.pubId));
});
afterAll(() => t.close());

const status = async (order: { id: number; tracking_token: string }) =>
  (await t.inject({ method: 'GET', url: `/api/client/orders/${order.id}?token=${order.tracking_token}` })).json().order;

describe('the guest order names its time', () => {
  it('carries scheduled_for (null for as soon as possible) and the venue’s time zone on the status read and the account list', async () => {
    const date = addDays(localDate(NOW, 'Europe/Chisinau'), 1);
    const [slot] = (
      await t.inject({ method: 'GET', url: `/api/client/pub/${p.urlName}/slots?type=in_place&date=${date}` })
    ).json().slots as { start: string }[];
    const token = await aGuestAccount(t, { phone: '68000777', name: 'Ana' });
    const scheduled = await postOrder(t, p.urlName, inPlaceBody(p, { scheduled_for: slot.start }), {
      'idempotency-key': crypto.randomUUID(),
      accesstoken: token,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    expect(scheduled.json().order.scheduled_for).toBe(slot.start);
    const soon = (await postOrder(t, p.urlName, inPlaceBody(p))).json().order;

    expect(await status(scheduled.json().order)).toMatchObject({
      scheduled_for: slot.start,
      pub: { timezone: 'Europe/Chisinau' },
    });
    expect(await status(soon)).toMatchObject({ scheduled_for: null, pub: { timezone: 'Europe/Chisinau' } });
    const mine = (
      await t.inject({ method: 'GET', url: '/api/client/me/orders', headers: { accesstoken: token } })
    ).json();
    expect(mine.orders[0]).toMatchObject({
      scheduled_for: slot.start,
      eta: { from: slot.start },
      pub: { timezone: 'Europe/Chisinau' },
    });
  });
});
