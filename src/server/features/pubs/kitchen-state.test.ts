import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { nextEndOfDay, toWireTime } from '#shared/time.ts';
import { KITCHEN_DEFAULTS } from '#shared/kitchen.ts';
import { createTestApp, type TestApp } from '#test/app.ts';
import { aStaffLogin } from '#test/factories/orders.ts';
import { deliveryBody, inPlaceBody, postOrder, aGuestPub, type GuestPub } from '#test/factories/guest-pub.ts';
import { pubs } from '../../db/schema.ts';

/** Pause, busy mode and the kitchen settings of a pub (docs/product.md D13). */
let t: TestApp;
let g: GuestPub;
let pubPath: string;
let staffHeaders: { accesstoken: string };

beforeAll(async () => {
  t = await createTestApp({ GUEST_ORDERS_PER_IP: '10000' });
  g = await aGuestPub(t);
  pubPath = `/api/company/${g.company.companyId}/pubs/${g.pubId}`;
  staffHeaders = (await aStaffLogin(t, g.company, g.pubId)).headers;
});
afterAll(() => t.close());

const call = (method: 'POST' | 'DELETE' | 'PUT' | 'GET', path: string, payload?: object, headers = staffHeaders) =>
  t.inject({ method, url: `${pubPath}${path}`, headers, ...(payload ? { payload } : {}) });
const publicPub = async () => (await t.inject({ method: 'GET', url: `/api/client/pub/${g.urlName}/` })).json().pub;

describe('pause', () => {
  it('pausing delivery refuses delivery orders with 409 and lets table orders through; the public pub says until when', async () => {
    const until = toWireTime(new Date(Date.now() + 30 * 60_000));
    const res = await call('POST', '/pause', { order_type: 'delivery', until });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      paused: { delivery: until, in_place: false },
      busy_extra_minutes: 0,
      busy_until: null,
    });
    expect((await publicPub()).paused).toEqual({ delivery: until, in_place: false });
    const refused = await postOrder(t, g.urlName, deliveryBody(g));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ ok: false, err: 'pub is not accepting orders' });
    expect((await postOrder(t, g.urlName, inPlaceBody(g))).statusCode).toBe(201);

    expect((await call('DELETE', '/pause/delivery')).json().paused).toEqual({ delivery: false, in_place: false });
    expect((await postOrder(t, g.urlName, deliveryBody(g))).statusCode).toBe(201);
  });

  it('"all" pauses both until resumed (null); DELETE all clears both', async () => {
    expect((await call('POST', '/pause', { order_type: 'all' }, g.company.headers)).json().paused).toEqual({
      delivery: null,
      in_place: null,
    });
    expect((await postOrder(t, g.urlName, inPlaceBody(g))).statusCode).toBe(409);
    expect((await call('DELETE', '/pause/all')).json().paused).toEqual({ delivery: false, in_place: false });
    expect((await call('DELETE', '/pause/everything')).statusCode).toBe(404);
  });

  it('"end_of_day" is the next 05:00 in the pub timezone', async () => {
    const res = await call('POST', '/pause', { order_type: 'in_place', until: 'end_of_day' });
    const until = res.json().paused.in_place as string;
    expect(
      Math.abs(Date.parse(until.replace(' ', 'T') + 'Z') - nextEndOfDay('Europe/Chisinau').getTime()),
    ).toBeLessThan(61_000);
    await call('DELETE', '/pause/in_place');
  });

  it('ends by itself: a pause past its end time no longer refuses orders', async () => {
    await call('POST', '/pause', { order_type: 'delivery', until: toWireTime(new Date(Date.now() + 60_000)) });
    await t.app.db
      .update(pubs)
      .set({ deliveryPausedUntil: new Date(Date.now() - 1000) })
      .where(eq(pubs.id, g.pubId));
    await t.app.bus.sync(); // a write behind the API's back: wait until its NOTIFY is heard
    expect((await publicPub()).paused.delivery).toBe(false);
    expect((await postOrder(t, g.urlName, deliveryBody(g))).statusCode).toBe(201);
  });

  it('refuses a time in the past, an unknown type and garbage', async () => {
    const past = await call('POST', '/pause', { order_type: 'delivery', until: '2020-01-01 10:00:00' });
    expect(past.json()).toMatchObject({ err: 'validation error', fields: { until: 'errors.validation_error' } });
    expect((await call('POST', '/pause', { order_type: 'takeaway' })).json().fields).toEqual({
      order_type: 'errors.validation_error',
    });
    expect((await call('POST', '/pause', { order_type: 'delivery', until: 'tomorrow' })).statusCode).toBe(400);
  });
});

