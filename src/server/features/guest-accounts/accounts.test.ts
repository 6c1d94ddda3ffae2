import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fileTestApp } from '#test/app.ts';
import { accounts, clients, orderDishes, orderEvents, orders } from '../../db/schema.ts';
import { deliveryBody, inPlaceBody, postOrder, aGuestPub, type GuestPub } from '#test/factories/guest-pub.ts';

const t = fileTestApp({ GUEST_ORDERS_PER_IP: '10000' });
let p: GuestPub;

beforeAll(async () => {
  p = await aGuestPub(t);
});

const register = (payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: '/api/client/register', payload });
const login = (payload: Record<string, unknown>) => t.inject({ method: 'POST', url: '/api/client/login', payload });
const remove = (payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: '/api/client/delete-client', payload });

describe('guest accounts', () => {
  it('registers, logs in with any spelling of the phone, and refuses a duplicate', async () => {
    const res = await register({ phone: '37368000001', password: 'secret-pass', name: 'Ana' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ok: true, role: 'client', accesstoken: expect.any(String) });
    expect(res.cookies.some((c) => c.name === 'refresh_token')).toBe(true);
    const [client] = await t.app.db.select().from(clients).where(eq(clients.phone, '68000001'));
    expect(client.name).toBe('Ana');
    expect((await login({ phone: '68000001', password: 'secret-pass' })).json()).toMatchObject({
      ok: true,
      role: 'client',
    });
    expect((await login({ phone: '373 68 000 001', password: 'secret-pass' })).statusCode).toBe(200);
    expect((await login({ phone: '68000001', password: 'wrong-pass' })).json()).toEqual({
      ok: false,
      err: 'invalid credentials',
    });
    expect((await login({ phone: '68000002', password: 'secret-pass' })).statusCode).toBe(401);
    const dup = await register({ phone: '68000001', password: 'another-pass' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ ok: false, err: 'client with the same phone already exists' });
    expect((await register({ phone: 'abc', password: 'secret-pass' })).json().fields).toHaveProperty('phone');
    expect((await register({ phone: '68000003', password: 'short' })).json().fields).toHaveProperty('password');
  });

  it('links orders posted with a client token, remembers the address and lists them', async () => {
    const token = (await register({ phone: '37368000010', password: 'secret-pass', name: 'Dan' })).json().accesstoken;
    const placed = await postOrder(
      t,
      p.urlName,
      deliveryBody(p, { full_address: 'str. Mihai Eminescu 5', town: 'Chișinău' }),
      { 'idempotency-key': crypto.randomUUID(), accesstoken: token },
    );
    expect(placed.statusCode).toBe(201);
    await postOrder(t, p.urlName, inPlaceBody(p)); // someone else's, anonymous
    const mine = await t.inject({ method: 'GET', url: '/api/client/me/orders', headers: { accesstoken: token } });
    expect(mine.statusCode).toBe(200);
    const body = mine.json();
    expect(body.orders).toHaveLength(1);
    expect(body.orders[0]).toMatchObject({
      id: placed.json().order.id,
      pub: { url_name: p.urlName },
      tracking_token: expect.any(String),
    });
    expect(body.last_address).toMatchObject({ town: 'Chișinău', full_address: 'str. Mihai Eminescu 5', lat: 47.02 });
    expect((await t.inject({ method: 'GET', url: '/api/client/me/orders' })).statusCode).toBe(401);
  });

  it('deletion with a wrong password changes nothing', async () => {
    const token = (await register({ phone: '37368000020', password: 'secret-pass' })).json().accesstoken;
    const placed = (
      await postOrder(t, p.urlName, deliveryBody(p, { main_phone_number: '37368000020' }), {
        'idempotency-key': crypto.randomUUID(),
        accesstoken: token,
      })
    ).json().order;
    const before = await t.app.db.select().from(orders).where(eq(orders.id, placed.id));
    const res = await remove({ phone: '68000020', password: 'not-the-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ ok: false, err: 'invalid credentials' });
    expect(await t.app.db.select().from(orders).where(eq(orders.id, placed.id))).toEqual(before);
    expect(await t.app.db.select().from(clients).where(eq(clients.phone, '68000020'))).toHaveLength(1);
    expect((await remove({ phone: '', password: '' })).statusCode).toBe(400);
  });

  it('deletion erases only the orders linked to the account; orders merely carrying its phone, here or at another venue, are kept', async () => {
    const other = await aGuestPub(t);
    const token = (await register({ phone: '37368000030', password: 'secret-pass', name: 'Vera' })).json().accesstoken;
    const linked = (
      await postOrder(
        t,
        p.urlName,
        deliveryBody(p, { client_name: 'Vera', main_phone_number: '079000000', comments: 'gate code 12' }),
        { 'idempotency-key': crypto.randomUUID(), accesstoken: token },
      )
    ).json().order;
    const byPhone = (
      await postOrder(t, p.urlName, deliveryBody(p, { client_name: 'Vera', main_phone_number: '373-68-000-030' }))
    ).json().order;
    const elsewhere = (
      await postOrder(
        t,
        other.urlName,
        deliveryBody(other, { client_name: 'Victim', main_phone_number: '37368000030', comments: 'door 4' }),
      )
    ).json().order;
    const bySecondPhone = (
      await postOrder(
        t,
        other.urlName,
        deliveryBody(other, { client_name: 'V', main_phone_number: '069999999', second_phone_number: '068000030' }),
      )
    ).json().order;
    const res = await remove({ phone: '68000030', password: 'secret-pass' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const [erased] = await t.app.db.select().from(orders).where(eq(orders.id, linked.id));
    expect(erased).toMatchObject({
      clientName: '',
      mainPhoneNumber: '',
      secondPhoneNumber: '',
      town: '',
      fullAddress: '',
      lat: null,
      lng: null,
      comments: '',
      clientId: null,
      version: 2,
      deliveryPrice: 30,
    });
    const staffView = await t.inject({
      method: 'GET',
      url: `/api/company/${p.company.companyId}/pubs/${p.pubId}/orders/${linked.id}/`,
      headers: p.company.headers,
    });
    expect(staffView.json().order).toMatchObject({
      client_name: '',
      full_address: '',
      lat: null,
      lng: null,
      comments: '',
    });
    expect(await t.app.db.select().from(orderDishes).where(eq(orderDishes.orderId, linked.id))).toHaveLength(1);
    expect(
      (await t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, linked.id))).map((e) => e.kind),
    ).toEqual(['created', 'updated']);
    const kept = async (id: number) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0];
    expect(await kept(byPhone.id)).toMatchObject({ clientName: 'Vera', mainPhoneNumber: '37368000030', version: 1 });
    expect(await kept(elsewhere.id)).toMatchObject({
      clientName: 'Victim',
      mainPhoneNumber: '37368000030',
      comments: 'door 4',
      version: 1,
    });
    expect(await kept(bySecondPhone.id)).toMatchObject({ secondPhoneNumber: '37368000030', version: 1 });
    for (const o of [byPhone, elsewhere, bySecondPhone])
      expect(
        (await t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id))).map((e) => e.kind),
      ).toEqual(['created']);
    expect(await t.app.db.select().from(clients).where(eq(clients.phone, '68000030'))).toHaveLength(0);
    expect(
      (await t.app.db.select().from(accounts).where(eq(accounts.role, 'client'))).every((a) => a.clientId !== null),
    ).toBe(true);
    expect((await login({ phone: '68000030', password: 'secret-pass' })).statusCode).toBe(401);
    // The deleted guest's token no longer reaches anything.
    expect(
      (await t.inject({ method: 'GET', url: '/api/client/me/orders', headers: { accesstoken: token } })).statusCode,
    ).toBe(401);
  });
});
