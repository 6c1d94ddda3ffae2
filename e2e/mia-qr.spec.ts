import crypto from 'node:crypto';
import { test, expect, expectAccessible } from './fixtures.ts';
import { seedGuestPub } from './guest-seed.ts';
import { startServer, type ServerHandle } from './server.ts';
import { MaibStandIn } from '../src/server/features/payments/maib-stand-in.ts';
import { staffTablet } from './pages/kitchen-board.ts';
import { enableMaib } from './payment-money.ts';
import { shot } from './shot.ts';

/** Staff on the kitchen tablet (1024×768) show a table order's MIA QR code; the order turns paid live when it is paid. */
let server: ServerHandle | null = null;
let maib: MaibStandIn | null = null;
test.afterEach(async () => {
  await server?.stop();
  await maib?.close();
});

test('staff show a MIA QR for the total with its minutes left, and see "paid online" live when the stand-in pays it', async ({
  playwright,
  browser,
}) => {
  maib = await new MaibStandIn().start();
  server = await startServer({ env: { MAIB_SANDBOX_API_BASE: maib.url, MAIB_API_BASE: maib.url } });
  const api = await playwright.request.newContext({ baseURL: server.url });
  const pub = await seedGuestPub(api);
  await enableMaib(api, maib, pub);
  const menu = await (await api.get(`/api/client/pub/${pub.urlName}/`)).json();
  const dishId = menu.dishes.find((d: { name: string }) => d.name === 'Margherita').id;
  const placed = await api.post(`/api/client/pub/${pub.urlName}/orders`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      order_type: 'in_place',
      dishes: [{ dish_id: dishId, count: 2 }],
      client_name: 'Ана',
      table_for_in_place_order: '4',
      payment_type: 'cash',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).order as { id: number; total_price: number };

  const page = await staffTablet(
    browser,
    server.url,
    {
      owner: pub.owner,
      pubId: pub.pubId,
      urlName: pub.urlName,
      pubName: pub.name,
      dishes: [],
    },
    'ru',
    undefined,
    true,
  );
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`/admin/pub/${pub.pubId}/order/${order.id}?lng=ru`);
  const panel = page.getByTestId('mia-qr');
  await expect(panel.getByRole('heading', { name: 'Оплата по MIA QR' })).toBeVisible();
  await panel.getByRole('button', { name: 'Показать QR-код' }).click();
  await expect(panel.getByRole('img', { name: 'QR-код MIA' })).toBeVisible();
  await expect(panel.getByRole('timer')).toContainText(/Действует ещё 1[45]:\d\d/);
  const qr = maib.qrFor(`tavola-${order.id}`)!;
  expect(qr.amount).toBe(order.total_price);
  // The code is for the guest's phone to scan: no "open in a banking app" link on the venue's tablet.
  await expect(panel.getByRole('link')).toHaveCount(0);
  await panel.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await shot(page, '/tmp/pay27b-staff-mia-qr.png');

  // The guest's banking app pays it: the page hears it on the live channel.
  await maib.payQr(qr.id);
  await expect(page.getByTestId('order-payment')).toHaveText('Оплачено онлайн');
  await expect(panel).toHaveCount(0);
  await shot(page, '/tmp/pay27b-staff-mia-paid.png');
  expect(errors).toEqual([]);
  await page.context().close();
  await api.dispose();
});

test('a code left unpaid for 15 minutes says so and offers a new one', async ({ playwright, browser }) => {
  maib = await new MaibStandIn().start();
  server = await startServer({ env: { MAIB_SANDBOX_API_BASE: maib.url, MAIB_API_BASE: maib.url } });
  const api = await playwright.request.newContext({ baseURL: server.url });
  const pub = await seedGuestPub(api);
  await enableMaib(api, maib, pub);
  const menu = await (await api.get(`/api/client/pub/${pub.urlName}/`)).json();
  const placed = await api.post(`/api/client/pub/${pub.urlName}/orders`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      order_type: 'in_place',
      dishes: [{ dish_id: menu.dishes[0].id, count: 1 }],
      client_name: 'Ion',
      table_for_in_place_order: '2',
      payment_type: 'cash',
    },
  });
  const order = (await placed.json()).order as { id: number };
  const page = await staffTablet(
    browser,
    server.url,
    {
      owner: pub.owner,
      pubId: pub.pubId,
      urlName: pub.urlName,
      pubName: pub.name,
      dishes: [],
    },
    'ro',
    undefined,
    true,
  );
  await page.goto(`/admin/pub/${pub.pubId}/order/${order.id}?lng=ro`);
  const panel = page.getByTestId('mia-qr');
  await panel.getByRole('button', { name: 'Afișați codul QR' }).click();
  await expect(panel.getByRole('timer')).toContainText('Valabil încă');
  await page.clock.fastForward('15:01');
  await expect(panel.getByText('Codul a expirat fără plată.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Generați un cod nou' })).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await shot(page, '/tmp/pay27b-staff-mia-expired.png');
  await page.context().close();
  await api.dispose();
});
