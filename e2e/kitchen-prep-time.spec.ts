import crypto from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { seedOrdersPub, type OrdersPub } from './orders-seed.ts';
import { staffTablet, ticket } from './pages/kitchen-board.ts';
import { expectNoRawText, expectTouchTargets } from './real-use.ts';
import { shot } from './shot.ts';

/**
 * The kitchen tablet (1024×768, Russian) accepts with a time in one tap (docs/product.md D16): the pub's
 * default preselected, a chip or a typed value changing it, the busy minutes added; "+10" moves a running
 * order later and the guest's ETA says so; the promised time is on the card in the venue's zone.
 */
const BUSY = 10;
const MINUTE = 60_000;

interface Placed {
  id: number;
  number: number;
  tracking_token: string;
}

async function placeOrder(api: APIRequestContext, pub: OrdersPub, table: number): Promise<Placed> {
  const res = await api.post(`/api/client/pub/${pub.urlName}/orders`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      order_type: 'in_place',
      dishes: [{ dish_id: pub.dishes[0].id, count: 1 }],
      client_name: 'Ion',
      table_for_in_place_order: String(table),
      payment_type: 'cash',
      comments: '',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).order as Placed;
}

/** The guest's ETA (`GET /api/client/orders/{id}?token=`), as ms and the `later` flag. */
async function guestEta(
  api: APIRequestContext,
  order: Placed,
): Promise<{ from: number; later: boolean; firm: boolean }> {
  const res = await api.get(`/api/client/orders/${order.id}?token=${order.tracking_token}`);
  expect(res.status()).toBe(200);
  const eta = (await res.json()).order.eta as { from: string; firm: boolean; later?: true };
  return { from: Date.parse(`${eta.from.replace(' ', 'T')}Z`), later: eta.later === true, firm: eta.firm };
}

/** The staff answer's ready time (ms). */
async function readyTime(api: APIRequestContext, pub: OrdersPub, order: Placed): Promise<number> {
  const res = await api.get(`/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/orders/${order.id}/`, {
    headers: { accesstoken: pub.owner.token },
  });
  const time = (await res.json()).order.approximate_preparation_time as string;
  return Date.parse(`${time.replace(' ', 'T')}Z`);
}

/** "19:40" as the venue (Europe/Chisinau) reads the time, whatever the tablet's own zone. */
const venueTime = (ms: number) =>
  new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Chisinau' }).format(
    new Date(ms),
  );

/** Taps the accept and answers the moments just before and after, to bound the server's "now". */
async function acceptTimed(button: Locator): Promise<{ before: number; after: number }> {
  const before = Date.now() - 1000;
  await button.tap();
  await expect(button).toHaveCount(0);
  return { before, after: Date.now() };
}

function wholeTickets(page: Page): Promise<number> {
  return page.locator('li.ticket').evaluateAll(
    (els) =>
      els.filter((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
      }).length,
  );
}

