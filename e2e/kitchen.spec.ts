import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { enableDelivery, placeInPlaceOrder, seedOrdersPub, type OrdersPub } from './orders-seed.ts';
import { openOrder, staffTablet, TABLET, ticket } from './pages/kitchen-board.ts';
import { expectNoRawText, expectTouchTargets } from './real-use.ts';
import { shot as saveShot } from './shot.ts';

/**
 * The kitchen display on a 1024×768 tablet (docs/product.md D13): tickets with lines and the
 * allergy note, one tap per step with undo, two tablets silenced together, pause from the board, reject
 * with a reason, and printed tickets at 58 and 80 mm.
 */
const ALLERGY_NOTE = 'У ребёнка аллергия на орехи! Без лука';

async function placeDelivery(api: APIRequestContext, pub: OrdersPub, comments = ALLERGY_NOTE) {
  return api.post(`/api/client/pub/${pub.urlName}/orders`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      order_type: 'delivery',
      dishes: [
        { dish_id: pub.dishes[0].id, count: 2 },
        { dish_id: pub.dishes[1].id, count: 1 },
      ],
      client_name: 'Ана',
      main_phone_number: '+373 69 123 456',
      town: 'Chișinău',
      full_address: 'str. Ștefan cel Mare 1',
      lat: 47.02,
      lng: 28.83,
      payment_type: 'cash',
      comments,
    },
  });
}

const shot = (page: Page, name: string) => saveShot(page, `test-results/kitchen/${name}.png`);

test('a delivery order with an allergy note is a ticket; accept → time → prepared → hand over by taps, and undo', async ({
  browser,
  api,
  baseURL,
}) => {
  const pub = await seedOrdersPub(api);
  await enableDelivery(api, pub);
  const page = await staffTablet(browser, baseURL!, pub);
  const placed = await placeDelivery(api, pub);
  expect(placed.status(), await placed.text()).toBe(201);
  const { number } = (await placed.json()).order;

  const card = ticket(page, number);
  await expect(card).toContainText('Доставка');
  await expect(card).toContainText('2×');
  await expect(card).toContainText('Margherita');
  await expect(card).toContainText('Tiramisu');
  await expect(card).toContainText('Ана');
  await expect(card.locator('.ticket-age')).toHaveText('0 мин');
  const allergy = card.locator('.allergy-word');
  await expect(allergy).toHaveText('аллергия');
  const style = await allergy.evaluate((el) => ({
    color: getComputedStyle(el).color,
    weight: Number(getComputedStyle(el).fontWeight),
  }));
  expect(style).toEqual({ color: 'rgb(185, 28, 28)', weight: 800 });
  // Readable at arm's length: card text at least 16 px, the number larger.
  const sizes = await card.evaluate((el) => ({
    text: parseFloat(getComputedStyle(el).fontSize),
    number: parseFloat(getComputedStyle(el.querySelector('.ticket-number')!).fontSize),
  }));
  expect(sizes.text).toBeGreaterThanOrEqual(16);
  expect(sizes.number).toBeGreaterThan(24);
  await expectTouchTargets(page);
  await expectNoRawText(page);
  await expectAccessible(page);
  await shot(page, 'board-list-ru');

  // The accept names its minutes in the same tap (the pub's default, 20).
  await card.getByRole('button', { name: 'Принять · 20 мин' }).tap();
  await expect(card).toContainText(/Готово к \d/);
  await card.getByRole('button', { name: 'Готово' }).tap();
  await card.getByRole('button', { name: 'Отдать курьеру' }).tap();
  await expect(card).toContainText('У курьера');
  await expect(card.getByRole('button', { name: 'Отдать курьеру' })).toHaveCount(0);

  // The last tap can be taken back from this tablet for 30 s.
  const undo = page.getByRole('button', { name: /Отменить \(\d+ с\)/ });
  await expect(page.locator('.undo-bar')).toContainText(`№ ${number}:`);
  await undo.tap();
  await expect(card).toContainText('Готовится');
  await expect(card.getByRole('button', { name: 'Отдать курьеру' })).toBeVisible();
  await expect(undo).toHaveCount(0);

  // Columns for the landscape tablet, remembered on this device after a reload.
  await page.getByRole('button', { name: 'Колонки' }).tap();
  await expect(page.locator('[data-column="ready"]')).toContainText(`№ ${number}`);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Колонки' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-column="ready"] li.ticket')).toHaveCount(1);
  await shot(page, 'board-columns-ru');
  await expectAccessible(page);
  // Portrait: the same board still works, each ticket whole inside its narrower column.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(page.locator('[data-column="ready"]')).toBeVisible();
  const inside = await page.locator('[data-column="ready"]').evaluate((column) => {
    const ticket = column.querySelector('li.ticket')!;
    return {
      overflow: ticket.scrollWidth - ticket.clientWidth,
      beyond: ticket.getBoundingClientRect().right - column.getBoundingClientRect().right,
    };
  });
  expect(inside.overflow).toBeLessThanOrEqual(0);
  expect(inside.beyond).toBeLessThanOrEqual(0.5);
  await expect(card.locator('.ticket-age')).toBeInViewport({ ratio: 1 });
  await shot(page, 'board-columns-portrait');
});

