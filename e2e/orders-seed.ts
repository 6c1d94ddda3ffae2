import crypto from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { registerCompany, uid, type Owner } from './fixtures.ts';

/**
 * Seeds, through the real API, a pub that takes in-place orders and has one menu dish, and places
 * guest orders the way the public page does (with an Idempotency-Key).
 */
export interface OrdersPub {
  owner: Owner;
  pubId: number;
  urlName: string;
  pubName: string;
  dishes: { id: number; name: string; price: number }[];
}

const auth = (owner: Owner) => ({ headers: { accesstoken: owner.token } });

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(res.ok(), `${res.url()} → ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

export async function seedOrdersPub(api: APIRequestContext, owner?: Owner): Promise<OrdersPub> {
  const o = owner ?? (await registerCompany(api));
  const urlName = `cafe-${uid()}`;
  const pubName = `Bistro ${urlName.slice(5)}`;
  const base = `/api/company/${o.companyId}/pubs`;
  const { pub } = await ok<{ pub: { id: number } }>(
    await api.post(`${base}/`, { data: { name: pubName, url_name: urlName }, ...auth(o) }),
  );
  await ok(await api.put(`${base}/${pub.id}/`, { data: { name: pubName, has_in_place_order: true }, ...auth(o) }));
  const { menu } = await ok<{ menu: { id: number } }>(
    await api.post(`${base}/${pub.id}/menus/`, { data: { name: 'Main', visible: true, place: 1 }, ...auth(o) }),
  );
  const cats = `${base}/${pub.id}/menus/${menu.id}/categories`;
  const { category } = await ok<{ category: { id: number } }>(
    await api.post(`${cats}/`, {
      data: { name: 'Pizza', visible: true, place: 1, category_types: ['other'], text_color: '#ffffff' },
      ...auth(o),
    }),
  );
  const dishes = [];
  for (const [i, [name, price]] of (
    [
      ['Margherita', 95],
      ['Tiramisu', 40],
    ] as const
  ).entries()) {
    const { dish } = await ok<{ dish: { id: number } }>(
      await api.post(`${cats}/${category.id}/dishes`, {
        data: { name, price, sale_price: 0, ingredients: '', place: i + 1, visible: true, text_color: '#ffffff' },
        ...auth(o),
      }),
    );
    dishes.push({ id: dish.id, name, price });
  }
  return { owner: o, pubId: pub.id, urlName, pubName, dishes };
}

/** A guest's in-place order; answers the created order's id and number. */
export async function placeInPlaceOrder(api: APIRequestContext, pub: OrdersPub, guestName: string, table = '7') {
  const res = await api.post(`/api/client/pub/${pub.urlName}/orders`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      order_type: 'in_place',
      dishes: [{ dish_id: pub.dishes[0].id, count: 2 }],
      client_name: guestName,
      table_for_in_place_order: table,
      payment_type: 'cash',
      comments: 'No onions',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).order as { id: number; number: number };
}

const ZONE = {
  shape_id: '6f1c2b1e-3a4d-4e5f-8a9b-0c1d2e3f4a5b',
  color: '#e6194b',
  vertices: [
    { lat: 46.9, lng: 28.7 },
    { lat: 47.1, lng: 28.7 },
    { lat: 47.1, lng: 29.0 },
    { lat: 46.9, lng: 29.0 },
  ],
};

/** Delivery by a delivery service, one zone at 30 Lei, open all week, commission on dish prices. */
export async function enableDelivery(api: APIRequestContext, pub: OrdersPub): Promise<void> {
  const base = `/api/company/${pub.owner.companyId}/pubs/${pub.pubId}`;
  const post = async (path: string, data: object) =>
    ok(await api.post(`${base}/${path}`, { data, ...auth(pub.owner) }));
  await post('geolocation', { lat: 47.0, lng: 28.85 });
  await post('shipping', { shapes: [ZONE] });
  await post('shipping-price', { prices: { [ZONE.shape_id]: 30 } });
  await post('shipping-work-hours', { work_hours: Array.from({ length: 7 }, () => ({ start: 0, end: 1440 })) });
  await post('delivery-type', { delivery_type: 'delivery_service' });
  await post('add-commission-to-dish-prices', { add_commission_to_dish_prices: true });
  await post('preorder', { card_preorder: true, cash_preorder: true });
  await post('shipping-availability', { available: true });
}

/** A web-menu delivery order whose guest asked to be called back (no name). */
export async function placeDeliveryOrder(api: APIRequestContext, pub: OrdersPub) {
  const res = await api.post(`/api/client/pub/${pub.urlName}/orders`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      order_type: 'delivery',
      dishes: [{ dish_id: pub.dishes[0].id, count: 2 }],
      client_name: '',
      callback: true,
      main_phone_number: '37369123456',
      second_phone_number: '37360000222',
      town: 'Chișinău',
      full_address: 'str. Ștefan cel Mare 1',
      lat: 47.02,
      lng: 28.83,
      payment_type: 'card_offline',
      comments: 'Ring twice',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).order as { id: number; number: number };
}

/** A registered courier (token and id). */
export async function registerCourier(api: APIRequestContext, fullName: string) {
  const res = await api.post('/api/courier/register', {
    data: {
      full_name: fullName,
      email: `c-${uid()}@example.md`,
      password: 'password-123',
      phone_number: '37369000111',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const token = (await res.json()).accesstoken as string;
  const me = await ok<{ courier: { id: number } }>(await api.get('/api/courier/', { headers: { accesstoken: token } }));
  return { token, id: me.courier.id };
}
