import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { placeDeliveryOrder, registerCourier, seedDeliveryPub, type CourierAccount } from './courier-seed.ts';
import { money } from './money.ts';
import { shot } from './shot.ts';

/**
 * Two couriers of one pub on their phones (ru and ro): both see the new order, one reserves it and it
 * leaves the other's Available tab live; the reserver sees the client, delivers, and the balances show
 * the commission. 2 × 99.50 with 10 % commission = 2 × 109.45 = 218.90; commission 19.90; zone 25.
 */
async function courierPage(
  browser: Browser,
  baseURL: string | undefined,
  courier: CourierAccount,
  locale: 'ru' | 'ro',
): Promise<Page> {
  const context = await browser.newContext({
    ...test.info().project.use,
    baseURL,
    locale: locale === 'ro' ? 'ro-RO' : 'ru-RU',
  });
  const page = await context.newPage();
  await signIn(page, courier.email, courier.password);
  await expect(page).toHaveURL(/\/courier\/profile/);
  return page;
}

test('two couriers race for one order: reserve, live removal, delivery and balances', async ({
  browser,
  baseURL,
  api,
}) => {
  const andrei = await registerCourier(api, 'Andrei Rusu');
  const bogdan = await registerCourier(api, 'Bogdan Lungu');
  const pub = await seedDeliveryPub(api, [andrei, bogdan]);
  const order = await placeDeliveryOrder(api, pub);

  const a = await courierPage(browser, baseURL, andrei, 'ru');
  const b = await courierPage(browser, baseURL, bogdan, 'ro');

  // Header: name, ID, balance at zero.
  await expect(a.getByText('Andrei Rusu', { exact: true })).toBeVisible();
  await expect(a.getByText(`ID: ${andrei.courierId}`)).toBeVisible();
  await expect(a.getByTestId('courier-balance')).toHaveText(money('0.00'));
  await expect(a.getByTestId('courier-balance')).toHaveClass(/courier-balance-zero/);
  await expectAccessible(a);

  // Profile: Save appears only after a change; the @ of a Telegram handle is dropped.
  await expect(a.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
  await expect(a.getByLabel('Дата рождения')).toHaveValue('2000-01-01');
  await a.getByLabel('Имя пользователя в Telegram').fill('@andrei_r');
  await expect(a.getByLabel('Имя пользователя в Telegram')).toHaveValue('andrei_r');
  await a.getByRole('button', { name: 'Сохранить' }).click();
  await expect(a.getByText('Профиль сохранён')).toBeVisible();
  await expect(a.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);

  // Both see the order in Available, without the client's details.
  await a.getByRole('navigation', { name: 'Меню курьера' }).getByRole('link', { name: 'Заказы' }).click();
  await expect(a).toHaveURL(/\/courier\/orders/);
  // The three list tabs fit the phone's width: no tab's word runs past its box ("Выполненные").
  const spills = await a
    .locator('.courier-tabs a')
    .evaluateAll((tabs) => tabs.filter((t) => t.scrollWidth > t.clientWidth).map((t) => t.textContent));
  expect(spills).toEqual([]);
  const cardA = a.getByRole('article', { name: `#${order.number} ${pub.name}` });
  await expect(cardA).toBeVisible();
  await expect(cardA.getByText('str. Pușkin 22')).toBeVisible();
  await expect(cardA.getByText(/^\d+,\d км$/)).toBeVisible();
  await expect(cardA.getByText('Вы платите комиссию')).toBeVisible();
  await expect(cardA.getByText(money('19.90'))).toBeVisible();
  await expect(cardA.getByText(money('243.90'))).toBeVisible();
  await expect(cardA.getByText('Заказ можно забрать, когда ресторан отметит его готовым')).toBeVisible();
  await expect(a.getByText('Ion Popescu')).toHaveCount(0);
  await expect(a.getByText('str. Florilor 5, ap. 12', { exact: false })).toHaveCount(0);
  await expectAccessible(a);

  await b.goto('/courier/orders');
  const cardB = b.getByRole('article', { name: `#${order.number} ${pub.name}` });
  await expect(cardB).toBeVisible();
  await expect(b.getByRole('link', { name: /Disponibile/ })).toHaveAttribute('aria-current', 'page');
  await expect(cardB.getByRole('button', { name: 'Rezervă' })).toBeVisible();
  await expectAccessible(b);

  // Andrei reserves (with confirmation) and lands on Active with the client's details.
  await cardA.getByRole('button', { name: 'Забронировать' }).click();
  await expect(a.getByRole('dialog', { name: 'Забронировать этот заказ?' })).toBeVisible();
  await expectAccessible(a);
  await a.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
  await expect(a.getByText('Вы забронировали заказ')).toBeVisible();
  await expect(a).toHaveURL(/tab=active/);
  await expect(cardA.getByText('Ion Popescu')).toBeVisible();
  await expect(cardA.getByRole('link', { name: /\+373 69 555 444/ })).toHaveAttribute('href', 'tel:+37369555444');
  await expect(cardA.getByText('Interfon 12')).toBeVisible();
  await expect(cardA.getByText('2 × Margherita')).toBeVisible();
  await expect(a.getByTestId('courier-balance')).toHaveText(money('-19.90'));
  await expect(a.getByTestId('courier-balance')).toHaveClass(/courier-balance-negative/);
  await expectAccessible(a);

  // It leaves Bogdan's Available tab at once, with no reload.
  await expect(cardB).toHaveCount(0);

  // "Delivered" only once the courier can have it in hand (decision 083): not while it is being cooked.
  await expect(cardA.getByRole('button', { name: 'Доставлен' })).toHaveCount(0);
  await expect(cardA.getByRole('note').filter({ hasText: 'Доставлен' })).toBeVisible();
  const prepared = await api.put(`${pub.base}/orders/${order.id}/update-prepared`, {
    headers: { accesstoken: pub.owner.token },
    data: { prepared: true },
  });
  expect(prepared.ok(), await prepared.text()).toBe(true);
  // "Delivered" is never a single tap: a tap only says how; from the keyboard it asks first.
  await cardA.getByRole('button', { name: 'Доставлен' }).click();
  await expect(cardA.locator('.courier-hold-hint.is-shown')).toHaveText(
    'Удерживайте кнопку или проведите по ней вправо, чтобы подтвердить',
  );
  await expect(a.getByRole('dialog')).toHaveCount(0);
  await cardA.getByRole('button', { name: 'Доставлен' }).focus();
  await a.keyboard.press('Enter');
  await expect(a.getByRole('dialog', { name: 'Вы передали заказ клиенту?' })).toBeVisible();
  await a.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
  await expect(a.getByText('Вы доставили заказ')).toBeVisible();
  await a.getByRole('link', { name: /Выполненные/ }).click();
  await expect(a.getByRole('article', { name: `#${order.number} ${pub.name}` })).toBeVisible();
  await expect(a.getByTestId('courier-balance')).toHaveText(money('-19.90'));
  await expectAccessible(a);
  await b.getByRole('link', { name: 'Profil', exact: true }).click();
  await expect(b.getByTestId('courier-balance')).toHaveText(money('0.00'));
  await expect(b.getByLabel('Data nașterii')).toHaveValue('2000-01-01');
  await expectAccessible(b);
});

test('an order taken meanwhile says it is no longer available', async ({ browser, baseURL, api }) => {
  const c1 = await registerCourier(api, 'Ion Cebotari');
  const c2 = await registerCourier(api, 'Vlad Munteanu');
  const pub = await seedDeliveryPub(api, [c1, c2]);
  const order = await placeDeliveryOrder(api, pub);
  const page = await courierPage(browser, baseURL, c1, 'ro');
  await page.goto('/courier/orders?tab=available');
  const card = page.getByRole('article', { name: `#${order.number} ${pub.name}` });
  await card.getByRole('button', { name: 'Rezervă' }).click();
  // The other courier wins while this one is still reading the question.
  const taken = await api.post(`/api/courier/${c2.courierId}/reserve-order`, {
    headers: { accesstoken: c2.token },
    data: { order_id: order.id },
  });
  expect(taken.status()).toBe(200);
  await page.getByRole('dialog').getByRole('button', { name: 'Da' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /nu mai este disponibilă|no longer available/i }),
  ).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('a new order reaches the courier live, and the phone vibrates', async ({ browser, baseURL, api }) => {
  const courier = await registerCourier(api, 'Elena Ciobanu');
  const pub = await seedDeliveryPub(api, [courier]);
  const page = await courierPage(browser, baseURL, courier, 'ru');
  await page.evaluate(() => {
    const calls: unknown[] = [];
    (window as unknown as { vibrations: unknown[] }).vibrations = calls;
    Object.defineProperty(navigator, 'vibrate', { value: (pattern: unknown) => calls.push(pattern) > 0 });
  });
  await page.getByRole('navigation', { name: 'Меню курьера' }).getByRole('link', { name: 'Заказы' }).click();
  // Other tests' delivery-service orders may be on every courier's list: only this pub's count here.
  await expect(page.getByRole('heading', { name: 'Заказы', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: new RegExp(pub.name) })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Обновления в реальном времени включены' })).toBeVisible();
  // Off shift: the order arrives, silently.
  const quiet = await placeDeliveryOrder(api, pub);
  await expect(page.getByRole('article', { name: `#${quiet.number} ${pub.name}` })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { vibrations: unknown[] }).vibrations.length)).toBe(0);
  // On shift: the next one buzzes, and the venue sees the courier on shift.
  await page.getByRole('switch', { name: /Не на смене/ }).click();
  await expect(page.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  const list = await (await api.get(`${pub.base}/couriers`, { headers: { accesstoken: pub.owner.token } })).json();
  expect(list.couriers.find((c: { id: number }) => c.id === courier.courierId).on_shift).toBe(true);
  const order = await placeDeliveryOrder(api, pub);
  await expect(page.getByRole('article', { name: `#${order.number} ${pub.name}` })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { vibrations: unknown[] }).vibrations.length)).toBeGreaterThan(
    0,
  );
  // The language buttons on the profile switch the whole area.
  await page.getByRole('link', { name: 'Профиль', exact: true }).click();
  await page.getByRole('button', { name: 'RO' }).click();
  await expect(page.getByRole('heading', { name: 'Profil' })).toBeVisible();
  await expectAccessible(page);
});

