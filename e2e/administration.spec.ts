import { expect, expectAccessible, signIn, test, uid } from './fixtures.ts';
import { ticket } from './pages/kitchen-board.ts';
import { placeInPlaceOrder, seedOrdersPub } from './orders-seed.ts';
import { startServer, type ServerHandle } from './server.ts';
import { money } from './money.ts';
import { expectNoRawText, expectTouchTargets } from './real-use.ts';

/**
 * The platform admin (docs/product.md S2 /administration/orders, S6; docs/product.md D4): signs in, sees every pub's
 * in-process orders, enters a pub's board, comes back, and manages tariffs, paid periods and
 * courier balances. The admin account comes from ADMIN_EMAIL/ADMIN_PASSWORD of an own server.
 */
test.describe.configure({ mode: 'serial' });
const ADMIN = { email: `admin-${uid()}@tavola.test`, password: 'admin-password-1' };
let server: ServerHandle;

test.beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
});
test.afterAll(async () => {
  await server?.stop();
});

test('the admin sees in-process orders, enters a pub board and comes back', async ({ browser, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: server.url });
  const pub = await seedOrdersPub(api);
  const order = await placeInPlaceOrder(api, pub, 'Vasile');
  const context = await browser.newContext({ baseURL: server.url, locale: 'ru-RU' });
  const page = await context.newPage();
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/administration\/orders/);
  await expect(page.getByRole('heading', { name: 'Администрирование' })).toBeVisible();
  const open = page.getByRole('button', { name: `Открыть ${pub.pubName}` });
  await expect(open).toBeVisible();
  await expect(page.getByRole('row').filter({ has: open })).toContainText('Не обработан');
  await expectAccessible(page);

  await open.click();
  await expect(page).toHaveURL(new RegExp(`/admin/pub/${pub.pubId}/orders`));
  await expect(ticket(page, order.number)).toContainText('Vasile');
  await expect(page.locator('[data-state="connected"]')).toBeVisible();

  await page.getByRole('button', { name: 'Назад в администрирование' }).click();
  await expect(page).toHaveURL(/\/administration\/orders/);
  await expect(page.getByRole('button', { name: `Открыть ${pub.pubName}` })).toBeVisible();
  // A reload keeps the admin (this tab refreshes the parked admin session), while the venue's own
  // session is still there for a plain refresh (docs/product.md D4).
  await page.reload();
  await expect(page.getByRole('button', { name: `Открыть ${pub.pubName}` })).toBeVisible();
  const plain = await page.evaluate(async () => (await fetch('/api/auth/refresh-token', { method: 'POST', credentials: 'include' })).json());
  expect(plain).toMatchObject({ ok: true, role: 'company' });
  await context.close();
  await api.dispose();
});

test('the admin changes a tariff, extends a pub and tops up a courier (in Romanian)', async ({ browser, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: server.url });
  const pub = await seedOrdersPub(api);
  const courierName = `Curier ${uid()}`;
  const reg = await api.post('/api/courier/register', { data: { full_name: courierName, email: `c-${uid()}@example.md`, password: 'password-123', phone_number: '37369000111' } });
  expect(reg.status(), await reg.text()).toBe(201);
  const context = await browser.newContext({ baseURL: server.url, locale: 'ro-RO' });
  const page = await context.newPage();
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { name: 'Administrare' })).toBeVisible();

  await page.getByRole('tab', { name: 'Companii' }).click();
  const tariff = page.getByLabel(`Tariful companiei ${pub.owner.name}`);
  await expect(tariff).toHaveValue('business');
  await tariff.selectOption('pro');
  await expect(page.getByRole('status').filter({ hasText: 'Salvat' })).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Companii' }).click();
  await expect(page.getByLabel(`Tariful companiei ${pub.owner.name}`)).toHaveValue('pro');

  await page.getByRole('tab', { name: 'Localuri' }).click();
  const row = page.getByRole('row').filter({ hasText: pub.pubName });
  const before = await row.locator('td').nth(2).innerText();
  await page.getByLabel(`Zile pentru ${pub.pubName}`).fill('10');
  await row.getByRole('button', { name: 'Prelungește' }).click();
  await expect(row.locator('td').nth(2)).not.toHaveText(before);
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Curieri' }).click();
  const courierRow = page.getByRole('row').filter({ hasText: courierName });
  await expect(courierRow).toContainText(money('0.00'));
  await page.getByLabel(`Suma pentru ${courierName}`).fill('150');
  await courierRow.getByRole('button', { name: 'Alimentează' }).click();
  await expect(courierRow).toContainText(money('150.00'));
  await context.close();
  await api.dispose();
});

