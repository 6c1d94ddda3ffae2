import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { placeDeliveryOrder, registerCourier, seedDeliveryPub, type CourierAccount } from './courier-seed.ts';
import { expectTouchTargets } from './real-use.ts';
import { shot } from './shot.ts';

/**
 * The courier's card carries the promise (docs/product.md D16): when to be at the venue (the ready time) and
 * the window the guest was told, both in the venue's time zone (Europe/Chisinau) even on a phone set to
 * another zone, at 390×844 in Russian and 360×740 in Romanian.
 */
const PHONES = [
  { lng: 'ru', viewport: { width: 390, height: 844 }, pickup: 'Прибыть к', window: 'Доставить' },
  { lng: 'ro', viewport: { width: 360, height: 740 }, pickup: 'Să ajungi până la', window: 'Livrați' },
] as const;

async function courierPhone(
  browser: Browser,
  baseURL: string,
  courier: CourierAccount,
  lng: 'ru' | 'ro',
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({
    ...test.info().project.use,
    baseURL,
    viewport,
    locale: lng === 'ro' ? 'ro-RO' : 'ru-RU',
    timezoneId: 'America/New_York',
  });
  const page = await context.newPage();
  await signIn(page, courier.email, courier.password);
  await expect(page).toHaveURL(/\/courier\/profile/);
  await page.goto('/courier/orders?tab=available');
  return page;
}

const wire = (s: string) => Date.parse(`${s.replace(' ', 'T')}Z`);
const venueTime = (ms: number, lng: string) =>
  new Intl.DateTimeFormat(lng === 'ro' ? 'ro-MD' : 'ru-RU', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Chisinau',
  }).format(new Date(ms));

test('the courier card shows the pickup time and the delivery window in the venue’s time zone', async ({
  browser,
  baseURL,
  api,
}) => {
  const courier = await registerCourier(api, 'Andrei Rusu');
  const pub = await seedDeliveryPub(api, [courier]);
  const order = (await placeDeliveryOrder(api, pub)) as { id: number; number: number; tracking_token: string };
  const guest = (await (await api.get(`/api/client/orders/${order.id}?token=${order.tracking_token}`)).json()).order;
  const staff = (
    await (await api.get(`${pub.base}/orders/${order.id}/`, { headers: { accesstoken: pub.owner.token } })).json()
  ).order;

  for (const phone of PHONES) {
    const page = await courierPhone(browser, baseURL!, courier, phone.lng, phone.viewport);
    const card = page.getByRole('article', { name: `#${order.number} ${pub.name}` });
    await expect(card.locator('.courier-pickup-time')).toHaveText(
      `${phone.pickup}${venueTime(wire(staff.approximate_preparation_time), phone.lng)}`,
    );
    await expect(card.locator('.courier-delivery-window')).toHaveText(
      `${phone.window}${venueTime(wire(guest.eta.from), phone.lng)}–${venueTime(wire(guest.eta.to), phone.lng)}`,
    );
    await expect(card.locator('.courier-delivery-window')).toBeInViewport();
    await expectTouchTargets(page);
    await expectAccessible(page);
    await shot(page, `/tmp/k24-courier-${phone.lng}.png`, { fullPage: true });
    await page.context().close();
  }
});
