import { expect, expectAccessible, signIn, test, uid } from './fixtures.ts';
import { ticket } from './pages/kitchen-board.ts';
import { placeInPlaceOrder, seedOrdersPub } from './orders-seed.ts';
import { placeDeliveryOrder, seedDeliveryPub } from './courier-seed.ts';
import { startServer, type ServerHandle } from './server.ts';
import { money } from './money.ts';
import { expectNoRawText, expectTouchTargets } from './real-use.ts';
import { shot } from './shot.ts';

/**
 * The platform admin (docs/product.md S2 /administration/orders, S6; docs/product.md D4): signs in, sees every pub's
 * in-process orders, views a pub as its owner in a tab of its own, and manages tariffs, paid periods and
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

test('opening an order views the pub as its owner in its own tab; Back, a reload and new tabs keep the admin the admin (in Romanian)', async ({
  browser,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: server.url });
  const pub = await seedOrdersPub(api);
  const order = await placeInPlaceOrder(api, pub, 'Vasile');
  const deliveryPub = await seedDeliveryPub(api, []);
  const delivery = await placeDeliveryOrder(api, deliveryPub);
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'ro-RO',
    viewport: { width: 1366, height: 800 },
  });
  const page = await context.newPage();
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/administration\/orders/);
  await expect(page.getByRole('tab', { name: 'Comenzi în lucru' })).toHaveAttribute('aria-selected', 'true');
  // Each row says which order of which venue it opens, its type, guest and age.
  const open = page.getByRole('link', { name: `Deschideți comanda nr. ${order.number} la „${pub.pubName}”` });
  const row = page.getByRole('row').filter({ has: open });
  await expect(row).toContainText('Neprocesată');
  await expect(row).toContainText('În local');
  await expect(row).toContainText('Vasile');
  await expect(row).toContainText('0 min');
  const deliveryRow = page.getByRole('row').filter({
    has: page.getByRole('link', { name: `Deschideți comanda nr. ${delivery.number} la „${deliveryPub.name}”` }),
  });
  await expect(deliveryRow).toContainText('Livrare');
  await expect(deliveryRow).toContainText('Ion Popescu');
  await expect(deliveryRow).toContainText('69 555 444');
  await expectAccessible(page);
  await shot(page, '/tmp/admin22-orders-ro.png');

  const [viewer] = await Promise.all([context.waitForEvent('page'), open.click()]);
  await expect(viewer).toHaveURL(new RegExp(`/admin/pub/${pub.pubId}/orders`));
  const bar = viewer.getByRole('region', {
    name: `Administrator al platformei: vedeți ${pub.owner.name} ca proprietar`,
  });
  await expect(bar).toBeVisible();
  await expect(ticket(viewer, order.number)).toContainText('Vasile');
  await expect(viewer.locator('[data-state="connected"]')).toBeVisible();
  await expectAccessible(viewer);
  await shot(viewer, '/tmp/admin22-viewer-ro.png');

  // The admin's own tab is untouched: same page, and a reload is still the admin.
  await expect(page).toHaveURL(/\/administration\/orders/);
  await page.reload();
  await expect(open).toBeVisible();
  const own = await page.evaluate(async () =>
    (await fetch('/api/auth/refresh-token', { method: 'POST', credentials: 'include' })).json(),
  );
  expect(own).toMatchObject({ ok: true, role: 'admin' });
  // A new tab is the admin too, at the admin's home.
  const fresh = await context.newPage();
  await fresh.goto('/');
  await expect(fresh).toHaveURL(/\/administration\/orders/);
  await expect(
    fresh.getByRole('link', { name: `Deschideți comanda nr. ${order.number} la „${pub.pubName}”` }),
  ).toBeVisible();
  await fresh.close();

  // The view tab has nothing of the admin's to go back to, and survives a reload as the view.
  await viewer.goBack();
  await expect(viewer).toHaveURL(new RegExp(`/admin/pub/${pub.pubId}/orders`));
  await viewer.reload();
  await expect(bar).toBeVisible();
  await expect(ticket(viewer, order.number)).toContainText('Vasile');
  // The owner's company page, reached inside the view, is still marked as the view.
  await viewer.goto('/admin/company');
  await expect(bar).toBeVisible();
  // Typing an admin address in the view tab ends the view there; the admin's pages work as the admin.
  await viewer.goto('/administration/orders');
  await expect(viewer.getByRole('heading', { name: 'Administrare' })).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(
    viewer.getByRole('link', { name: `Deschideți comanda nr. ${order.number} la „${pub.pubName}”` }),
  ).toBeVisible();

  // The exit button of the bar ends the view and opens the admin's list.
  const [second] = await Promise.all([context.waitForEvent('page'), open.click()]);
  const secondBar = second.getByRole('region', {
    name: `Administrator al platformei: vedeți ${pub.owner.name} ca proprietar`,
  });
  await expect(secondBar).toBeVisible();
  await second.getByRole('button', { name: 'Ieșiți din vizualizare' }).click();
  await expect(second).toHaveURL(/\/administration\/orders/);
  await expect(second.getByRole('heading', { name: 'Administrare' })).toBeVisible();
  await expect(secondBar).toHaveCount(0);
  await context.close();
  await api.dispose();
});

test('logging out inside the owner view ends only the view: the admin is back on the admin list, still the admin (in Russian)', async ({
  browser,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: server.url });
  const pub = await seedOrdersPub(api);
  const order = await placeInPlaceOrder(api, pub, 'Ион');
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'ru-RU',
    viewport: { width: 1366, height: 800 },
  });
  const page = await context.newPage();
  await signIn(page, ADMIN.email, ADMIN.password);
  const open = page.getByRole('link', { name: `Открыть заказ № ${order.number} в «${pub.pubName}»` });
  const adminHeading = (p: typeof page) => p.getByRole('heading', { name: 'Администрирование' });
  const role = (p: typeof page) =>
    p.evaluate(
      async () =>
        (await (await fetch('/api/auth/refresh-token', { method: 'POST', credentials: 'include' })).json()).role,
    );

  // From the pub's header.
  const [viewer] = await Promise.all([context.waitForEvent('page'), open.click()]);
  const bar = viewer.getByRole('region', {
    name: `Администратор платформы: вы смотрите ${pub.owner.name} глазами владельца`,
  });
  await expect(bar).toBeVisible();
  await expect(ticket(viewer, order.number)).toContainText('Ион');
  await shot(viewer, '/tmp/h22-view-before-logout.png');
  await viewer.getByRole('button', { name: 'Выйти', exact: true }).click();
  await expect(viewer).toHaveURL(/\/administration\/orders/);
  await expect(adminHeading(viewer)).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(viewer.getByRole('link', { name: `Открыть заказ № ${order.number} в «${pub.pubName}»` })).toBeVisible();
  await shot(viewer, '/tmp/h22-view-after-logout.png');
  expect(await role(viewer)).toBe('admin');

  // From the owner's company page inside a second view.
  const [second] = await Promise.all([context.waitForEvent('page'), open.click()]);
  await expect(
    second.getByRole('region', { name: `Администратор платформы: вы смотрите ${pub.owner.name} глазами владельца` }),
  ).toBeVisible();
  await second.goto('/admin/company');
  await expect(
    second.getByRole('region', { name: `Администратор платформы: вы смотрите ${pub.owner.name} глазами владельца` }),
  ).toBeVisible();
  await second.getByRole('button', { name: 'Выйти', exact: true }).click();
  await expect(adminHeading(second)).toBeVisible();
  await expect(second).toHaveURL(/\/administration\/orders/);

  // The admin's first tab never noticed: a reload is still the admin's list.
  await page.reload();
  await expect(open).toBeVisible();
  expect(await role(page)).toBe('admin');
  await context.close();
  await api.dispose();
});

test('in Russian: the open section is in the address, the ages move on, and a tariff changes only once confirmed', async ({
  browser,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: server.url });
  const pub = await seedOrdersPub(api);
  const order = await placeInPlaceOrder(api, pub, 'Ион');
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'ru-RU',
    viewport: { width: 1366, height: 800 },
  });
  const page = await context.newPage();
  await page.clock.install();
  await signIn(page, ADMIN.email, ADMIN.password);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Открыть заказ № ${order.number} в «${pub.pubName}»` }) });
  await expect(row).toContainText('В зале');
  await expect(row).toContainText('Ион');
  await expect(row).toContainText('0 мин');
  await page.clock.fastForward('05:00');
  await expect(row).toContainText('5 мин');

  await page.getByRole('tab', { name: 'Компании' }).click();
  await expect(page).toHaveURL(/[?&]tab=companies/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Компании' })).toHaveAttribute('aria-selected', 'true');
  const tariff = page.getByLabel(`Тариф компании ${pub.owner.name}`);
  await expect(tariff).toHaveValue('business');
  await page.getByRole('tab', { name: 'Курьеры' }).click();
  await expect(page).toHaveURL(/[?&]tab=couriers/);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Компании' })).toHaveAttribute('aria-selected', 'true');

  const saved = async () =>
    (
      await (await api.get('/api/admin/companies', { headers: { accesstoken: await adminToken(api) } })).json()
    ).companies.find((c: { id: number }) => c.id === pub.owner.companyId).tariff;
  await tariff.selectOption('pro');
  const dialog = page.getByRole('dialog', { name: 'Сменить тариф?' });
  await expect(dialog).toContainText(`Тариф компании ${pub.owner.name} меняется с Бизнес на Про`);
  await expectAccessible(page);
  await shot(page, '/tmp/admin22-tariff-ru.png');
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(tariff).toHaveValue('business');
  expect(await saved()).toBe('business');
  await tariff.selectOption('pro');
  await dialog.getByRole('button', { name: 'Сменить тариф' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(tariff).toHaveValue('pro');
  expect(await saved()).toBe('pro');
  await context.close();
  await api.dispose();
});

test('the admin changes a tariff, extends a pub and tops up a courier (in Romanian)', async ({
  browser,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: server.url });
  const pub = await seedOrdersPub(api);
  const courierName = `Curier ${uid()}`;
  const reg = await api.post('/api/courier/register', {
    data: {
      full_name: courierName,
      email: `c-${uid()}@example.md`,
      password: 'password-123',
      phone_number: '37369000111',
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const context = await browser.newContext({ baseURL: server.url, locale: 'ro-RO' });
  const page = await context.newPage();
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { name: 'Administrare' })).toBeVisible();

  await page.getByRole('tab', { name: 'Companii' }).click();
  const tariff = page.getByLabel(`Tariful companiei ${pub.owner.name}`);
  await expect(tariff).toHaveValue('business');
  await tariff.selectOption('pro');
  await page
    .getByRole('dialog', { name: 'Schimbați tariful?' })
    .getByRole('button', { name: 'Schimbați tariful' })
    .click();
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

test('the admin cannot extend by −5 or 99999 days, is asked before taking money from a courier, and the bar matches the other areas', async ({
  browser,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: server.url });
  const pub = await seedOrdersPub(api);
  const courierName = `Curier ${uid()}`;
  const reg = await api.post('/api/courier/register', {
    data: {
      full_name: courierName,
      email: `c-${uid()}@example.md`,
      password: 'password-123',
      phone_number: '37369000111',
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'ru-RU',
    viewport: { width: 1024, height: 768 },
  });
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
  const balance = async () =>
    (
      await (await api.get('/api/admin/couriers', { headers: { accesstoken: await adminToken(api) } })).json()
    ).couriers.find((c: { full_name: string }) => c.full_name === courierName).balance;
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
