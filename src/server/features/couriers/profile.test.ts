import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { fileTestApp } from '#test/app.ts';
import { aCourier } from '#test/factories/accounts.ts';
import { couriers } from '../../db/schema.ts';
import { action, assign, aCourierWithToken, aDeliveryOrder, aVenue } from '#test/factories/couriers.ts';

const t = fileTestApp();

const valid = {
  full_name: 'Ana Rusu',
  phone_number: '373 69-123-456',
  gender: 'female',
  birth_date: '1999-04-30',
  location: 'Botanica',
  telegram_username: '@ana_r',
};

describe('courier profile', () => {
  it('a registered courier reads itself: unset birth date, zero balance', async () => {
    const c = await aCourier(t, { full_name: 'Vasile' });
    const res = await t.inject({ method: 'GET', url: '/api/courier/', headers: c.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().courier).toEqual({
      id: c.courierId,
      full_name: 'Vasile',
      phone_number: '37369000111',
      birth_date: '0001-01-01',
      gender: 'male',
      location: '',
      telegram_username: '',
      image_file_name: '',
      on_shift: false,
      balance: 0,
    });
    const byId = await t.inject({ method: 'GET', url: `/api/courier/${c.courierId}/`, headers: c.headers });
    expect(byId.json().courier).toEqual(res.json().courier);
  });

  it('saves a valid profile: phone normalised, @ stripped', async () => {
    const c = await aCourierWithToken(t);
    const res = await t.inject({
      method: 'PUT',
      url: `/api/courier/${c.courierId}/`,
      headers: c.headers,
      payload: valid,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().courier).toMatchObject({
      full_name: 'Ana Rusu',
      phone_number: '37369123456',
      gender: 'female',
      birth_date: '1999-04-30',
      telegram_username: 'ana_r',
    });
    const unset = await t.inject({
      method: 'PUT',
      url: `/api/courier/${c.courierId}/`,
      headers: c.headers,
      payload: { ...valid, birth_date: '0001-01-01' },
    });
    expect(unset.json().courier.birth_date).toBe('0001-01-01');
  });

  it.each([
    [{ phone_number: '12ab' }, 'phone_number', 'errors.invalid_phone'],
    [{ phone_number: '' }, 'phone_number', 'errors.field_is_required'],
    [{ gender: 'other' }, 'gender', 'errors.validation_error'],
    [{ birth_date: '2001-02-30' }, 'birth_date', 'errors.validation_error'],
    [{ birth_date: '3000-01-01' }, 'birth_date', 'errors.validation_error'],
    [{ birth_date: '01.02.2000' }, 'birth_date', 'errors.validation_error'],
    [{ full_name: 5 }, 'full_name', 'errors.field_is_required'],
  ])('refuses %j', async (change, field, key) => {
    const c = await aCourierWithToken(t);
    const res = await t.inject({
      method: 'PUT',
      url: `/api/courier/${c.courierId}/`,
      headers: c.headers,
      payload: { ...valid, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, err: 'validation error', fields: { [field]: key } });
  });

  it('a courier cannot read or edit another courier', async () => {
    const [a, b] = [await aCourierWithToken(t), await aCourierWithToken(t)];
    expect(
      (await t.inject({ method: 'GET', url: `/api/courier/${b.courierId}/`, headers: a.headers })).statusCode,
    ).toBe(403);
    expect(
      (await t.inject({ method: 'PUT', url: `/api/courier/${b.courierId}/`, headers: a.headers, payload: valid }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.inject({ method: 'GET', url: `/api/courier/${b.courierId}/orders`, headers: a.headers })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/api/courier/${b.courierId}/reserve-order`,
          headers: a.headers,
          payload: { order_id: 1 },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('a courier whose row is gone gets 404 courier not found', async () => {
    const c = await aCourierWithToken(t);
    await t.app.db.delete(couriers).where(eq(couriers.id, c.courierId));
    const res = await t.inject({ method: 'GET', url: '/api/courier/', headers: c.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, err: 'courier not found' });
  });

  it('uploads a photo', async () => {
    const c = await aCourierWithToken(t);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const boundary = '----tavola';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.inject({
      method: 'POST',
      url: `/api/courier/${c.courierId}/image`,
      headers: { ...c.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().courier.image_file_name).toMatch(/^[0-9a-f]{64}\.webp$/);
  });
});

describe('a venue reading a courier', () => {
  it('sees its assigned courier and a courier who reserved its order, without balance or birth date', async () => {
    const { company, pubId } = await aVenue(t, 'delivery_service');
    const assigned = await aCourierWithToken(t, 'Assigned One');
    const reserver = await aCourierWithToken(t, 'Reserver One');
    const stranger = await aCourierWithToken(t, 'Stranger');
    await assign(t, pubId, assigned.courierId);
    const order = await aDeliveryOrder(t, pubId);
    await action(t, reserver, 'reserve-order', order.id);
    const staffToken = await t.app.tokens.signAccess({
      role: 'staff',
      accountId: 1,
      companyId: company.companyId,
      pubId,
      courierId: 0,
      clientId: 0,
    });
    for (const headers of [company.headers, { accesstoken: staffToken }]) {
      for (const c of [assigned, reserver]) {
        const res = await t.inject({ method: 'GET', url: `/api/courier/${c.courierId}/`, headers });
        expect(res.statusCode).toBe(200);
        expect(Object.keys(res.json().courier).sort()).toEqual([
          'full_name',
          'id',
          'image_file_name',
          'on_shift',
          'phone_number',
          'telegram_username',
        ]);
      }
      const hidden = await t.inject({ method: 'GET', url: `/api/courier/${stranger.courierId}/`, headers });
      expect(hidden.statusCode).toBe(404);
    }
  });
});