describe('busy mode', () => {
  it('takes 5..90 extra minutes, shows them publicly, and ends by itself or when cleared', async () => {
    expect((await call('POST', '/busy', { extra_minutes: 4 })).statusCode).toBe(400);
    expect((await call('POST', '/busy', { extra_minutes: 91 })).statusCode).toBe(400);
    expect((await call('POST', '/busy', { extra_minutes: 12.5 })).statusCode).toBe(400);
    const res = await call('POST', '/busy', { extra_minutes: 20, until: 'end_of_day' });
    expect(res.json()).toMatchObject({ ok: true, busy_extra_minutes: 20 });
    expect((await publicPub()).busy_extra_minutes).toBe(20);
    await t.app.db
      .update(pubs)
      .set({ busyUntil: new Date(Date.now() - 1000) })
      .where(eq(pubs.id, g.pubId));
    await t.app.bus.sync();
    expect((await publicPub()).busy_extra_minutes).toBe(0);
    await call('POST', '/busy', { extra_minutes: 45 });
    expect((await call('DELETE', '/busy')).json()).toMatchObject({ busy_extra_minutes: 0, busy_until: null });
  });

  it('the public pub read right after each change shows it (the write answers after its change is heard)', async () => {
    for (const minutes of [10, 15, 20, 25, 30, 35, 40, 45]) {
      await call('POST', '/busy', { extra_minutes: minutes });
      expect((await publicPub()).busy_extra_minutes).toBe(minutes);
    }
    await call('DELETE', '/busy');
    expect((await publicPub()).busy_extra_minutes).toBe(0);
  });
});

describe('kitchen settings through the pub PUT/GET', () => {
  const settingsBody = (extra: object) => ({ name: 'Kitchen pub', ...extra });

  it('defaults, saves, keeps fields left out, and comes back in GET', async () => {
    // A new pub's settings are the defaults the board falls back to when it has no pub yet.
    const before = (await call('GET', '/', undefined, g.company.headers)).json().pub;
    expect(before).toMatchObject(KITCHEN_DEFAULTS);
    const saved = {
      alert_repeat_seconds: 15,
      ticket_width_mm: 58,
      print_on_accept: true,
      proof_of_delivery: true,
      ticket_warn_minutes: 7,
      ticket_late_minutes: 12,
    };
    const put = await call('PUT', '/', settingsBody(saved), g.company.headers);
    expect(put.statusCode, put.body).toBe(200);
    await call('PUT', '/', settingsBody({}), g.company.headers);
    const after = (await call('GET', '/')).json().pub;
    expect(after).toMatchObject(saved);
  });

  it('refuses other values, naming the field', async () => {
    const cases: [object, string][] = [
      [{ alert_repeat_seconds: 20 }, 'alert_repeat_seconds'],
      [{ ticket_width_mm: 57 }, 'ticket_width_mm'],
      [{ print_on_accept: 'yes' }, 'print_on_accept'],
      [{ proof_of_delivery: 1 }, 'proof_of_delivery'],
      [{ ticket_warn_minutes: 0 }, 'ticket_warn_minutes'],
      [{ ticket_warn_minutes: 9, ticket_late_minutes: 9 }, 'ticket_late_minutes'],
    ];
    for (const [body, field] of cases) {
      const res = await call('PUT', '/', settingsBody(body), g.company.headers);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(body)).toBe('errors.validation_error');
    }
  });
});