test('accept with a chip sets now + minutes + busy, "+10" moves it later for the guest, the card shows the venue-time promise', async ({
  browser,
  api,
  baseURL,
}) => {
  const pub = await seedOrdersPub(api);
  const kitchen = { headers: { accesstoken: pub.owner.token } };
  expect(
    (
      await api.post(`/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/busy`, {
        ...kitchen,
        data: { extra_minutes: BUSY, until: null },
      })
    ).status(),
  ).toBe(200);
  const orders: Placed[] = [];
  for (let i = 1; i <= 7; i++) orders.push(await placeOrder(api, pub, i));
  const page = await staffTablet(browser, baseURL!, pub, 'ru');
  await expect(page.locator('li.ticket')).toHaveCount(7);

  // Six waiting tickets still fit the tablet whole, each with its accept reading the default minutes.
  expect(await wholeTickets(page)).toBeGreaterThanOrEqual(6);
  const first = ticket(page, orders[0].number);
  const accept = first.getByRole('button', { name: 'Принять · 20 мин' });
  await expect(accept).toBeVisible();
  await shot(page, '/tmp/k24-board-ru.png');
  const row = await first
    .locator('.ticket-actions button')
    .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(new Set(row).size, 'one row of actions').toBe(1);

  // The chips: 30 pressed changes the accept before the tap.
  const toggle = first.getByRole('button', { name: 'Изменить время' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const chips = first.getByRole('group', { name: 'Время приготовления' });
  await expect(chips.getByRole('button')).toHaveText(['10', '15', '20', '30', '45', '60']);
  await expect(chips.getByRole('button', { name: '20 мин' })).toHaveAttribute('aria-pressed', 'true');
  await chips.getByRole('button', { name: '30 мин' }).tap();
  await expect(chips.getByRole('button', { name: '30 мин' })).toHaveAttribute('aria-pressed', 'true');
  await expectTouchTargets(page);
  await expectNoRawText(page);
  await expectAccessible(page);
  await shot(page, '/tmp/k24-chips-ru.png');
  const tapped = await acceptTimed(first.getByRole('button', { name: 'Принять · 30 мин' }));
  // No popup follows: the one tap carried the minutes.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(first).toContainText('Готовится');

  // Ready at now + 30 + the busy 10, for the kitchen and for the guest (firm now).
  const ready = await readyTime(api, pub, orders[0]);
  expect(ready).toBeGreaterThanOrEqual(tapped.before + (30 + BUSY) * MINUTE);
  expect(ready).toBeLessThanOrEqual(tapped.after + (30 + BUSY) * MINUTE);
  const eta = await guestEta(api, orders[0]);
  expect(eta).toEqual({ from: ready, later: false, firm: true });
  await expect(first.locator('.ticket-target')).toContainText(`Готово к ${venueTime(ready)}`);

  // "+10" moves it ten minutes later, and the guest is told it is later than first said.
  await first.getByRole('button', { name: '+10 мин' }).tap();
  await expect(first.locator('.ticket-target')).toContainText(`Готово к ${venueTime(ready + 10 * MINUTE)}`);
  await expect.poll(() => readyTime(api, pub, orders[0])).toBe(ready + 10 * MINUTE);
  expect(await guestEta(api, orders[0])).toEqual({ from: ready + 10 * MINUTE, later: true, firm: true });
  await expectTouchTargets(page);
  await shot(page, '/tmp/k24-later-ru.png');

  // A typed value, by keyboard: out of range keeps the accept shut; 25 and Enter accepts with 25.
  const second = ticket(page, orders[1].number);
  await second.getByRole('button', { name: 'Изменить время' }).focus();
  await page.keyboard.press('Enter');
  const other = second.getByLabel('Другое, минут');
  await other.focus();
  await page.keyboard.type('300');
  await expect(other).toHaveAttribute('aria-invalid', 'true');
  await expect(second.locator('.ticket-step')).toBeDisabled();
  await other.fill('');
  await page.keyboard.type('25');
  await expect(second.getByRole('button', { name: 'Принять · 25 мин' })).toBeEnabled();
  const before = Date.now() - 1000;
  await page.keyboard.press('Enter');
  await expect(second).toContainText('Готовится');
  const typed = await readyTime(api, pub, orders[1]);
  expect(typed).toBeGreaterThanOrEqual(before + (25 + BUSY) * MINUTE);
  expect(typed).toBeLessThanOrEqual(Date.now() + (25 + BUSY) * MINUTE);

  // The order page's preparation-time popup keeps the same rule: now + the minutes + the busy minutes.
  await ticket(page, orders[2].number).locator('.ticket-number').click();
  await page.getByRole('button', { name: 'Готовится' }).click();
  const popup = page.getByRole('dialog', { name: 'Время приготовления' });
  await expect(popup.getByLabel('20 мин')).toBeChecked();
  await popup.getByLabel('15 мин').check();
  const saved = Date.now() - 1000;
  await popup.getByRole('button', { name: 'Сохранить' }).click();
  // The popup closes once the server has taken the time.
  await expect(popup).toBeHidden();
  const chosen = await readyTime(api, pub, orders[2]);
  expect(chosen).toBeGreaterThanOrEqual(saved + (15 + BUSY) * MINUTE);
  expect(chosen).toBeLessThanOrEqual(Date.now() + (15 + BUSY) * MINUTE);

  // The Romanian tablet: the same one row, "Acceptă · 20 min".
  const ro = await staffTablet(browser, baseURL!, pub, 'ro');
  const waiting = ticket(ro, orders[3].number);
  await expect(waiting.getByRole('button', { name: 'Acceptă · 20 min' })).toBeVisible();
  await waiting.getByRole('button', { name: 'Modificați timpul' }).tap();
  await expect(
    waiting.getByRole('group', { name: 'Timpul de pregătire' }).getByRole('button', { name: '45 min' }),
  ).toBeVisible();
  const roRow = await waiting
    .locator('.ticket-actions button')
    .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(new Set(roRow).size, 'one row of actions').toBe(1);
  await expectAccessible(ro);
  await shot(ro, '/tmp/k24-board-ro.png');
});
