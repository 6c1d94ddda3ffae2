import { devices } from '@playwright/test';
import { ticket } from './pages/kitchen-board.ts';
import { expect, signIn, test } from './fixtures.ts';
import { seedOrdersPub } from './orders-seed.ts';
import { money } from './money.ts';

/**
 * The whole path of an order: a guest on a phone orders through the guest page, and the
 * kitchen tablet, already open on the board, gets it live with the chime — no reload, no API shortcut.
 */
test('an order placed on the guest page reaches the open kitchen board live, with the chime', async ({
  browser,
  api,
  baseURL,
}) => {
  const pub = await seedOrdersPub(api);
  const kitchen = await (await browser.newContext({ baseURL, locale: 'ro-RO' })).newPage();
  await signIn(kitchen, pub.owner.email, pub.owner.password);
  await expect(kitchen).toHaveURL(/\/admin\/company/);
  await kitchen.goto(`/admin/pub/${pub.pubId}/orders?lng=ro`);
  await expect(kitchen.getByText('Nu sunt comenzi')).toBeVisible();
  const plays = () => kitchen.evaluate(() => window.__tavolaSound?.plays ?? 0);
  expect(await plays()).toBe(0);

  const { defaultBrowserType: _ignored, ...phone } = devices['Pixel 7'];
  const guest = await (await browser.newContext({ ...phone, baseURL, locale: 'ru-RU' })).newPage();
  await guest.goto(`/pub/${pub.urlName}/?lng=ru`);
  await guest.getByRole('button', { name: 'Добавить Margherita' }).click();
  await guest.getByRole('button', { name: 'Оформить' }).click();
  await guest.getByLabel('Номер столика').fill('12');
  await guest.getByLabel('Ваше имя').fill('Mihai');
  await guest.getByRole('button', { name: 'Отправить заказ' }).click();
  await expect(guest).toHaveURL(/\/order\/\d+\?token=/);

  const card = ticket(kitchen, 1);
  await expect(card).toContainText('Mihai');
  await expect(card).toContainText(money('95.00'));
  await expect.poll(plays).toBeGreaterThanOrEqual(1);
  await expect(kitchen).toHaveTitle(/^\(1\)/);
});
