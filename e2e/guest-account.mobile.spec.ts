import { test, expect, expectAccessible } from './fixtures.ts';
import { PUB_POINT, seedGuestPub } from './guest-seed.ts';

/** Guest accounts at checkout (past orders, the address reused) and the status page following the kitchen. */

test('keeping an account at checkout shows past orders and reuses the address', async ({ page, api, context }) => {
  const pub = await seedGuestPub(api);
  const phone = `37367${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: PUB_POINT.lat, longitude: PUB_POINT.lng });
  await page.goto(`/pub/${pub.urlName}/?lng=ro`);
  await page.getByRole('button', { name: 'Livrare' }).click();
  await page.getByRole('button', { name: 'Adăugați Diavola' }).click();
  await page.getByRole('button', { name: 'Finalizați' }).click();
  await expect(page.getByRole('radio', { name: 'Livrare', exact: true })).toBeChecked();
  await page.getByLabel('Telefon', { exact: true }).fill(phone);
  await page.getByLabel('Adresa', { exact: true }).fill('bd. Dacia 10');
  await page.getByRole('button', { name: 'Folosiți locația mea' }).click();
  await expect(page.getByText('Punct ales')).toBeVisible();
  await page.getByLabel(/Vreau un cont/).check();
  await page.getByLabel(/^Parola/).fill('guest-pass-1');
  await page.getByRole('button', { name: 'Trimiteți comanda' }).click();
  await expect(page.getByRole('heading', { name: 'Comanda nr. 1' })).toBeVisible();

  await page.getByRole('link', { name: pub.name }).click();
  await page.getByText('Comenzile mele').click();
  await expect(page.getByRole('link', { name: new RegExp(`Nr\\. 1 · ${pub.name}`) })).toBeVisible();
  // The open order's promised time in the venue's zone, under its line.
  await expect(page.getByTestId('my-order-eta')).toHaveText(/^Sosește \d\d:\d\d–\d\d:\d\d$/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Adăugați Margherita' }).click();
  await page.getByRole('button', { name: 'Finalizați' }).click();
  await expect(page.getByRole('radio', { name: 'Livrare', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Folosiți ultima mea adresă' }).click();
  await expect(page.getByLabel('Adresa', { exact: true })).toHaveValue('bd. Dacia 10');
  await expect(page.getByText('Punct ales')).toBeVisible();
});

test('the status page follows the kitchen without a reload', async ({ page, api }) => {
  const pub = await seedGuestPub(api);
  await page.goto(`/pub/${pub.urlName}/?lng=ru`);
  await page.getByRole('button', { name: 'За мой столик' }).click();
  await page.getByRole('button', { name: 'Добавить Margherita' }).click();
  await page.getByRole('button', { name: 'Оформить' }).click();
  await page.getByLabel('Номер столика').fill('3');
  await page.getByRole('button', { name: 'Отправить заказ' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Получен' })).toBeVisible();
  const orderId = /\/order\/(\d+)/.exec(page.url())![1];

  const res = await api.put(
    `/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/orders/${orderId}/update-status?status=preparing`,
    { headers: { accesstoken: pub.owner.token } },
  );
  expect(res.ok(), await res.text()).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Готовится' })).toBeVisible({ timeout: 15_000 });
  // The timeline replaced the plain history: received, accepted and preparing now have their times.
  await expect(page.getByRole('list', { name: 'Ход заказа' }).locator('time')).toHaveCount(3);
});
