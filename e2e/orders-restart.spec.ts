import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { placeInPlaceOrder, seedOrdersPub } from './orders-seed.ts';
import { startServer, type ServerHandle } from './server.ts';

/**
 * The boards survive a server crash (docs/product.md S4, S9, D8): the server is killed and started
 * again on the same port and data; both tablets show that they are reconnecting, reconnect on
 * their own (retry every 4 s), get the same list from GET_ALL and keep receiving new orders.
 */
test.describe.configure({ mode: 'serial' });
let server: ServerHandle;

test.afterAll(async () => {
  await server?.stop();
});

async function tablet(
  browser: Browser,
  baseURL: string,
  email: string,
  password: string,
  pubId: number,
  lng: 'ru' | 'ro',
): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: lng === 'ru' ? 'ru-RU' : 'ro-RO' });
  const page = await context.newPage();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/admin\/company/);
  await page.goto(`/admin/pub/${pubId}/orders?lng=${lng}`);
  return page;
}

test('both boards reconnect after the server is killed and restarted, with the same list', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  server = await startServer();
  const api = await playwright.request.newContext({ baseURL: server.url });
  const pub = await seedOrdersPub(api);
  const first = await placeInPlaceOrder(api, pub, 'Maria');
  const second = await placeInPlaceOrder(api, pub, 'Andrei', '3');
  const boards = [
    await tablet(browser, server.url, pub.owner.email, pub.owner.password, pub.pubId, 'ru'),
    await tablet(browser, server.url, pub.owner.email, pub.owner.password, pub.pubId, 'ro'),
  ];
  const cards = (page: Page) => page.locator('.order-list > li');
  for (const page of boards) {
    await expect(page.locator('[data-state="connected"]')).toBeVisible();
    await expect(cards(page)).toHaveCount(2);
  }
  // What a card says, less its waiting time ("0 мин", "1 min"): a slow restart may take a minute.
  const texts = async (page: Page) =>
    (await cards(page).allInnerTexts()).map((t) => t.replace(/^\d+ (мин|min)$/gm, ''));
  const before = await Promise.all(boards.map(texts));

  await server.stop('SIGKILL');
  for (const page of boards) await expect(page.locator('[data-state="reconnecting"]')).toBeVisible();
  // The list stays on screen while the server is away.
  await expect(cards(boards[0])).toHaveCount(2);

  server = await startServer({ dataDir: server.dataDir, port: server.port });
  for (const page of boards) await expect(page.locator('[data-state="connected"]')).toBeVisible({ timeout: 30_000 });
  const after = await Promise.all(boards.map(texts));
  expect(after).toEqual(before);

  // The stream works again: a new order shows on both boards, last (the board is oldest first).
  const third = await placeInPlaceOrder(api, pub, 'Elena', '5');
  for (const page of boards) {
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).last()).toContainText('Elena');
  }
  expect([first.number, second.number, third.number]).toEqual([1, 2, 3]);
  await api.dispose();
});
