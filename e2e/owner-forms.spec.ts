import type { Browser, Page } from '@playwright/test';
import crypto from 'node:crypto';
import { expect, expectAccessible, registerCompany, signIn, test, uid, type Owner } from './fixtures.ts';
import { seedOrdersPub } from './orders-seed.ts';
import { shot as saveShot } from './shot.ts';

/**
 * The owner's forms as an owner uses them at 1366×800, in the language each problem was seen in: the settings
 * page keeps every edit under one Save, a Moldovan phone shows what is stored, hours can be typed, the company
 * page says when the plan's venue limit is reached, link names are corrected as typed, prices read as money,
 * and the "served at certain hours" window cannot be left empty.
 */
const DESKTOP = { width: 1366, height: 800 };
test.describe.configure({ timeout: 120_000 });
const shot = (page: Page, name: string) => saveShot(page, `test-results/owner-forms/${name}.png`, { fullPage: true });
const auth = (owner: Owner) => ({ headers: { accesstoken: owner.token } });

async function desktop(browser: Browser, baseURL: string, lng: 'ru' | 'ro', owner?: Owner): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, locale: lng === 'ru' ? 'ru-RU' : 'ro-RO' });
  const page = await context.newPage();
  if (owner) {
    await signIn(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/admin\/company/);
  }
  return page;
}

