import type { Browser, Page } from '@playwright/test';
import { openOrder, ticket } from './pages/kitchen-board.ts';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { placeInPlaceOrder, seedOrdersPub } from './orders-seed.ts';
import { money } from './money.ts';

/**
 * The live order board on two kitchen tablets of one pub (docs/product.md S2 "Orders page", S4 "Live order
 * updates"): a guest order appears on both with the chime, and what one tablet changes the other
 * sees, with no reload. The owner's tablet runs in Russian, a kitchen staff login's in Romanian.
 */
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

const plays = (page: Page) => page.evaluate(() => window.__tavolaSound?.plays ?? 0);

test('a guest order reaches both tablets with the chime; status and dish changes propagate live', async ({
  browser,
  api,
  baseURL,
}) => {
  const pub = await seedOrdersPub(api);
  const ru = await tablet(browser, baseURL!, pub.owner.email, pub.owner.password, pub.pubId, 'ru');
  // The second tablet runs as a kitchen staff login of this pub (docs/product.md D4), which lands on the board.
  const staffRes = await api.post(`/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/staff`, {
    headers: { accesstoken: pub.owner.token },
    data: { name: 'kitchen', password: 'kitchen-pass-1' },
  });
  expect(staffRes.status(), await staffRes.text()).toBe(201);
  const roContext = await browser.newContext({ baseURL, locale: 'ro-RO' });
  const ro = await roContext.newPage();
  await signIn(ro, (await staffRes.json()).staff.login, 'kitchen-pass-1');
  await expect(ro).toHaveURL(new RegExp(`/admin/pub/${pub.pubId}/orders`));
  for (const page of [ru, ro])
    await expect(page.getByRole('status').filter({ hasText: /Онлайн|Online/ })).toBeVisible();
  await expect(ru.getByText('Нет заказов')).toBeVisible();
  await expect(ro.getByText('Nu sunt comenzi')).toBeVisible();
  await expectAccessible(ru);
  expect(await plays(ru)).toBe(0);

  const order = await placeInPlaceOrder(api, pub, 'Ion Popescu');
  const ruCard = ticket(ru, order.number);
  const roCard = ticket(ro, order.number);
  await expect(ruCard).toContainText('Ion Popescu');
  await expect(ruCard).toContainText('Не обработан');
  await expect(ruCard).toContainText(money('190.00'));
  await expect(roCard).toContainText('Neprocesată');
  await expect(ru.getByText('Активных заказов: 1')).toBeVisible();
  // The chime was asked for on both tablets, and the new-order count is in the tab title.
  await expect.poll(() => plays(ru)).toBeGreaterThanOrEqual(1);
  await expect.poll(() => plays(ro)).toBeGreaterThanOrEqual(1);
  await expect(ru).toHaveTitle('(1) Заказы');
  await expectAccessible(ru);

  // The Russian tablet takes the order into preparation and sets 15 minutes.
  await openOrder(ruCard);
  await expect(ru.getByRole('heading', { name: `Заказ № ${order.number}` })).toBeVisible();
  await expect(ru.getByText('Столик')).toBeVisible();
  await expect(ru.getByRole('button', { name: 'Не обработан' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(ru);
  await ru.getByRole('button', { name: 'Готовится' }).click();
  const popup = ru.getByRole('dialog', { name: 'Время приготовления' });
  await expect(popup).toBeVisible();
  await popup.getByLabel('15 мин').check();
  await popup.getByRole('button', { name: 'Сохранить' }).click();
  await expect(popup).toBeHidden();
  // An in-place order: no courier, the time is when the food is ready.
  await expect(ru.getByText(/Готово к \d/)).toBeVisible();
  await expect(ru.getByText(/Курьер ожидается в/)).toHaveCount(0);
  await expect(roCard).toContainText('Se pregătește');
  await expect(ro).toHaveTitle('Comenzi');

  // A dish added on one tablet shows on the other's board total and order page.
  await ru.getByRole('button', { name: 'Добавить блюдо' }).click();
  const add = ru.getByRole('dialog', { name: 'Добавить блюдо' });
  await add.getByLabel('Блюдо').selectOption({ label: 'Tiramisu' });
  await expect(add.getByLabel('Количество')).toHaveValue('1');
  await add.getByRole('button', { name: 'Добавить' }).click();
  await expect(add).toBeHidden();
  await expect(ru.locator('[data-total="total"]')).toHaveText(money('230.00'));
  await expect(roCard).toContainText(money('230.00'));
  await openOrder(roCard);
  await expect(ro.getByRole('cell', { name: 'Tiramisu', exact: true })).toBeVisible();
  await expectAccessible(ro);

  // Deleting it on the Romanian tablet removes it on the Russian one.
  await ro.getByRole('button', { name: 'Șterge Tiramisu' }).click();
  await ro.getByRole('dialog').getByRole('button', { name: 'Șterge' }).click();
  await expect(ru.getByRole('cell', { name: 'Tiramisu', exact: true })).toBeHidden();
  await expect(ru.locator('[data-total="total"]')).toHaveText(money('190.00'));

  // Completed orders leave the default list and show under their filter.
  await ro.getByRole('button', { name: 'Finalizată' }).click();
  await ro.getByRole('link', { name: 'Toate comenzile' }).click();
  await expect(ro.getByText('Nu sunt comenzi')).toBeVisible();
  await ro.getByRole('link', { name: 'Finalizată' }).click();
  await expect(ro).toHaveURL(/filter=completed/);
  await expect(ticket(ro, order.number)).toBeVisible();
});

test('an unknown order id says "order not found"', async ({ browser, api, baseURL }) => {
  const pub = await seedOrdersPub(api);
  const page = await tablet(browser, baseURL!, pub.owner.email, pub.owner.password, pub.pubId, 'ru');
  await page.goto(`/admin/pub/${pub.pubId}/order/999999`);
  await expect(page.getByText('Заказ не найден')).toBeVisible();
});
