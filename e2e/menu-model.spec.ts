import crypto from 'node:crypto';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { seedOrdersPub } from './orders-seed.ts';
import { shot } from './shot.ts';

/**
 * The menu model in the browser (docs/product.md D12), at the owner's size: the owner builds a "Pizza" with a
 * required size group and optional extras, allergens and a portion; a guest order with two differently
 * configured pizzas shows on the order page as two lines with their options; the staff stop the pizza from
 * the stop-list page and a guest order with it is refused (409) naming it.
 */
test.use({ viewport: { width: 1366, height: 800 }, locale: 'ru-RU' });

const shotPath = (name: string) => `test-results/menu-model-${name}.png`;

test('owner builds a pizza with options; two configurations make two lines; staff stop it and orders with it are refused', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  const pub = await seedOrdersPub(api);
  const auth = { headers: { accesstoken: pub.owner.token } };
  const base = `/api/company/${pub.owner.companyId}/pubs/${pub.pubId}`;
  await signIn(page, pub.owner.email, pub.owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);

  // 1. Option groups: a required size (one of two) and optional extras (up to two), prices typed with commas.
  await page.goto(`/admin/pub/${pub.pubId}/edit_menu/modifiers?lng=ru`);
  await page.getByRole('button', { name: 'Новая группа' }).click();
  await page.getByLabel('Название группы').fill('Размер');
  await page.getByLabel('Не меньше').fill('1');
  await page.getByLabel('Не больше').fill('1');
  await expect(page.getByText('Гости увидят: Выберите 1')).toBeVisible();
  await page.getByLabel('Название варианта 1').fill('Маленькая');
  await page.getByRole('button', { name: 'Добавить вариант' }).click();
  await page.getByLabel('Название варианта 2').fill('Большая');
  await page.getByLabel('Изменение цены варианта 2').fill('25,50');
  await page.getByRole('button', { name: 'Сохранить группу' }).click();
  await expect(page.getByText('Маленькая · Большая')).toBeVisible();

  await page.getByRole('button', { name: 'Новая группа' }).click();
  await page.getByLabel('Название группы').fill('Добавки');
  await page.getByLabel('Не больше').fill('2');
  await expect(page.getByText('Гости увидят: По желанию, до 2')).toBeVisible();
  await page.getByLabel('Название варианта 1').fill('Грибы');
  await page.getByLabel('Изменение цены варианта 1').fill('15');
  await page.getByRole('button', { name: 'Добавить вариант' }).click();
  await page.getByLabel('Название варианта 2').fill('Без лука');
  await page.getByLabel('Изменение цены варианта 2').fill('−5');
  await page.getByRole('button', { name: 'Сохранить группу' }).click();
  await expect(page.getByText('Грибы · Без лука')).toBeVisible();
  await expectAccessible(page);
  await shot(page, shotPath('groups'), { fullPage: true });

  // 2. The dish: price, both groups in order, allergens as toggles, a portion in grams.
  const { categories } = await (
    await api.get(
      `${base}/menus/${(await (await api.get(`${base}/menus/`, auth)).json()).menus[0].id}/categories/`,
      auth,
    )
  ).json();
  const menuId = categories[0].menu_id as number;
  await page.goto(`/admin/pub/${pub.pubId}/edit_menu/menu/${menuId}/category/${categories[0].id}?lng=ru`);
  await page.getByRole('button', { name: 'Добавить блюдо' }).click();
  const popup = page.getByRole('dialog');
  await popup.getByLabel('Название').fill('Pizza');
  await popup.getByLabel('Цена', { exact: true }).fill('120');
  await popup.getByLabel('Порция').fill('450');
  await popup.getByRole('checkbox', { name: /Размер/ }).check();
  await popup.getByRole('checkbox', { name: /Добавки/ }).check();
  const gluten = popup.getByRole('button', { name: 'Глютен' });
  await gluten.click();
  await expect(gluten).toHaveAttribute('aria-pressed', 'true');
  await popup.getByRole('button', { name: 'Молоко' }).focus();
  await page.keyboard.press('Enter');
  await expect(popup.getByRole('button', { name: 'Молоко' })).toHaveAttribute('aria-pressed', 'true');
  await shot(page, shotPath('dish-popup'), { fullPage: true });
  await popup.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Закончилось на сегодня: Pizza' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, shotPath('category'), { fullPage: true });

  const dishes = (await (await api.get(`${base}/menus/${menuId}/categories/${categories[0].id}/dishes`, auth)).json())
    .dishes as {
    id: number;
    name: string;
    allergens: string[];
    portion: number;
    portion_unit: string;
    modifier_groups: { name: string; options: { id: number; name: string }[] }[];
  }[];
  const pizza = dishes.find((d) => d.name === 'Pizza')!;
  expect(pizza).toMatchObject({ allergens: ['gluten', 'milk'], portion: 450, portion_unit: 'g' });
  expect(pizza.modifier_groups.map((g) => g.name)).toEqual(['Размер', 'Добавки']);
  const option = (name: string) => pizza.modifier_groups.flatMap((g) => g.options).find((o) => o.name === name)!.id;

  // 3. A guest orders two differently configured pizzas (HTTP API): two lines with their options.
  const order = async () =>
    api.post(`/api/client/pub/${pub.urlName}/orders`, {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: {
        order_type: 'in_place',
        table_for_in_place_order: '4',
        client_name: 'Ион',
        dishes: [
          { dish_id: pizza.id, count: 1, modifier_option_ids: [option('Большая'), option('Грибы')] },
          { dish_id: pizza.id, count: 2, modifier_option_ids: [option('Маленькая'), option('Без лука')] },
        ],
      },
    });
  const placed = await order();
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = (await placed.json()).order.id as number;
  await page.goto(`/admin/pub/${pub.pubId}/order/${orderId}?lng=ru`);
  const rows = page.locator('table.order-dishes tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Pizza');
  await expect(rows.nth(0)).toContainText('Большая');
  await expect(rows.nth(0)).toContainText('Грибы');
  await expect(rows.nth(1)).toContainText('Маленькая');
  await expect(rows.nth(1)).toContainText('Без лука');
  await expectAccessible(page);
  await shot(page, shotPath('order-page'), { fullPage: true });

  // The add-dish popup asks for the required size before adding; a new option set makes a new line.
  await page.getByRole('button', { name: 'Добавить блюдо' }).click();
  const add = page.getByRole('dialog');
  await add.getByLabel('Блюдо').selectOption({ label: 'Pizza' });
  await expect(add.getByText('Выберите 1')).toBeVisible();
  const submit = add.getByRole('button', { name: 'Добавить', exact: true });
  await expect(submit).toBeDisabled();
  await add.getByRole('radio', { name: /Большая/ }).check();
  await expect(submit).toBeEnabled();
  await expectAccessible(page);
  await shot(page, shotPath('add-dish'), { fullPage: true });
  await submit.click();
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(2)).toContainText('Большая');
  await expect(rows.nth(0)).toContainText('Грибы');

  // 4. The staff stop the pizza from the board's stop-list popup; a guest order with it is refused naming it.
  const staffRes = await api.post(`${base}/staff`, { data: { name: 'kitchen', password: 'kitchen-pass-1' }, ...auth });
  expect(staffRes.status(), await staffRes.text()).toBe(201);
  const kitchen = await (
    await browser.newContext({
      baseURL,
      viewport: { width: 1024, height: 768 },
      locale: 'ru-RU',
      reducedMotion: 'reduce',
    })
  ).newPage();
  await signIn(kitchen, (await staffRes.json()).staff.login, 'kitchen-pass-1');
  await expect(kitchen).toHaveURL(/\/orders/);
  await kitchen.getByRole('button', { name: 'Стоп-лист' }).click(); // the board's stop-list popup
  await expect(kitchen.getByText('Ничего не остановлено: всё в продаже.')).toBeVisible();
  await kitchen.getByLabel('Что закончилось').selectOption({ label: 'Pizza' });
  await kitchen.getByRole('button', { name: 'Остановить' }).click();
  // Enabled: the stop has settled (while it is on its way the button is disabled and faded, and a scan that
  // overlapped the change once measured the faded colours of the button as enabled).
  await expect(kitchen.getByRole('button', { name: 'Вернуть в продажу: Pizza' })).toBeEnabled();
  await expectAccessible(kitchen);
  await shot(kitchen, shotPath('stop-list'), { fullPage: true });

  const refused = await order();
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ ok: false, err: 'dish is not available', dishes: [pizza.id] });

  // One tap brings it back.
  await kitchen.getByRole('button', { name: 'Вернуть в продажу: Pizza' }).click();
  await expect(kitchen.getByText('Ничего не остановлено: всё в продаже.')).toBeVisible();
  expect((await order()).status()).toBe(201);
});
