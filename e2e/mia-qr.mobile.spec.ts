import crypto from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures.ts';
import { PUB_POINT, seedGuestPub, type SeededPub } from './guest-seed.ts';
import { startServer, type ServerHandle } from './server.ts';
import { MaibStandIn } from '../src/server/features/payments/maib-stand-in.ts';
import { shot } from './shot.ts';

/** A guest on a 390×844 phone: pays a table order by MIA QR from the status page; pays in person after a failed online payment. */
test.use({ viewport: { width: 390, height: 844 } });

let server: ServerHandle | null = null;
let maib: MaibStandIn | null = null;
test.afterEach(async () => {
  await server?.stop();
  await maib?.close();
});

async function venueWithMaib(api: APIRequestContext, m: MaibStandIn, id: string): Promise<SeededPub> {
  const merchant = { clientId: `e2e-${id}`, clientSecret: `e2e-${id}-secret`, signatureKey: `e2e-${id}-key` };
  m.addMerchant(merchant);
  const pub = await seedGuestPub(api);
  const res = await api.put(`/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/payment`, {
    headers: { accesstoken: pub.owner.token },
    data: {
      provider: 'maib',
      enabled: true,
      mode: 'sandbox',
      client_id: merchant.clientId,
      client_secret: merchant.clientSecret,
      signature_key: merchant.signatureKey,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return pub;
}

async function dishId(api: APIRequestContext, pub: SeededPub): Promise<number> {
  const menu = await (await api.get(`/api/client/pub/${pub.urlName}/`)).json();
  return menu.dishes.find((d: { name: string }) => d.name === 'Margherita').id;
}

test('a table guest shows the MIA QR on the status page and sees "paid" live when it is paid', async ({
  page,
  playwright,
}) => {
  maib = await new MaibStandIn().start();
  server = await startServer({ env: { MAIB_SANDBOX_API_BASE: maib.url, MAIB_API_BASE: maib.url } });
  const api = await playwright.request.newContext({ baseURL: server.url });
  const pub = await venueWithMaib(api, maib, 'table');
  const placed = await api.post(`/api/client/pub/${pub.urlName}/orders`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      order_type: 'in_place',
      dishes: [{ dish_id: await dishId(api, pub), count: 1 }],
      client_name: 'Ana',
      table_for_in_place_order: '7',
      payment_type: 'cash',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).order as { id: number; tracking_token: string };
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

  await page.goto(`${server.url}/pub/${pub.urlName}/order/${order.id}?token=${order.tracking_token}&lng=ro`);
  const panel = page.getByTestId('mia-qr');
  await panel.getByRole('button', { name: 'Afișați codul QR' }).click();
  await expect(panel.getByRole('img', { name: 'Cod QR MIA' })).toBeVisible();
  await expect(panel.getByRole('timer')).toContainText(/Valabil încă 1[45]:\d\d/);
  const qr = maib.qrFor(`tavola-${order.id}`)!;
  await expect(panel.getByRole('link', { name: 'Deschideți în aplicația bancară' })).toHaveAttribute(
    'href',
    `${maib.url}/qr/${qr.id}`,
  );
  await panel.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await shot(page, '/tmp/pay27b-guest-mia-qr.png');

  await maib.payQr(qr.id);
  await expect(page.getByTestId('payment-state')).toContainText('Achitat online');
  await expect(panel).toHaveCount(0);
  await shot(page, '/tmp/pay27b-guest-mia-paid.png');
  expect(errors).toEqual([]);
  await api.dispose();
});

test('after a refused online payment the guest pays cash on delivery instead, and the order reaches the board', async ({
  page,
  playwright,
}) => {
  maib = await new MaibStandIn().start();
  server = await startServer({ env: { MAIB_SANDBOX_API_BASE: maib.url, MAIB_API_BASE: maib.url } });
  const api = await playwright.request.newContext({ baseURL: server.url });
  const pub = await venueWithMaib(api, maib, 'switch');
  const placed = await api.post(`/api/client/pub/${pub.urlName}/orders`, {
    headers: { 'Idempotency-Key': crypto.randomUUID(), 'accept-language': 'ru' },
    data: {
      order_type: 'delivery',
      dishes: [{ dish_id: await dishId(api, pub), count: 1 }],
      client_name: 'Ион',
      main_phone_number: '+373 69 123 456',
      town: 'Chișinău',
      full_address: 'str. Ștefan cel Mare 1',
      lat: PUB_POINT.lat + 0.01,
      lng: PUB_POINT.lng + 0.01,
      payment_type: 'online',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).order as { id: number; payment: { url: string } };
  const headers = { accesstoken: pub.owner.token };
  const boardIds = async () =>
    (
      (await (await api.get(`/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/orders/`, { headers })).json())
        .orders as { id: number }[]
    ).map((o) => o.id);

  await page.goto(order.payment.url);
  await page.getByRole('button', { name: 'Refuză plata' }).click();
  const state = page.getByTestId('payment-state');
  await expect(state).toContainText('Оплата не прошла');
  await expect(state.getByRole('link', { name: 'Попробовать ещё раз' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, '/tmp/pay27b-guest-failed-choice.png');
  expect(await boardIds()).not.toContain(order.id);

  await state.getByRole('button', { name: 'Оплатить наличными при получении' }).click();
  await expect(page.getByTestId('status-now')).toBeVisible();
  await expect(page.getByTestId('payment-state')).toHaveCount(0);
  await shot(page, '/tmp/pay27b-guest-switched.png');
  expect(await boardIds()).toContain(order.id);
  await api.dispose();
});
