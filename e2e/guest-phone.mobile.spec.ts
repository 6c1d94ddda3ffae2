import crypto from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures.ts';
import { seedGuestPub, type SeededPub } from './guest-seed.ts';
import { shot } from './shot.ts';

/**
 * The guest on a 390×844 phone in the phone's own language (ro, en, ru): their name and comment on the
 * status page, the kitchen's own words under a cancel reason, a venue paused for every kind of order,
 * and an empty phone at checkout. Every page hydrates without a console error.
 */
test.use({ viewport: { width: 390, height: 844 } });

const LANGUAGES = [
  { lng: 'ro', locale: 'ro-MD' },
  { lng: 'en', locale: 'en-GB' },
  { lng: 'ru', locale: 'ru-RU' },
] as const;

/** Console errors and uncaught exceptions of the page (a hydration mismatch is React error #418). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  // The test server points the map's style at an unreachable port on purpose (e2e/server.ts): that load failure is expected.
  page.on(
    'console',
    (m) => void (m.type() === 'error' && !m.text().includes('ERR_UNSAFE_PORT') && errors.push(m.text())),
  );
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function placeOrder(api: APIRequestContext, pub: SeededPub, extra: Record<string, unknown>) {
  const menu = await (await api.get(`/api/client/pub/${pub.urlName}/`)).json();
  const margherita = menu.dishes.find((d: { name: string }) => d.name === 'Margherita').id as number;
  const res = await api.post(`/api/client/pub/${pub.urlName}/orders`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      order_type: 'in_place',
      table_for_in_place_order: '4',
      dishes: [{ dish_id: margherita, count: 1 }],
      payment_type: 'cash',
      ...extra,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).order as { id: number; tracking_token: string };
}

/** The pause's end as the notice says it: "21:30", with the weekday when it falls on another day in Chișinău. */
function untilText(until: Date, locale: string) {
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Chisinau' }).format(d);
  const weekday = day(until) === day(new Date()) ? {} : { weekday: 'short' as const };
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'Europe/Chisinau',
    hour: '2-digit',
    minute: '2-digit',
    ...weekday,
  }).format(until);
}

const TEXTS = {
  ro: {
    name: 'Numele dvs.',
    comment: 'Comentariul dvs.',
    reason: 'Motivul: Preparatele s-au terminat',
    paused: (t: string) => `Localul nu primește comenzi până la ${t}.`,
    askStaff: 'întreb',
    delivery: 'Livrare',
    add: 'Adăugați Margherita',
    checkout: 'Finalizați',
    submit: 'Trimiteți comanda',
    phone: 'Telefon',
    required: 'Câmp obligatoriu',
    invalid: 'Număr de telefon invalid',
  },
  en: {
    name: 'Your name',
    comment: 'Your comment',
    reason: 'Reason: Sold out',
    paused: (t: string) => `The venue is not accepting orders until ${t}.`,
    askStaff: 'ask the staff',
    delivery: 'Delivery',
    add: 'Add Margherita',
    checkout: 'Checkout',
    submit: 'Place the order',
    phone: 'Phone',
    required: 'This field is required',
    invalid: 'Invalid phone number',
  },
  ru: {
    name: 'Ваше имя',
    comment: 'Ваш комментарий',
    reason: 'Причина: Блюда закончились',
    paused: (t: string) => `Заведение не принимает заказы до ${t}.`,
    askStaff: 'персонал',
    delivery: 'Доставка',
    add: 'Добавить Margherita',
    checkout: 'Оформить',
    submit: 'Отправить заказ',
    phone: 'Телефон',
    required: 'Обязательное поле',
    invalid: 'Неверный номер телефона',
  },
} as const;