test('a courier sees the venues that added them and leaves one after confirming', async ({ browser, baseURL, api }) => {
  const courier = await registerCourier(api, 'Ion Venue');
  const pub = await seedDeliveryPub(api, [courier]);
  const page = await courierPage(browser, baseURL, courier, 'ru');
  const venues = page.getByRole('region', { name: 'Мои заведения' });
  await expect(venues.getByText(pub.name)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await venues.scrollIntoViewIfNeeded();
  await shot(page, test.info().outputPath('my-venues.png'));
  await venues.getByRole('button', { name: 'Покинуть' }).click();
  const dialog = page.getByRole('dialog', { name: 'Покинуть это заведение?' });
  await expect(dialog).toBeVisible();
  await shot(page, test.info().outputPath('my-venues-confirm.png'));
  await dialog.getByRole('button', { name: 'Остаться' }).click();
  await expect(venues.getByText(pub.name)).toBeVisible();
  await venues.getByRole('button', { name: 'Покинуть' }).click();
  await dialog.getByRole('button', { name: 'Покинуть' }).click();
  await expect(venues.getByText('Вас ещё не добавило ни одно заведение', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.context().close();
});

test('my venues in Romanian: listed, leave asks first, then gone', async ({ browser, baseURL, api }) => {
  const courier = await registerCourier(api, 'Ana Munteanu');
  const pub = await seedDeliveryPub(api, [courier]);
  const page = await courierPage(browser, baseURL, courier, 'ro');
  await page.setViewportSize({ width: 390, height: 844 });
  const venues = page.getByRole('region', { name: 'Localurile mele' });
  await expect(venues.getByText(pub.name)).toBeVisible();
  await venues.getByRole('button', { name: 'Părăsește' }).click();
  const dialog = page.getByRole('dialog', { name: 'Părăsiți acest local?' });
  await expect(dialog).toBeVisible();
  await shot(page, test.info().outputPath('my-venues-ro-confirm.png'));
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Rămân' }).click();
  await expect(venues.getByText(pub.name)).toBeVisible();
  await venues.getByRole('button', { name: 'Părăsește' }).click();
  await dialog.getByRole('button', { name: 'Părăsește' }).click();
  await expect(venues.getByText('Niciun local nu v-a adăugat încă', { exact: false })).toBeVisible();
  const left = await (
    await api.get(`/api/courier/${courier.courierId}/pubs`, { headers: { accesstoken: courier.token } })
  ).json();
  expect(left.pubs).toEqual([]);
  await page.context().close();
});

test('the orders page opened cold comes in one render with its data, after one session refresh: the page’s own', async ({
  browser,
  baseURL,
  api,
}) => {
  const courier = await registerCourier(api, 'Petru Rece');
  const pub = await seedDeliveryPub(api, [courier]);
  const order = await placeDeliveryOrder(api, pub);
  const page = await courierPage(browser, baseURL, courier, 'ru');
  const refreshes: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/refresh-token')) refreshes.push(r.method());
  });
  // What the screen shows the first time it is there at all.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.courier-page')) return;
      observer.disconnect();
      (window as unknown as { firstView: unknown }).firstView = {
        shift: Boolean(document.querySelector('#courier-shift-label')),
        orders: document.querySelectorAll('.courier-page article').length,
      };
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/courier/orders');
  await expect(page.getByRole('article', { name: `#${order.number} ${pub.name}` })).toBeVisible();
  const first = await page.evaluate(
    () => (window as unknown as { firstView: { shift: boolean; orders: number } }).firstView,
  );
  expect(first.shift).toBe(true);
  expect(first.orders).toBeGreaterThan(0);
  // The HTML's refresh (shared/early-refresh.ts) is the only one: the app and its live socket take its token.
  await expect(page.getByRole('img', { name: 'Обновления в реальном времени включены' })).toBeVisible();
  expect(refreshes).toEqual(['POST']);
});
