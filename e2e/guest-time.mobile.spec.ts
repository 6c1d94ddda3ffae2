import crypto from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures.ts';
import { seedGuestPub, type SeededPub } from './guest-seed.ts';
import { shot } from './shot.ts';

/**
 * Time the guest can trust, on a 390×844 phone whose clock is in another zone than the venue's: the live ready
 * time after the kitchen accepts, an order for tomorrow 12:30, a full slot and the next ones offered.
 */
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'America/New_York' });

const ZONE = 'Europe/Chisinau';
const toDate = (wire: string) => new Date(`${wire.replace(' ', 'T')}Z`);
const hhmm = (wire: string, lng: string) =>
  new Intl.DateTimeFormat(lng === 'ro' ? 'ro-MD' : 'ru-RU', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: ZONE,
  }).format(toDate(wire));
const localDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(d);

async function dishId(api: APIRequestContext, pub: SeededPub) {
  const page = await (await api.get(`/api/client/pub/${pub.urlName}/`)).json();
  return page.dishes.find((d: { name: string }) => d.name === 'Margherita').id as number;
}

async function placeTable(api: APIRequestContext, pub: SeededPub, extra: Record<string, unknown> = {}) {
  const res = await api.post(`/api/client/pub/${pub.urlName}/orders`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      order_type: 'in_place',
      dishes: [{ dish_id: await dishId(api, pub), count: 1 }],
      table_for_in_place_order: '5',
      client_name: 'Ana',
      payment_type: 'cash',
      ...extra,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).order as { id: number; tracking_token: string };
}