for (const { lng, locale } of LANGUAGES) {
  test.describe(`a ${locale} phone`, () => {
    test.use({ locale });
    const say = TEXTS[lng];

    test(`the status page shows the guest's own name and comment (${lng})`, async ({ page, api }) => {
      const errors = watchErrors(page);
      const pub = await seedGuestPub(api);
      const order = await placeOrder(api, pub, {
        client_name: 'Ana Rusu',
        comments: 'Alergie la nuci — fără nuci, vă rog',
      });
      await page.goto(`/pub/${pub.urlName}/order/${order.id}?token=${order.tracking_token}&lng=${lng}`);
      const own = page.getByTestId('guest-own');
      await expect(own.getByText(say.name, { exact: true })).toBeVisible();
      await expect(page.getByTestId('guest-own-name')).toHaveText('Ana Rusu');
      await expect(own.getByText(say.comment, { exact: true })).toBeVisible();
      await expect(page.getByTestId('guest-own-comment')).toHaveText('Alergie la nuci — fără nuci, vă rog');
      await shot(page, `test-results/guest-own-note-${lng}.png`, { fullPage: true });
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });

    test(`the kitchen's own words show under the cancel reason (${lng})`, async ({ page, api }) => {
      const pub = await seedGuestPub(api);
      const order = await placeOrder(api, pub, { client_name: 'Ana' });
      // The kitchen's rejection: a listed reason and its own words, as the kitchen screen sends them.
      const res = await api.put(
        `/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/orders/${order.id}/update-status?status=canceled`,
        {
          headers: { accesstoken: pub.owner.token },
          data: { reason: 'sold_out', reason_text: 'Nu mai avem sarmale' },
        },
      );
      expect(res.status()).toBe(200);
      await page.goto(`/pub/${pub.urlName}/order/${order.id}?token=${order.tracking_token}&lng=${lng}`);
      const note = page.getByTestId('cancel-reason');
      await expect(note.getByText(say.reason)).toBeVisible();
      const words = note.getByText('Nu mai avem sarmale');
      await expect(words).toBeVisible();
      // Under the reason, not beside or above it.
      const reasonBox = (await note.getByText(say.reason).boundingBox())!;
      expect((await words.boundingBox())!.y).toBeGreaterThanOrEqual(reasonBox.y + reasonBox.height - 1);
      if (lng === 'ro') await shot(page, 'test-results/guest-cancel-words-ro.png', { fullPage: true });
    });

    test(`a venue paused for every kind of order says until when, in the phone's language, rendered by the server (${lng})`, async ({
      page,
      api,
    }) => {
      const errors = watchErrors(page);
      // The venue's own language is another one: the phone's wins.
      const pub = await seedGuestPub(api, { languageId: lng === 'ru' ? 1 : 2 });
      const until = new Date(Date.now() + 90 * 60_000);
      const res = await api.post(`/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/pause`, {
        headers: { accesstoken: pub.owner.token },
        data: { order_type: 'all', until: until.toISOString().slice(0, 19).replace('T', ' ') },
      });
      expect(res.status(), await res.text()).toBe(200);
      const expected = say.paused(untilText(until, locale));
      // The server's HTML already says it, in the phone's language (Accept-Language).
      const html = await (
        await api.get(`/pub/${pub.urlName}/`, { headers: { 'accept-language': `${locale},${lng};q=0.9` } })
      ).text();
      expect(html).toContain(`<html lang="${lng}"`);
      expect(html).toContain(expected.replace(/\.$/, ''));

      await page.goto(`/pub/${pub.urlName}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await expect(page.getByTestId('pause-notice')).toHaveText(expected);
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('pause-notice')).toHaveText(expected);
      await expect(page.locator('main')).not.toContainText(say.askStaff);
      await shot(page, `test-results/guest-paused-all-${lng}.png`);
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });

    test(`an empty phone at delivery checkout says the field is required (${lng})`, async ({ page, api }) => {
      const errors = watchErrors(page);
      const pub = await seedGuestPub(api);
      await page.goto(`/pub/${pub.urlName}/?lng=${lng}`);
      await page.getByRole('button', { name: say.delivery, exact: true }).click();
      await page.getByRole('button', { name: say.add }).click();
      await page.getByRole('button', { name: say.checkout }).click();
      await page.getByRole('button', { name: say.submit }).click();
      const phone = page.getByLabel(say.phone, { exact: true });
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      const error = page.locator(`#${await phone.getAttribute('aria-describedby')}`);
      await expect(error).toHaveText(say.required);
      // A wrong number still says it is wrong.
      await phone.fill('12');
      await expect(error).toHaveText(say.invalid);
      await phone.fill('');
      await expect(error).toHaveText(say.required);
      if (lng === 'ro') await shot(page, 'test-results/guest-phone-required-ro.png');
      expect(errors).toEqual([]);
    });
  });
}

test('a ro phone gets the page in Romanian (the venue speaks Russian) and it hydrates without a mismatch', async ({
  browser,
  api,
}) => {
  const pub = await seedGuestPub(api, { languageId: 2 });
  const context = await browser.newContext({ locale: 'ro-MD', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`/pub/${pub.urlName}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
  await expect(page.getByRole('heading', { name: 'Cum doriți să comandați?' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Hydrated: the buttons work, still in Romanian (the venue's own language is Russian).
  await page.getByRole('button', { name: 'La masa mea' }).click();
  await page.getByRole('button', { name: 'Adăugați Margherita' }).click();
  await expect(page.getByText(/În coș: 1/)).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
