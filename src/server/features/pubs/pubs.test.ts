import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app.ts';
import { aCompany, aPub, uid, type CompanyFixture } from '#test/factories/accounts.ts';

let t: TestApp;
let owner: CompanyFixture;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://menu.example.md' });
  owner = await aCompany(t, { tariff: 'business' });
});
afterAll(() => t.close());

const base = (c: CompanyFixture) => `/api/company/${c.companyId}/pubs/`;
const create = (c: CompanyFixture, payload: object) =>
  t.inject({ method: 'POST', url: base(c), headers: c.headers, payload });

describe('pubs', () => {
  it('creates a pub with a 30-day trial, currency and language 1, and a QR file name', async () => {
    const url = `pub-${uid()}`;
    const res = await create(owner, { name: 'Green Pub', url_name: url });
    expect(res.statusCode).toBe(201);
    const pub = res.json().pub;
    expect(pub).toMatchObject({
      name: 'Green Pub',
      url_name: url,
      currency_id: 1,
      language_id: 1,
      expired: false,
      qr_code_file_name: `${url}.png`,
      company_id: owner.companyId,
    });
    const days = (Date.parse(pub.expiration_time_utc.replace(' ', 'T') + 'Z') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const list = await t.inject({ method: 'GET', url: base(owner), headers: owner.headers });
    expect(list.json().pubs.map((p: { id: number }) => p.id)).toContain(pub.id);
  });

  it.each([
    [{ name: '', url_name: 'abc' }, 'name', 'admin.validation_errors.pub.name.required'],
    [{ name: 'ab', url_name: 'abc' }, 'name', 'admin.validation_errors.pub.name.min'],
    [{ name: 'Good', url_name: 'Bad Name' }, 'url_name', 'admin.validation_errors.pub.url_name.invalid_url_name'],
    [{ name: 'Good', url_name: 'ab' }, 'url_name', 'admin.validation_errors.pub.url_name.min'],
    [{ name: 'Good' }, 'url_name', 'admin.validation_errors.pub.url_name.required'],
    [{ name: 'Good', url_name: 'good-url', currency_id: 99 }, 'currency_id', 'errors.validation_error'],
  ])('rejects %j', async (payload, field, key) => {
    const res = await create(owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(key);
  });

  it('url_name is unique everywhere', async () => {
    const other = await aCompany(t);
    const { urlName } = await aPub(t, owner);
    const res = await create(other, { name: 'Copy', url_name: urlName });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ ok: false, err: 'pub with the same url name already exists' });
  });

  it('reads, updates (language too) and deletes a pub; unknown fields are ignored', async () => {
    const { pubId } = await aPub(t, owner);
    const payload = {
      name: 'Renamed Pub',
      color_theme: 'dark',
      color: '#ff0000',
      wifi_password: 'wifi-1',
      address: 'str. Ștefan cel Mare 1',
      additional_info: 'Open late',
      currency_id: 2,
      language_id: 2,
      telegram_username: '@greenpub',
      has_in_place_order: true,
      secret: 'x',
    };
    const put = await t.inject({ method: 'PUT', url: `${base(owner)}${pubId}/`, headers: owner.headers, payload });
    expect(put.statusCode).toBe(200);
    expect(put.json().pub).toMatchObject({
      name: 'Renamed Pub',
      color_theme: 'dark',
      currency: { code: 'EUR', symbol: '€' },
      language_id: 2,
      telegram_username: 'greenpub',
      has_in_place_order: true,
    });
    expect(put.body).not.toContain('secret');
    const get = await t.inject({ method: 'GET', url: `${base(owner)}${pubId}/`, headers: owner.headers });
    expect(get.json()).toMatchObject({ ok: true, pub: { id: pubId, name: 'Renamed Pub' }, dishes: [] });
    const bad = await t.inject({
      method: 'PUT',
      url: `${base(owner)}${pubId}/`,
      headers: owner.headers,
      payload: { ...payload, name: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.inject({ method: 'GET', url: `${base(owner)}${pubId}/`, headers: owner.headers })).json().pub.name,
    ).toBe('Renamed Pub');
    expect(
      (await t.inject({ method: 'DELETE', url: `${base(owner)}${pubId}/`, headers: owner.headers })).json(),
    ).toEqual({ ok: true });
    expect((await t.inject({ method: 'GET', url: `${base(owner)}${pubId}/`, headers: owner.headers })).statusCode).toBe(
      404,
    );
  });

  it('another company cannot read, change or delete it', async () => {
    const other = await aCompany(t);
    const { pubId } = await aPub(t, owner);
    expect((await t.inject({ method: 'GET', url: `${base(owner)}${pubId}/`, headers: other.headers })).statusCode).toBe(
      403,
    );
    expect(
      (await t.inject({ method: 'DELETE', url: `${base(other)}${pubId}/`, headers: other.headers })).statusCode,
    ).toBe(404);
    expect((await t.inject({ method: 'GET', url: `${base(owner)}${pubId}/`, headers: owner.headers })).statusCode).toBe(
      200,
    );
  });
});

describe('tariff limits', () => {
  it('basic holds one pub, pro five; past it 403 pub limit exceeded, even when racing', async () => {
    const basic = await aCompany(t, { tariff: 'basic' });
    await aPub(t, basic);
    const res = await t.inject({
      method: 'POST',
      url: base(basic),
      headers: basic.headers,
      payload: { name: 'Second', url_name: `second-${uid()}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ ok: false, err: 'pub limit exceeded' });

    const pro = await aCompany(t, { tariff: 'pro' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.inject({
          method: 'POST',
          url: base(pro),
          headers: pro.headers,
          payload: { name: `Pro ${i}`, url_name: `pro-${uid()}` },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 403)).toHaveLength(3);
  });
});

describe('QR codes', () => {
  it('PNG and SVG of PUBLIC_URL/pub/{url_name}/, made on request', async () => {
    const { urlName } = await aPub(t, owner);
    const png = await t.inject({ method: 'GET', url: `/api-static/images/pubs/qr/${urlName}.png` });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const svg = await t.inject({ method: 'GET', url: `/api-static/images/pubs/qr/${urlName}.svg` });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toContain('<svg');
    expect((await t.inject({ method: 'GET', url: '/api-static/images/pubs/qr/nope-nope.png' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api-static/images/pubs/qr/..%2Fetc.png' })).statusCode).toBe(404);
  });
});
