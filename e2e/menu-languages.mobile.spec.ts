import crypto from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures.ts';
import { seedGuestPub, type SeededPub } from './guest-seed.ts';
import { shot } from './shot.ts';

/**
 * Menus in the guest's language on a 390×844 phone: a venue writing its menu in Romanian (main), Russian
 * and English opens in the phone's language (German falls back to Romanian), with no console error — a
 * hydration mismatch is React error #418 — and the dish sheet, cart and status page speak it too.
 */
test.use({ viewport: { width: 390, height: 844 } });

const NAMES = {
  ro: { dish: 'Zeamă de casă', category: 'Supe', size: 'Mărime', large: 'Mare', add: /^Adăugați · / },
  ru: { dish: 'Домашняя зама', category: 'Супы', size: 'Размер', large: 'Большая', add: /^Добавить · / },
  en: { dish: 'Home-made chicken soup', category: 'Soups', size: 'Size', large: 'Large', add: /^Add · / },
} as const;

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  // The test server points the map's style at an unreachable port on purpose (e2e/server.ts).
  page.on(
    'console',
    (m) => void (m.type() === 'error' && !m.text().includes('ERR_UNSAFE_PORT') && errors.push(m.text())),
  );
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** A soup with a size group, every text in three languages, in a category of its own. */
async function trilingualSoup(api: APIRequestContext, pub: SeededPub) {
  const headers = { accesstoken: pub.owner.token };
  const base = `/api/company/${pub.owner.companyId}/pubs/${pub.pubId}`;
  const post = async (url: string, data: unknown) => {
    const res = await api.post(url, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return res.json();
  };
  const { menus } = await (await api.get(`${base}/menus/`, { headers })).json();
  const { category } = await post(`${base}/menus/${menus[0].id}/categories/`, {
    name: 'Supe',
    place: 1,
    translations: { ru: { name: 'Супы' }, en: { name: 'Soups' } },
  });
  const { modifier_group: group } = await post(`${base}/modifier-groups`, {
    name: 'Mărime',
    translations: { ru: { name: 'Размер' }, en: { name: 'Size' } },
    min_select: 1,
    options: [
      { name: 'Mică', translations: { ru: { name: 'Маленькая' }, en: { name: 'Small' } } },
      { name: 'Mare', price_delta: 15, translations: { ru: { name: 'Большая' }, en: { name: 'Large' } } },
    ],
  });
  const { dish } = await post(`${base}/menus/${menus[0].id}/categories/${category.id}/dishes`, {
    name: 'Zeamă de casă',
    ingredients: 'găină, tăiței de casă',
    price: 55,
    place: 1,
    modifier_group_ids: [group.id],
    translations: {
      ru: { name: 'Домашняя зама', ingredients: 'курица, домашняя лапша' },
      en: { name: 'Home-made chicken soup', ingredients: 'chicken, home-made noodles' },
    },
  });
  return { dishId: dish.id as number, largeId: group.options[1].id as number };
}

for (const [locale, lang] of [
  ['ro-RO', 'ro'],
  ['ru-RU', 'ru'],
  ['en-GB', 'en'],
  ['de-DE', 'ro'],
] as const) {
  test.describe(`a ${locale} phone`, () => {
    test.use({ locale });
    const say = NAMES[lang];

    test(`opens the menu in ${lang}; the dish sheet, cart and status page speak it`, async ({ page, api }) => {
      const errors = watchErrors(page);
      const pub = await seedGuestPub(api);
      const soup = await trilingualSoup(api, pub);
      const res = await page.goto(`/pub/${pub.urlName}/?table=5`);
      // The server's HTML is already in the phone's language: no flash of another one.
      const html = await res!.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(say.dish);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { name: say.category })).toBeVisible();

      await page.getByRole('button', { name: say.dish, exact: true }).click();
      const sheet = page.getByRole('dialog', { name: say.dish });
      await expect(sheet.getByRole('group', { name: new RegExp(say.size) })).toBeVisible();
      await sheet.getByRole('radio', { name: new RegExp(say.large) }).check();
      await shot(page, `test-results/menu-languages-sheet-${locale}.png`);
      await sheet.getByRole('button', { name: say.add }).click();
      await expect(sheet).toHaveCount(0);
      await page.locator('.guest-cart-bar').getByRole('button').last().click();
      const lines = page.locator('form.guest-checkout .guest-lines');
      await expect(lines).toContainText(say.dish);
      await expect(lines).toContainText(say.large);
      await shot(page, `test-results/menu-languages-cart-${locale}.png`, { fullPage: true });
      await expectAccessible(page);

      // The order keeps what the guest read; the status page shows it in the guest's language.
      const placed = await api.post(`/api/client/pub/${pub.urlName}/orders`, {
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        data: {
          order_type: 'in_place',
          table_for_in_place_order: '5',
          dishes: [{ dish_id: soup.dishId, count: 1, modifier_option_ids: [soup.largeId] }],
          payment_type: 'cash',
          lang,
        },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const order = (await placed.json()).order;
      expect(order.dishes[0].name).toBe('Zeamă de casă');
      await page.goto(`/pub/${pub.urlName}/order/${order.id}?token=${order.tracking_token}`);
      const ordered = page.locator('ul.guest-lines');
      await expect(ordered).toContainText(`${say.dish} × 1`);
      await expect(ordered).toContainText(say.large);
      await shot(page, `test-results/menu-languages-status-${locale}.png`, { fullPage: true });
      expect(errors).toEqual([]);
    });
  });
}

test.describe('a guest switching language', () => {
  test.use({ locale: 'ru-RU' });

  test('every name re-renders at once, search finds a dish by any of its names, and a reload opens in the choice', async ({
    page,
    api,
  }) => {
    const errors = watchErrors(page);
    const pub = await seedGuestPub(api);
    await trilingualSoup(api, pub);
    await page.goto(`/pub/${pub.urlName}/`);
    await expect(page.getByRole('button', { name: NAMES.ru.dish, exact: true })).toBeVisible();
    await page.getByRole('group', { name: 'Язык' }).getByRole('button', { name: 'RO' }).click();
    await expect(page.getByRole('button', { name: NAMES.ro.dish, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: NAMES.ro.category })).toBeVisible();
    await page.getByRole('searchbox').fill('лапша');
    await expect(page.locator('.guest-category').first()).toContainText(NAMES.ro.dish);
    await page.getByRole('searchbox').fill('');
    // The choice is a cookie: the server renders the next visit in Romanian, and the page hydrates in it.
    const again = await page.reload();
    expect(await again!.text()).toContain('<html lang="ro"');
    await expect(page.getByRole('button', { name: NAMES.ro.dish, exact: true })).toBeVisible();
    await shot(page, 'test-results/menu-languages-switched.png');
    expect(errors).toEqual([]);
  });
});

test.describe('the language buttons of a venue writing its menu in Romanian and Russian', () => {
  test.use({ locale: 'en-GB' });

  test("offer only the venue's languages, main first; a choice made elsewhere keeps its interface with the main names", async ({
    page,
    api,
    context,
    baseURL,
  }) => {
    const errors = watchErrors(page);
    const pub = await seedGuestPub(api);
    await trilingualSoup(api, pub);
    // The venue stops offering English: its English texts stay, unseen.
    const put = await api.put(`/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/`, {
      headers: { accesstoken: pub.owner.token },
      data: {
        name: pub.name,
        address: 'str. Pușkin 22',
        has_in_place_order: true,
        wifi_password: 'guest-wifi-1',
        additional_info: 'Open terrace',
        color_theme: 'light',
        language_id: 1,
        languages: ['ro', 'ru'],
      },
    });
    expect(put.status(), await put.text()).toBe(200);
    // An English phone: the venue has no English menu, so the page opens in its main language.
    await page.goto(`/pub/${pub.urlName}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
    const buttons = page.getByRole('group', { name: 'Limba' }).getByRole('button');
    await expect(buttons).toHaveText(['RO', 'RU']);
    await expect(buttons.first()).toHaveAttribute('aria-pressed', 'true');
    await shot(page, 'test-results/menu-languages-buttons-ro-ru.png');
    await expectAccessible(page);
    await buttons.last().click();
    await expect(page.getByRole('button', { name: NAMES.ru.dish, exact: true })).toBeVisible();

    // English chosen on another venue: the interface stays English, the names fall back to Romanian.
    await context.addCookies([{ name: 'i18next', value: 'en', url: baseURL! }]);
    const res = await page.goto(`/pub/${pub.urlName}/`);
    expect(await res!.text()).toContain('<html lang="en"');
    const group = page.getByRole('group', { name: 'Language' });
    await expect(group.getByRole('button')).toHaveText(['RO', 'RU']);
    await expect(group.getByRole('button', { pressed: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: NAMES.ro.dish, exact: true })).toBeVisible();
    await shot(page, 'test-results/menu-languages-buttons-en-choice.png');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('a venue writing its menu in one language shows no language buttons', async ({ page, api }) => {
    const errors = watchErrors(page);
    const pub = await seedGuestPub(api, { languages: ['ro'] });
    await page.goto(`/pub/${pub.urlName}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.guest-header').getByRole('group')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
