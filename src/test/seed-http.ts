import crypto from 'node:crypto';

/**
 * Seeds a running server through its real HTTP API (used by chaos tests and benchmarks, which drive a
 * separate server process): a company, a pub open for in-place and delivery orders with one zone
 * around its location, a menu of `dishes` dishes, and `couriers` couriers assigned to it.
 */
export interface Seeded {
  baseUrl: string;
  token: string;
  companyId: number;
  pubId: number;
  urlName: string;
  dishIds: number[];
  center: { lat: number; lng: number };
  couriers: { token: string; courierId: number; email: string; password: string }[];
  email: string;
  password: string;
}

export async function http<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(baseUrl + path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = { raw: text };
  }
  return { status: res.status, body: json as T };
}

async function must<T>(p: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const r = await p;
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** Texts of a venue writing its menu in Romanian (main), Russian and English (`trilingual`). */
const dishTexts = (n: number) => ({
  name: `Preparatul ${n} cu o denumire destul de lungă`,
  ingredients: 'făină, apă, sare, brânză, verdeață',
  translations: {
    ru: { name: `Блюдо ${n} с довольно длинным названием`, ingredients: 'мука, вода, соль, сыр, зелень' },
    en: { name: `Dish ${n} with a reasonably long name`, ingredients: 'flour, water, salt, cheese, herbs' },
  },
});

export async function seed(
  baseUrl: string,
  opts: { dishes?: number; couriers?: number; deliveryType?: 'own' | 'delivery_service'; trilingual?: boolean } = {},
): Promise<Seeded> {
  const id = crypto.randomBytes(4).toString('hex');
  const email = `chaos-${id}@example.md`;
  const password = 'password-123';
  const reg = await must(
    http<{ accesstoken: string }>(baseUrl, 'POST', '/api/company', {
      email,
      password,
      name: `Chaos ${id}`,
      phone: '37369123456',
      tariff: 'business',
    }),
    'register',
  );
  const h = { accesstoken: reg.accesstoken };
  const me = await must(http<{ company: { id: number } }>(baseUrl, 'GET', '/api/company/', undefined, h), 'company');
  const companyId = me.company.id;
  const urlName = `chaos-${id}`;
  const pub = await must(
    http<{ pub: { id: number } }>(
      baseUrl,
      'POST',
      `/api/company/${companyId}/pubs/`,
      { name: `Chaos Pub ${id}`, url_name: urlName },
      h,
    ),
    'pub',
  );
  const base = `/api/company/${companyId}/pubs/${pub.pub.id}`;
  await must(
    http(
      baseUrl,
      'PUT',
      `${base}/`,
      {
        name: `Chaos Pub ${id}`,
        has_in_place_order: true,
        ...(opts.trilingual ? { language_id: 1, languages: ['ro', 'ru', 'en'] } : {}),
      },
      h,
    ),
    'in-place',
  );
  const center = { lat: 47.0245, lng: 28.8323 };
  await must(http(baseUrl, 'POST', `${base}/geolocation`, center, h), 'geolocation');
  const shapeId = crypto.randomUUID();
  const d = 0.05;
  const vertices = [
    { lat: center.lat - d, lng: center.lng - d },
    { lat: center.lat - d, lng: center.lng + d },
    { lat: center.lat + d, lng: center.lng + d },
    { lat: center.lat + d, lng: center.lng - d },
  ];
  await must(
    http(baseUrl, 'POST', `${base}/shipping`, { shapes: [{ shape_id: shapeId, color: '#e6194b', vertices }] }, h),
    'zones',
  );
  await must(http(baseUrl, 'POST', `${base}/shipping-price`, { prices: { [shapeId]: 25 } }, h), 'zone price');
  await must(http(baseUrl, 'POST', `${base}/shipping-availability`, { available: true }, h), 'availability');
  await must(
    http(baseUrl, 'POST', `${base}/delivery-type`, { delivery_type: opts.deliveryType ?? 'own' }, h),
    'delivery type',
  );
  await must(http(baseUrl, 'POST', `${base}/preorder`, { card_preorder: true, cash_preorder: true }, h), 'preorder');
  const menu = await must(
    http<{ menu: { id: number } }>(
      baseUrl,
      'POST',
      `${base}/menus/`,
      {
        name: 'Menu',
        visible: true,
        place: 1,
        ...(opts.trilingual ? { name: 'Meniu', translations: { ru: { name: 'Меню' }, en: { name: 'Menu' } } } : {}),
      },
      h,
    ),
    'menu',
  );
  const category = await must(
    http<{ category: { id: number } }>(
      baseUrl,
      'POST',
      `${base}/menus/${menu.menu.id}/categories/`,
      {
        name: 'Food',
        visible: true,
        place: 1,
        category_types: ['other'],
        text_color: '#ffffff',
        ...(opts.trilingual ? { name: 'Mâncare', translations: { ru: { name: 'Еда' }, en: { name: 'Food' } } } : {}),
      },
      h,
    ),
    'category',
  );
  const dishIds: number[] = [];
  for (let i = 0; i < (opts.dishes ?? 3); i++) {
    const dish = await must(
      http<{ dish: { id: number } }>(
        baseUrl,
        'POST',
        `${base}/menus/${menu.menu.id}/categories/${category.category.id}/dishes`,
        {
          name: `Dish ${i + 1} with a reasonably long name`,
          price: 50 + i,
          sale_price: i % 5 === 0 ? 40 : 0,
          ingredients: 'flour, water, salt, cheese, herbs',
          visible: true,
          place: i + 1,
          text_color: '#ffffff',
          ...(opts.trilingual ? dishTexts(i + 1) : {}),
        },
        h,
      ),
      'dish',
    );
    dishIds.push(dish.dish.id);
  }
  const couriers: Seeded['couriers'] = [];
  for (let i = 0; i < (opts.couriers ?? 0); i++) {
    const cEmail = `chaos-courier-${id}-${i}@example.md`;
    const c = await must(
      http<{ accesstoken: string; courier_id: number }>(baseUrl, 'POST', '/api/courier/register', {
        full_name: `Courier ${i}`,
        email: cEmail,
        password,
        phone_number: '37369000111',
      }),
      'courier',
    );
    await must(http(baseUrl, 'POST', `${base}/couriers`, { courier_id: c.courier_id }, h), 'assign courier');
    couriers.push({ token: c.accesstoken, courierId: c.courier_id, email: cEmail, password });
  }
  return {
    baseUrl,
    token: reg.accesstoken,
    companyId,
    pubId: pub.pub.id,
    urlName,
    dishIds,
    center,
    couriers,
    email,
    password,
  };
}

export function inPlaceOrder(s: Seeded, i = 0) {
  return {
    order_type: 'in_place',
    dishes: [{ dish_id: s.dishIds[i % s.dishIds.length], count: 1 + (i % 3) }],
    table_for_in_place_order: String(1 + (i % 20)),
    payment_type: 'cash',
    client_name: `Guest ${i}`,
  };
}
export function deliveryOrder(s: Seeded, i = 0) {
  return {
    order_type: 'delivery',
    dishes: [{ dish_id: s.dishIds[i % s.dishIds.length], count: 1 }],
    client_name: `Guest ${i}`,
    main_phone_number: '37369123456',
    town: 'Chișinău',
    full_address: `str. Test ${i}`,
    lat: s.center.lat + 0.001,
    lng: s.center.lng + 0.001,
    payment_type: 'cash',
  };
}

/** Signs in again (fresh access token) with email and password. */
export async function relogin(baseUrl: string, email: string, password: string): Promise<string> {
  return (await must(http<{ accesstoken: string }>(baseUrl, 'POST', '/api/auth/login', { email, password }), 'login'))
    .accesstoken;
}
