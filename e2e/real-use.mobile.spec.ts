import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { seedGuestPub } from './guest-seed.ts';
import { placeDeliveryOrder, registerCourier, seedDeliveryPub } from './courier-seed.ts';
import { expectNoRawText, expectTouchTargets } from './real-use.ts';
import { money } from './money.ts';
import { shot } from './shot.ts';

/**
 * Real use, the guest's and the courier's half, on a 390×844 phone: guest checkout in
 * both price modes with commission on delivery (the price in the menu, the cart bar and the checkout
 * is the same in each mode and the order total matches it), a phone typed as autofill gives it, free
 * delivery, a lost answer retried with the same key, and the courier tabs in ru and ro. Every screen
 * is checked for touch targets, raw keys or English words, and accessibility; screenshots are kept
 * in test-results for a person to look at.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function checkScreen(page: Page, name: string) {
  await expectTouchTargets(page);
  await expectNoRawText(page);
  await expectAccessible(page);
  await shot(page, test.info().outputPath(`${name}.png`), { fullPage: true });
}

test('guest: both price modes, phone as autofill gives it, free delivery, a lost answer retried once', async ({
  page,
  api,
}) => {
  test.setTimeout(180_000);
  const pub = await seedGuestPub(api, { languageId: 2 });
  const base = `/api/company/${pub.owner.companyId}/pubs/${pub.pubId}`;
  const headers = { accesstoken: pub.owner.token };
  expect(
    (
      await api.post(`${base}/add-commission-to-dish-prices`, {
        headers,
        data: { add_commission_to_dish_prices: true },
      })
    ).ok(),
  ).toBe(true);
  const page0 = await (await api.get(`/api/client/pub/${pub.urlName}/`)).json();
  const shapeId = page0.pub.shipping.shapes[0].shape_id as string;
  expect(
    (await api.post(`${base}/shipping-free-delivery-prices`, { headers, data: { prices: { [shapeId]: 300 } } })).ok(),
  ).toBe(true);

  // The page asks the mode before the menu.
  await page.goto(`/pub/${pub.urlName}/?lng=ru`);
  await expect(page.getByRole('heading', { name: 'Как вы будете заказывать?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Добавить Margherita' })).toHaveCount(0);
  await checkScreen(page, '1-guest-mode-question-ru');

  // Delivery: 99.50 + 10 % commission = 109.45 in the menu, the cart bar and the checkout.
  await page.getByRole('button', { name: 'Доставка' }).click();
  const margherita = page.locator('.guest-dish', { hasText: 'Margherita' });
  await expect(margherita.locator('.guest-price')).toHaveText(money('109.45'));
  await page.getByRole('button', { name: 'Добавить Margherita' }).click();
  await page.getByRole('button', { name: 'Добавить Margherita' }).click();
  await expect(page.locator('.guest-cart-bar')).toContainText(money('218.90'));
  await checkScreen(page, '2-guest-menu-delivery-ru');

  await page.getByRole('button', { name: 'Оформить' }).click();
  await expect(page.locator('.guest-lines')).toContainText(money('218.90'));
  const map = page.locator('[data-map-status]');
  await expect(map).toHaveAttribute('data-map-status', 'ready', { timeout: 30_000 });
  // What phone autofill gives: accepted, stored as 37369123456.
  await page.getByLabel('Телефон', { exact: true }).fill('+373 69 123 456');
  await page.getByLabel('Адрес', { exact: true }).fill('ул. Пушкина 1');
  await map.click();
  await expect(page.getByText('Точка выбрана')).toBeVisible();
  const totals = page.locator('.guest-totals');
  await expect(totals).toContainText(money('218.90'));
  await expect(page.getByTestId('delivery-price')).toHaveText(money('25.00'));
  // 300 − 218.90 = 81.10 more for free delivery.
  await expect(page.getByTestId('free-delivery-hint')).toContainText(money('81.10'));
  await checkScreen(page, '3-guest-checkout-delivery-ru');
  await page.getByRole('button', { name: 'Добавить Margherita' }).click();
  await expect(page.getByTestId('delivery-price')).toHaveText('Бесплатно');
  await expect(page.getByTestId('free-delivery-hint')).toHaveCount(0);
  await expect(totals).toContainText(money('328.35'));

  // The first answer is lost after the server took the order.
  const keys: string[] = [];
  let dropped = false;
  await page.route(`**/api/client/pub/${pub.urlName}/orders`, async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (dropped) return route.continue();
    dropped = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Отправить заказ' }).click();
  await expect(page).toHaveURL(/\/order\/\d+\?token=/);
  expect(keys.length).toBe(2);
  expect(keys[1]).toBe(keys[0]);
  await expect(page.getByRole('heading', { name: 'Заказ №1' })).toBeVisible();
  await expect(page.locator('.guest-totals')).toContainText(money('328.35'));
  await expect(page.locator('.guest-totals')).toContainText('Бесплатно');
  await checkScreen(page, '4-guest-status-delivery-ru');
  await page.unroute(`**/api/client/pub/${pub.urlName}/orders`);

  // One order on the server, with the guest's phone normalised and the prices the guest saw.
  const list = await (await api.get(`${base}/orders/?status=not_handled`, { headers })).json();
  const orders = (list.orders ?? list.data ?? []) as {
    main_phone_number: string;
    total_price: number;
    total_dishes_price: number;
  }[];
  expect(orders).toHaveLength(1);
  expect(orders[0].main_phone_number).toBe('37369123456');
  expect(orders[0].total_dishes_price).toBe(328.35);

  // Switch to the table: the same dish is 99.50 everywhere (no commission in place).
  await page.goto(`/pub/${pub.urlName}/?lng=ru`);
  await page.getByRole('radio', { name: 'За мой столик' }).click();
  await expect(margherita.locator('.guest-price')).toHaveText(money('99.50'));
  await page.getByRole('button', { name: 'Добавить Margherita' }).click();
  await expect(page.locator('.guest-cart-bar')).toContainText(money('99.50'));
  await checkScreen(page, '5-guest-menu-table-ru');
  await page.getByRole('button', { name: 'Оформить' }).click();
  await expect(page.locator('.guest-lines')).toContainText(money('99.50'));
  await page.getByLabel('Номер столика').fill('5');
  await checkScreen(page, '6-guest-checkout-table-ru');
  await page.getByRole('button', { name: 'Отправить заказ' }).click();
  await expect(page.getByRole('heading', { name: 'Заказ №2' })).toBeVisible();
  await expect(page.locator('.guest-totals')).toContainText(money('99.50'));
  await checkScreen(page, '7-guest-status-table-ru');
});

test('guest: when no answer ever comes, the page says so and "Try again" keeps the same key (ru)', async ({
  page,
  api,
}) => {
  test.setTimeout(120_000);
  const pub = await seedGuestPub(api, { languageId: 2 });
  await page.goto(`/pub/${pub.urlName}/?lng=ru`);
  await page.getByRole('button', { name: 'За мой столик' }).click();
  await page.getByRole('button', { name: 'Добавить Margherita' }).click();
  await page.getByRole('button', { name: 'Оформить' }).click();
  await page.getByLabel('Номер столика').fill('3');
  const keys: string[] = [];
  const orders = `**/api/client/pub/${pub.urlName}/orders`;
  await page.route(orders, (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    return route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: 'Отправить заказ' }).click();
  await expect(page.getByRole('button', { name: 'Отправляем…' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'отправляем заказ ещё раз' })).toBeVisible();
  // Five tries (1 + 2 + 4 + 8 s apart), then a clear message and a button that keeps the key.
  await expect(page.getByRole('button', { name: 'Попробовать ещё раз' })).toBeVisible({ timeout: 40_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'дважды он не оформится' })).toBeVisible();
  expect(keys).toHaveLength(5);
  await checkScreen(page, '9-guest-send-failed-ru');
  await page.unroute(orders);
  await page.route(orders, (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    return route.continue();
  });
  await page.getByRole('button', { name: 'Попробовать ещё раз' }).click();
  await expect(page.getByRole('heading', { name: 'Заказ №1' })).toBeVisible();
  expect(new Set(keys).size).toBe(1);
});

test('guest: a venue closed for delivery says when it opens (ro)', async ({ page, api }) => {
  const pub = await seedGuestPub(api, { languageId: 1 });
  const base = `/api/company/${pub.owner.companyId}/pubs/${pub.pubId}`;
  // Closed today (in the pub's zone), open tomorrow 10:00–12:00.
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Chisinau', weekday: 'short' }).format(
    new Date(),
  );
  const today = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(weekday);
  const hours = [0, 1, 2, 3, 4, 5, 6].map((d) =>
    d === (today + 1) % 7 ? { start: 600, end: 720 } : { start: 0, end: 0 },
  );
  const res = await api.post(`${base}/shipping-work-hours`, {
    headers: { accesstoken: pub.owner.token },
    data: { work_hours: hours },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await page.goto(`/pub/${pub.urlName}/?lng=ro`);
  await expect(page.getByRole('status').filter({ hasText: 'Se deschide mâine la 10:00.' })).toBeVisible();
  // Delivery closed, the table open: one mode, so no question and the menu at once.
  await expect(page.getByRole('button', { name: 'Adăugați Margherita' })).toBeVisible();
  await checkScreen(page, '8-guest-closed-ro');
});

test('guest: an expired venue shows its menu with a notice and takes no orders (ro)', async ({ page, api }) => {
  const pub = await seedGuestPub(api, { languageId: 1 });
  // No API makes a pub expire before its time: the public answer is aged in the browser instead
  // (the server's own 409 for an expired pub is covered by src/server/features/guest/orders.test.ts).
  await page.route(`**/api/client/pub/${pub.urlName}/`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.pub.expired = true;
    await route.fulfill({ response, json: body });
  });
  await page.goto(`/pub/${pub.urlName}/?lng=ro`);
  // The page arrives rendered with the menu inlined (decision 121); it re-reads the menu when the tab
  // comes back, which is when the aged answer arrives.
  await expect(page.getByText('Margherita')).toBeVisible();
  // Until the page has hydrated nobody listens: the tab comes back again until the notice shows.
  const notice = page.getByRole('status').filter({ hasText: 'temporar indisponibil' });
  await expect(async () => {
    await page.evaluate(() => {
      for (const state of ['hidden', 'visible']) {
        Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
        window.dispatchEvent(new Event('visibilitychange'));
      }
    });
    await expect(notice).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText('Margherita')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adăugați Margherita' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Cum doriți să comandați?' })).toHaveCount(0);
  await checkScreen(page, '10-guest-expired-ro');
});

async function courierPage(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
  password: string,
  locale: 'ru' | 'ro',
): Promise<Page> {
  const context = await browser.newContext({
    ...test.info().project.use,
    viewport: { width: 390, height: 844 },
    baseURL,
    locale: locale === 'ro' ? 'ro-RO' : 'ru-RU',
  });
  const page = await context.newPage();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/courier\/profile/);
  return page;
}

test('courier tabs in ru and ro: venue phone button, Delivered confirmed and only in hand, red cancel', async ({
  browser,
  baseURL,
  api,
}) => {
  test.setTimeout(180_000);
  const ivan = await registerCourier(api, 'Ivan Rotaru');
  const maria = await registerCourier(api, 'Maria Ciobanu');
  const pub = await seedDeliveryPub(api, [ivan, maria]);
  const first = await placeDeliveryOrder(api, pub);
  await placeDeliveryOrder(api, pub);

  const a = await courierPage(browser, baseURL, ivan.email, ivan.password, 'ru');
  await expect(a.getByText('Ivan Rotaru', { exact: true })).toBeVisible();
  await checkScreen(a, '10-courier-profile-ru');
  await a.goto('/courier/orders');
  const card = a.getByRole('article', { name: `#${first.number} ${pub.name}` });
  // The venue phone: a big formatted tap-to-call button.
  const call = card.getByRole('link', { name: /\+373 69 123 456/ });
  await expect(call).toHaveAttribute('href', 'tel:+37369123456');
  const box = (await call.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  await checkScreen(a, '11-courier-available-ru');

  await card.getByRole('button', { name: 'Забронировать' }).click();
  await a.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
  await expect(a).toHaveURL(/tab=active/);
  // Still being cooked: no "Delivered" yet (decision 083).
  await expect(card.getByRole('button', { name: 'Доставлен' })).toHaveCount(0);
  await checkScreen(a, '12-courier-active-preparing-ru');
  // Cancel asks why, in a destructive style: nothing to confirm until a reason is chosen.
  await card.getByRole('button', { name: 'Отменить заказ' }).click();
  const cancel = a.getByRole('dialog', { name: 'Отменить этот заказ?' });
  await expect(cancel.getByRole('button', { name: 'Отменить заказ' })).toHaveClass(/button-danger/);
  await expect(cancel.getByRole('button', { name: 'Отменить заказ' })).toBeDisabled();
  await checkScreen(a, '13-courier-cancel-confirm-ru');
  await a.keyboard.press('Escape');
  await expect(cancel).toHaveCount(0);

  const prepared = await api.put(`${pub.base}/orders/${first.id}/update-prepared`, {
    headers: { accesstoken: pub.owner.token },
    data: { prepared: true },
  });
  expect(prepared.ok(), await prepared.text()).toBe(true);
  // Never a single tap: from the keyboard it asks first.
  await card.getByRole('button', { name: 'Доставлен' }).focus();
  await a.keyboard.press('Enter');
  const confirm = a.getByRole('dialog', { name: 'Вы передали заказ клиенту?' });
  await expect(confirm).toBeVisible();
  await checkScreen(a, '14-courier-delivered-confirm-ru');
  await confirm.getByRole('button', { name: 'Да' }).click();
  await expect(a.getByText('Вы доставили заказ')).toBeVisible();
  await a.getByRole('link', { name: /Выполненные/ }).click();
  await expect(a.getByRole('article', { name: `#${first.number} ${pub.name}` })).toBeVisible();
  await checkScreen(a, '15-courier-completed-ru');

  const b = await courierPage(browser, baseURL, maria.email, maria.password, 'ro');
  await expect(b.getByText('Maria Ciobanu', { exact: true })).toBeVisible();
  await checkScreen(b, '20-courier-profile-ro');
  await b.goto('/courier/orders');
  // Other tests' delivery-service orders may be on every courier's list: count this pub's.
  const mine = b.getByRole('article', { name: new RegExp(pub.name) });
  await expect(mine).toHaveCount(1);
  await checkScreen(b, '21-courier-available-ro');
  await mine.getByRole('button', { name: 'Rezervă' }).click();
  await b.getByRole('dialog').getByRole('button', { name: 'Da' }).click();
  await expect(b).toHaveURL(/tab=active/);
  await checkScreen(b, '22-courier-active-ro');
  await b.getByRole('link', { name: /Finalizate/ }).click();
  await checkScreen(b, '23-courier-completed-ro');
  await a.context().close();
  await b.context().close();
});