test('two tablets: accepting on one silences the other within 2 s', async ({ browser, api, baseURL }) => {
  const pub = await seedOrdersPub(api);
  const a = await staffTablet(browser, baseURL!, pub, 'ru');
  const b = await staffTablet(browser, baseURL!, pub, 'ro');
  const order = await placeInPlaceOrder(api, pub, 'Ion', '4');
  for (const page of [a, b]) await expect(page.locator('main.orders-page')).toHaveAttribute('data-alerting', 'true');
  await expect(ticket(b, order.number)).toContainText('Masa 4');
  await ticket(a, order.number).getByRole('button', { name: 'Принять' }).tap();
  await expect(b.locator('main.orders-page')).toHaveAttribute('data-alerting', 'false', { timeout: 2000 });
  await expect(b).toHaveTitle('Comenzi');
});

test('pause delivery from the board: delivery refused, table orders pass, every board sees it; reject with a reason', async ({
  browser,
  api,
  baseURL,
}) => {
  const pub = await seedOrdersPub(api);
  await enableDelivery(api, pub);
  const a = await staffTablet(browser, baseURL!, pub, 'ru');
  const b = await staffTablet(browser, baseURL!, pub, 'ro');
  await a.getByRole('button', { name: 'Пауза заказов' }).tap();
  const dialog = a.getByRole('dialog', { name: 'Приостановить новые заказы' });
  await expect(dialog.getByRole('button', { name: 'Доставка' })).toHaveAttribute('aria-pressed', 'true');
  await expectTouchTargets(a);
  await shot(a, 'pause-dialog-ru');
  await dialog.getByRole('button', { name: 'На 30 мин' }).tap();
  await expect(a.locator('.kitchen-chip[data-kind="delivery"]')).toContainText('Доставка на паузе до');
  await expect(b.locator('.kitchen-chip[data-kind="delivery"]')).toContainText('Livrarea e în pauză până la');

  const pubAnswer = await (await api.get(`/api/client/pub/${pub.urlName}/`)).json();
  expect(pubAnswer.pub.paused.delivery).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const refused = await placeDelivery(api, pub, '');
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ ok: false, err: 'pub is not accepting orders' });
  const table = await placeInPlaceOrder(api, pub, 'Maria', '3');

  // Reject the table order with a reason; the guest's order answer carries it.
  const card = ticket(b, table.number);
  await card.getByRole('button', { name: 'Respinge' }).tap();
  const reject = b.getByRole('dialog', { name: `Respinge comanda nr. ${table.number}` });
  await expectAccessible(b);
  await shot(b, 'reject-dialog-ro');
  await reject.getByRole('button', { name: 'Bucătăria este supraîncărcată' }).tap();
  await expect(reject).toBeHidden();
  await expect(ticket(a, table.number)).toHaveCount(0);
  await b.getByRole('button', { name: 'Pauză: activă' }).tap();
  await b.getByRole('dialog').getByRole('button', { name: 'Reia livrarea' }).tap();
  await expect(a.locator('.kitchen-chip')).toHaveCount(0);
  expect((await placeDelivery(api, pub, '')).status()).toBe(201);
});

