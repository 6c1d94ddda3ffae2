import type { Browser, Page } from '@playwright/test';
import { openOrder, ticket } from './pages/kitchen-board.ts';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { enableDelivery, placeDeliveryOrder, placeInPlaceOrder, seedOrdersPub, type OrdersPub } from './orders-seed.ts';
import { expectNoRawText, expectTouchTargets } from './real-use.ts';
import { shot as saveShot } from './shot.ts';

/**
 * Real use, kitchen and owner half: the screens a kitchen tablet (1024×768) and an owner
 * use on the first evening, in ru and ro, checked as a person would — every touch target a finger can
 * hit, no raw key or English word, no serious accessibility problem — plus the specific mistakes found.
 * Screenshots land in test-results/real-use/ to be looked at.
 */
const TABLET = { width: 1024, height: 768 };
// Each test walks several screens in two languages with an axe pass on each.
test.describe.configure({ timeout: 180_000 });
const shot = (page: Page, name: string) => saveShot(page, `test-results/real-use/${name}.png`, { fullPage: true });

async function tablet(browser: Browser, baseURL: string, pub: OrdersPub, lng: 'ru' | 'ro'): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: TABLET,
    locale: lng === 'ru' ? 'ru-RU' : 'ro-RO',
    hasTouch: true,
  });
  const page = await context.newPage();
  await signIn(page, pub.owner.email, pub.owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);
  return page;
}

async function expectLooksRight(page: Page) {
  await expectTouchTargets(page);
  await expectNoRawText(page);
  await expectAccessible(page);
}

const T = {
  ru: {
    live: 'Онлайн',
    offline: 'Нет сети',
    callBack: 'Перезвонить',
    courierAt: /Курьер ожидается/,
    readyBy: /Готово к \d/,
    prepared: 'Готово',
  },
  ro: {
    live: 'Online',
    offline: 'Fără rețea',
    callBack: 'Sunați înapoi',
    courierAt: /Curierul este așteptat/,
    readyBy: /Gata până la \d/,
    prepared: 'Gata',
  },
};

test('kitchen tablet: board and order page in ru and ro — touch targets, text, no delivery labels on table orders, one connection state', async ({
  browser,
  api,
  baseURL,
}) => {
  const pub = await seedOrdersPub(api);
  await enableDelivery(api, pub);
  const table = await placeInPlaceOrder(api, pub, '', '12');
  const delivery = await placeDeliveryOrder(api, pub);
  const headers = { accesstoken: pub.owner.token };
  const orderUrl = (id: number) => `/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/orders/${id}`;
  expect((await api.put(`${orderUrl(table.id)}/update-status?status=preparing`, { headers })).ok()).toBe(true);
  // A preparation time set, as the kitchen does: the old screen then said "courier expected at …".
  const inTwenty = new Date(Date.now() + 20 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
  const timed = await api.put(`${orderUrl(table.id)}/update-approximate-preparation-time`, {
    headers,
    data: { approximate_preparation_time: inTwenty },
  });
  expect(timed.ok(), await timed.text()).toBe(true);

  for (const lng of ['ru', 'ro'] as const) {
    const page = await tablet(browser, baseURL!, pub, lng);
    await page.goto(`/admin/pub/${pub.pubId}/orders?lng=${lng}`);
    await expect(page.getByRole('status').filter({ hasText: T[lng].live })).toBeVisible();
    const card = (n: number) => ticket(page, n);
    const tableCard = card(table.number);
    const deliveryCard = card(delivery.number);
    await expect(deliveryCard).toBeVisible();
    // A nameless table order is not a call-back delivery, and never shows the marker text.
    await expect(deliveryCard.locator('.badge-callback')).toBeVisible();
    await expect(tableCard.locator('.badge-callback')).toHaveCount(0);
    await expect(page.getByText('delivery order from web menu')).toHaveCount(0);
    await expectLooksRight(page);
    await shot(page, `board-${lng}`);

    // One source of truth: offline, the status agrees with the offline banner.
    await page.context().setOffline(true);
    await expect(page.locator('.banner-offline')).toBeVisible();
    await expect(page.locator('.live-state')).toHaveAttribute('data-state', 'offline');
    await expect(page.getByRole('status').filter({ hasText: T[lng].live })).toHaveCount(0);
    await page.context().setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: T[lng].live })).toBeVisible();

    // The table order's page: preparing, with the prepared switch, and no courier time.
    await openOrder(tableCard);
    await expect(page).toHaveURL(new RegExp(`/order/${table.id}`));
    await expect(page.getByLabel(T[lng].prepared, { exact: true })).toBeVisible();
    await expect(page.getByText(T[lng].readyBy)).toBeVisible();
    await expect(page.getByText(T[lng].courierAt)).toHaveCount(0);
    await expect(page.locator('.badge-callback')).toHaveCount(0);
    await expectLooksRight(page);
    await shot(page, `order-table-${lng}`);

    await page.goto(`/admin/pub/${pub.pubId}/order/${delivery.id}?lng=${lng}`);
    await expect(page.locator('.badge-callback')).toBeVisible();
    await expectLooksRight(page);
    await shot(page, `order-delivery-${lng}`);
    await page.context().close();
  }
});

