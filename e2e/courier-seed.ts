import crypto from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, registerCompany, uid, type Owner } from './fixtures.ts';

/**
 * A delivering pub, its couriers and a delivery order, all made through the real API as a venue, its
 * couriers and a guest would: the owner sets a zone with a price, commission on dish prices and its
 * own couriers; couriers register themselves; the guest orders; the kitchen sets "preparing".
 */
const PUB_POINT = { lat: 47.0105, lng: 28.8638 };
const CLIENT_POINT = { lat: 47.0205, lng: 28.8738 };

export interface CourierAccount {
  email: string;
  password: string;
  courierId: number;
  token: string;
  name: string;
}
export interface DeliveryPub {
  owner: Owner;
  pubId: number;
  urlName: string;
  name: string;
  dishId: number;
  base: string;
}

async function call(api: APIRequestContext, method: 'post' | 'put', url: string, data: unknown, token?: string) {
  const res = await api[method](url, { headers: token ? { accesstoken: token } : {}, data });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

export async function registerCourier(api: APIRequestContext, name: string): Promise<CourierAccount> {
  const email = `courier-${uid()}@example.md`;
  const body = await call(api, 'post', '/api/courier/register', {
    full_name: name,
    email,
    password: 'password-123',
    phone_number: '37369000111',
  });
  return { email, password: 'password-123', courierId: body.courier_id, token: body.accesstoken, name };
}

export async function seedDeliveryPub(api: APIRequestContext, couriers: CourierAccount[]): Promise<DeliveryPub> {
  const owner = await registerCompany(api);
  const t = owner.token;
  const id = uid();
  const name = `Pizzeria ${id}`;
  const urlName = `pizzeria-${id}`;
  const { pub } = await call(api, 'post', `/api/company/${owner.companyId}/pubs/`, { name, url_name: urlName }, t);
  const base = `/api/company/${owner.companyId}/pubs/${pub.id}`;
  await call(api, 'put', `${base}/`, { name, address: 'str. Pușkin 22', color_theme: 'light' }, t);
  const { menu } = await call(api, 'post', `${base}/menus/`, { name: 'Main', visible: true, place: 1 }, t);
  const { category } = await call(
    api,
    'post',
    `${base}/menus/${menu.id}/categories/`,
    { name: 'Pizza', visible: true, place: 1, text_color: '#ffffff', category_types: ['other'] },
    t,
  );
  const { dish } = await call(
    api,
    'post',
    `${base}/menus/${menu.id}/categories/${category.id}/dishes`,
    { name: 'Margherita', price: 99.5, sale_price: 0, ingredients: '', place: 1, visible: true, text_color: '#ffffff' },
    t,
  );
  await call(api, 'post', `${base}/geolocation`, PUB_POINT, t);
  const shapeId = crypto.randomUUID();
  const d = 0.05;
  const vertices = [
    { lat: PUB_POINT.lat - d, lng: PUB_POINT.lng - d },
    { lat: PUB_POINT.lat + d, lng: PUB_POINT.lng - d },
    { lat: PUB_POINT.lat + d, lng: PUB_POINT.lng + d },
    { lat: PUB_POINT.lat - d, lng: PUB_POINT.lng + d },
  ];
  await call(api, 'post', `${base}/shipping`, { shapes: [{ shape_id: shapeId, color: '#e6194b', vertices }] }, t);
  await call(api, 'post', `${base}/shipping-price`, { prices: { [shapeId]: 25 } }, t);
  await call(api, 'post', `${base}/shipping-availability`, { available: true }, t);
  await call(api, 'post', `${base}/delivery-type`, { delivery_type: 'own' }, t);
  await call(api, 'post', `${base}/add-commission-to-dish-prices`, { add_commission_to_dish_prices: true }, t);
  for (const c of couriers) await call(api, 'post', `${base}/couriers`, { courier_id: c.courierId }, t);
  return { owner, pubId: pub.id, urlName, name, dishId: dish.id, base };
}

/** A guest's delivery order of 2 × Margherita, then set to "preparing" by the venue. */
export async function placeDeliveryOrder(
  api: APIRequestContext,
  pub: DeliveryPub,
): Promise<{ id: number; number: number }> {
  const res = await api.post(`/api/client/pub/${pub.urlName}/orders`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      order_type: 'delivery',
      dishes: [{ dish_id: pub.dishId, count: 2 }],
      client_name: 'Ion Popescu',
      main_phone_number: '37369555444',
      town: 'Chișinău',
      full_address: 'str. Florilor 5, ap. 12',
      ...CLIENT_POINT,
      payment_type: 'cash',
      comments: 'Interfon 12',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const order = (await res.json()).order as { id: number; number: number };
  const status = await api.put(`${pub.base}/orders/${order.id}/update-status?status=preparing`, {
    headers: { accesstoken: pub.owner.token },
  });
  expect(status.ok(), await status.text()).toBe(true);
  return order;
}
