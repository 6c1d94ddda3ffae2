import crypto from 'node:crypto';
import { test, expect, expectAccessible } from './fixtures.ts';
import { PUB_POINT, seedGuestPub } from './guest-seed.ts';
import { startServer, type ServerHandle } from './server.ts';
import { MaibStandIn } from '../src/server/features/payments/maib-stand-in.ts';
import { staffTablet, ticket } from './pages/kitchen-board.ts';
import { shot } from './shot.ts';

/** A guest on a 390×844 phone pays online on the maib stand-in's page, comes back and sees "paid"; the board gets the order then. */
test.use({ viewport: { width: 390, height: 844 } });

let server: ServerHandle | null = null;
let maib: MaibStandIn | null = null;
test.afterEach(async () => {
  await server?.stop();
  await maib?.close();
});

test('pays online on the stand-in page, returns to the status page that says paid, and only then the kitchen board shows the order', async ({
  page,
  playwright,
  browser,
}) => {
  maib = await new MaibStandIn().start();
  const merchant = { clientId: 'e2e-client', clientSecret: 'e2e-secret', signatureKey: 'e2e-signature-key' };
  maib.addMerchant(merchant);
  server = await startServer({ env: { MAIB_SANDBOX_API_BASE: maib.url, MAIB_API_BASE: maib.url } });
  const api = await playwright.request.newContext({ baseURL: server.url });
  const pub = await seedGuestPub(api);
  const headers = { accesstoken: pub.owner.token };
  const base = `/api/company/${pub.owner.companyId}/pubs/${pub.pubId}`;
  const settings = await api.put(`${base}/payment`, {
    headers,
    data: {
      provider: 'maib',
      enabled: true,
      mode: 'sandbox',
      client_id: merchant.clientId,
      client_secret: merchant.clientSecret,
      signature_key: merchant.signatureKey,
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);

  const menu = await (await api.get(`/api/client/pub/${pub.urlName}/`)).json();
  expect(menu.pub.preorder.online_preorder).toBe(true);
  const dishId = menu.dishes.find((d: { name: string }) => d.name === 'Margherita').id;
  const placed = await api.post(`/api/client/pub/${pub.urlName}/orders`, {
    headers: { 'Idempotency-Key': crypto.randomUUID(), 'accept-language': 'ru' },
    data: {
      order_type: 'delivery',
      dishes: [{ dish_id: dishId, count: 2 }],
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
  const order = (await placed.json()).order as { id: number; tracking_token: string; payment: { url: string } };
  const boardIds = async () =>
    ((await (await api.get(`${base}/orders/`, { headers })).json()).orders as { id: number }[]).map((o) => o.id);
  expect(await boardIds()).not.toContain(order.id);
  // The kitchen tablet is live on the board: nothing to cook while the payment is awaited.
  const kitchen = await staffTablet(browser, server.url, {
    owner: pub.owner,
    pubId: pub.pubId,
    urlName: pub.urlName,
    pubName: pub.name,
    dishes: [],
  });
  await expect(kitchen.locator('li.ticket')).toHaveCount(0);

  // The status page first says it waits for the payment, with the way to pay.
  await page.goto(`${server.url}/pub/${pub.urlName}/order/${order.id}?token=${order.tracking_token}`);
  await expect(page.getByTestId('payment-state')).toContainText('Ожидаем оплату');
  await expectAccessible(page);
  await shot(page, '/tmp/pay27-awaiting.png');
  await page.getByRole('link', { name: 'Оплатить онлайн' }).click();
  await expect(page).toHaveURL(order.payment.url);
  await page.getByRole('button', { name: 'Plătește' }).click();

  await expect(page).toHaveURL(new RegExp(`/pub/${pub.urlName}/order/${order.id}\\?`));
  await expect(page.getByTestId('payment-state')).toContainText('Оплачено онлайн');
  await expectAccessible(page);
  await shot(page, '/tmp/pay27-paid.png');
  expect(await boardIds()).toContain(order.id);
  // The board hears it live once paid.
  await expect(ticket(kitchen, 1)).toBeVisible();
  await shot(kitchen, '/tmp/pay27-kitchen.png');
  await kitchen.context().close();
  await api.dispose();
});

test('at a table (QR ?table=7, ro) the guest chooses "pay online" in checkout, pays on the stand-in page and comes back to "paid"', async ({
  page,
  playwright,
}) => {
  maib = await new MaibStandIn().start();
  const merchant = { clientId: 'e2e-table', clientSecret: 'e2e-table-secret', signatureKey: 'e2e-table-key' };
  maib.addMerchant(merchant);
  server = await startServer({ env: { MAIB_SANDBOX_API_BASE: maib.url, MAIB_API_BASE: maib.url } });
  const api = await playwright.request.newContext({ baseURL: server.url });
  const pub = await seedGuestPub(api);
  const settings = await api.put(`/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/payment`, {
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
  expect(settings.status()).toBe(200);

  await page.goto(`${server.url}/pub/${pub.urlName}/?table=7&lng=ro`);
  await page.getByRole('button', { name: 'Adăugați Margherita' }).click();
  await page.getByRole('button', { name: 'Finalizați' }).click();
  await page.getByLabel('Numele dvs.').fill('Ana');
  await page.getByLabel(/Achitare online/).check();
  await shot(page, '/tmp/pay27-checkout-table.png');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Trimiteți comanda' }).click();
  await expect(page).toHaveURL(new RegExp(`^${maib.url}/pay/`));
  await page.getByRole('button', { name: 'Plătește' }).click();
  await expect(page).toHaveURL(/\/order\/\d+\?token=/);
  await expect(page.getByTestId('payment-state')).toContainText('Achitat online');
  await expect(page.getByText('Masa: 7')).toBeVisible();
  await api.dispose();
});
