import { test, expect, expectAccessible } from './fixtures.ts';

/** /admin/delete-client (docs/product.md S2, S5, S8): phone of 11 characters with its prefix, password, support link. */

function randomPhone(): string {
  return `37368${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
}

test('deletes a guest account in Romanian: invalid phone, wrong password, then success', async ({ page, api }) => {
  const phone = randomPhone();
  const reg = await api.post('/api/client/register', { data: { phone, password: 'guest-pass-1', name: 'Maria' } });
  expect(reg.status()).toBe(201);

  await page.goto('/admin/delete-client?lng=ro');
  await expect(page.getByRole('heading', { name: 'Ștergerea contului' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Scrieți la suport' })).toHaveAttribute('href', /^mailto:.+@/);
  await expectAccessible(page);

  const phoneField = page.getByLabel('Numărul de telefon cu prefixul țării');
  const passwordField = page.getByLabel('Parola');
  await phoneField.fill('6812345');
  await passwordField.fill('whatever');
  await page.getByRole('button', { name: 'Ștergeți contul meu' }).click();
  await expect(page.getByText('Ivalid phone')).toBeVisible();
  await expectAccessible(page);

  await phoneField.fill(phone);
  await passwordField.fill('not-the-password');
  await page.getByRole('button', { name: 'Ștergeți contul meu' }).click();
  await expect(page.getByRole('alert')).toContainText('Număr de telefon sau parolă greșită');

  await passwordField.fill('guest-pass-1');
  await page.getByRole('button', { name: 'Ștergeți contul meu' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Contul dvs. a fost șters' })).toBeVisible();
  await expect(phoneField).toHaveValue('');
  await expect(passwordField).toHaveValue('');
  const login = await api.post('/api/client/login', { data: { phone, password: 'guest-pass-1' } });
  expect(login.status()).toBe(401);
});

test('Russian page keeps the "Ivalid phone" spelling and shows server errors', async ({ page }) => {
  await page.goto('/admin/delete-client?lng=ru');
  await expect(page.getByRole('heading', { name: 'Удаление аккаунта' })).toBeVisible();
  await page.getByLabel('Номер телефона с кодом страны').fill('373-68-1');
  await page.getByRole('button', { name: 'Удалить мой аккаунт' }).click();
  await expect(page.getByText('Ivalid phone')).toBeVisible();
  await page.getByLabel('Номер телефона с кодом страны').fill(randomPhone());
  await page.getByLabel('Пароль').fill('nobody-has-this');
  await page.getByRole('button', { name: 'Удалить мой аккаунт' }).click();
  await expect(page.getByRole('alert')).toContainText('Неверный номер телефона или пароль');
  await expectAccessible(page);
});

test('an unreadable answer says "something went wrong"', async ({ page }) => {
  await page.route('**/api/client/delete-client', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<html>bad gateway</html>' }),
  );
  await page.goto('/admin/delete-client?lng=ro');
  await page.getByLabel('Numărul de telefon cu prefixul țării').fill(randomPhone());
  await page.getByLabel('Parola').fill('x');
  await page.getByRole('button', { name: 'Ștergeți contul meu' }).click();
  await expect(page.getByRole('alert')).toContainText('ceva nu a mers bine');
});
