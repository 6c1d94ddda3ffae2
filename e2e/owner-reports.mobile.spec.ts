import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { placeInPlaceOrder, seedOrdersPub } from './orders-seed.ts';
import { shot } from './shot.ts';

/** An owner between services looks at today's report on a phone (390×844). */
test.use({ viewport: { width: 390, height: 844 } });

test('reports on a phone: totals, chart and tables fit the width (ro)', async ({ page, api }) => {
  const pub = await seedOrdersPub(api);
  const order = await placeInPlaceOrder(api, pub, 'Ana');
  for (const status of ['preparing', 'completed']) {
    expect(
      (
        await api.put(
          `/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/orders/${order.id}/update-status?status=${status}`,
          { headers: { accesstoken: pub.owner.token } },
        )
      ).ok(),
    ).toBe(true);
  }
  await signIn(page, pub.owner.email, pub.owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);
  await page.goto(`/admin/pub/${pub.pubId}/reports`);
  await page.getByRole('button', { name: 'RO' }).click();
  await expect(page.getByRole('heading', { name: 'Rapoarte', level: 1 })).toBeVisible();
  await expect(page.getByTestId('total-revenue')).toHaveText(/^190,00\s?lei$/i);
  await expect(page.getByTestId('prep-chart').locator('canvas')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'test-results/owner-reports-390.png', { fullPage: true });
  await expectAccessible(page);
});
