import type { APIRequestContext } from '@playwright/test';
import { expect, registerCompany, uid, type Owner } from './fixtures.ts';

/**
 * A pub ready for guests, made only through the owner's API (as a venue would set it up): a menu with
 * a category, a dish, a dish on sale and a hidden dish; in-place ordering; a delivery zone around the
 * pub with a price; cash and card payment.
 */
export const PUB_POINT = { lat: 47.0105, lng: 28.8638 };

export interface SeededPub {
  owner: Owner;
  pubId: number;
  urlName: string;
  name: string;
}

/** The venue writes its menu in all three languages unless told otherwise, its main one (language_id) first. */
const menuLanguages = (languageId: number) => {
  const main = ({ 1: 'ro', 2: 'ru', 3: 'en' } as Record<number, string>)[languageId] ?? 'ro';
  return [main, ...['ro', 'ru', 'en'].filter((l) => l !== main)];
};

export async function seedGuestPub(
  api: APIRequestContext,
  opts: { languageId?: number; languages?: string[] } = {},
): Promise<SeededPub> {
  const owner = await registerCompany(api);
  const headers = { accesstoken: owner.token };
  const call = async (method: 'post' | 'put', url: string, data: unknown) => {
    const res = await api[method](url, { headers, data });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  const id = uid();
  const name = `Bistro ${id}`;
  const urlName = `bistro-${id}`;
  const { pub } = await call('post', `/api/company/${owner.companyId}/pubs/`, {
    name,
    url_name: urlName,
    language_id: opts.languageId ?? 1,
  });
  const base = `/api/company/${owner.companyId}/pubs/${pub.id}`;
  await call('put', `${base}/`, {
    name,
    address: 'str. Pușkin 22',
    has_in_place_order: true,
    wifi_password: 'guest-wifi-1',
    additional_info: 'Open terrace',
    color_theme: 'light',
    language_id: opts.languageId ?? 1,
    languages: opts.languages ?? menuLanguages(opts.languageId ?? 1),
  });
  const { menu } = await call('post', `${base}/menus/`, { name: 'Main', visible: true, place: 1 });
  const { category } = await call('post', `${base}/menus/${menu.id}/categories/`, {
    name: 'Pizza',
    visible: true,
    place: 1,
    text_color: '#ffffff',
    category_types: ['other'],
  });
  const dishes = `${base}/menus/${menu.id}/categories/${category.id}/dishes`;
  await call('post', dishes, {
    name: 'Margherita',
    price: 99.5,
    sale_price: 0,
    ingredients: 'tomato, mozzarella',
    place: 1,
    visible: true,
    text_color: '#ffffff',
  });
  await call('post', dishes, {
    name: 'Diavola',
    price: 120,
    sale_price: 100,
    ingredients: 'salami',
    place: 2,
    visible: true,
    text_color: '#ffffff',
  });
  await call('post', dishes, {
    name: 'Secret dish',
    price: 10,
    sale_price: 0,
    ingredients: '',
    place: 3,
    visible: false,
    text_color: '#ffffff',
  });
  await call('post', `${base}/geolocation`, PUB_POINT);
  const shapeId = crypto.randomUUID();
  const d = 0.05;
  const vertices = [
    { lat: PUB_POINT.lat - d, lng: PUB_POINT.lng - d },
    { lat: PUB_POINT.lat + d, lng: PUB_POINT.lng - d },
    { lat: PUB_POINT.lat + d, lng: PUB_POINT.lng + d },
    { lat: PUB_POINT.lat - d, lng: PUB_POINT.lng + d },
  ];
  await call('post', `${base}/shipping`, { shapes: [{ shape_id: shapeId, color: '#e6194b', vertices }] });
  await call('post', `${base}/shipping-price`, { prices: { [shapeId]: 25 } });
  await call('post', `${base}/shipping-availability`, { available: true });
  await call('post', `${base}/preorder`, { card_preorder: true, cash_preorder: true });
  return { owner, pubId: pub.id, urlName, name };
}
