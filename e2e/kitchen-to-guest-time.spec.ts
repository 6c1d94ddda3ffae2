import crypto from 'node:crypto';
import { expect, expectAccessible, test } from './fixtures.ts';
import { seedOrdersPub } from './orders-seed.ts';
import { staffTablet, ticket } from './pages/kitchen-board.ts';
import { shot } from './shot.ts';

/**
 * The two ends of a promise (docs/product.md D16): the kitchen tablet (1024×768, Russian) accepts with the
 * 30-minute chip, and the guest's phone (390×844, in Romanian and in Russian, its clock in another zone)
 * shows the ready time in the venue's zone within 2 s, without a reload.
 */
const WORDS = { ro: 'Gata în jurul orei', ru: 'Будет готово около' } as const;
const venueTime = (ms: number, lng: 'ro' | 'ru') =>
  new Intl.DateTimeFormat(lng === 'ro' ? 'ro-MD' : 'ru-RU', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Chisinau',
  }).format(new Date(ms));

for (const lng of ['ro', 'ru'] as const) {
  test(`a chip accept on the tablet shows the ready time on the guest's phone within 2 s (${lng})`, async ({
    browser,
    api,
    baseURL,
  }) => {
    const pub = await seedOrdersPub(api);
    const placed = await api.post(`/api/client/pub/${pub.urlName}/orders`, {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: {
        order_type: 'in_place',
        dishes: [{ dish_id: pub.dishes[0].id, count: 1 }],
        client_name: 'Ana',
        table_for_in_place_order: '4',
        payment_type: 'cash',
        comments: 'Fără ceapă, alergie la nuci',
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = (await placed.json()).order as { id: number; number: number; tracking_token: string };

    const phoneContext = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      locale: lng === 'ro' ? 'ro-RO' : 'ru-RU',
      timezoneId: 'America/New_York',
      hasTouch: true,
      isMobile: true,
    });
    const phone = await phoneContext.newPage();
    const errors: string[] = [];
    phone.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    let live = false;
    phone.on('websocket', (ws) => {
      if (ws.url().includes(`/ws/client/order/${order.id}`))
        ws.on('framereceived', (f) => (live ||= String(f.payload).includes('GET_ALL')));
    });
    await phone.goto(`/pub/${pub.urlName}/order/${order.id}?token=${order.tracking_token}&lng=${lng}`);
    await expect(phone.getByTestId('eta-estimate')).toBeVisible();
    await expect.poll(() => live).toBe(true);

    const tablet = await staffTablet(browser, baseURL!, pub, 'ru');
    const card = ticket(tablet, order.number);
    await card.getByRole('button', { name: 'Изменить время' }).tap();
    await card.getByRole('group', { name: 'Время приготовления' }).getByRole('button', { name: '30 мин' }).tap();
    const before = Date.now() - 1000;
    await card.getByRole('button', { name: 'Принять · 30 мин' }).tap();
    await expect(card).toContainText('Готовится');
    const after = Date.now();

    // The ready time is now + 30 minutes; the phone names its minute (either side of the tap's second).
    const eta = phone.getByTestId('eta');
    await expect(eta).toContainText(WORDS[lng], { timeout: 2_000 });
    await expect(phone.getByTestId('eta-estimate')).toHaveCount(0, { timeout: 2_000 });
    const shown = (await eta.textContent()) ?? '';
    const candidates = [venueTime(before + 30 * 60_000, lng), venueTime(after + 30 * 60_000, lng)];
    expect(
      candidates.some((time) => shown.endsWith(time)),
      `${shown} ends with one of ${candidates.join(', ')}`,
    ).toBe(true);
    await shot(phone, `test-results/kitchen-to-guest-${lng}.png`, { fullPage: true });
    await expectAccessible(phone);
    expect(errors).toEqual([]);
    await phoneContext.close();
    await tablet.context().close();
  });
}
