import { expect, expectAccessible, registerCompany, signIn, test, uid } from './fixtures.ts';

/** The owner's screens on a phone: sign in, the pub grid and a popup stay usable and accessible. */
test('an owner manages pubs from a phone', async ({ page, api }) => {
  const owner = await registerCompany(api);
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);
  await expect(page.getByRole('heading', { level: 1, name: 'Заведения' })).toBeVisible();
  await page.getByRole('button', { name: 'Добавить заведение' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Название заведения').fill('Plăcinte de la Mama');
  await expect(dialog.getByLabel('Имя в ссылке')).toHaveValue('placinte-de-la-mama');
  await dialog.getByLabel('Имя в ссылке').fill(`placinte-${uid()}`);
  await dialog.getByRole('button', { name: 'Создать' }).click();
  const card = page.getByRole('article', { name: 'Plăcinte de la Mama' });
  await expect(card).toBeVisible();
  const box = (await card.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(200);
  await expectAccessible(page);
  await card.getByRole('link', { name: /Редактировать/ }).click();
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
  await expectAccessible(page);
});
