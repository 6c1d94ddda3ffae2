import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp } from '#test/app.ts';
import { anOwnedPub, asOwner, type CompanyFixture } from '#test/factories/accounts.ts';
import { aStaffLogin } from '#test/factories/orders.ts';
import { multipartBody, pngBytes } from '#test/factories/images.ts';

const t = fileTestApp();
let owner: CompanyFixture;
let cats: string;
let pubUrl: string;

beforeAll(async () => {
  const made = await anOwnedPub(t);
  owner = made.owner;
  pubUrl = `/api/company/${owner.companyId}/pubs/${made.pubId}/`;
  const menu = await t.inject({
    method: 'POST',
    url: `${pubUrl}menus/`,
    headers: owner.headers,
    payload: { name: 'Food', visible: true, place: 1 },
  });
  cats = `${pubUrl}menus/${menu.json().menu.id}/categories`;
});

const call = (...args: Parameters<ReturnType<typeof asOwner>>) => asOwner(t, owner)(...args);
const upload = (url: string, bytes: Buffer, filename = 'a.png') => {
  const body = multipartBody('image', filename, bytes, 'image/png');
  return t.inject({ method: 'PATCH', url, payload: body.payload, headers: { ...body.headers, ...owner.headers } });
};

describe('categories', () => {
  it('creates with defaults, keeps order, edits, uploads an image and deletes', async () => {
    const soup = await call('POST', `${cats}/`, { name: 'Soup', visible: true, place: 1 });
    expect(soup.statusCode).toBe(201);
    expect(soup.json().category).toMatchObject({
      name: 'Soup',
      category_types: ['other'],
      text_color: '#ffffff',
      place: 1,
      image_file_name: '',
    });
    const grill = await call('POST', `${cats}/`, {
      name: 'Grill',
      visible: false,
      place: 1,
      category_types: ['grill', 'meat', 'grill'],
      text_color: '#000000',
    });
    expect(grill.json().category).toMatchObject({
      place: 1,
      category_types: ['grill', 'meat'],
      text_color: '#000000',
      visible: false,
    });
    expect((await call('POST', `${cats}/`, { name: 'x', place: 1, category_types: ['pizza'] })).json().err).toBe(
      'validation error',
    );

    const id = soup.json().category.id;
    const put = await call('PUT', `${cats}/${id}/`, {
      name: 'Soups',
      visible: true,
      place: 1,
      category_types: ['soup'],
      text_color: '#111111',
    });
    expect(put.json().category).toMatchObject({ name: 'Soups', place: 2, category_types: ['soup'] });
    expect((await call('GET', `${cats}/${id}/`)).json().category.name).toBe('Soups');

    const moved = await call('POST', `${cats}/${id}/move-left`);
    expect(moved.json().categories.map((c: { name: string }) => c.name)).toEqual(['Soups', 'Grill']);

    const image = await upload(`${cats}/${id}/image`, await pngBytes());
    expect(image.statusCode).toBe(200);
    const file = image.json().category.image_file_name;
    expect(file).toMatch(/^[0-9a-f]{64}\.webp$/);
    expect((await t.inject({ method: 'GET', url: `/api-static/images/categories/${file}` })).statusCode).toBe(200);

    await call('DELETE', `${cats}/${id}/`);
    expect(
      (await call('GET', `${cats}/`))
        .json()
        .categories.map((c: { place: number; name: string }) => `${c.place}:${c.name}`),
    ).toEqual(['1:Grill']);
  });
});

