import crypto from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { seedOrdersPub, type OrdersPub } from './orders-seed.ts';
import { staffTablet, ticket } from './pages/kitchen-board.ts';
import { expectNoRawText, expectTouchTargets } from './real-use.ts';
import { shot } from './shot.ts';

/**
 * The board's "Scheduled" lane (docs/product.md D16) on the kitchen tablet (1024×768, Russian), with two real
 * orders placed for later: they wait in the lane with their time and do not alert; at the first one's fire time
 * (its time − the pub's 20 preparation minutes − 10) it joins the new orders and the chime plays.
 */
const MINUTE = 60_000;
const venue = (ms: number, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('ru-RU', { ...options, timeZone: 'Europe/Chisinau' }).format(new Date(ms));
const fromWire = (s: string) => Date.parse(`${s.replace(' ', 'T')}Z`);
const localDay = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Chisinau' }).format(new Date(ms));

async function slotsOf(api: APIRequestContext, pub: OrdersPub, ms: number): Promise<number[]> {
  const res = await api.get(`/api/client/pub/${pub.urlName}/slots?type=in_place&date=${localDay(ms)}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()).slots as { start: string }[]).map((slot) => fromWire(slot.start));
}

async function placeFor(api: APIRequestContext, pub: OrdersPub, at: number, guestName: string) {
  const scheduledFor = new Date(at).toISOString().slice(0, 19).replace('T', ' ');
  const res = await api.post(`/api/client/pub/${pub.urlName}/orders`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      order_type: 'in_place',
      dishes: [{ dish_id: pub.dishes[0].id, count: 1 }],
      client_name: guestName,
      table_for_in_place_order: '3',
      payment_type: 'cash',
      scheduled_for: scheduledFor,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).order as { id: number; number: number };
}

test('scheduled orders wait in their lane with "На 19:30", silent, and join the new orders at their fire time', async ({
  browser,
  api,
  baseURL,
}) => {
  const pub = await seedOrdersPub(api);
  const put = await api.put(`/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/`, {
    headers: { accesstoken: pub.owner.token },
    data: { name: pub.pubName, has_in_place_order: true, preorder_days: 2 },
  });
  expect(put.status(), await put.text()).toBe(200);
  const now = Date.now();
  // The first slot at least 50 minutes ahead (its fire time is then 20 or more minutes ahead), and one the day after tomorrow.
  const soonAt = [...(await slotsOf(api, pub, now)), ...(await slotsOf(api, pub, now + 24 * 60 * MINUTE))].find(
    (ms) => ms >= now + 50 * MINUTE,
  )!;
  const laterAt = (await slotsOf(api, pub, now + 48 * 60 * MINUTE))[0];
  expect(soonAt && laterAt, 'slots to schedule for').toBeTruthy();
  const soon = await placeFor(api, pub, soonAt, 'Ion');
  const later = await placeFor(api, pub, laterAt, 'Olga');
  const page = await staffTablet(browser, baseURL!, pub, 'ru', undefined, true);
  await expect(page.locator('[data-state="connected"]')).toBeVisible();

  const lane = page.getByRole('region', { name: /Запланированные/ });
  await expect(lane.locator('li.ticket')).toHaveCount(2);
  await expect(ticket(page, soon.number)).toContainText('На ');
  await expect(ticket(page, soon.number)).toContainText(venue(soonAt, { hour: '2-digit', minute: '2-digit' }));
  await expect(ticket(page, later.number)).toContainText(`На ${venue(laterAt, { day: 'numeric', month: 'short' })}`);
  // Silent while they wait: nothing new to alert about, no chime.
  await expect(page.locator('main.orders-page')).toHaveAttribute('data-alerting', 'false');
  await expect(page).toHaveTitle('Заказы');
  expect(await page.evaluate(() => window.__tavolaSound?.plays ?? 0)).toBe(0);
  await expect(page.getByText('Нет заказов')).toHaveCount(0);
  await expectTouchTargets(page);
  await expectNoRawText(page);
  await expectAccessible(page);
  await shot(page, '/tmp/k24-scheduled-ru.png');

  // The fire time: the first joins the new orders and alerts; the later one stays in the lane.
  const browserNow = await page.evaluate(() => Date.now());
  await page.clock.fastForward(soonAt - 30 * MINUTE - browserNow + MINUTE);
  await expect(lane.locator('li.ticket')).toHaveCount(1);
  await expect(page.locator('.order-list').locator('li.ticket')).toHaveCount(1);
  await expect(page.locator('.order-list')).toContainText(`№ ${soon.number}`);
  await expect(page.locator('main.orders-page')).toHaveAttribute('data-alerting', 'true');
  await expect(page).toHaveTitle('(1) Заказы');
  await expect.poll(() => page.evaluate(() => window.__tavolaSound?.plays ?? 0)).toBeGreaterThanOrEqual(1);
  await shot(page, '/tmp/k24-scheduled-fired-ru.png');
});