/** The owner's pub PUT with the seed's values and the time settings given. */
async function timeSettings(api: APIRequestContext, pub: SeededPub, settings: Record<string, unknown>) {
  const res = await api.put(`/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/`, {
    headers: { accesstoken: pub.owner.token },
    data: {
      name: pub.name,
      address: 'str. Pușkin 22',
      has_in_place_order: true,
      wifi_password: 'guest-wifi-1',
      additional_info: 'Open terrace',
      color_theme: 'light',
      language_id: 1,
      ...settings,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Tomorrow's slot starting at `time` (venue's local "HH:MM"), as the slot list gives it. */
async function tomorrowSlot(api: APIRequestContext, pub: SeededPub, time: string) {
  const tomorrow = localDay(new Date(Date.now() + 24 * 3_600_000));
  const { slots } = await (await api.get(`/api/client/pub/${pub.urlName}/slots?type=in_place&date=${tomorrow}`)).json();
  const slot = (slots as { start: string; free: number | null }[]).find((s) => hhmm(s.start, 'ru') === time);
  expect(slot, `${time} on ${tomorrow}`).toBeTruthy();
  return slot!.start;
}

/** The browser console's errors from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

async function openCheckout(page: Page, pub: SeededPub, lng: 'ro' | 'ru') {
  await page.goto(`/pub/${pub.urlName}/?table=5&lng=${lng}`);
  await page.getByRole('button', { name: lng === 'ro' ? 'Adăugați Margherita' : 'Добавить Margherita' }).click();
  await page.getByRole('button', { name: lng === 'ro' ? 'Finalizați' : 'Оформить' }).click();
  await page.getByLabel(lng === 'ro' ? 'Numele dvs.' : 'Ваше имя').fill('Ana');
}

const WORDS = {
  ro: { ready: 'Gata în jurul orei', later: 'Mai târziu decât s-a spus inițial', step: 'Se pregătește' },
  ru: { ready: 'Будет готово около', later: 'Позже, чем обещали сначала', step: 'Готовится' },
} as const;

for (const lng of ['ro', 'ru'] as const) {
  test(`the status page shows the ready time within 2 s of the accept, from the live socket, no reload (${lng})`, async ({
    page,
    api,
  }) => {
    const pub = await seedGuestPub(api);
    const order = await placeTable(api, pub);
    const errors = consoleErrors(page);
    // The page's own REST reads of the order, and the socket's first message.
    let reads = 0;
    let snapshot = false;
    page.on('request', (r) => {
      if (r.url().includes(`/api/client/orders/${order.id}`)) reads++;
    });
    page.on('websocket', (ws) => {
      if (ws.url().includes(`/ws/client/order/${order.id}?token=`))
        ws.on('framereceived', (f) => (snapshot ||= String(f.payload).includes('GET_ALL')));
    });
    await page.goto(`/pub/${pub.urlName}/order/${order.id}?token=${order.tracking_token}&lng=${lng}`);
    await expect(page.getByTestId('eta')).toContainText(WORDS[lng].ready);
    await expect(page.getByTestId('eta-estimate')).toBeVisible();
    await expect.poll(() => snapshot).toBe(true);
    const readsBefore = reads;

    const base = `/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/orders/${order.id}`;
    const headers = { accesstoken: pub.owner.token };
    expect(
      (await api.put(`${base}/update-status?status=preparing`, { headers, data: { prep_minutes: 30 } })).status(),
    ).toBe(200);
    const eta = (await (await api.get(`/api/client/orders/${order.id}?token=${order.tracking_token}`)).json()).order
      .eta;
    await expect(page.getByTestId('eta')).toHaveText(`${WORDS[lng].ready} ${hhmm(eta.from, lng)}`, { timeout: 2_000 });
    await expect(page.getByTestId('status-now')).toHaveText(WORDS[lng].step, { timeout: 2_000 });
    await expect(page.getByTestId('eta-estimate')).toHaveCount(0);
    expect(reads).toBe(readsBefore);
    await shot(page, `test-results/guest-time-accepted-${lng}.png`, { fullPage: true });
    await expectAccessible(page);

    // The kitchen needs ten more minutes: the guest is told, live.
    const later = new Date(toDate(eta.from).getTime() + 10 * 60_000);
    expect(
      (
        await api.put(`${base}/update-approximate-preparation-time`, {
          headers,
          data: { approximate_preparation_time: later.toISOString() },
        })
      ).status(),
    ).toBe(200);
    await expect(page.getByTestId('eta-later')).toHaveText(WORDS[lng].later, { timeout: 2_000 });
    await expect(page.getByTestId('eta')).toContainText(hhmm(later.toISOString().slice(0, 19).replace('T', ' '), lng));
    expect(reads).toBe(readsBefore);
    if (lng === 'ro') await shot(page, 'test-results/guest-time-later-ro.png', { fullPage: true });
    expect(errors).toEqual([]);
  });
}

test('with pre-orders on, the guest picks tomorrow 12:30 and the status page says "for 12:30" (ro)', async ({
  page,
  api,
}) => {
  const pub = await seedGuestPub(api);
  await timeSettings(api, pub, { preorder_days: 2 });
  const errors = consoleErrors(page);
  await openCheckout(page, pub, 'ro');
  const when = page.getByTestId('when');
  await expect(when.getByLabel(/^Cât mai curând \(aproximativ 20 min\)$/)).toBeChecked();
  await when.getByLabel('La o anumită oră').check();
  await when.getByLabel('Ziua').selectOption({ label: 'Mâine' });
  await when.getByLabel('Ora').selectOption({ label: '12:30' });
  await shot(page, 'test-results/guest-time-checkout-ro.png', { fullPage: true });
  await expectAccessible(page);
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().includes(`/api/client/pub/${pub.urlName}/orders`),
  );
  await page.getByRole('button', { name: 'Trimiteți comanda' }).click();
  expect((await sent).postDataJSON().scheduled_for).toBe(await tomorrowSlot(api, pub, '12:30'));
  await expect(page).toHaveURL(/\/order\/\d+\?token=/);
  await expect(page.getByTestId('eta')).toHaveText(/^Programată pentru .+, 12:30$/);
  await expect(page.getByTestId('eta-estimate')).toHaveText('Localul nu a confirmat încă comanda.');
  await shot(page, 'test-results/guest-time-scheduled-ro.png', { fullPage: true });
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('a full slot is not offered; a refused one offers the next free ones and nothing is sent until the guest picks (ru)', async ({
  page,
  api,
}) => {
  const pub = await seedGuestPub(api);
  await timeSettings(api, pub, { preorder_days: 2, slot_capacity: { delivery: null, in_place: 1 } });
  await placeTable(api, pub, { scheduled_for: await tomorrowSlot(api, pub, '12:30') });
  const [at1245, at1300, at1315, at1330] = await Promise.all(
    ['12:45', '13:00', '13:15', '13:30'].map((hm) => tomorrowSlot(api, pub, hm)),
  );
  await openCheckout(page, pub, 'ru');
  const when = page.getByTestId('when');
  await when.getByLabel('Ко времени').check();
  await when.getByLabel('День').selectOption({ label: 'Завтра' });
  const time = when.getByLabel('Время');
  await expect(time.locator('option', { hasText: '12:30 — мест нет' })).toBeDisabled();
  await expect(time.locator('option', { hasText: /^12:45$/ })).toBeEnabled();
  await time.selectOption({ label: '12:45' });

  // Someone takes 12:45 meanwhile: the server refuses with 409 `slot is full` and the next free starts.
  await placeTable(api, pub, { scheduled_for: at1245 });
  const refused = page.waitForResponse(
    (r) => r.url().endsWith(`/api/client/pub/${pub.urlName}/orders`) && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Отправить заказ' }).click();
  const answer = await refused;
  expect(answer.status()).toBe(409);
  expect(answer.request().postDataJSON().scheduled_for).toBe(at1245);
  expect((await answer.json()).next_slots).toEqual([at1300, at1315, at1330]);
  const full = page.getByTestId('slot-full');
  await expect(full).toContainText('На это время мест уже нет.');
  await expect(page).not.toHaveURL(/\/order\//);
  await shot(page, 'test-results/guest-time-slot-full-ru.png', { fullPage: true });
  await expectAccessible(page);

  await full.getByRole('button', { name: /13:00$/ }).click();
  await expect(full).toHaveCount(0);
  await expect(time).toHaveValue(at1300);
  await page.getByRole('button', { name: 'Отправить заказ' }).click();
  await expect(page).toHaveURL(/\/order\/\d+\?token=/);
  await expect(page.getByTestId('eta')).toHaveText(/^Заказ на .+, 13:00$/);
});
