import crypto from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures.ts';
import { PUB_POINT, seedGuestPub, type SeededPub } from './guest-seed.ts';
import { shot } from './shot.ts';

/** The guest's order they can follow, on a 390×844 phone: timeline, estimate, call, reason, table QR. */
test.use({ viewport: { width: 390, height: 844 } });

async function dishIds(api: APIRequestContext, pub: SeededPub) {
  const page = await (await api.get(`/api/client/pub/${pub.urlName}/`)).json();
  return Object.fromEntries(page.dishes.map((d: { name: string; id: number }) => [d.name, d.id])) as Record<
    string,
    number
  >;
}

async function placeDelivery(api: APIRequestContext, pub: SeededPub) {
  const ids = await dishIds(api, pub);
  const res = await api.post(`/api/client/pub/${pub.urlName}/orders`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      order_type: 'delivery',
      dishes: [{ dish_id: ids.Margherita, count: 2 }],
      client_name: 'Ион',
      main_phone_number: '+373 69 123 456',
      town: 'Chișinău',
      full_address: 'str. Ștefan cel Mare 1',
      lat: PUB_POINT.lat + 0.01,
      lng: PUB_POINT.lng + 0.01,
      payment_type: 'cash',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).order as { id: number; tracking_token: string };
}

function staff(api: APIRequestContext, pub: SeededPub, orderId: number) {
  const base = `/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/orders/${orderId}`;
  const headers = { accesstoken: pub.owner.token };
  return {
    status: async (status: string) =>
      expect((await api.put(`${base}/update-status?status=${status}`, { headers })).status()).toBe(200),
    prepTime: async (at: Date) =>
      expect(
        (
          await api.put(`${base}/update-approximate-preparation-time`, {
            headers,
            data: { approximate_preparation_time: at.toISOString() },
          })
        ).status(),
      ).toBe(200),
  };
}

/** The page would look again within 10 s by itself; a tab coming back to the front looks at once. */
const lookAgain = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
/** A time as the page shows it: in the venue's zone. */
const hhmm = (wire: string) =>
  new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Chisinau' }).format(
    new Date(`${wire.replace(' ', 'T')}Z`),
  );
async function etaOf(api: APIRequestContext, order: { id: number; tracking_token: string }) {
  return (await (await api.get(`/api/client/orders/${order.id}?token=${order.tracking_token}`)).json()).order.eta as {
    from: string;
    to: string;
  };
}

test('a delivery order follows the staff: timeline with times, estimated arrival, tap to call; ETag keeps polls empty', async ({
  page,
  api,
}) => {
  const pub = await seedGuestPub(api, { languageId: 2 });
  await api.post(`/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/shipping-time`, {
    headers: { accesstoken: pub.owner.token },
    data: { from: 30, to: 45 },
  });
  const order = await placeDelivery(api, pub);
  // The browser's own cache revalidates (the page sees the cached 200; the server's 304 is proven in order-status.test.ts).
  const revalidations: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/api/client/orders/${order.id}`))
      // A poll still in flight when the test ends has no headers to give: it is not one of those counted.
      void r
        .allHeaders()
        .then((h) => h['if-none-match'] && revalidations.push(h['if-none-match']))
        .catch(() => {});
  });
  await page.goto(`/pub/${pub.urlName}/order/${order.id}?token=${order.tracking_token}&lng=ru`);
  await expect(page.getByTestId('status-now')).toHaveText('Получен');
  await expect(page.getByTestId('step-received').locator('time')).toBeVisible();
  await expect(page.getByTestId('step-preparing').locator('time')).toHaveCount(0);
  // Not accepted yet: an estimate counted from now.
  await expect(page.getByTestId('eta')).toContainText('Привезём');
  await expect(page.getByTestId('eta-estimate')).toBeVisible();

  const call = page.getByTestId('call-venue');
  await expect(call).toHaveAttribute('href', 'tel:+37369123456');
  await expect(call).toContainText('+373 69 123 456');
  const box = (await call.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  await expect(page.getByText('str. Pușkin 22')).toBeVisible();

  // Unchanged: the browser asks with the order's ETag (its id and version, then the estimate's inputs) and the
  // server answers an empty 304.
  await lookAgain(page);
  await expect.poll(() => revalidations.some((tag) => tag.startsWith(`W/"o${order.id}v1f2`))).toBe(true);

  const s = staff(api, pub, order.id);
  await s.status('preparing');
  const ready = new Date(Date.now() + 20 * 60_000);
  await s.prepTime(ready);
  await lookAgain(page);
  await expect(page.getByTestId('status-now')).toHaveText('Готовится');
  await expect(page.getByTestId('step-accepted').locator('time')).toBeVisible();
  await expect(page.getByTestId('step-preparing')).toHaveAttribute('aria-current', 'step');
  const eta = await etaOf(api, order);
  await expect(page.getByTestId('eta')).toHaveText(`Привезём ${hhmm(eta.from)}–${hhmm(eta.to)}`);
  await expect(page.getByTestId('eta-estimate')).toHaveCount(0);
  await shot(page, 'test-results/guest-status-preparing.png', { fullPage: true });
  await expectAccessible(page);

  await s.status('at_courier');
  await lookAgain(page);
  await expect(page.getByTestId('step-on_the_way')).toHaveAttribute('aria-current', 'step');
  await s.status('completed');
  await lookAgain(page);
  await expect(page.getByTestId('step-delivered')).toHaveAttribute('aria-current', 'step');
  await expect(page.getByTestId('estimate')).toHaveCount(0);
  await expect(page.getByText('Страница обновляется сама.')).toHaveCount(0);
});

