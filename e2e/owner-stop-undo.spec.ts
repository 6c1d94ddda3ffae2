import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { seedOrdersPub } from './orders-seed.ts';
import { shot } from './shot.ts';

/** The one-tap stop on the category page can be taken back from a toast that covers no dish card (owner 1366×800). */
test.use({ viewport: { width: 1366, height: 800 } });

test('a one-tap stop shows an undo toast beside the dishes; undo brings the dish back, and the offer ends after 30 s (ru, ro)', async ({
  page,
  api,
}) => {
  const pub = await seedOrdersPub(api);
  const auth = { headers: { accesstoken: pub.owner.token } };
  const base = `/api/company/${pub.owner.companyId}/pubs/${pub.pubId}`;
  const { menus } = await (await api.get(`${base}/menus/`, auth)).json();
  const { categories } = await (await api.get(`${base}/menus/${menus[0].id}/categories/`, auth)).json();
  const stopped = async () =>
    ((await (await api.get(`${base}/stop-list`, auth)).json()).dishes as { dish_id: number }[]).map((d) => d.dish_id);
  const [margherita, tiramisu] = pub.dishes;

  await page.clock.install();
  await signIn(page, pub.owner.email, pub.owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);
  await page.goto(`/admin/pub/${pub.pubId}/edit_menu/menu/${menus[0].id}/category/${categories[0].id}?lng=ru`);

  await page.getByRole('button', { name: `Закончилось на сегодня: ${margherita.name}` }).click();
  const toast = page.getByRole('status').filter({ hasText: `${margherita.name}: закончилось на сегодня` });
  await expect(toast).toBeVisible();
  expect(await stopped()).toEqual([margherita.id]);
  // Beside the dish column: it overlaps no card.
  const box = (await toast.boundingBox())!;
  for (const card of await page.locator('.item-list > li').all()) {
    const c = (await card.boundingBox())!;
    const overlaps =
      box.x < c.x + c.width && c.x < box.x + box.width && box.y < c.y + c.height && c.y < box.y + box.height;
    expect(overlaps).toBe(false);
  }
  const undo = toast.getByRole('button', { name: /Отменить \(\d+ с\)/ });
  expect((await undo.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(page);
  await shot(page, '/tmp/owner-more-stop-undo-ru.png');

  await undo.click();
  await expect(toast).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Закончилось на сегодня: ${margherita.name}` })).toBeVisible();
  expect(await stopped()).toEqual([]);

  // Romanian; without an undo the offer ends after 30 s and the stop stays.
  await page.goto(`/admin/pub/${pub.pubId}/edit_menu/menu/${menus[0].id}/category/${categories[0].id}?lng=ro`);
  await page.getByRole('button', { name: `Epuizat azi: ${tiramisu.name}` }).click();
  const ro = page.getByRole('status').filter({ hasText: `${tiramisu.name}: epuizat azi` });
  // Counted from 30 s, never more.
  await expect(ro.getByRole('button', { name: /Anulați \(([12]\d|30) s\)/ })).toBeVisible();
  await shot(page, '/tmp/owner-more-stop-undo-ro.png');
  await page.clock.fastForward('00:31');
  await expect(ro).toHaveCount(0);
  expect(await stopped()).toEqual([tiramisu.id]);
});
