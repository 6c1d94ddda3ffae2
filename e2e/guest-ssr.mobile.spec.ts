import { test, expect, expectAccessible } from './fixtures.ts';
import { seedGuestPub } from './guest-seed.ts';
import { money } from './money.ts';

/** Issue 16 item 1: the guest page arrives rendered (menu in the HTML) and the browser hydrates it. */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the guest still sees the venue, the dishes and their prices, in the pub’s language', async ({ page, api }) => {
    const pub = await seedGuestPub(api, { languageId: 2 });
    await page.goto(`/pub/${pub.urlName}/`);
    await expect(page.getByRole('heading', { level: 1, name: pub.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Margherita' })).toBeVisible();
    await expect(page.getByText(money('99.50'))).toBeVisible();
    await expect(page.getByText(money('100.00'))).toBeVisible();
    await expect(page.getByText('Secret dish')).toHaveCount(0);
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    await expect(page).toHaveTitle(pub.name);
  });
});

test('the rendered page hydrates without a mismatch and then takes orders; ?lng= picks the language', async ({ page, api }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  const pub = await seedGuestPub(api);
  await page.goto(`/pub/${pub.urlName}/?lng=ro`);
  await expect(page.getByRole('heading', { name: 'Margherita' })).toBeVisible();
  await page.getByRole('button', { name: 'La masa mea' }).click();
  await page.getByRole('button', { name: 'Adaugă Margherita' }).click();
  await expect(page.getByText(/În coș: 1/)).toBeVisible();
  await expectAccessible(page);
  expect(problems).toEqual([]);
});