test('kitchen tickets print at 58 and 80 mm with number, lines and comment; a second print says REPRINT', async ({
  browser,
  api,
  baseURL,
}) => {
  const pub = await seedOrdersPub(api);
  await enableDelivery(api, pub);
  const placed = await placeDelivery(api, pub);
  const { number } = (await placed.json()).order;
  const page = await staffTablet(browser, baseURL!, pub, 'ru');
  // A ticket waiting for its accept offers the time in the print button's place: take the order first.
  await ticket(page, number).getByRole('button', { name: 'Принять' }).tap();
  await expect(ticket(page, number).getByRole('button', { name: 'Печать' })).toBeVisible();
  // The browser's print dialog is not part of the test; the print CSS is what page.pdf renders.
  await page.evaluate(() => {
    window.print = () => {};
  });
  fs.mkdirSync('test-results/kitchen', { recursive: true });
  for (const width of [58, 80]) {
    const set = await api.put(`/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/`, {
      headers: { accesstoken: pub.owner.token },
      data: { name: pub.pubName, has_in_place_order: true, ticket_width_mm: width },
    });
    expect(set.ok()).toBe(true);
    await page.reload();
    await page.evaluate(() => {
      window.print = () => {};
    });
    await ticket(page, number).getByRole('button', { name: 'Печать' }).tap();
    // What the print CSS shows (innerText skips what `@media print` hides), read before page.pdf fires afterprint.
    await page.emulateMedia({ media: 'print' });
    const text = await page.locator('body').innerText();
    await page.emulateMedia({ media: null });
    expect(text).toMatch(new RegExp(`№ ?${number}\\b`));
    expect(text).toContain('Margherita');
    expect(text).toContain('Tiramisu');
    expect(text.toLowerCase()).toContain('аллергия');
    expect(text).not.toContain('Активных заказов');
    if (width === 80) expect(text).toContain('ПОВТОР');
    else expect(text).not.toContain('ПОВТОР');
    // The page as Chromium prints it at this paper width, to look at.
    const file = `test-results/kitchen/ticket-${width}mm.pdf`;
    await page.pdf({ path: file, width: `${width}mm`, height: '160mm', printBackground: true });
    // A picture of the page to look at, where poppler is installed (not needed by the assertions).
    spawnSync('pdftoppm', ['-png', '-r', '120', '-singlefile', file, `test-results/kitchen/ticket-${width}mm`]);
  }
  // The order page prints too.
  await openOrder(ticket(page, number));
  await expect(page.getByRole('button', { name: 'Печать кухонного чека' })).toBeVisible();
});