for (const [lng, reason, canceled] of [
  ['ru', 'Причина: Блюда закончились', 'Заведение отменило этот заказ.'],
  ['ro', 'Motivul: Preparatele s-au terminat', 'Localul a anulat această comandă.'],
  ['en', 'Reason: Sold out', 'The venue canceled this order.'],
] as const) {
  test(`a canceled order shows the venue's reason (${lng})`, async ({ page, api }) => {
    const pub = await seedGuestPub(api);
    const order = await placeDelivery(api, pub);
    // docs/product.md D13's body (own words go with `other` only).
    const res = await api.put(
      `/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/orders/${order.id}/update-status?status=canceled`,
      {
        headers: { accesstoken: pub.owner.token },
        data: { reason: 'sold_out' },
      },
    );
    expect(res.status()).toBe(200);
    await page.goto(`/pub/${pub.urlName}/order/${order.id}?token=${order.tracking_token}&lng=${lng}`);
    const note = page.getByTestId('cancel-reason');
    await expect(note).toContainText(canceled);
    await expect(note).toContainText(reason);
    await expect(page.getByTestId('estimate')).toHaveCount(0);
    if (lng === 'ro') {
      await shot(page, 'test-results/guest-status-canceled-ro.png', { fullPage: true });
      await expectAccessible(page);
    }
  });
}

test('a table QR code (?table=7) chooses the table, locks table 7 in checkout, and "order again" keeps it', async ({
  page,
  api,
}) => {
  const pub = await seedGuestPub(api);
  await page.goto(`/pub/${pub.urlName}/?table=7&lng=ro`);
  // The code answered "how will you order?": no question, the table's prices.
  await expect(page.getByRole('heading', { name: 'Cum doriți să comandați?' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Adăugați Margherita' }).click();
  await page.getByRole('button', { name: 'Finalizați' }).click();
  await expect(page.getByTestId('locked-table')).toContainText('Masa 7');
  await expect(page.getByLabel('Numărul mesei')).toHaveCount(0);
  await page.getByLabel('Numele dvs.').fill('Ana');
  await shot(page, 'test-results/guest-checkout-table-7.png');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Trimiteți comanda' }).click();
  await expect(page).toHaveURL(/\/order\/\d+\?token=/);
  await expect(page.getByText('Masa: 7')).toBeVisible();
  await expect(page.getByTestId('eta')).toContainText('Gata în jurul orei');

  await page.getByRole('button', { name: 'Comandați din nou' }).click();
  await expect(page.getByText(/În coș: 1/)).toBeVisible();
  await page.getByRole('button', { name: 'Finalizați' }).click();
  await expect(page.getByTestId('locked-table')).toContainText('Masa 7');
});

test('a paused delivery says until when and cannot be chosen; table orders go on; the busy wait is shown', async ({
  page,
  api,
}) => {
  const pub = await seedGuestPub(api);
  const until = new Date(Date.now() + 90 * 60_000);
  // docs/product.md D13: the kitchen pauses delivery until a time and switches busy mode on.
  const kitchen = { headers: { accesstoken: pub.owner.token } };
  const base = `/api/company/${pub.owner.companyId}/pubs/${pub.pubId}`;
  expect(
    (
      await api.post(`${base}/pause`, {
        ...kitchen,
        data: { order_type: 'delivery', until: until.toISOString().slice(0, 19).replace('T', ' ') },
      })
    ).status(),
  ).toBe(200);
  expect((await api.post(`${base}/busy`, { ...kitchen, data: { extra_minutes: 20, until: null } })).status()).toBe(200);
  await page.goto(`/pub/${pub.urlName}/?lng=ru`);
  // "до 21:30" today; after 22:30 in Chișinău the end is past midnight and reads with its weekday ("до чт 00:08").
  const dayOf = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Chisinau' }).format(d);
  const weekday = dayOf(until) === dayOf(new Date()) ? {} : { weekday: 'short' as const };
  const time = new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Chisinau',
    hour: '2-digit',
    minute: '2-digit',
    ...weekday,
  }).format(until);
  const notice = page.getByTestId('pause-notice');
  await expect(notice).toContainText(`Доставка приостановлена до ${time}.`);
  await expect(notice).toContainText('ожидание примерно на 20 мин. дольше');
  // Only table orders are taken now: no "how will you order?" question.
  await page.getByRole('button', { name: 'Добавить Margherita' }).click();
  await page.getByRole('button', { name: 'Оформить' }).click();
  await expect(page.getByLabel('Доставка')).toBeDisabled();
  await expect(page.getByLabel('За мой столик')).toBeChecked();
  await shot(page, 'test-results/guest-checkout-paused.png', { fullPage: true });
  await expectAccessible(page);
});
