import { expect, expectAccessible, signIn, test, uid } from './fixtures.ts';

/** The shipping page on a phone: the zone map and every control fit the screen; axe is happy. */
test('shipping page fits a phone (ru)', async ({ page, api, owner }) => {
  const res = await api.post(`/api/company/${owner.companyId}/pubs/`, {
    headers: { accesstoken: owner.token },
    data: { name: `Pub ${uid()}`, url_name: `pub-${uid()}` },
  });
  const pubId = (await res.json()).pub.id as number;
  const post = (path: string, data: object) =>
    api.post(`/api/company/${owner.companyId}/pubs/${pubId}/${path}`, { headers: { accesstoken: owner.token }, data });
  await post('geolocation', { lat: 47.02, lng: 28.83 });
  await post('shipping-availability', { available: true });
  await post('shipping', {
    shapes: [
      {
        shape_id: crypto.randomUUID(),
        color: '#e6194b',
        vertices: [
          { lat: 47, lng: 28.8 },
          { lat: 47, lng: 28.9 },
          { lat: 47.05, lng: 28.85 },
        ],
      },
    ],
  });

  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);
  await page.goto(`/admin/pub/${pubId}/shipping`);
  await expect(page.locator('[data-map-status="ready"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Зона 1').first()).toBeVisible();
  await expect(page.getByLabel('Цена доставки, зона 1')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