test('the owner sets the kitchen settings on the settings screen (1366×800)', async ({ browser, api, baseURL }) => {
  const pub = await seedOrdersPub(api);
  const context = await browser.newContext({ baseURL, locale: 'ro-RO', viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  await signIn(page, pub.owner.email, pub.owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);
  await page.goto(`/admin/pub/${pub.pubId}/settings?lng=ro`);
  const kitchen = page.locator('section', { has: page.getByRole('heading', { name: 'Bucătărie' }) });
  await kitchen.getByLabel('Repetă sunetul comenzii noi la fiecare').selectOption('15');
  await kitchen.getByLabel('Lățimea hârtiei pentru bonuri').selectOption('58');
  await kitchen.getByLabel('Bonul devine roșu după (min)').fill('4');
  await expect(kitchen.getByRole('alert')).toHaveText('Galbenul trebuie să vină înaintea roșului.');
  await kitchen.getByLabel('Bonul devine roșu după (min)').fill('12');
  await kitchen.getByLabel('Tipărește bonul pentru bucătărie când comanda e acceptată').check();
  await page.getByRole('region', { name: 'Modificări nesalvate' }).getByRole('button', { name: 'Salvează' }).click();
  await expect
    .poll(
      async () =>
        (
          await (
            await api.get(`/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/`, {
              headers: { accesstoken: pub.owner.token },
            })
          ).json()
        ).pub,
    )
    .toMatchObject({
      alert_repeat_seconds: 15,
      ticket_width_mm: 58,
      print_on_accept: true,
      ticket_late_minutes: 12,
      has_in_place_order: true,
    });
  await kitchen.scrollIntoViewIfNeeded();
  await shot(page, 'settings-kitchen-ro');
  await expectAccessible(page);
});

test('a new order nobody accepts for 3 minutes makes the board flash; tickets turn amber and red; reduced motion gets a steady frame', async ({
  browser,
  api,
  baseURL,
}) => {
  const pub = await seedOrdersPub(api);
  const page = await staffTablet(browser, baseURL!, pub, 'ru', TABLET, true);
  // The browser tests run with reduced motion (playwright.config.ts); this tablet is one without it.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const order = await placeInPlaceOrder(api, pub, 'Olga', '9');
  const card = ticket(page, order.number);
  const board = page.locator('main.orders-page');
  await expect(card.locator('.ticket-age')).toHaveAttribute('data-age', 'fresh');
  await expect(board).not.toHaveAttribute('data-flash', 'true');
  await page.clock.fastForward('03:05');
  await expect(board).toHaveAttribute('data-flash', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'Новые заказы ждут больше 3 минут: 1' })).toBeVisible();
  expect(await board.evaluate((el) => getComputedStyle(el).animationName)).toBe('board-flash');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(
    await board.evaluate((el) => ({
      animation: getComputedStyle(el).animationName,
      outline: getComputedStyle(el).outlineStyle,
    })),
  ).toEqual({ animation: 'none', outline: 'double' });
  await shot(page, 'board-overdue-reduced-motion');
  await page.clock.fastForward('02:30');
  await expect(card.locator('.ticket-age')).toHaveAttribute('data-age', 'warn');
  await page.clock.fastForward('05:00');
  await expect(card.locator('.ticket-age')).toHaveAttribute('data-age', 'late');
  await expect(card.locator('.ticket-age')).toHaveText(/^1[01] мин$/);
  // Accepting it ends the flashing.
  await card.getByRole('button', { name: 'Принять' }).tap();
  await expect(board).not.toHaveAttribute('data-flash', 'true');
});

test('print on accept: accepting an order prints its ticket at once, without a pop-up window', async ({
  browser,
  api,
  baseURL,
}) => {
  const pub = await seedOrdersPub(api);
  const set = await api.put(`/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/`, {
    headers: { accesstoken: pub.owner.token },
    data: { name: pub.pubName, has_in_place_order: true, print_on_accept: true, ticket_width_mm: 58 },
  });
  expect(set.ok()).toBe(true);
  const page = await staffTablet(browser, baseURL!, pub, 'ru');
  await page.evaluate(() => {
    (window as unknown as { __prints: number }).__prints = 0;
    window.print = () => void (window as unknown as { __prints: number }).__prints++;
  });
  const popups: Page[] = [];
  page.context().on('page', (p) => popups.push(p));
  const order = await placeInPlaceOrder(api, pub, 'Vlad', '2');
  await ticket(page, order.number).getByRole('button', { name: 'Принять' }).tap();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __prints: number }).__prints)).toBe(1);
  await expect(page.locator('body')).toHaveClass(/printing-ticket/);
  await expect(page.locator('.print-host[data-width="58"]')).toContainText(`№ ${order.number}`);
  expect(popups).toEqual([]);
});