describe('dishes', () => {
  let dishes: string;
  beforeAll(async () => {
    const c = await call('POST', `${cats}/`, { name: 'Pizza', visible: true, place: 1 });
    dishes = `${cats}/${c.json().category.id}/dishes`;
  });

  it('creates with money checks, orders, edits, uploads and deletes', async () => {
    const margherita = {
      name: 'Margherita',
      price: 89.5,
      sale_price: 0,
      ingredients: 'tomato',
      place: 1,
      visible: true,
    };
    const a = await call('POST', dishes, { ...margherita, text_color: '#fff' });
    expect(a.statusCode).toBe(201);
    expect(a.json().dish).toMatchObject({ ...margherita, image_file_name: '' });
    for (const price of [-1, 1.234, 'ten']) {
      expect((await call('POST', dishes, { name: 'x', price, place: 1 })).json().err).toBe('validation error');
    }
    await call('POST', dishes, { name: 'Diavola', price: 100, sale_price: 80, place: 2 });
    await call('POST', dishes, { name: 'Funghi', price: 95, place: 2 });
    const list = (await call('GET', dishes)).json().dishes;
    expect(list.map((d: { name: string }) => d.name)).toEqual(['Margherita', 'Funghi', 'Diavola']);

    const id = list[2].id;
    const put = await call('PUT', `${dishes}/${id}`, {
      name: 'Diavola!',
      price: 101.1,
      sale_price: 79.99,
      ingredients: 'salami',
      place: 1,
      visible: false,
    });
    expect(put.json().dish).toMatchObject({
      name: 'Diavola!',
      price: 101.1,
      sale_price: 79.99,
      place: 3,
      visible: false,
    });
    expect((await call('GET', `${dishes}/${id}`)).json().dish.ingredients).toBe('salami');
    expect(
      (await call('POST', `${dishes}/${id}/move-left`)).json().dishes.map((d: { name: string }) => d.name),
    ).toEqual(['Margherita', 'Diavola!', 'Funghi']);

    const image = await upload(`${dishes}/${id}/image`, await pngBytes(), 'pizza.PNG');
    expect(image.json().dish.image_file_name).toMatch(/\.webp$/);
    // The pub view lists every dish with its image.
    const pub = (await call('GET', pubUrl)).json();
    expect(pub.dishes.find((d: { id: number }) => d.id === id).image_file_name).toBe(image.json().dish.image_file_name);

    await call('DELETE', `${dishes}/${list[0].id}`);
    expect((await call('GET', dishes)).json().dishes.map((d: { place: number }) => d.place)).toEqual([1, 2]);
  });

  it('refuses a sale price that is not lower than the price, on create and edit', async () => {
    for (const sale_price of [99, 65]) {
      const res = await call('POST', dishes, { name: 'Markup', price: 65, sale_price, place: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        ok: false,
        err: 'validation error',
        fields: { sale_price: 'errors.sale_price_not_lower' },
      });
    }
    const ok = await call('POST', dishes, { name: 'Sale', price: 65, sale_price: 50, place: 1 });
    expect(ok.statusCode).toBe(201);
    const put = await call('PUT', `${dishes}/${ok.json().dish.id}`, { name: 'Sale', price: 40, sale_price: 50 });
    expect(put.json()).toMatchObject({
      err: 'validation error',
      fields: { sale_price: 'errors.sale_price_not_lower' },
    });
    expect((await call('GET', `${dishes}/${ok.json().dish.id}`)).json().dish).toMatchObject({
      price: 65,
      sale_price: 50,
    });
    await call('DELETE', `${dishes}/${ok.json().dish.id}`);
  });

  it('requires a name for categories and dishes: blank after trim is refused', async () => {
    for (const name of ['', '   ', undefined]) {
      const cat = await call('POST', `${cats}/`, { name, visible: true, place: 1 });
      expect(cat.statusCode).toBe(400);
      expect(cat.json()).toMatchObject({ err: 'validation error', fields: { name: 'errors.field_is_required' } });
      const dish = await call('POST', dishes, { name, price: 10, place: 1 });
      expect(dish.json()).toMatchObject({ err: 'validation error', fields: { name: 'errors.field_is_required' } });
    }
    const [first] = (await call('GET', dishes)).json().dishes;
    expect((await call('PUT', `${dishes}/${first.id}`, { name: ' ', price: 10 })).json().fields).toEqual({
      name: 'errors.field_is_required',
    });
    expect((await call('POST', dishes, { name: '  Soup  ', price: 10, place: 99 })).json().dish.name).toBe('Soup');
  });

  it('refuses the pub staff the menu editor, reading included (docs/product.md D4: no menus; they add dishes from the pub answer)', async () => {
    const pubId = Number(pubUrl.split('/')[5]);
    const { headers } = await aStaffLogin(t, owner, pubId);
    expect((await t.inject({ method: 'GET', url: `${pubUrl}menus/`, headers })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: dishes, headers })).statusCode).toBe(403);
    expect(
      (await t.inject({ method: 'POST', url: dishes, headers, payload: { name: 'x', price: 1, place: 1 } })).statusCode,
    ).toBe(403);
    const pub = await t.inject({ method: 'GET', url: pubUrl, headers });
    expect(pub.json().dishes.length).toBeGreaterThan(0);
  });

  it('does not reach a dish through another category', async () => {
    const other = await call('POST', `${cats}/`, { name: 'Other', visible: true, place: 1 });
    const dish = (await call('GET', dishes)).json().dishes[0];
    expect((await call('GET', `${cats}/${other.json().category.id}/dishes/${dish.id}`)).statusCode).toBe(404);
  });
});
