import crypto from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { enableDelivery, seedOrdersPub, type OrdersPub } from './orders-seed.ts';
import { staffTablet, TABLET, ticket } from './pages/kitchen-board.ts';
import { expectNoRawText, expectTouchTargets } from './real-use.ts';
import { shot as saveShot } from './shot.ts';

/**
 * The kitchen tablet (1024×768, Russian) through a rush of 21 orders: tickets oldest first in the list and
 * in the columns, at least six whole tickets on the screen with everything the cook needs, and the undo
 * of a step never covering a ticket's buttons.
 */
const ALLERGY_NOTE = 'Аллергия на орехи!';
const RUSH = 21;

interface Placed {
  number: number;
  kind: 'delivery' | 'table' | 'options';
  table: string;
}

/** A pizza with a size and an extra, so some tickets have lines with options. */
async function pizzaWithOptions(
  api: APIRequestContext,
  pub: OrdersPub,
): Promise<{ id: number; small: number; mushrooms: number }> {
  const headers = { accesstoken: pub.owner.token };
  const base = `/api/company/${pub.owner.companyId}/pubs/${pub.pubId}`;
  const group = async (data: unknown) => {
    const res = await api.post(`${base}/modifier-groups`, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).modifier_group as { id: number; options: { id: number; name: string }[] };
  };
  const size = await group({
    name: 'Размер',
    min_select: 1,
    max_select: 1,
    options: [
      { name: 'Маленькая', price_delta: 0 },
      { name: 'Большая', price_delta: 25 },
    ],
  });
  const extras = await group({
    name: 'Добавки',
    min_select: 0,
    max_select: 2,
    options: [
      { name: 'Грибы', price_delta: 10 },
      { name: 'Оливки', price_delta: 8 },
    ],
  });
  const menu = await (await api.get(`/api/client/pub/${pub.urlName}/`)).json();
  const category = menu.categories[0];
  const res = await api.post(`${base}/menus/${category.menu_id}/categories/${category.id}/dishes`, {
    headers,
    data: {
      name: 'Пицца Дома',
      price: 100,
      sale_price: 0,
      ingredients: '',
      place: 3,
      visible: true,
      text_color: '#ffffff',
      modifier_group_ids: [size.id, extras.id],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return {
    id: (await res.json()).dish.id,
    small: size.options.find((o) => o.name === 'Маленькая')!.id,
    mushrooms: extras.options.find((o) => o.name === 'Грибы')!.id,
  };
}

/** 21 guest orders one after another: deliveries with an allergy note, table orders, and pizzas with options. */
async function placeRush(api: APIRequestContext, pub: OrdersPub): Promise<Placed[]> {
  const pizza = await pizzaWithOptions(api, pub);
  const placed: Placed[] = [];
  for (let i = 0; i < RUSH; i++) {
    const kind = (['delivery', 'table', 'options'] as const)[i % 3];
    const data =
      kind === 'delivery'
        ? {
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
            comments: ALLERGY_NOTE,
          }
        : kind === 'table'
          ? {
              order_type: 'in_place',
              dishes: [{ dish_id: pub.dishes[0].id, count: 1 }],
              client_name: 'Ion',
              table_for_in_place_order: String(i + 1),
              payment_type: 'cash',
              comments: '',
            }
          : {
              order_type: 'in_place',
              dishes: [
                { dish_id: pizza.id, count: 2, modifier_option_ids: [pizza.small, pizza.mushrooms] },
                { dish_id: pub.dishes[1].id, count: 1 },
              ],
              client_name: 'Olga',
              table_for_in_place_order: String(i + 1),
              payment_type: 'cash',
              comments: 'Без лука',
            };
    const res = await api.post(`/api/client/pub/${pub.urlName}/orders`, {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data,
    });
    expect(res.status(), await res.text()).toBe(201);
    placed.push({ number: (await res.json()).order.number, kind, table: String(i + 1) });
  }
  return placed;
}

/** The order numbers of the tickets in `scope`, in the order the board shows them. */
const shownNumbers = (scope: Locator) =>
  scope
    .locator('li.ticket .ticket-number')
    .evaluateAll((els) => els.map((el) => Number(el.textContent!.replace(/\D/g, ''))));

/** The tickets whose whole box is on the screen, by order number. */
function wholeOnScreen(page: Page): Promise<number[]> {
  return page.locator('li.ticket').evaluateAll((els) => {
    const out: number[] = [];
    for (const el of els) {
      const r = el.getBoundingClientRect();
      if (r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth)
        out.push(Number(el.querySelector('.ticket-number')!.textContent!.replace(/\D/g, '')));
    }
    return out;
  });
}

const shot = (page: Page, name: string) => saveShot(page, `test-results/kitchen/${name}.png`);

test('a rush of 21 orders: oldest first in the list and the columns, six whole tickets on the tablet with all the cook needs', async ({
  browser,
  api,
  baseURL,
}) => {
  const pub = await seedOrdersPub(api);
  await enableDelivery(api, pub);
  const placed = await placeRush(api, pub);
  const oldestFirst = placed.map((p) => p.number);
  const page = await staffTablet(browser, baseURL!, pub, 'ru');
  await expect(page.locator('li.ticket')).toHaveCount(RUSH);

  expect(await shownNumbers(page.locator('main'))).toEqual(oldestFirst);
  // The board is the screen: the page itself does not scroll, the tickets scroll in their area down to its bottom.
  const fit = await page.evaluate(() => ({
    page: document.documentElement.scrollHeight - window.innerHeight,
    area: document.querySelector('.board-scroll')!.getBoundingClientRect().bottom,
  }));
  expect(fit.page).toBeLessThanOrEqual(0);
  expect(fit.area).toBeGreaterThan(TABLET.height - 20);
  expect(fit.area).toBeLessThanOrEqual(TABLET.height);
  await shot(page, 'rush-list-ru');
  const whole = await wholeOnScreen(page);
  expect(whole.length, `whole tickets on screen: ${whole.join(', ')}`).toBeGreaterThanOrEqual(6);
  // The whole tickets are the oldest ones, from the top.
  expect(whole).toEqual(oldestFirst.slice(0, whole.length));

  for (const { number, kind, table } of placed.slice(0, 6)) {
    const card = ticket(page, number);
    await expect(card.locator('.ticket-number')).toHaveText(`№ ${number}`);
    await expect(card.locator('.ticket-age')).toHaveText('0 мин');
    if (kind === 'delivery') {
      await expect(card.locator('.ticket-type')).toHaveText('Доставка');
      await expect(card.locator('.ticket-lines')).toContainText('2× Margherita');
      await expect(card.locator('.ticket-lines')).toContainText('1× Tiramisu');
      // The guest's note stays marked: its own box, the allergy word bold red.
      await expect(card.locator('.ticket-comment')).toHaveText(ALLERGY_NOTE);
      await expect(card.locator('.allergy-word')).toHaveCSS('color', 'rgb(185, 28, 28)');
      await expect(card.locator('.ticket-comment')).toHaveCSS('background-color', 'rgb(255, 247, 237)');
    } else if (kind === 'table') {
      await expect(card.locator('.ticket-type')).toHaveText(`Столик ${table}`);
      await expect(card.locator('.ticket-lines')).toContainText('1× Margherita');
    } else {
      await expect(card.locator('.ticket-type')).toHaveText(`Столик ${table}`);
      await expect(card.locator('.ticket-lines')).toContainText('2× Пицца Дома');
      await expect(card.locator('.ticket-lines')).toContainText('Маленькая');
      await expect(card.locator('.ticket-lines')).toContainText('Грибы');
      await expect(card.locator('.ticket-comment')).toHaveText('Без лука');
    }
    // One row of actions, each whole on the screen: the accept with its minutes, the time button, reject.
    const buttons = card.locator('.ticket-actions button');
    await expect(buttons).toHaveCount(3);
    const boxes = await buttons.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    for (const b of boxes) {
      expect(Math.round(b.top)).toBe(Math.round(boxes[0].top));
      expect(b.bottom).toBeLessThanOrEqual(TABLET.height);
    }
    await expect(card.getByRole('button', { name: 'Принять · 20 мин' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Изменить время' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Отклонить' })).toBeVisible();
  }
  await expectTouchTargets(page);
  await expectNoRawText(page);
  await expectAccessible(page);

  // The columns read the same way: the oldest new order on top.
  await page.getByRole('button', { name: 'Колонки' }).tap();
  expect(await shownNumbers(page.locator('[data-column="new"]'))).toEqual(oldestFirst);
  await shot(page, 'rush-columns-ru');
});

/** Boxes of the tickets' buttons that the toast's box overlaps (the part of each ticket the board shows). */
function coveredButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toast = document.querySelector('.undo-bar')!.getBoundingClientRect();
    const out: string[] = [];
    for (const button of Array.from(document.querySelectorAll<HTMLElement>('li.ticket button'))) {
      const b = button.getBoundingClientRect();
      if (b.width === 0) continue;
      // What is scrolled out of a scrolling area around it (the tickets' own on a tablet, the board's on a
      // phone), or lies outside the window, is not on the screen at all.
      let top = Math.max(b.top, 0);
      let bottom = Math.min(b.bottom, window.innerHeight);
      for (let el = button.parentElement; el; el = el.parentElement) {
        if (getComputedStyle(el).overflowY === 'visible') continue;
        const area = el.getBoundingClientRect();
        top = Math.max(top, area.top);
        bottom = Math.min(bottom, area.bottom);
      }
      if (bottom <= top) continue;
      if (b.left < toast.right && b.right > toast.left && top < toast.bottom && bottom > toast.top)
        out.push(`${button.closest('li')!.querySelector('.ticket-number')!.textContent} ${button.textContent}`);
    }
    return out;
  });
}

