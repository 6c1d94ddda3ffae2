import { test, expect, expectAccessible } from './fixtures.ts';
import { registerCourier, seedDeliveryPub } from './courier-seed.ts';
import { startServer, type ServerHandle } from './server.ts';
import { MaibStandIn } from '../src/server/features/payments/maib-stand-in.ts';
import { staffTablet } from './pages/kitchen-board.ts';
import { enableMaib, paidDeliveryOrder } from './payment-money.ts';
import { shot } from './shot.ts';

/** Staff on the kitchen tablet (1024×768): a refund maib rejected shows as failed, and "retry" settles it live. */
let server: ServerHandle | null = null;
let maib: MaibStandIn | null = null;
test.afterEach(async () => {
  await server?.stop();
  await maib?.close();
});

test('a canceled paid order whose refund failed shows the failure; staff retry it and see it refunded', async ({
  playwright,
  browser,
}) => {
  maib = await new MaibStandIn().start();
  server = await startServer({ env: { MAIB_SANDBOX_API_BASE: maib.url, MAIB_API_BASE: maib.url } });
  const api = await playwright.request.newContext({ baseURL: server.url });
  const pub = await seedDeliveryPub(api, [await registerCourier(api, 'Andrei Rusu')]);
  await enableMaib(api, maib, pub);
  const order = await paidDeliveryOrder(api, maib, pub, { lat: 47.0205, lng: 28.8738 });

  // maib rejects refunds for now: the cancel's refund ends refund_failed.
  maib.refundOutcome = 'Rejected';
  const cancel = await api.put(`${pub.base}/orders/${order.id}/update-status?status=canceled`, {
    headers: { accesstoken: pub.owner.token },
  });
  expect(cancel.ok(), await cancel.text()).toBe(true);

  const page = await staffTablet(browser, server.url, {
    owner: pub.owner,
    pubId: pub.pubId,
    urlName: pub.urlName,
    pubName: pub.name,
    dishes: [],
  });
  await page.goto(`/admin/pub/${pub.pubId}/order/${order.id}?lng=ru`);
  const payment = page.getByTestId('order-payment');
  // The server's sweep reads the refund back (every few seconds) and the page hears the change live.
  await expect(payment).toContainText('Оплачено онлайн · возврат не прошёл', { timeout: 20_000 });
  await payment.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await shot(page, '/tmp/pay27b-refund-failed.png');

  maib.refundOutcome = 'Accepted';
  await payment.getByRole('button', { name: 'Повторить возврат' }).click();
  await expect(payment).toContainText('Оплачено онлайн · возвращено', { timeout: 20_000 });
  await expect(payment.getByRole('button')).toHaveCount(0);
  await shot(page, '/tmp/pay27b-refund-done.png');
  expect(maib.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/refund'))).toHaveLength(2);
  await page.context().close();
  await api.dispose();
});
