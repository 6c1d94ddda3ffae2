import crypto from 'node:crypto';
import type pg from 'pg';
import { expect, type APIRequestContext } from '@playwright/test';
import { uid } from './fixtures.ts';
import type { OrdersPub } from './orders-seed.ts';

/**
 * A courier with one active (reserved) delivery order and one available, for the offline tests.
 * The pub's delivery settings are written to the database directly (the shipping screens are not the
 * subject here); the orders are placed through the guest API and reserved through the courier API.
 */
export interface CourierSeed {
  email: string;
  password: string;
  courierId: number;
  token: string;
  pubName: string;
  activeOrderId: number;
  availableOrderId: number;
}

const ZONE = '11111111-2222-4333-8444-555555555555';
const INSIDE = { lat: 47.02, lng: 28.83 };

async function json<T>(res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(res.ok(), `${res.url()} → ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

export async function seedCourierWithOrders(
  api: APIRequestContext,
  sql: pg.Client,
  pub: OrdersPub,
): Promise<CourierSeed> {
  const square = [
    { lat: 46.9, lng: 28.7 },
    { lat: 47.1, lng: 28.7 },
    { lat: 47.1, lng: 29.0 },
    { lat: 46.9, lng: 29.0 },
  ];
  await sql.query(
    `update pubs set shipping_available = true, delivery_type = 'delivery_service', lat = 47.0, lng = 28.85, cash_preorder = true,
       shapes = $2::jsonb, shipping_prices = $3::jsonb, free_delivery_prices = $4::jsonb where id = $1`,
    [
      pub.pubId,
      JSON.stringify([{ shape_id: ZONE, color: '#e6194b', vertices: square }]),
      JSON.stringify({ [ZONE]: 30 }),
      JSON.stringify({ [ZONE]: 0 }),
    ],
  );
  const ids: number[] = [];
  for (const client of ['Ion', 'Maria']) {
    const { order } = await json<{ order: { id: number } }>(
      await api.post(`/api/client/pub/${pub.urlName}/orders`, {
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        data: {
          order_type: 'delivery',
          dishes: [{ dish_id: pub.dishes[0].id, count: 1 }],
          client_name: client,
          main_phone_number: '37369123456',
          town: 'Chișinău',
          full_address: 'str. Ștefan cel Mare 1',
          ...INSIDE,
          payment_type: 'cash',
        },
      }),
    );
    ids.push(order.id);
  }
  // The kitchen starts both: "preparing" is what couriers may pick (docs/product.md D6).
  await sql.query("update orders set status = 'preparing', prepared = true, version = version + 1 where id = any($1)", [
    ids,
  ]);

  const email = `courier-${uid()}@example.md`;
  const password = 'password-123';
  const reg = await json<{ accesstoken: string; courier_id: number }>(
    await api.post('/api/courier/register', {
      data: { full_name: 'Vasile Curier', email, password, phone_number: '37369000111' },
    }),
  );
  await json(
    await api.post(`/api/courier/${reg.courier_id}/reserve-order`, {
      data: { order_id: ids[0] },
      headers: { accesstoken: reg.accesstoken },
    }),
  );
  return {
    email,
    password,
    courierId: reg.courier_id,
    token: reg.accesstoken,
    pubName: pub.pubName,
    activeOrderId: ids[0],
    availableOrderId: ids[1],
  };
}

type Listed = { id: number; status: string }[];

/** What the server says the courier's three lists are now. */
export async function courierOrders(
  api: APIRequestContext,
  seed: CourierSeed,
): Promise<{ available: Listed; active: Listed; completed: Listed }> {
  return json(await api.get(`/api/courier/${seed.courierId}/orders`, { headers: { accesstoken: seed.token } }));
}