/** A phone a cook or waiter keeps the board on. */
const PHONE = { width: 390, height: 844 };

for (const [size, viewport] of [
  ['tablet', TABLET],
  ['phone', PHONE],
] as const)
  test(`the undo after accept or reject hides none of the tickets’ buttons, wherever the ticket was (${size} ${viewport.width}×${viewport.height})`, async ({
    browser,
    api,
    baseURL,
  }) => {
    const pub = await seedOrdersPub(api);
    await enableDelivery(api, pub);
    const placed = await placeRush(api, pub);
    const page = await staffTablet(browser, baseURL!, pub, 'ru', viewport);
    await expect(page.locator('li.ticket')).toHaveCount(RUSH);
    const undo = page.locator('.undo-bar');

    // Accept the oldest; its ticket stays where it was, and the toast is on the screen beside the tickets.
    await ticket(page, placed[0].number).getByRole('button', { name: 'Принять' }).tap();
    await expect(undo).toContainText(`№ ${placed[0].number}: Принять`);
    await expect(undo.getByRole('button', { name: /Отменить \(\d+ с\)/ })).toBeInViewport({ ratio: 1 });
    expect(await coveredButtons(page)).toEqual([]);
    await shot(page, `rush-undo-accept-${size}-ru`);

    // Reject a ticket low on the screen: the toast still covers nothing.
    const low = ticket(page, placed[4].number);
    await low.getByRole('button', { name: 'Отклонить' }).tap();
    await page
      .getByRole('dialog', { name: `Отклонить заказ № ${placed[4].number}` })
      .getByRole('button', { name: 'Кухня перегружена' })
      .tap();
    await expect(undo).toContainText(`№ ${placed[4].number}: Отклонить`);
    expect(await coveredButtons(page)).toEqual([]);

    // A ticket far down the board: the toast is still on the screen and still covers nothing.
    const last = ticket(page, placed[RUSH - 2].number);
    await last.getByRole('button', { name: 'Принять' }).tap();
    await expect(undo).toContainText(`№ ${placed[RUSH - 2].number}: Принять`);
    await expect(undo.getByRole('button', { name: /Отменить \(\d+ с\)/ })).toBeInViewport({ ratio: 1 });
    expect(await coveredButtons(page)).toEqual([]);
    await shot(page, `rush-undo-scrolled-${size}-ru`);
    await undo.getByRole('button', { name: /Отменить/ }).tap();
    await expect(last).toContainText('Не обработан');
    await expectAccessible(page);
  });
