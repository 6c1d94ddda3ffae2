import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { seedGuestPub } from './guest-seed.ts';
import { shot } from './shot.ts';

/**
 * The owner's editor at 1366×800 for a venue writing its menu in Romanian (main) and Russian: the menu says
 * how many dishes have no Russian name ("2 preparate fără denumire în rusă"), the dish form has a tab per language with a "missing" marker, and a
 * Russian name written there shows on a Russian phone's guest page.
 */
test.use({ viewport: { width: 1366, height: 800 } });

test('the owner adds a Russian name in the dish form and a Russian guest reads it', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  const pub = await seedGuestPub(api, { languages: ['ro', 'ru'] });
  await signIn(page, pub.owner.email, pub.owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);
  await page.goto(`/admin/pub/${pub.pubId}/edit_menu?lng=ro`);
  // Margherita and Diavola (the hidden dish too) have no Russian name yet.
  await expect(page.getByRole('list', { name: 'Texte care mai trebuie scrise' })).toHaveText(
    '3 preparate fără denumire în rusă',
  );

  await page.getByRole('link', { name: 'Pizza' }).click();
  await page.getByRole('button', { name: 'Editează Margherita' }).click();
  const dialog = page.getByRole('dialog');
  const tabs = dialog.getByRole('group', { name: 'Limba textelor' });
  await expect(tabs.getByRole('button', { name: 'Română principală' })).toHaveAttribute('aria-pressed', 'true');
  const russian = tabs.getByRole('button', { name: 'Русский lipsește' });
  await expect(dialog.getByLabel('Denumire · Română')).toHaveValue('Margherita');
  await russian.click();
  await expect(dialog.getByLabel('Denumire · Русский')).toHaveValue('');
  await dialog.getByLabel('Denumire · Русский').fill('Маргарита');
  await dialog.getByLabel('Ingrediente · Русский').fill('томаты, моцарелла');
  await expect(tabs.getByRole('button', { name: 'Русский', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'test-results/menu-languages-editor-1366.png');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Salvează', exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`/admin/pub/${pub.pubId}/edit_menu?lng=ro`);
  await expect(page.getByRole('list', { name: 'Texte care mai trebuie scrise' })).toHaveText(
    '2 preparate fără denumire în rusă',
  );
  await shot(page, 'test-results/menu-languages-missing-1366.png');
  // In Russian the count reads with its own plural and case.
  await page.goto(`/admin/pub/${pub.pubId}/edit_menu?lng=ru`);
  await expect(page.getByRole('list', { name: 'Тексты, которые ещё нужно написать' })).toHaveText(
    '2 блюда без названия на русском',
  );
  await shot(page, 'test-results/menu-languages-missing-ru-1366.png');

  // The option group form: the same tabs for the group's name and every option's.
  await page.goto(`/admin/pub/${pub.pubId}/edit_menu/modifiers?lng=ro`);
  await page.getByRole('button', { name: 'Grup nou' }).click();
  const form = page.locator('form.modifier-editor');
  await form.getByLabel('Numele grupului · Română').fill('Mărime');
  await form.getByLabel('Numele opțiunii 1 · Română').fill('Mare');
  const groupTabs = form.getByRole('group', { name: 'Limba textelor' });
  await groupTabs.getByRole('button', { name: 'Русский lipsește' }).click();
  await form.getByLabel('Numele grupului · Русский').fill('Размер');
  await form.getByLabel('Numele opțiunii 1 · Русский').fill('Большая');
  await expect(groupTabs.getByRole('button', { name: 'Русский', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'test-results/menu-languages-group-1366.png');
  await form.getByRole('button', { name: 'Salvează grupul' }).click();
  await expect(form).toHaveCount(0);
  const groups = await (
    await api.get(`/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/modifier-groups`, {
      headers: { accesstoken: pub.owner.token },
    })
  ).json();
  expect(groups.modifier_groups[0]).toMatchObject({
    name: 'Mărime',
    translations: { ru: { name: 'Размер' } },
    options: [{ name: 'Mare', translations: { ru: { name: 'Большая' } } }],
  });

  // The settings say which other languages the menu is written in.
  await page.goto(`/admin/pub/${pub.pubId}/settings?lng=ro`);
  const also = page.getByRole('group', { name: 'Meniul este scris și în' });
  await expect(also.getByRole('checkbox', { name: 'Русский' })).toBeChecked();
  await expect(also.getByRole('checkbox', { name: 'English' })).not.toBeChecked();

  // The texts spreadsheet: downloaded, a translator's Russian name added, uploaded back.
  await page.goto(`/admin/pub/${pub.pubId}/edit_menu?lng=ro`);
  const sheetSection = page.getByRole('region', { name: 'Texte pentru traducere' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    sheetSection.getByRole('button', { name: 'Descarcă textele (.xlsx)' }).click(),
  ]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
  const ws = book.worksheets[0];
  ws.eachRow((row) => {
    if (row.getCell(1).text === 'dish' && row.getCell(3).text === 'name' && row.getCell(4).text === 'Diavola')
      row.getCell(5).value = 'Дьявола';
  });
  ws.addRow(['dish', 999999, 'name', 'Nimic', 'Ничего']);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  await sheetSection.locator('input[type=file]').setInputFiles({
    name: 'texts.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await expect(sheetSection.getByRole('status')).toContainText('Texte modificate: 1');
  await expect(sheetSection.getByRole('list', { name: 'Rânduri neaplicate' })).toHaveText(
    `Rândul ${ws.rowCount}: acest element nu există în local`,
  );
  await expect(page.getByRole('list', { name: 'Texte care mai trebuie scrise' })).toHaveText(
    '1 preparat fără denumire în rusă',
  );
  await sheetSection.scrollIntoViewIfNeeded();
  await shot(page, 'test-results/menu-languages-sheet-1366.png');

  const phone = await browser.newContext({ baseURL, locale: 'ru-RU', viewport: { width: 390, height: 844 } });
  const guest = await phone.newPage();
  await guest.goto(`/pub/${pub.urlName}/`);
  await expect(guest.getByRole('button', { name: 'Маргарита', exact: true })).toBeVisible();
  await expect(guest.getByText('томаты, моцарелла')).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Дьявола', exact: true })).toBeVisible();
  await phone.close();
});
