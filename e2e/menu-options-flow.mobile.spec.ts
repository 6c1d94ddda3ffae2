import type { APIRequestContext } from '@playwright/test';
import { test, expect, signIn } from './fixtures.ts';
import { seedGuestPub, type SeededPub } from './guest-seed.ts';
import { ticket } from './pages/kitchen-board.ts';
import { shot } from './shot.ts';

/**
 * The menu model and the guest page end to end, through the real server: a dish with a required size and optional extras,
 * ordered twice with different options from a phone; the kitchen board shows both lines with their options;
 * a dish stopped on the kitchen tablet turns "sold out" on a guest page left open, within its 60 s re-read.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function pizzaWithOptions(api: APIRequestContext, pub: SeededPub) {
  const headers = { accesstoken: pub.owner.token };
  const base = `/api/company/${pub.owner.companyId}/pubs/${pub.pubId}`;
  const group = async (data: unknown) => {
    const res = await api.post(`${base}/modifier-groups`, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).modifier_group.id as number;
  };
  const size = await group({
    name: 'Mărime',
    min_select: 1,
    max_select: 1,
    options: [
      { name: 'Mică', price_delta: 0 },
      { name: 'Mare', price_delta: 25.5 },
    ],
  });
  const extras = await group({
    name: 'Adaosuri',
    min_select: 0,
    max_select: 2,
    options: [
      { name: 'Ciuperci', price_delta: 10 },
      { name: 'Măsline', price_delta: 8 },
    ],
  });
  const page = await (await api.get(`/api/client/pub/${pub.urlName}/`)).json();
  const category = page.categories[0];
  const res = await api.post(`${base}/menus/${category.menu_id}/categories/${category.id}/dishes`, {
    headers,
    data: {
      name: 'Pizza Casei',
      price: 100,
      sale_price: 0,
      ingredients: 'aluat, roșii, mozzarella',
      place: 4,
      visible: true,
      text_color: '#ffffff',
      modifier_group_ids: [size, extras],
      allergens: ['gluten', 'milk'],
      portion: 450,
      portion_unit: 'g',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { base, headers, dishId: (await res.json()).dish.id as number };
}

test('a guest orders two differently configured pizzas on a phone; the kitchen board shows both lines with their options', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  const pub = await seedGuestPub(api);
  await pizzaWithOptions(api, pub);
  await page.goto(`/pub/${pub.urlName}/?table=5&lng=ro`);

  // Large with mushrooms: 100 + 25.50 + 10.
  await page.getByRole('button', { name: 'Pizza Casei', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Pizza Casei' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('radio', { name: /Mare/ }).check();
  await sheet.getByRole('checkbox', { name: /Ciuperci/ }).check();
  await expect(sheet.getByRole('button', { name: /^Adăugați · / })).toContainText('135,50');
  await shot(page, 'test-results/options-sheet-390.png');
  await sheet.getByRole('button', { name: /^Adăugați · / }).click();
  await expect(sheet).toHaveCount(0);

  // Small, no extras: a second line, not merged with the first.
  await page.getByRole('button', { name: 'Pizza Casei', exact: true }).click();
  await sheet.getByRole('radio', { name: /Mică/ }).check();
  await sheet.getByRole('button', { name: /^Adăugați · / }).click();
  await expect(page.getByText(/În coș: 2/)).toBeVisible();

  await page.getByRole('button', { name: 'Finalizați' }).click();
  // A line with options on a 390 px phone: its price stays inside the card, not cut at the screen's edge;
  // a checkbox with a two-line label is as big as the others (the audit, 2026-11-25).
  const form = (await page.locator('form.guest-checkout').boundingBox())!;
  for (const price of await page.locator('.guest-lines li > :last-child').all()) {
    const box = (await price.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(form.x + form.width);
  }
  // …and an option's name is not broken mid-word to make room ("Ciuperci", not "Ciup / erci").
  const splitNames = await page.locator('.guest-lines .line-modifiers li').evaluateAll((els) =>
    els
      .filter((li) => {
        const range = document.createRange();
        range.selectNodeContents(li.firstChild!);
        return range.getClientRects().length > 1;
      })
      .map((li) => li.textContent),
  );
  expect(splitNames).toEqual([]);
  const boxes = await page
    .locator('form.guest-checkout input[type="checkbox"]')
    .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().width)));
  expect(new Set(boxes).size, String(boxes)).toBe(1);
  await page.getByLabel('Numele dvs.').fill('Ion Rusu');
  await page.getByRole('button', { name: 'Trimiteți comanda' }).click();
  await expect(page).toHaveURL(/\/order\/\d+\?token=/);
  const orderId = Number(/\/order\/(\d+)/.exec(page.url())![1]);

  // What the server stored: two lines, prices with the deltas, option names copied.
  const staffView = await (
    await api.get(`/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/orders/${orderId}/`, {
      headers: { accesstoken: pub.owner.token },
    })
  ).json();
  const lines = staffView.order.dishes as { dish_price: number; modifiers: { name: string }[] }[];
  expect(lines.map((l) => [l.dish_price, l.modifiers.map((m) => m.name)]).sort()).toEqual([
    [100, ['Mică']],
    [135.5, ['Mare', 'Ciuperci']],
  ]);

  // The kitchen tablet: the ticket lists both lines, each with its options.
  const kitchen = await (
    await browser.newContext({
      baseURL,
      viewport: { width: 1024, height: 768 },
      locale: 'ro-RO',
      reducedMotion: 'reduce',
    })
  ).newPage();
  await signIn(kitchen, pub.owner.email, pub.owner.password);
  await kitchen.waitForURL((url) => !url.pathname.includes('/auth/')); // signed in, off the login page
  await kitchen.goto(`/admin/pub/${pub.pubId}/orders?lng=ro`);
  const card = ticket(kitchen, staffView.order.number);
  await expect(card).toContainText('Mare');
  await expect(card).toContainText('Ciuperci');
  await expect(card).toContainText('Mică');
  await expect(card.locator('.line-modifiers')).toHaveCount(2);
  await shot(kitchen, 'test-results/options-ticket-1024.png');
});

test('a dish stopped on the kitchen tablet turns sold out on a guest page left open, within its 60 s re-read', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const pub = await seedGuestPub(api);
  await page.clock.install();
  await page.goto(`/pub/${pub.urlName}/?lng=ro`);
  const diavola = page.locator('.guest-dish').filter({ hasText: 'Diavola' });
  await expect(diavola).toBeVisible();
  await expect(diavola).not.toContainText('Epuizat');

  const kitchen = await (
    await browser.newContext({
      baseURL,
      viewport: { width: 1024, height: 768 },
      locale: 'ru-RU',
      reducedMotion: 'reduce',
    })
  ).newPage();
  await signIn(kitchen, pub.owner.email, pub.owner.password);
  await kitchen.waitForURL((url) => !url.pathname.includes('/auth/')); // signed in, off the login page
  await kitchen.goto(`/admin/pub/${pub.pubId}/orders?lng=ru`);
  await kitchen.getByRole('button', { name: 'Стоп-лист' }).click();
  await kitchen.getByLabel('Что закончилось').selectOption({ label: 'Diavola' });
  await kitchen.getByRole('button', { name: 'Остановить' }).click();
  await expect(kitchen.getByRole('button', { name: 'Вернуть в продажу: Diavola' })).toBeVisible();

  // The guest did nothing: the page's own re-read brings the stop within a minute, greyed, never hidden.
  await page.clock.fastForward(61_000);
  await expect(diavola).toContainText('Epuizat');
  await expect(page.locator('.guest-dish').filter({ hasText: 'Margherita' })).not.toContainText('Epuizat');
});
