import type { APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { placeInPlaceOrder, seedOrdersPub, type OrdersPub } from './orders-seed.ts';
import { ShippingPage } from './pages/shipping-page.ts';
import { shot } from './shot.ts';

/** The owner's insight screens in the browser: reports page, first-day checklist, hours with two ranges and closing days (owner 1366×800). */
test.use({ viewport: { width: 1366, height: 800 } });

const auth = (pub: OrdersPub) => ({ headers: { accesstoken: pub.owner.token } });
const setStatus = (api: APIRequestContext, pub: OrdersPub, orderId: number, status: string) =>
  api.put(
    `/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/orders/${orderId}/update-status?status=${status}`,
    auth(pub),
  );

test("reports: today's completed orders, revenue, top dish, chart and the Excel download (ru)", async ({
  page,
  api,
}) => {
  const pub = await seedOrdersPub(api);
  for (const name of ['Ион', 'Мария']) {
    const order = await placeInPlaceOrder(api, pub, name);
    expect((await setStatus(api, pub, order.id, 'preparing')).ok()).toBe(true);
    expect((await setStatus(api, pub, order.id, 'completed')).ok()).toBe(true);
  }
  await placeInPlaceOrder(api, pub, 'Ещё ждёт');
  await signIn(page, pub.owner.email, pub.owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);
  await page.goto(`/admin/pub/${pub.pubId}/`);
  await page.getByRole('link', { name: /Отчёты/ }).click();
  await expect(page.getByRole('heading', { name: 'Отчёты', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Сегодня' }).click();
  await expect(page.getByRole('button', { name: 'Сегодня' })).toHaveAttribute('aria-pressed', 'true');
  // 2 completed × 2 Margherita × 95 = 380 (in place: no commission).
  await expect(page.getByTestId('total-revenue')).toHaveText(/^380,00\s?Lei$/);
  await expect(page.getByRole('row', { name: /Margherita 4/ })).toBeVisible();
  await expect(page.getByTestId('prep-chart').locator('canvas')).toBeVisible();
  await shot(page, 'test-results/owner-reports-1366.png', { fullPage: true });
  await expectAccessible(page);

  // The owner's download is a spreadsheet with Russian headers, a real date and revenue as a number.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^${pub.urlName}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`),
  );
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await file.path())!);
  const days = book.worksheets[0];
  expect(days.name).toBe('По дням');
  expect(days.getRow(1).values).toEqual([
    undefined,
    'Дата',
    'Заказы',
    'Выполнены',
    'Отменены',
    'Выручка, лей',
    'Среднее приготовление, мин',
  ]);
  expect(days.getCell('A2').value).toBeInstanceOf(Date);
  // Orders, completed, canceled, revenue (the preparation minutes depend on the test's own timing).
  expect([2, 3, 4, 5].map((column) => days.getRow(2).getCell(column).value)).toEqual([3, 2, 0, 380]);

  // A custom range the wrong way round is explained, not sent.
  await page.getByRole('button', { name: 'Свой период' }).click();
  await page.getByLabel('С', { exact: true }).fill('2026-12-31');
  await expect(page.getByRole('alert')).toContainText('Начало не может быть позже конца');
});

test('first-day checklist ticks steps, links to their screens and disappears when complete (ru)', async ({
  page,
  api,
}) => {
  const pub = await seedOrdersPub(api); // a dish and table ordering already
  await signIn(page, pub.owner.email, pub.owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);
  await page.goto(`/admin/pub/${pub.pubId}/`);
  const list = page.getByTestId('first-day');
  await expect(list.getByRole('heading')).toHaveText('Первый день: выполнено 2 из 5');
  await expect(list.locator('[data-step="dish"]')).toHaveClass(/is-done/);
  await expect(list.locator('[data-step="ordering"]')).toHaveClass(/is-done/);
  await expect(list.locator('[data-step="location"]')).not.toHaveClass(/is-done/);
  await shot(page, 'test-results/owner-first-day-1366.png');
  await expectAccessible(page);

  // The QR step leads to the venues page, where downloading the code ticks it.
  await list.getByRole('link', { name: 'QR-код на странице заведений' }).click();
  await expect(page).toHaveURL(/\/admin\/company/);
  await page
    .getByRole('button', { name: `QR code of ${pub.pubName}` })
    .or(page.getByRole('button', { name: new RegExp(pub.pubName) }).filter({ has: page.locator('svg') }))
    .first()
    .click();
  const png = page.waitForEvent('download');
  await page.getByRole('link', { name: /PNG/ }).click();
  await png;
  await page.goto(`/admin/pub/${pub.pubId}/`);
  await expect(list.getByRole('heading')).toHaveText('Первый день: выполнено 3 из 5');

  // Location and a test order seen on the board complete it.
  const base = `/api/company/${pub.owner.companyId}/pubs/${pub.pubId}`;
  expect((await api.post(`${base}/geolocation`, { ...auth(pub), data: { lat: 47.02, lng: 28.83 } })).ok()).toBe(true);
  const order = await placeInPlaceOrder(api, pub, 'Тест');
  await page.reload();
  await expect(list.getByRole('heading')).toHaveText('Первый день: выполнено 4 из 5');
  await list.getByRole('link', { name: 'Доска заказов' }).click();
  await expect(page).toHaveURL(/\/orders/);
  expect((await setStatus(api, pub, order.id, 'preparing')).ok()).toBe(true);
  await page.goto(`/admin/pub/${pub.pubId}/`);
  await expect(page.getByRole('link', { name: /Отчёты/ })).toBeVisible();
  await expect(list).toHaveCount(0);
});

test('hours editor: a second range, a closed day and a holiday, by keyboard; saved and reloaded (ru)', async ({
  page,
  api,
}) => {
  const pub = await seedOrdersPub(api);
  await signIn(page, pub.owner.email, pub.owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);
  await page.goto(`/admin/pub/${pub.pubId}/shipping`);
  const shipping = new ShippingPage(page);
  await shipping.available.check();
  // Monday: add a dinner range and move its end past midnight with the keyboard.
  await page.getByRole('button', { name: 'Понедельник: добавить второй интервал' }).click();
  const end = page.getByRole('slider', { name: 'Понедельник: конец второго интервала' });
  await end.focus();
  await page.keyboard.press('Home'); // 00:00
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight'); // 01:00
  await expect(end).toHaveValue('60');
  // A holiday, typed and added with Enter.
  await page.getByLabel('Дата', { exact: true }).fill('2026-12-31');
  await page.getByLabel('Дата', { exact: true }).press('Enter');
  await expect(page.locator('.closing-days-list li[data-date="2026-12-31"]')).toBeVisible();
  await shot(page, 'test-results/owner-hours-1366.png', { fullPage: true });
  await expectAccessible(page);
  await shipping.saveButton().click();
  await expect(shipping.saveBar).toHaveCount(0);

  const pubRes = await (await api.get(`/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/`, auth(pub))).json();
  expect(pubRes.pub.work_ranges_for_week[0]).toEqual({
    closed: false,
    ranges: [
      { start: 0, end: 1440 },
      { start: 1080, end: 60 },
    ],
  });
  // Older clients read Monday's first range.
  expect(pubRes.pub.shipping.shipping_work_hours_for_week[0]).toEqual({ start: 0, end: 1440 });
  expect(pubRes.pub.closed_dates).toEqual(['2026-12-31']);
  await page.reload();
  await expect(page.getByRole('slider', { name: 'Понедельник: конец второго интервала' })).toHaveValue('60');
  await expect(page.locator('.closing-days-list li[data-date="2026-12-31"]')).toBeVisible();
});

test('order history: a part of the name in Cyrillic finds the order, which opens read-only (ru)', async ({
  page,
  api,
}) => {
  const pub = await seedOrdersPub(api);
  const done = await placeInPlaceOrder(api, pub, 'Ион Попеску');
  await placeInPlaceOrder(api, pub, 'Мария');
  for (const status of ['preparing', 'completed']) expect((await setStatus(api, pub, done.id, status)).ok()).toBe(true);
  await signIn(page, pub.owner.email, pub.owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);
  await page.goto(`/admin/pub/${pub.pubId}/orders`);
  await page.getByRole('link', { name: 'История и поиск' }).click();
  await expect(page.getByRole('heading', { name: 'История заказов' })).toBeVisible();
  await page.getByLabel('Номер, телефон или имя').fill('попеску');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Найдено' })).toHaveText('Найдено: 1');
  await page.getByText(`№${done.number}`).click();
  await expect(
    page.getByRole('heading', { name: `Заказ № ${done.number}` }).or(page.locator('#order-title')),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Готовится|Выполнен/ })).toHaveCount(0);
  // At 1366 px the row's date is one line and the opened order's "status history" is not squeezed into the row's
  // narrow number column (the audit, 2026-11-25).
  const row = page.locator('.history-item', { hasText: `№${done.number}` });
  const oneLine = async (el: import('@playwright/test').Locator) =>
    el.evaluate((e) => {
      const range = document.createRange();
      range.selectNodeContents(e);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
  expect(await oneLine(row.locator('> summary > span').nth(1))).toBe(1);
  expect(await oneLine(row.locator('.order-history > summary'))).toBe(1);
  await shot(page, 'test-results/owner-history-1366.png', { fullPage: true });
  await expectAccessible(page);
  // The other order is still waiting: not in the history until a status says so.
  await page.getByLabel('Статус').selectOption('not_handled');
  await page.getByLabel('Номер, телефон или имя').fill('');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Найдено' })).toHaveText('Найдено: 1');
});

/** The Bot API stand-in of this run (e2e/global-setup.ts): a user writing to the bot, and what the bot sent. */
const botApi = {
  write: async (chat: Record<string, unknown>, text: string) => {
    const res = await fetch(`${process.env.E2E_TELEGRAM_URL}/stand-in/messages`, {
      method: 'POST',
      body: JSON.stringify({ chat, text }),
    });
    expect(res.ok).toBe(true);
  },
  sentTo: async (chatId: number) => {
    const res = await fetch(`${process.env.E2E_TELEGRAM_URL}/stand-in/sent`);
    return ((await res.json()).result as { chat_id: string; text: string }[])
      .filter((m) => m.chat_id === String(chatId))
      .map((m) => m.text);
  },
};

test('Telegram: the owner links a chat with the one-time code, gets a new order in Russian, and unlinks (ru)', async ({
  page,
  api,
}) => {
  const pub = await seedOrdersPub(api);
  const chat = { id: -1_000_000 - Math.floor(Math.random() * 1_000_000), type: 'group', title: `Кухня ${pub.pubName}` };
  await signIn(page, pub.owner.email, pub.owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);
  await page.goto(`/admin/pub/${pub.pubId}/settings`);
  const section = page.getByTestId('telegram-section');
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('button', { name: 'Подключить Telegram' }).click();

  // The code, and the bot's links that send it for the owner.
  const code = section.getByTestId('telegram-code');
  await expect(code).toHaveText(/^\/start [A-Z0-9]{6,16}$/);
  const text = (await code.textContent())!;
  const start = text.split(' ')[1];
  await expect(section.getByRole('link', { name: 'Открыть @tavola_test_bot' })).toHaveAttribute(
    'href',
    `https://t.me/tavola_test_bot?start=${start}`,
  );
  await expect(section.getByRole('link', { name: 'Добавить в групповой чат' })).toHaveAttribute(
    'href',
    `https://t.me/tavola_test_bot?startgroup=${start}`,
  );
  await expect(section.getByRole('status')).toHaveText('Ждём ваше сообщение… Страница обновится сама.');
  await shot(page, 'test-results/owner-telegram-code-1366.png', { fullPage: true });
  await expectAccessible(page);

  // Telegram delivers it from a group, as the bot sees `/start@bot CODE` when added through the group link.
  await botApi.write(chat, `/start@tavola_test_bot ${start}`);
  await expect(section).toContainText(`Уведомления приходят в чат «${chat.title}».`);
  await expect.poll(() => botApi.sentTo(chat.id)).toEqual([`✅ Чат подключён к заведению «${pub.pubName}».`]);
  await shot(page, 'test-results/owner-telegram-linked-1366.png', { fullPage: true });
  await expectAccessible(page);

  // A guest's order reaches the chat in the owner's language.
  const order = await placeInPlaceOrder(api, pub, 'Ион');
  await expect
    .poll(async () => (await botApi.sentTo(chat.id)).find((m) => m.includes(`№${order.number}`)))
    .toBe(`🆕 ${pub.pubName}: новый заказ №${order.number} (в зале), 190,00 Lei — Ион`);

  await section.getByRole('button', { name: 'Отключить чат' }).click();
  await expect(section.getByRole('button', { name: 'Подключить Telegram' })).toBeVisible();
  await page.reload();
  await expect(section.getByRole('button', { name: 'Подключить Telegram' })).toBeVisible();
  await expect(section).not.toContainText(chat.title);
});
