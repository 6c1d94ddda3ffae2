import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { seedOrdersPub } from './orders-seed.ts';
import { shot } from './shot.ts';

/** The stop list on a phone (ro): every stop with until when, one tap back, no sideways scrolling, 44 px targets, axe. */
test('the stop list fits a phone: stop an option until taken back, bring a dish back in one tap', async ({
  page,
  api,
}) => {
  const pub = await seedOrdersPub(api);
  const auth = { headers: { accesstoken: pub.owner.token } };
  const base = `/api/company/${pub.owner.companyId}/pubs/${pub.pubId}`;
  const group = await api.post(`${base}/modifier-groups`, {
    data: {
      name: 'Mărime',
      min_select: 1,
      max_select: 1,
      options: [{ name: 'Mică' }, { name: 'Mare', price_delta: 25.5 }],
    },
    ...auth,
  });
  expect(group.status(), await group.text()).toBe(201);
  expect(
    (
      await api.post(`${base}/stop-list`, { data: { dish_id: pub.dishes[0].id, until: 'end_of_day' }, ...auth })
    ).status(),
  ).toBe(200);
  await signIn(page, pub.owner.email, pub.owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);
  await page.goto(`/admin/pub/${pub.pubId}/stop-list?lng=ro`);
  await expect(page.getByRole('heading', { name: 'Stop-listă', level: 1 })).toBeVisible();
  await expect(page.getByText(/până la .*05:00/)).toBeVisible();

  await page.getByLabel('Ce s-a terminat').selectOption({ label: 'Mărime: Mare' });
  await page.getByLabel('Până la repunere').check();
  await page.getByRole('button', { name: 'Oprește' }).tap();
  await expect(page.getByRole('button', { name: 'Înapoi în vânzare: Mare' })).toBeVisible();
  await expect(page.getByText('până la repunere', { exact: true })).toBeVisible();

  const overflows = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  expect(await overflows()).toBe(false);
  for (const button of await page.locator('.stop-list-panel button').all()) {
    const box = await button.boundingBox();
    expect(box && box.height >= 44 && box.width >= 44, (await button.textContent()) ?? '').toBe(true);
  }
  await expectAccessible(page);
  await shot(page, 'test-results/menu-model-stop-list-phone.png', { fullPage: true });

  await page.getByRole('button', { name: `Înapoi în vânzare: ${pub.dishes[0].name}` }).tap();
  await expect(page.getByRole('button', { name: `Înapoi în vânzare: ${pub.dishes[0].name}` })).toHaveCount(0);
  const list = await (await api.get(`${base}/stop-list`, auth)).json();
  expect(list.dishes).toEqual([]);
  expect(list.options.map((o: { name: string }) => o.name)).toEqual(['Mare']);
});
