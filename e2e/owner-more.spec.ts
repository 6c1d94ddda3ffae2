import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { seedOrdersPub } from './orders-seed.ts';
import { shot } from './shot.ts';

/** The owner's modifier-group form and plans dialog at the owner's desktop size (1366×800), ro and ru. */
test.use({ viewport: { width: 1366, height: 800 } });

test('modifier group form: option rows line up with the currency and 44 px buttons; each min/max mistake shows at its field (ro)', async ({
  page,
  api,
}) => {
  const pub = await seedOrdersPub(api);
  await signIn(page, pub.owner.email, pub.owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);
  await page.goto(`/admin/pub/${pub.pubId}/edit_menu/modifiers?lng=ro`);
  await page.getByRole('button', { name: 'Grup nou' }).click();
  await page.getByLabel('Numele grupului').fill('Mărime');
  await page.getByLabel('Numele opțiunii 1').fill('Mică');
  await page.getByRole('button', { name: 'Adaugă opțiune' }).click();
  await page.getByLabel('Numele opțiunii 2').fill('Mare');
  await page.getByLabel('Modificarea prețului opțiunii 2').fill('25,50');

  // Columns: every row's name, price and remove button start at the same x; the price carries the currency.
  const rows = page.locator('.modifier-option-row');
  await expect(rows).toHaveCount(2);
  const x = async (row: number, selector: string) => (await rows.nth(row).locator(selector).boundingBox())!;
  for (const selector of ['.modifier-name', '.modifier-delta', '.modifier-remove'])
    expect((await x(0, selector)).x).toBe((await x(1, selector)).x);
  await expect(rows.nth(1).locator('.modifier-currency')).toHaveText('Lei');
  const remove = await x(1, '.modifier-remove');
  expect(remove.width).toBeGreaterThanOrEqual(44);
  expect(remove.height).toBeGreaterThanOrEqual(44);

  // Min above the options: said at "Cel puțin" only; max below min: said at "Cel mult" only.
  const min = page.getByLabel('Cel puțin', { exact: true });
  const max = page.getByLabel('Cel mult', { exact: true });
  await min.fill('3');
  await expect(min).toHaveAccessibleDescription('Grupul are mai puține opțiuni decât trebuie alese');
  await expect(min).toHaveAttribute('aria-invalid', 'true');
  await expect(max).not.toHaveAttribute('aria-invalid', 'true');
  await min.fill('2');
  await expect(min).not.toHaveAttribute('aria-invalid', 'true');
  await expect(max).toHaveAccessibleDescription('Maximul trebuie să fie cel puțin cât minimul');
  await max.fill('0');
  await expect(max).toHaveAccessibleDescription('Cel puțin 1');
  await expectAccessible(page);
  await shot(page, '/tmp/owner-more-modifiers-ro.png', { fullPage: true });
  await max.fill('2');
  await expect(page.locator('.field-error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Salvează grupul' }).click();
  await expect(page.getByText('Mică · Mare')).toBeVisible();
});

test('plans dialog: each plan has a price line, the shared terms, and each contact once (ru)', async ({
  page,
  api,
}) => {
  const pub = await seedOrdersPub(api);
  await signIn(page, pub.owner.email, pub.owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);
  await page.goto('/admin/company?lng=ru');
  await page.getByRole('group', { name: 'Тарифы' }).getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.tariff-plan')).toHaveCount(3);
  for (const plan of await dialog.locator('.tariff-plan').all())
    await expect(plan).toContainText('Цена: по договорённости с платформой');
  await expect(dialog).toContainText('первые 30 дней бесплатно');
  await expect(dialog).toContainText('комиссия 10%');
  // The default payment contact is the support e-mail and phone: they are listed once, not twice.
  const contacts = dialog.locator('.contacts');
  await expect(contacts.getByText('support@tavola.md')).toHaveCount(1);
  await expect(contacts.locator('dt')).toHaveText(['Эл. почта', 'Телефон']);
  await expectAccessible(page);
  await shot(page, '/tmp/owner-more-plans-ru.png');
});
