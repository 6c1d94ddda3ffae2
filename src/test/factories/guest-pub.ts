import crypto from 'node:crypto';
import { beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../app.ts';
import { aCompany, aPub, type CompanyFixture } from './accounts.ts';
import { categories, pubs } from '../../server/db/schema.ts';
import { aDishIn, aMenuCategory } from './orders.ts';
import { aZone, box } from './zones.ts';

/** A square zone around Chișinău's centre and a point inside / outside it. */
export const INSIDE = { lat: 47.02, lng: 28.83 };
export const OUTSIDE = { lat: 46.5, lng: 28.0 };
const ZONE_ID = '11111111-2222-4333-8444-555555555555';
const ALWAYS_OPEN = Array.from({ length: 7 }, () => ({ start: 0, end: 1440 }));

export interface GuestPub {
  company: CompanyFixture;
  pubId: number;
  urlName: string;
  zoneId: string;
  dish: { id: number; price: number };
  saleDish: { id: number; price: number; sale: number };
  hiddenDish: { id: number };
  hiddenCategoryDish: { id: number };
}

/** A pub that takes delivery and in-place orders, with a menu set up directly in the database. */
export async function aGuestPub(t: TestApp, company?: CompanyFixture): Promise<GuestPub> {
  const owner = company ?? (await aCompany(t));
  const { pubId, urlName } = await aPub(t, owner);
  const db = t.app.db;
  await db
    .update(pubs)
    .set({
      shippingAvailable: true,
      hasInPlaceOrder: true,
      lat: 47.0,
      lng: 28.85,
      workHours: ALWAYS_OPEN,
      shapes: [aZone(ZONE_ID, box(46.9, 28.7, 47.1, 29.0))],
      shippingPrices: { [ZONE_ID]: 30 },
      freeDeliveryPrices: { [ZONE_ID]: 0 },
      cashPreorder: true,
      cardPreorder: false,
    })
    .where(eq(pubs.id, pubId));
  const { menu, category } = await aMenuCategory(t, pubId, { menu: 'Main', category: 'Pizza' });
  const [hiddenCategory] = await db
    .insert(categories)
    .values({ menuId: menu.id, pubId, name: 'Secret', place: 2, visible: false })
    .returning();
  const dish = await aDishIn(t, category, { name: 'Margherita', price: 99.99, place: 1 });
  const saleDish = await aDishIn(t, category, { name: 'Diavola', price: 120, salePrice: 100, place: 2 });
  const hiddenDish = await aDishIn(t, category, { name: 'Old', price: 10, place: 3, visible: false });
  const hiddenCategoryDish = await aDishIn(t, hiddenCategory, { name: 'Staff meal', price: 5, place: 1 });
  return {
    company: owner,
    pubId,
    urlName,
    zoneId: ZONE_ID,
    dish: { id: dish.id, price: 99.99 },
    saleDish: { id: saleDish.id, price: 120, sale: 100 },
    hiddenDish: { id: hiddenDish.id },
    hiddenCategoryDish: { id: hiddenCategoryDish.id },
  };
}

/**
 * The test file's guest pub (`aGuestPub`), filled in by a `beforeAll` registered where this is called: after the
 * file's app and after any hook that must run first (a fixed clock). Read its fields inside hooks and tests.
 */
export function fileGuestPub(t: TestApp): GuestPub {
  const pub = {} as GuestPub;
  beforeAll(async () => {
    Object.assign(pub, await aGuestPub(t));
  });
  return pub;
}

export const key = () => crypto.randomUUID();

export function deliveryBody(p: GuestPub, overrides: Record<string, unknown> = {}) {
  return {
    order_type: 'delivery',
    dishes: [{ dish_id: p.dish.id, count: 2 }],
    client_name: 'Ion',
    main_phone_number: '37369123456',
    second_phone_number: '',
    town: 'Chișinău',
    full_address: 'str. Ștefan cel Mare 1',
    ...INSIDE,
    payment_type: 'cash',
    comments: 'ring twice',
    callback: false,
    ...overrides,
  };
}

export function inPlaceBody(p: GuestPub, overrides: Record<string, unknown> = {}) {
  return {
    order_type: 'in_place',
    dishes: [{ dish_id: p.dish.id, count: 1 }],
    table_for_in_place_order: '7',
    ...overrides,
  };
}

export function postOrder(
  t: TestApp,
  urlName: string,
  payload: unknown,
  headers: Record<string, string> = { 'idempotency-key': key() },
) {
  return t.inject({
    method: 'POST',
    url: `/api/client/pub/${urlName}/orders`,
    payload: payload as Record<string, unknown>,
    headers,
  });
}

/** A PUT by the pub's owner on one of its orders; `path` names the action (`update-prepared`, `update-status?status=…`). */
export function ownerPutOrder(
  t: TestApp,
  p: Pick<GuestPub, 'company' | 'pubId'>,
  orderId: number,
  path: string,
  payload?: unknown,
) {
  return t.inject({
    method: 'PUT',
    url: `/api/company/${p.company.companyId}/pubs/${p.pubId}/orders/${orderId}/${path}`,
    headers: p.company.headers,
    ...(payload ? { payload: payload as string } : {}),
  });
}
