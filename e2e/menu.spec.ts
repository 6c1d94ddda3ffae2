import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, signIn, test, uid, type Owner } from './fixtures.ts';
import { money } from './money.ts';
import { seedOrdersPub } from './orders-seed.ts';

/**
 * The owner's menu journey (docs/product.md S2 "Menu editor", S4 "Other states"): menus with plus buttons,
 * categories and dishes with popups, image uploads, hiding (faded), reordering, and the settings
 * screen whose dark theme recolours the editor; in ru (default) and ro.
 */

async function createPub(api: APIRequestContext, owner: Owner): Promise<number> {
  const res = await api.post(`/api/company/${owner.companyId}/pubs/`, {
    headers: { accesstoken: owner.token },
    data: { name: `Pub ${uid()}`, url_name: `pub-${uid()}` },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).pub.id;
}

const png = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function popupSubmit(page: Page, button: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('owner builds two menus with categories and dishes, reorders, hides and themes them (ru, ro)', async ({
  page,
  api,
  owner,
}) => {
  test.setTimeout(150_000);
  const pubId = await createPub(api, owner);
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);
  await page.goto(`/admin/pub/${pubId}/edit_menu`);
  await expect(page.getByRole('heading', { name: /Меню/, level: 1 })).toBeVisible();
  await expect(page.getByText('Меню пока нет: нажмите +, чтобы добавить первое.')).toBeVisible();

  // Two menus through the plus buttons: the first one is selected automatically (URL ?menu=).
  await page.getByRole('button', { name: 'Добавить меню на позицию 1' }).click();
  await page.getByRole('dialog').getByLabel('Название').fill('Завтрак');
  await popupSubmit(page, 'Создать');
  await expect(page).toHaveURL(/[?&]menu=\d+/);
  await page.getByRole('button', { name: 'Добавить меню на позицию 2' }).click();
  await page.getByRole('dialog').getByLabel('Название').fill('Ужин');
  await popupSubmit(page, 'Создать');
  const tabs = page.getByRole('list', { name: 'Меню' });
  await expect(tabs.locator('.menu-tab-name')).toHaveText(['Завтрак', 'Ужин']);
  await expect(tabs.getByRole('button', { name: 'Завтрак', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // Categories: the create popup, types from the fixed list, a place in the middle.
  const categories = page.locator('.item-list');
  for (const [name, place] of [
    ['Супы', '1'],
    ['Гриль', '2'],
    ['Салаты', '2'],
  ]) {
    await page.getByRole('button', { name: 'Добавить категорию' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Название')).toHaveValue('');
    await dialog.getByLabel('Название').fill(name);
    await dialog.getByLabel('Позиция').fill(place);
    await dialog.getByRole('group', { name: 'Типы категории' }).getByLabel(name).check();
    await popupSubmit(page, 'Создать');
  }
  await expect(categories.locator('.item-card-name')).toHaveText(['Супы', 'Салаты', 'Гриль']);

  // Category image upload: stored as WebP and shown on the card.
  await page
    .getByLabel('Загрузить фото Супы')
    .setInputFiles({ name: 'soup.png', mimeType: 'image/png', buffer: await png('#c2410c') });
  await expect(categories.locator('article').first().locator('img')).toHaveAttribute(
    'src',
    /\/api-static\/images\/categories\/[0-9a-f]{64}-sm\.webp$/,
  );

  // Move up / down use move-left / move-right.
  await page.getByRole('button', { name: 'Переместить Гриль вверх' }).click();
  await expect(categories.locator('.item-card-name')).toHaveText(['Супы', 'Гриль', 'Салаты']);
  await page.getByRole('button', { name: 'Переместить Супы вниз' }).click();
  await expect(categories.locator('.item-card-name')).toHaveText(['Гриль', 'Супы', 'Салаты']);
  await expectAccessible(page);

  // Dishes of "Супы": one on sale (old price struck through), one with an image from the popup.
  await categories.getByRole('link', { name: 'Супы' }).click();
  await expect(page.getByRole('heading', { name: 'Супы', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Добавить блюдо' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Название').fill('Борщ');
  await dialog.getByLabel('Цена', { exact: true }).fill('55');
  await dialog.getByLabel('Цена со скидкой').fill('45,5');
  await dialog.getByLabel('Состав').fill('свёкла, капуста');
  // The picker is the app's own button in Russian, never the browser's English "Choose File".
  await expect(dialog.getByText('Фото не выбрано')).toBeVisible();
  await dialog
    .getByLabel('Фото')
    .setInputFiles({ name: 'borsch.png', mimeType: 'image/png', buffer: await png('#991b1b') });
  await expect(dialog.getByText('borsch.png')).toBeVisible();
  await popupSubmit(page, 'Создать');
  await page.getByRole('button', { name: 'Добавить блюдо' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Название').fill('Солянка');
  await dialog.getByLabel('Цена', { exact: true }).fill('abc');
  await expect(dialog.getByText('Must be a number').or(dialog.locator('.field-error'))).toBeVisible();
  await dialog.getByLabel('Цена', { exact: true }).fill('60');
  await dialog.getByLabel('Позиция').fill('1');
  await popupSubmit(page, 'Создать');
  const dishes = page.locator('.item-list');
  await expect(dishes.locator('.item-card-name')).toHaveText(['Солянка', 'Борщ']);
  const borsch = dishes.locator('article', { hasText: 'Борщ' });
  await expect(borsch.locator('s')).toContainText(money('55.00'));
  await expect(borsch.locator('strong')).toHaveText(money('45.50'));
  await expect(borsch.locator('img')).toHaveAttribute('src', /\/api-static\/images\/dishes\/[0-9a-f]{64}-sm\.webp$/);
  await expect(borsch).toContainText('свёкла, капуста');
  await page.getByRole('button', { name: 'Переместить Борщ вверх' }).click();
  await expect(dishes.locator('.item-card-name')).toHaveText(['Борщ', 'Солянка']);
  await expectAccessible(page);

  // Hide a dish: faded to 0.5.
  await page.getByRole('button', { name: 'Изменить Солянка' }).click();
  await page.getByRole('dialog').getByLabel('Видно гостям').uncheck();
  await popupSubmit(page, 'Сохранить');
  // Hidden: the card's face fades and says so; its controls stay legible.
  await expect(dishes.locator('article', { hasText: 'Солянка' }).locator('.item-card-link')).toHaveCSS(
    'opacity',
    '0.5',
  );
  await expect(dishes.locator('article', { hasText: 'Солянка' }).locator('.hidden-badge')).toHaveText('скрыто');

  // Back to the editor with the same menu; reorder and hide menus (0.3).
  await page.getByRole('link', { name: '← Назад к меню' }).click();
  await expect(categories.locator('.item-card-name')).toHaveText(['Гриль', 'Супы', 'Салаты']);
  await page.getByRole('button', { name: 'Переместить Ужин влево' }).click();
  await expect(tabs.locator('.menu-tab-name')).toHaveText(['Ужин', 'Завтрак']);
  await page.getByRole('button', { name: 'Изменить Завтрак' }).click();
  await page.getByRole('dialog').getByLabel('Видно гостям').uncheck();
  await popupSubmit(page, 'Сохранить');
  await expect(tabs.locator('.menu-tab', { hasText: 'Завтрак' })).toHaveCSS('opacity', '0.3');
  await expect(tabs.locator('.menu-tab', { hasText: 'Завтрак' }).locator('.hidden-badge')).toHaveText('скрыто');
  await tabs.getByRole('button', { name: 'Ужин', exact: true }).click();
  await expect(page.getByText('В этом меню пока нет категорий.')).toBeVisible();

  // Delete a category: the rest close up.
  // The hidden menu's tab says so in its name too.
  await tabs.getByRole('button', { name: 'Завтрак скрыто', exact: true }).click();
  await page.getByRole('button', { name: 'Удалить Гриль' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(categories.locator('.item-card-name')).toHaveText(['Супы', 'Салаты']);

  // Settings: dark theme recolours the editor.
  const editor = page.locator('main.menu-editor');
  await expect(editor).toHaveCSS('background-color', 'rgb(238, 239, 255)');
  await page.goto(`/admin/pub/${pubId}/settings`);
  await expect(page.getByRole('heading', { name: 'Настройки', level: 1 })).toBeVisible();
  await page.getByLabel('Адрес').fill('ул. Пушкина, 1');
  await page.getByLabel('Цветовая тема').selectOption('dark');
  await page.getByLabel('Пароль Wi-Fi').fill('guest-wifi');
  await page
    .getByRole('region', { name: 'Несохранённые изменения' })
    .getByRole('button', { name: 'Сохранить' })
    .click();
  await expect(page.getByText('Настройки сохранены')).toBeVisible();
  await page
    .getByLabel('Загрузить обложку')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await png('#1e3a8a') });
  await expect(page.getByRole('img', { name: 'Текущая обложка' })).toBeVisible();
  await page.getByRole('switch', { name: 'Оплата картой' }).check();
  await expect(page.getByRole('switch', { name: 'Оплата картой' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Логины персонала' })).toBeVisible();
  await expectAccessible(page);
  const saved = (
    await (
      await api.get(`/api/company/${owner.companyId}/pubs/${pubId}/`, { headers: { accesstoken: owner.token } })
    ).json()
  ).pub;
  expect(saved).toMatchObject({
    color_theme: 'dark',
    address: 'ул. Пушкина, 1',
    wifi_password: 'guest-wifi',
    preorder: { card_preorder: true },
  });
  expect(saved.bg_image_file_name).toMatch(/^[0-9a-f]{64}\.webp$/);

  await page.goto(`/admin/pub/${pubId}/edit_menu`);
  await expect(editor).toHaveCSS('background-color', 'rgb(17, 24, 39)');
  await expect(page.locator('.menu-cover img')).toHaveAttribute(
    'src',
    `/api-static/images/pubs/bgs/${saved.bg_image_file_name}`,
  );

  // Leaving cleared the selection: the first menu (now Ужин) is selected again.
  await expect(tabs.getByRole('button', { name: 'Ужин', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await tabs.getByRole('button', { name: 'Завтрак скрыто', exact: true }).click();

  // Romanian: the dish page and the settings screen.
  const soups = categories.getByRole('link', { name: 'Супы' });
  const href = await soups.getAttribute('href');
  await page.goto(`${href}?lng=ro`);
  await expect(page.getByRole('button', { name: 'Adaugă bucată' })).toBeVisible();
  await expect(page.getByRole('link', { name: '← Înapoi la meniu' })).toBeVisible();
  await page.goto(`/admin/pub/${pubId}/settings?lng=ro`);
  await expect(page.getByRole('heading', { name: 'Setări', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Tema de culori')).toHaveValue('dark');
  await expectAccessible(page);
});

test('a short menu fills the window below the header in its theme, with no scrollbar; a menu name sits centred on its tab (1366×800)', async ({
  page,
  api,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const { owner, pubId } = await seedOrdersPub(api);
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);
  await page.goto(`/admin/pub/${pubId}/edit_menu`);
  const editor = page.locator('main.menu-editor');
  await expect(editor).toBeVisible();
  const size = await page.evaluate(() => ({
    scroll: document.documentElement.scrollHeight,
    window: window.innerHeight,
    bottom: document.querySelector('main.menu-editor')!.getBoundingClientRect().bottom,
  }));
  expect(size.scroll).toBe(size.window);
  expect(size.bottom).toBe(size.window);

  const tab = page.locator('.menu-tab', { hasText: 'Main' });
  const [tabBox, nameBox] = [
    (await tab.boundingBox())!,
    (await tab.getByRole('button', { name: 'Main', exact: true }).boundingBox())!,
  ];
  expect(Math.abs(tabBox.x + tabBox.width / 2 - (nameBox.x + nameBox.width / 2))).toBeLessThanOrEqual(1);
});