test('the admin cannot extend by −5 or 99999 days, is asked before taking money from a courier, and the bar matches the other areas (issue 13 #14, #16)', async ({ browser, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: server.url });
  const pub = await seedOrdersPub(api);
  const courierName = `Curier ${uid()}`;
  const reg = await api.post('/api/courier/register', { data: { full_name: courierName, email: `c-${uid()}@example.md`, password: 'password-123', phone_number: '37369000111' } });
  expect(reg.status(), await reg.text()).toBe(201);
  const context = await browser.newContext({ baseURL: server.url, locale: 'ru-RU', viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { name: 'Администрирование' })).toBeVisible();
  // The shared RU/RO switcher and a styled, translated tariff select.
  await expect(page.locator('.admin-nav .lang-switch')).toBeVisible();
  await page.getByRole('tab', { name: 'Компании' }).click();
  const tariff = page.getByLabel(`Тариф компании ${pub.owner.name}`);
  await expect(tariff).toHaveClass(/admin-select/);
  await expect(tariff.locator('option:checked')).toHaveText('Бизнес');
  await expectTouchTargets(page);
  await expectNoRawText(page);

  await page.getByRole('tab', { name: 'Заведения' }).click();
  const row = page.getByRole('row').filter({ hasText: pub.pubName });
  const before = await row.locator('td').nth(2).innerText();
  const days = page.getByLabel(`Дней для ${pub.pubName}`);
  const extend = row.getByRole('button', { name: 'Продлить' });
  for (const wrong of ['-5', '99999']) {
    await days.fill(wrong);
    await expect(days).toHaveValue(wrong);
    await expect(days).toHaveAttribute('aria-invalid', 'true');
    await expect(row.getByText('Целое число дней от 1 до 3650')).toBeVisible();
    await expect(extend).toBeDisabled();
  }
  await expect(row.locator('td').nth(2)).toHaveText(before);
  await days.fill('5');
  await expect(days).not.toHaveAttribute('aria-invalid');
  await expectTouchTargets(page);

  await page.getByRole('tab', { name: 'Курьеры' }).click();
  const courierRow = page.getByRole('row').filter({ hasText: courierName });
  await page.getByLabel(`Сумма для ${courierName}`).fill('-1000');
  await courierRow.getByRole('button', { name: 'Пополнить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Списать деньги с баланса?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(courierName);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toHaveCount(0);
  const balance = async () => (await (await api.get('/api/admin/couriers', { headers: { accesstoken: await adminToken(api) } })).json()).couriers.find((c: { full_name: string }) => c.full_name === courierName).balance;
  expect(await balance()).toBe(0);
  await courierRow.getByRole('button', { name: 'Пополнить' }).click();
  await dialog.getByRole('button', { name: 'Списать с баланса' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(balance).toBe(-1000);
  await page.getByLabel(`Сумма для ${courierName}`).fill('200000');
  await expect(page.getByText('Не больше 100 000 в любую сторону')).toBeVisible();
  await expect(courierRow.getByRole('button', { name: 'Пополнить' })).toBeDisabled();
  await context.close();
  await api.dispose();
});

async function adminToken(api: import('@playwright/test').APIRequestContext): Promise<string> {
  const res = await api.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  return (await res.json()).accesstoken as string;
}
