import { test, expect, expectAccessible, signIn } from './fixtures.ts';
import { registerCourier, seedDeliveryPub } from './courier-seed.ts';
import { startServer, type ServerHandle } from './server.ts';
import { MaibStandIn } from '../src/server/features/payments/maib-stand-in.ts';
import { enableMaib, paidDeliveryOrder } from './payment-money.ts';
import { shot } from './shot.ts';

/** A courier's card of an order paid online says there is nothing to collect, on a 390×844 and a 360×740 phone. */
let server: ServerHandle | null = null;
let maib: MaibStandIn | null = null;
test.afterEach(async () => {
  await server?.stop();
  await maib?.close();
});

test('the courier card of an order paid online says "paid online — collect nothing" (ru 390×844, ro 360×740)', async ({
  playwright,
  browser,
}) => {
  maib = await new MaibStandIn().start();
  server = await startServer({ env: { MAIB_SANDBOX_API_BASE: maib.url, MAIB_API_BASE: maib.url } });
  const api = await playwright.request.newContext({ baseURL: server.url });
  const courier = await registerCourier(api, 'Andrei Rusu');
  const pub = await seedDeliveryPub(api, [courier]);
  await enableMaib(api, maib, pub);
  const order = await paidDeliveryOrder(api, maib, pub, { lat: 47.0205, lng: 28.8738 });
  const preparing = await api.put(`${pub.base}/orders/${order.id}/update-status?status=preparing`, {
    headers: { accesstoken: pub.owner.token },
  });
  expect(preparing.ok(), await preparing.text()).toBe(true);

  const sizes = [
    { locale: 'ru-RU', lng: 'ru', viewport: { width: 390, height: 844 }, text: 'оплачено онлайн — ничего не берите' },
    { locale: 'ro-RO', lng: 'ro', viewport: { width: 360, height: 740 }, text: 'achitat online — nu încasați nimic' },
  ];
  for (const size of sizes) {
    const context = await browser.newContext({
      ...test.info().project.use,
      baseURL: server.url,
      locale: size.locale,
      viewport: size.viewport,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await signIn(page, courier.email, courier.password);
    await expect(page).toHaveURL(/\/courier\/profile/);
    await page.goto(`/courier/orders?lng=${size.lng}`);
    const card = page.getByRole('article', { name: `#${order.number} ${pub.name}` });
    await expect(card.getByTestId('collect-nothing')).toHaveText(size.text);
    // Nothing of the card runs past the phone's width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await card.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await shot(page, `/tmp/pay27b-courier-${size.viewport.width}.png`);
    expect(errors).toEqual([]);
    await context.close();
  }
  await api.dispose();
});