/** A company with one venue created the way the "add venue" popup does (no table ordering yet). */
async function seedPub(api: Parameters<typeof registerCompany>[0], tariff = 'business') {
  const owner = await registerCompany(api, tariff);
  const res = await api.post(`/api/company/${owner.companyId}/pubs/`, {
    data: { name: `Casa ${uid()}`, url_name: `casa-${uid()}` },
    ...auth(owner),
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { pub } = (await res.json()) as { pub: { id: number } };
  return { owner, pubId: pub.id };
}

test('settings (ro): venue and kitchen edits are saved together by one Save, and leaving with unsaved edits asks', async ({
  browser,
  api,
  baseURL,
}) => {
  const { owner, pubId } = await seedPub(api);
  const page = await desktop(browser, baseURL!, 'ro', owner);
  await page.goto(`/admin/pub/${pubId}/settings?lng=ro`);
  await page.getByLabel('Adresă', { exact: true }).fill('str. Ștefan cel Mare 1, Chișinău');
  await page.getByLabel('Informații suplimentare').fill('Terasă deschisă vara');
  await page.getByLabel('Oaspeții pot comanda de la masă').check();
  await page.getByLabel('Curierii fotografiază livrarea').check();
  // No section carries its own Save that would send only its part: the page has one.
  await expect(page.locator('.settings-card').getByRole('button', { name: 'Salvează' })).toHaveCount(0);
  const bar = page.getByRole('region', { name: 'Modificări nesalvate' });
  await expect(bar).toBeVisible();
  await shot(page, 'settings-ro-unsaved');
  await expectAccessible(page);
  await bar.getByRole('button', { name: 'Salvează' }).click();
  await expect(page.getByText('Setările au fost salvate')).toBeVisible();
  await expect(bar).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('Adresă', { exact: true })).toHaveValue('str. Ștefan cel Mare 1, Chișinău');
  await expect(page.getByLabel('Informații suplimentare')).toHaveValue('Terasă deschisă vara');
  await expect(page.getByLabel('Oaspeții pot comanda de la masă')).toBeChecked();
  await expect(page.getByLabel('Curierii fotografiază livrarea')).toBeChecked();
  const stored = (await (await api.get(`/api/company/${owner.companyId}/pubs/${pubId}/`, auth(owner))).json()).pub;
  expect(stored).toMatchObject({
    address: 'str. Ștefan cel Mare 1, Chișinău',
    additional_info: 'Terasă deschisă vara',
    has_in_place_order: true,
    proof_of_delivery: true,
  });

  // An unsaved edit: leaving asks; staying keeps it.
  await page.getByLabel('Adresă', { exact: true }).fill('str. Pușkin 2');
  await page.getByRole('link', { name: '← Înapoi la local' }).click();
  const leave = page.getByRole('dialog', { name: 'Plecați fără a salva?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Rămâneți pe pagină' }).click();
  await expect(page.getByLabel('Adresă', { exact: true })).toHaveValue('str. Pușkin 2');
  await expect(page).toHaveURL(/\/settings/);
  await shot(page, 'settings-ro-1366');
});

test('owner registration (ru): a Moldovan phone typed with its 0 shows what is stored; autofilled forms still work', async ({
  browser,
  baseURL,
}) => {
  const page = await desktop(browser, baseURL!, 'ru');
  await page.goto('/admin/auth/registration?lng=ru');
  await expect(page.getByLabel('Код страны')).toHaveValue('MD');
  const phone = page.getByLabel('Телефон', { exact: true });
  await phone.pressSequentially('069 123 456');
  await expect(phone).toHaveValue('69 123 456');
  await phone.blur();
  await expect(phone).toHaveValue('69 123 456');
  for (const autofill of ['+373 69 123 456', '+37369123456', '069123456']) {
    await phone.fill(autofill);
    await phone.blur();
    await expect(phone).toHaveValue('69 123 456');
  }
  await shot(page, 'registration-phone-ru');

  const id = uid();
  await page.getByLabel('Название компании').fill(`Cafe ${id}`);
  await phone.fill('');
  await phone.pressSequentially('069 123 456');
  await page.getByLabel('Эл. почта').fill(`phone-${id}@example.md`);
  await page.getByLabel('Пароль', { exact: true }).fill('password-123');
  await page.getByLabel('Повторите пароль').fill('password-123');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/company') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  expect(JSON.parse((await created).request().postData() ?? '{}').phone).toBe('37369123456');
  await expect(page).toHaveURL(/\/admin\/company/);
});

test('hours (ru): a table-only venue types its opening hours; an end before the start runs past midnight', async ({
  browser,
  api,
  baseURL,
}) => {
  const { owner, pubId } = await seedPub(api);
  const page = await desktop(browser, baseURL!, 'ru', owner);
  await page.goto(`/admin/pub/${pubId}/shipping?lng=ru`);
  // Delivery is off: the hours editor is there all the same.
  await expect(page.getByLabel('Доставка доступна')).not.toBeChecked();
  const hours = page.getByRole('group', { name: 'Часы работы' });
  await expect(hours).toBeVisible();
  const start = hours.locator('input[type="time"][aria-label="Понедельник: начало"]');
  const end = hours.locator('input[type="time"][aria-label="Понедельник: конец"]');
  await start.fill('11:00');
  await end.fill('02:00');
  // The slider follows the typed time.
  await expect(hours.getByRole('slider', { name: 'Понедельник: начало' })).toHaveValue('660');
  await shot(page, 'hours-table-only-ru');
  await expectAccessible(page);
  await page
    .getByRole('region', { name: 'Несохранённые изменения' })
    .getByRole('button', { name: 'Сохранить' })
    .click();
  await expect(page.getByRole('region', { name: 'Несохранённые изменения' })).toHaveCount(0);
  const shipping = await (await api.get(`/api/client/pub/${pubId}/shipping`)).json();
  expect(shipping.work_ranges_for_week?.[0] ?? { ranges: [shipping.shipping_work_hours_for_week[0]] }).toMatchObject({
    ranges: [{ start: 660, end: 120 }],
  });
  await page.reload();
  await expect(start).toHaveValue('11:00');
  await expect(end).toHaveValue('02:00');
});

test("company page (ru): at the plan's venue limit the add tile says so and opens the plans, not an empty form", async ({
  browser,
  api,
  baseURL,
}) => {
  const { owner } = await seedPub(api, 'basic');
  const page = await desktop(browser, baseURL!, 'ru', owner);
  await expect(page.getByText('Заведения: 1 / 1')).toBeVisible();
  const tile = page.locator('.pub-card-add');
  await expect(tile).toContainText('Лимит заведений вашего тарифа исчерпан: 1 из 1');
  await shot(page, 'company-limit-ru');
  await tile.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Название заведения')).toHaveCount(0);
  await expect(dialog.getByRole('heading', { name: 'Тарифы' })).toBeVisible();
  await expectAccessible(page);
});

test('new venue (ru): the link name is suggested from a Cyrillic or Romanian name, corrected as typed, and its error names what is wrong once', async ({
  browser,
  api,
  baseURL,
}) => {
  const owner = await registerCompany(api);
  const page = await desktop(browser, baseURL!, 'ru', owner);
  await page.getByRole('button', { name: 'Добавить заведение' }).click();
  const dialog = page.getByRole('dialog');
  const name = dialog.getByLabel('Название заведения');
  const url = dialog.getByLabel('Имя в ссылке');
  await name.pressSequentially('Пиццерия Ромашка');
  await expect(url).toHaveValue('pitstseriya-romashka');
  await name.fill('Casă Veche');
  await expect(url).toHaveValue('casa-veche');
  await url.fill('');
  await url.pressSequentially('Casă Veche');
  await expect(url).toHaveValue('casa-veche');
  await url.fill('');
  await url.pressSequentially('Bad Name!');
  await expect(url).toHaveValue('bad-name!');
  await expect(dialog.locator('.field-error')).toHaveText('Нельзя использовать в ссылке: !');
  // The rule (letters, digits, hyphens) is said once, by the line under the field.
  await expect(dialog.getByText(/строчные/)).toHaveCount(1);
  await shot(page, 'new-venue-url-ru');
  await expectAccessible(page);
  await url.fill('');
  await url.pressSequentially(`Casa Veche ${uid()}`);
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(dialog).toHaveCount(0);
});

test('zone prices (ro): "25,50" typed comes back as "25,50" with "lei" after the field', async ({
  browser,
  api,
  baseURL,
}) => {
  const { owner, pubId } = await seedPub(api);
  const post = (path: string, data: object) =>
    api.post(`/api/company/${owner.companyId}/pubs/${pubId}/${path}`, { data, ...auth(owner) });
  expect((await post('geolocation', { lat: 47, lng: 28.85 })).ok()).toBe(true);
  expect((await post('shipping-availability', { available: true })).ok()).toBe(true);
  const zone = {
    shape_id: crypto.randomUUID(),
    color: '#e6194b',
    vertices: [
      { lat: 46.98, lng: 28.8 },
      { lat: 46.98, lng: 28.9 },
      { lat: 47.04, lng: 28.85 },
    ],
  };
  expect((await post('shipping', { shapes: [zone] })).ok()).toBe(true);
  const page = await desktop(browser, baseURL!, 'ro', owner);
  await page.goto(`/admin/pub/${pubId}/shipping?lng=ro`);
  const price = page.getByLabel('Prețul livrării, zona 1');
  await price.fill('25,50');
  await price.blur();
  await expect(price).toHaveValue('25,50');
  await expect(page.locator('.zone-prices .price-input-unit').first()).toHaveText('lei');
  await page.getByRole('region', { name: 'Modificări nesalvate' }).getByRole('button', { name: 'Salvează' }).click();
  await expect(page.getByRole('region', { name: 'Modificări nesalvate' })).toHaveCount(0);
  await page.reload();
  await expect(price).toHaveValue('25,50');
  await price.scrollIntoViewIfNeeded();
  await shot(page, 'zone-prices-ro');
});

test('dish (ru): "served only at certain hours" ticked with empty times is refused with a message at the field', async ({
  browser,
  api,
  baseURL,
}) => {
  const pub = await seedOrdersPub(api);
  const page = await desktop(browser, baseURL!, 'ru', pub.owner);
  await page.goto(`/admin/pub/${pub.pubId}/edit_menu`);
  await shot(page, 'menu-editor-ru');
  await page.getByRole('link', { name: /Pizza/ }).first().click();
  await expect(page.getByRole('button', { name: 'Изменить Margherita' })).toBeVisible();
  await shot(page, 'menu-category-ru');
  await page.getByRole('button', { name: 'Изменить Margherita' }).click();
  const dialog = page.getByRole('dialog');
  // Prices read as money: the language's decimal mark, two decimals, the currency after the field.
  await expect(dialog.getByLabel('Цена', { exact: true })).toHaveValue('95,00');
  await expect(dialog.locator('.field-unit-text')).toHaveText(['Lei', 'Lei']);
  await dialog.getByLabel('Подаётся только в определённые часы').check();
  await dialog.getByLabel('С', { exact: true }).fill('');
  await dialog.getByLabel('До', { exact: true }).fill('');
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes('/api/')) writes.push(r.url());
  });
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.locator('.field-error')).toHaveText(
    'Укажите оба времени или снимите галочку «Подаётся только в определённые часы».',
  );
  // The form refused before sending: the click sent nothing.
  expect(writes).toEqual([]);
  await shot(page, 'dish-window-ru');
  await expectAccessible(page);
  await dialog.getByLabel('С', { exact: true }).fill('12:00');
  await dialog.getByLabel('До', { exact: true }).fill('16:00');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Изменить Margherita' }).click();
  await expect(dialog.getByLabel('С', { exact: true })).toHaveValue('12:00');
  await expect(dialog.getByLabel('До', { exact: true })).toHaveValue('16:00');
});
