import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, signIn, test, uid, type Owner } from './fixtures.ts';
import { money } from './money.ts';

/** The menu editor on a phone: fits the screen, stays accessible, and explains a rejected upload. */

async function seed(api: APIRequestContext, owner: Owner) {
  const headers = { accesstoken: owner.token };
  const post = async (url: string, data: object) => {
    const res = await api.post(url, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return res.json();
  };
  const base = `/api/company/${owner.companyId}/pubs/`;
  const { pub } = await post(base, { name: `Pub ${uid()}`, url_name: `pub-${uid()}` });
  const menus = `${base}${pub.id}/menus/`;
  const { menu } = await post(menus, { name: 'Основное меню с очень длинным названием', visible: true, place: 1 });
  await post(menus, { name: 'Бар', visible: true, place: 2 });
  const { category } = await post(`${menus}${menu.id}/categories/`, {
    name: 'Пицца',
    visible: true,
    place: 1,
    category_types: ['fast_food'],
  });
  await post(`${menus}${menu.id}/categories/`, { name: 'Десерты', visible: true, place: 2 });
  await post(`${menus}${menu.id}/categories/${category.id}/dishes`, {
    name: 'Маргарита',
    price: 89,
    sale_price: 79,
    ingredients: 'томаты, моцарелла, базилик',
    place: 1,
  });
  return { pubId: pub.id as number, menuId: menu.id as number, categoryId: category.id as number };
}

test('the editor fits a phone, passes axe, and shows why an upload was refused (ru)', async ({ page, api, owner }) => {
  const { pubId, menuId, categoryId } = await seed(api, owner);
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);
  await page.goto(`/admin/pub/${pubId}/edit_menu`);
  await expect(page.locator('.item-card-name')).toHaveText(['Пицца', 'Десерты']);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  // A program renamed .png is refused by the server; the card keeps no image.
  await page
    .getByLabel('Загрузить фото Пицца')
    .setInputFiles({ name: 'virus.png', mimeType: 'image/png', buffer: Buffer.from('MZ not really an image') });
  await expect(page.getByRole('alert')).toContainText('Файл не является изображением');
  await page
    .getByLabel('Загрузить фото Пицца')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toContainText('Этот тип файла не разрешён');
  await expect(page.locator('.item-card').first().locator('img')).toHaveCount(0);

  await page.goto(`/admin/pub/${pubId}/edit_menu/menu/${menuId}/category/${categoryId}`);
  await expect(page.locator('.dish-price s')).toHaveText(money('89.00'));
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
