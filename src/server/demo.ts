import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ensurePlatformAdmin } from './features/auth/routes.ts';

/**
 * `npm run demo`: a demo company with a pub (location, delivery zone, menu), a courier assigned to it
 * and a platform admin, all made through the real API so the data is exactly what users would make.
 * Running it again keeps what exists and prints the same logins.
 */
export const DEMO = {
  company: {
    email: 'demo@tavola.md',
    password: 'demo-password',
    name: 'Tavola Demo',
    phone: '37369123456',
    tariff: 'business',
  },
  courier: {
    email: 'courier@tavola.md',
    password: 'demo-password',
    full_name: 'Ion Curierul',
    phone_number: '37369555111',
  },
  admin: { email: 'admin@tavola.md', password: 'admin-password' },
  pub: { name: 'Casa Demo', url_name: 'casa-demo' },
};

type Json = Record<string, unknown> & { ok?: boolean };

/** The demo venue's sandbox account at the local maib stand-in that `npm run demo` starts. */
export const DEMO_MAIB_MERCHANT = {
  clientId: 'demo-client',
  clientSecret: 'demo-client-secret',
  signatureKey: 'demo-signature-key',
};

export async function seedDemo(app: FastifyInstance): Promise<string> {
  const call = async (opts: InjectOptions): Promise<{ status: number; body: Json }> => {
    const res = await app.inject(opts);
    return { status: res.statusCode, body: res.json() as Json };
  };
  const loginAs = async (email: string, password: string) =>
    (await call({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).body.accesstoken as
      string | undefined;

  await ensurePlatformAdmin(app, DEMO.admin.email, DEMO.admin.password);
  await call({ method: 'POST', url: '/api/company', payload: DEMO.company });
  const token = await loginAs(DEMO.company.email, DEMO.company.password);
  await call({ method: 'POST', url: '/api/courier/register', payload: DEMO.courier });
  const courierToken = await loginAs(DEMO.courier.email, DEMO.courier.password);
  if (!token || !courierToken) return 'Demo data could not be created (the demo accounts exist with other passwords).';
  const headers = { accesstoken: token };
  const companyId = ((await call({ method: 'GET', url: '/api/company/', headers })).body.company as { id: number }).id;
  const courierId = (
    (await call({ method: 'GET', url: '/api/courier/', headers: { accesstoken: courierToken } })).body.courier as
      { id: number } | undefined
  )?.id;

  const pubs = (await call({ method: 'GET', url: `/api/company/${companyId}/pubs/`, headers })).body.pubs as {
    id: number;
    url_name: string;
  }[];
  let pubId = pubs.find((p) => p.url_name === DEMO.pub.url_name)?.id;
  if (!pubId) {
    pubId = (
      (await call({ method: 'POST', url: `/api/company/${companyId}/pubs/`, headers, payload: DEMO.pub })).body.pub as {
        id: number;
      }
    ).id;
    const base = `/api/company/${companyId}/pubs/${pubId}`;
    await call({
      method: 'PUT',
      url: `${base}/`,
      headers,
      payload: {
        name: DEMO.pub.name,
        address: 'str. București 68, Chișinău',
        color_theme: 'light',
        has_in_place_order: true,
        language_id: 2,
        additional_info: 'Bucătărie moldovenească',
      },
    });
    await call({ method: 'POST', url: `${base}/geolocation`, headers, payload: { lat: 47.0245, lng: 28.8323 } });
    const shapeId = crypto.randomUUID();
    const square = (d: number) => [
      { lat: 47.0245 - d, lng: 28.8323 - d },
      { lat: 47.0245 - d, lng: 28.8323 + d },
      { lat: 47.0245 + d, lng: 28.8323 + d },
      { lat: 47.0245 + d, lng: 28.8323 - d },
    ];
    await call({
      method: 'POST',
      url: `${base}/shipping`,
      headers,
      payload: { shapes: [{ shape_id: shapeId, color: '#e6194b', vertices: square(0.05) }] },
    });
    await call({ method: 'POST', url: `${base}/shipping-price`, headers, payload: { prices: { [shapeId]: 30 } } });
    await call({
      method: 'POST',
      url: `${base}/shipping-free-delivery-prices`,
      headers,
      payload: { prices: { [shapeId]: 500 } },
    });
    await call({ method: 'POST', url: `${base}/shipping-time`, headers, payload: { from: 30, to: 60 } });
    await call({ method: 'POST', url: `${base}/shipping-availability`, headers, payload: { available: true } });
    await call({
      method: 'POST',
      url: `${base}/preorder`,
      headers,
      payload: { card_preorder: true, cash_preorder: true },
    });
    if (courierId) await call({ method: 'POST', url: `${base}/couriers`, headers, payload: { courier_id: courierId } });
    const menu = (
      await call({
        method: 'POST',
        url: `${base}/menus/`,
        headers,
        payload: { name: 'Meniu', visible: true, place: 1 },
      })
    ).body.menu as { id: number } | undefined;
    if (menu) {
      const categoriesAndDishes: [string, string[], [string, number, number, string][]][] = [
        [
          'Supe',
          ['soup'],
          [
            ['Zeamă de găină', 55, 0, 'găină, tăiței, leuștean'],
            ['Borș roșu', 60, 49, 'sfeclă, varză, smântână'],
          ],
        ],
        [
          'Feluri principale',
          ['home_food'],
          [
            ['Mămăligă cu brânză', 85, 0, 'mămăligă, brânză de oi, smântână'],
            ['Sarmale', 95, 0, 'varză, carne, orez'],
            ['Plăcinte cu brânză', 45, 0, 'aluat, brânză'],
          ],
        ],
        [
          'Desert',
          ['dessert'],
          [
            ['Cozonac', 40, 0, 'făină, nuci'],
            ['Clătite', 50, 42, 'vișine, smântână'],
          ],
        ],
      ];
      let place = 1;
      for (const [name, types, items] of categoriesAndDishes) {
        const category = (
          await call({
            method: 'POST',
            url: `${base}/menus/${menu.id}/categories/`,
            headers,
            payload: { name, category_types: types, visible: true, place: place++, text_color: '#ffffff' },
          })
        ).body.category as { id: number } | undefined;
        if (!category) continue;
        let dishPlace = 1;
        for (const [dish, price, sale, ingredients] of items) {
          await call({
            method: 'POST',
            url: `${base}/menus/${menu.id}/categories/${category.id}/dishes`,
            headers,
            payload: {
              name: dish,
              price,
              sale_price: sale,
              ingredients,
              visible: true,
              place: dishPlace++,
              text_color: '#ffffff',
            },
          });
        }
      }
    }
  }
  // Online payment in sandbox against the local maib stand-in: the guest page offers "Pay online".
  await call({
    method: 'PUT',
    url: `/api/company/${companyId}/pubs/${pubId}/payment`,
    headers,
    payload: {
      provider: 'maib',
      enabled: true,
      mode: 'sandbox',
      client_id: DEMO_MAIB_MERCHANT.clientId,
      client_secret: DEMO_MAIB_MERCHANT.clientSecret,
      signature_key: DEMO_MAIB_MERCHANT.signatureKey,
    },
  });
  return [
    'Demo data ready:',
    `  owner    ${DEMO.company.email} / ${DEMO.company.password}`,
    `  courier  ${DEMO.courier.email} / ${DEMO.courier.password}${courierId ? ` (courier ID ${courierId})` : ''}`,
    `  admin    ${DEMO.admin.email} / ${DEMO.admin.password}`,
    `  guest page: ${app.config.publicUrl}/pub/${DEMO.pub.url_name}/`,
  ].join('\n');
}