test('owner screens on a tablet in ru and ro: menu, dishes, shipping, settings — names, sale prices, order of new items, hidden label', async ({
  browser,
  api,
  baseURL,
}) => {
  const pub = await seedOrdersPub(api);
  await enableDelivery(api, pub);
  const headers = { accesstoken: pub.owner.token };
  const base = `/api/company/${pub.owner.companyId}/pubs/${pub.pubId}`;
  const { menus } = await (await api.get(`${base}/menus/`, { headers })).json();
  const { categories } = await (await api.get(`${base}/menus/${menus[0].id}/categories/`, { headers })).json();
  // A hidden category shows the word, not only the fading.
  await api.post(`${base}/menus/${menus[0].id}/categories/`, {
    headers,
    data: { name: 'Secret', visible: false, place: 2 },
  });

  for (const lng of ['ru', 'ro'] as const) {
    const page = await tablet(browser, baseURL!, pub, lng);
    await page.goto(`/admin/pub/${pub.pubId}/edit_menu?lng=${lng}`);
    await expect(page.locator('.item-card').filter({ hasText: 'Secret' }).locator('.hidden-badge')).toHaveText(
      lng === 'ru' ? 'скрыто' : 'ascuns',
    );
    await expectLooksRight(page);
    await shot(page, `menu-${lng}`);

    await page.goto(`/admin/pub/${pub.pubId}/edit_menu/menu/${menus[0].id}/category/${categories[0].id}?lng=${lng}`);
    await expect(page.locator('.dish-card')).toHaveCount(2);
    await expectLooksRight(page);
    await shot(page, `dishes-${lng}`);

    await page.goto(`/admin/pub/${pub.pubId}/shipping?lng=${lng}`);
    await expect(page.locator('.work-hours-day')).toHaveCount(7);
    await expectLooksRight(page);
    await shot(page, `shipping-${lng}`);

    await page.goto(`/admin/pub/${pub.pubId}/settings?lng=${lng}`);
    await expect(page.locator('main')).toBeVisible();
    await expectLooksRight(page);
    await shot(page, `settings-${lng}`);
    await page.context().close();
  }

  // The dish popup (ru): a name is required, a markup is refused with the reason, new dishes go last.
  const page = await tablet(browser, baseURL!, pub, 'ru');
  await page.goto(`/admin/pub/${pub.pubId}/edit_menu/menu/${menus[0].id}/category/${categories[0].id}?lng=ru`);
  await expect(page.locator('.dish-card')).toHaveCount(2);
  await page.getByRole('button', { name: 'Добавить блюдо' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Позиция')).toHaveValue('3');
  await dialog.getByLabel('Цена', { exact: true }).fill('65');
  await dialog.getByLabel('Цена со скидкой').fill('99');
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(dialog.getByText('Обязательное поле')).toBeVisible();
  await expect(
    dialog.getByText('Цена со скидкой должна быть ниже цены (оставьте пустой, если скидки нет)'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Цена со скидкой')).toHaveAttribute('aria-invalid', 'true');
  await expectTouchTargets(page);
  await shot(page, 'dish-popup-refused-ru');
  await dialog.getByLabel('Название').fill('Soup');
  await dialog.getByLabel('Цена со скидкой').fill('50');
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.dish-card .item-card-name')).toHaveText(['Margherita', 'Tiramisu', 'Soup']);
  // A toast stays clear of the language switch and the logout button.
  await page.getByRole('button', { name: 'Добавить блюдо' }).click();
  await dialog.getByLabel('Название').fill('Soup 2');
  await dialog.getByLabel('Цена', { exact: true }).fill('1');
  await page.route('**/dishes', (route) =>
    route.fulfill({ status: 500, body: '{"ok":false,"err":"internal server error"}', contentType: 'application/json' }),
  );
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  const toast = page.locator('.alert').first();
  await expect(toast).toBeVisible();
  const overlaps = async (selector: string) => {
    const a = (await toast.boundingBox())!;
    const b = (await page.locator(selector).first().boundingBox())!;
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  };
  expect(await overlaps('.pub-logout')).toBe(false);
  expect(await overlaps('.pub-header .lang-switch')).toBe(false);
  await shot(page, 'toast-ru');
});

test('phone size (390×844): board, order page and owner screens keep 44 px touch targets and no raw text (ru)', async ({
  browser,
  api,
  baseURL,
}) => {
  const pub = await seedOrdersPub(api);
  await enableDelivery(api, pub);
  const order = await placeInPlaceOrder(api, pub, 'Ion', '3');
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'ru-RU',
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await signIn(page, pub.owner.email, pub.owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);
  for (const [path, name] of [
    [`/admin/pub/${pub.pubId}/orders?lng=ru`, 'phone-board'],
    [`/admin/pub/${pub.pubId}/order/${order.id}?lng=ru`, 'phone-order'],
    [`/admin/pub/${pub.pubId}/edit_menu?lng=ru`, 'phone-menu'],
    [`/admin/pub/${pub.pubId}/shipping?lng=ru`, 'phone-shipping'],
    [`/admin/pub/${pub.pubId}/settings?lng=ru`, 'phone-settings'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('.spinner')).toHaveCount(0);
    await expectTouchTargets(page);
    await expectNoRawText(page);
    await shot(page, name);
  }
  await context.close();
});
