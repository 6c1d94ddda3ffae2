import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { seedGuestPub } from './guest-seed.ts';
import { CompanyPage } from './pages/company-page.ts';
import { shot } from './shot.ts';

/** Table QR codes in the owner's QR popup (docs/product.md D15), on the owner's 1366×800 screen. */
test.use({ viewport: { width: 1366, height: 800 } });

test('the owner sees a table code, and prints a sheet of table cards for tables 1..6', async ({ page, api }) => {
  const pub = await seedGuestPub(api);
  // The route itself: a PNG behind the owner's token.
  const png = await api.get(`/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/qr?table=7`, {
    headers: { accesstoken: pub.owner.token },
  });
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  expect(
    (
      await api.get(`/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/qr?table=1000`, {
        headers: { accesstoken: pub.owner.token },
      })
    ).status(),
  ).toBe(400);

  await signIn(page, pub.owner.email, pub.owner.password);
  const company = new CompanyPage(page, 'ru');
  const card = company.card(pub.name);
  await company.qrButton(card, pub.name).click();
  const dialog = company.dialog;
  await dialog.getByText('Коды для столиков').click();
  await dialog.getByLabel('Номер столика').fill('12');
  const preview = dialog.getByRole('img', { name: 'QR-код столика 12' });
  await expect
    .poll(() => preview.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
  await expect(dialog.getByRole('link', { name: 'Скачать SVG' }).last()).toHaveAttribute(
    'download',
    `${pub.urlName}-table-12.svg`,
  );
  await shot(page, 'test-results/table-qr-popup.png');
  await expectAccessible(page);

  // A wrong range says so and prints nothing.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
  });
  await dialog.getByLabel('Столики с').fill('8');
  await dialog.getByLabel('по', { exact: true }).fill('3');
  await dialog.getByRole('button', { name: 'Напечатать карточки' }).click();
  await expect(dialog.getByText('«От» не может быть больше, чем «до»')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(0);

  await dialog.getByLabel('Столики с').fill('1');
  await dialog.getByLabel('по', { exact: true }).fill('6');
  await dialog.getByRole('button', { name: 'Напечатать карточки' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  const cards = page.locator('.print-sheet .print-card');
  await expect(cards).toHaveCount(6);
  await expect(cards.nth(0)).toContainText('Столик 1');
  await expect(cards.nth(5)).toContainText('Столик 6');
  await expect(cards.nth(5)).toContainText(`/pub/${pub.urlName}/?table=6`);
  for (let i = 0; i < 6; i++)
    expect(
      await cards
        .nth(i)
        .locator('img')
        .evaluate((el: HTMLImageElement) => el.naturalWidth),
    ).toBeGreaterThan(0);
  await shot(page, 'test-results/table-qr-sheet-print.png', { fullPage: true });
  const pdf = await page.pdf({ preferCSSPageSize: true });
  await import('node:fs').then((fs) => fs.writeFileSync('test-results/table-qr-sheet.pdf', pdf));
  await page.emulateMedia({ media: 'screen' });
  await expect(cards.first()).toBeHidden();

  // The pub's own card still prints as before.
  await company.printButton().click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(2);
  await page.emulateMedia({ media: 'print' });
  await expect(company.printCard).toHaveCount(1);
  await expect(company.printCard).not.toContainText('Столик');
});
