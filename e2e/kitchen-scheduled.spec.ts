import { expect, expectAccessible, test } from './fixtures.ts';
import { placeInPlaceOrder, seedOrdersPub } from './orders-seed.ts';
import { staffTablet, ticket } from './pages/kitchen-board.ts';
import { expectNoRawText, expectTouchTargets } from './real-use.ts';

/**
 * The board's "Scheduled" lane (docs/product.md D16) on the kitchen tablet (1024×768, Russian). The server of
 * this branch does not schedule orders yet, so the pub channel's frames are passed through with `scheduled_for`
 * and `fires_at` added to two real orders, as a scheduling server sends them: they wait in the lane with their
 * time and do not alert; at the fire time one joins the new orders and the chime plays.
 */
const MINUTE = 60_000;
const wire = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const venue = (ms: number, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('ru-RU', { ...options, timeZone: 'Europe/Chisinau' }).format(new Date(ms));

test('scheduled orders wait in their lane with "На 19:30", silent, and join the new orders at their fire time', async ({ browser, api, baseURL }) => {
  const pub = await seedOrdersPub(api);
  const soon = await placeInPlaceOrder(api, pub, 'Ion', '3');
  const tomorrow = await placeInPlaceOrder(api, pub, 'Olga', '4');
  const page = await staffTablet(browser, baseURL!, pub, 'ru', undefined, true);
  const start = await page.evaluate(() => Date.now());
  const times = new Map([
    [soon.id, { scheduled_for: wire(start + 45 * MINUTE), fires_at: wire(start + 5 * MINUTE) }],
    [tomorrow.id, { scheduled_for: wire(start + 24 * 60 * MINUTE), fires_at: wire(start + 23 * 60 * MINUTE) }],
  ]);
  type Frame = { order?: { id: number }; orders?: { id: number }[] };
  const mark = (o: { id: number }) => Object.assign(o, times.get(o.id) ?? {});
  await page.routeWebSocket(/\/ws\/orders\//, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => {
      const frame = JSON.parse(String(message)) as Frame;
      frame.orders?.forEach(mark);
      if (frame.order) mark(frame.order);
      ws.send(JSON.stringify(frame));
    });
  });
  await page.reload();
  await expect(page.locator('[data-state="connected"]')).toBeVisible();

  const lane = page.getByRole('region', { name: /Запланированные/ });
  await expect(lane.locator('li.ticket')).toHaveCount(2);
  await expect(ticket(page, soon.number)).toContainText(`На ${venue(start + 45 * MINUTE, { hour: '2-digit', minute: '2-digit' })}`);
  await expect(ticket(page, tomorrow.number)).toContainText(`На ${venue(start + 24 * 60 * MINUTE, { day: 'numeric', month: 'short' })}`);
  // Silent while they wait: nothing new to alert about, no chime.
  await expect(page.locator('main.orders-page')).toHaveAttribute('data-alerting', 'false');
  await expect(page).toHaveTitle('Заказы');
  expect(await page.evaluate(() => window.__tavolaSound?.plays ?? 0)).toBe(0);
  await expect(page.getByText('Нет заказов')).toHaveCount(0);
  await expectTouchTargets(page);
  await expectNoRawText(page);
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/k24-scheduled-ru.png' });

  // The fire time: the first joins the new orders and alerts; tomorrow's stays in the lane.
  await page.clock.fastForward('05:01');
  await expect(lane.locator('li.ticket')).toHaveCount(1);
  await expect(page.locator('.order-list').locator('li.ticket')).toHaveCount(1);
  await expect(page.locator('.order-list')).toContainText(`№ ${soon.number}`);
  await expect(page.locator('main.orders-page')).toHaveAttribute('data-alerting', 'true');
  await expect(page).toHaveTitle('(1) Заказы');
  await expect.poll(() => page.evaluate(() => window.__tavolaSound?.plays ?? 0)).toBeGreaterThanOrEqual(1);
  await page.screenshot({ path: '/tmp/k24-scheduled-fired-ru.png' });
});
