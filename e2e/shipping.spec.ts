import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test, uid, type Owner } from './fixtures.ts';
import { ShippingPage } from './pages/shipping-page.ts';

/**
 * Delivery settings on real maps (MapLibre on the inline fallback style, since the e2e server points
 * MAP_STYLE_URL at an unreachable address; WebGL through SwiftShader) and the pub's couriers.
 */

async function createPub(api: APIRequestContext, owner: Owner): Promise<number> {
  const res = await api.post(`/api/company/${owner.companyId}/pubs/`, {
    headers: { accesstoken: owner.token },
    data: { name: `Pub ${uid()}`, url_name: `pub-${uid()}` },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).pub.id;
}
const ownerPost = (api: APIRequestContext, owner: Owner, pubId: number, path: string, data: unknown) =>
  api.post(`/api/company/${owner.companyId}/pubs/${pubId}/${path}`, {
    headers: { accesstoken: owner.token },
    data: data as object,
  });

async function openAs(page: Page, owner: Owner, path: string): Promise<ShippingPage> {
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);
  await page.goto(path);
  return new ShippingPage(page);
}

test('owner places the pub, sets up delivery with two zones and prices; everything survives a reload (ru)', async ({
  page,
  api,
  owner,
}) => {
  const pubId = await createPub(api, owner);
  const shipping = await openAs(page, owner, `/admin/pub/${pubId}`);

  // Geolocation tile: double-click places the pub.
  await shipping.locationMap();
  await expect(page.getByText('Дважды щёлкните по карте, чтобы указать местоположение заведения.')).toBeVisible();
  await expect(page.getByText('Подложка карты сейчас недоступна; метки и зоны работают.').first()).toBeVisible();
  await shipping.placePubInTheMiddle();
  await expect(shipping.pubMarker).toBeVisible();
  await expect(page.getByText(/^Местоположение: 4\d\.\d{5}, 2\d\.\d{5}/)).toBeVisible();
  const geo = await (
    await api.get(`/api/company/${owner.companyId}/pubs/${pubId}/geolocation`, {
      headers: { accesstoken: owner.token },
    })
  ).json();
  expect(Math.abs(geo.lat - 47.00556)).toBeLessThan(0.5);
  expect(Math.abs(geo.lng - 28.8575)).toBeLessThan(0.5);

  await shipping.goto(pubId);
  // One save model (decision 087): every control edits a draft, one Save bar sends it.
  const { saveBar } = shipping;
  await expect(saveBar).toHaveCount(0);
  await shipping.available.check();
  await expect(shipping.available).toBeChecked();
  await expect(saveBar).toBeVisible();

  // Time range: digits only.
  await shipping.from.fill('30');
  await shipping.to.fill('6x0');
  await expect(shipping.to).toHaveValue('60');

  // Work hours: Monday start moves by two steps of 5 minutes.
  const mondayStart = shipping.slider('Понедельник', 'начало');
  await mondayStart.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(mondayStart).toHaveValue('10');

  await shipping.deliveryService.check();
  await expect(shipping.deliveryService).toBeChecked();
  await shipping.commissionInPrices.check();
  await expect(shipping.commissionInPrices).toBeChecked();
  await shipping.saveAll();

  // Zones: two drawn by clicking vertices; a 2-click zone is discarded.
  await shipping.zoneMap();
  await expect(shipping.drawZoneButton()).toBeEnabled();
  await shipping.drawZone([
    [60, 60],
    [200, 60],
    [200, 180],
    [60, 180],
  ]);
  await expect(shipping.zoneItem('Зона 1')).toBeVisible();
  await expect(saveBar).toBeVisible();
  await shipping.drawZone([
    [320, 220],
    [460, 220],
    [400, 340],
  ]);
  await expect(shipping.zoneItem('Зона 2')).toBeVisible();
  await shipping.drawZone(
    [
      [550, 80],
      [620, 120],
    ],
    false,
  );
  await page.keyboard.press('Escape');
  await expect(shipping.zoneItems).toHaveCount(2);

  // Prices of the new zones go in the same save: numeric only.
  const price1 = shipping.zonePrice(1);
  await price1.fill('2a5');
  await expect(price1).toHaveValue('25');
  await shipping.zonePrice(2).fill('40.5');
  await shipping.freeDeliveryFrom(1).fill('300');
  await expectAccessible(page);
  await shipping.saveAll();
  await expect(shipping.savedToast()).toBeVisible();

  await page.reload();
  await expect(shipping.available).toBeChecked();
  await expect(shipping.from).toHaveValue('30');
  await expect(shipping.to).toHaveValue('60');
  await expect(shipping.slider('Понедельник', 'начало')).toHaveValue('10');
  await expect(shipping.deliveryService).toBeChecked();
  await expect(shipping.commissionInPrices).toBeChecked();
  // Prices read as money in the interface language: two decimals, a decimal comma.
  await expect(shipping.zonePrice(1)).toHaveValue('25,00');
  await expect(shipping.zonePrice(2)).toHaveValue('40,50');
  await expect(shipping.freeDeliveryFrom(1)).toHaveValue('300,00');
  await expect(shipping.zoneItems).toHaveCount(2);
  await shipping.zoneMap();

  const stored = await (await api.get(`/api/client/pub/${pubId}/shipping`)).json();
  expect(stored.shapes).toHaveLength(2);
  expect(stored.shapes.map((s: { vertices: unknown[] }) => s.vertices.length)).toEqual([4, 3]);
  expect(stored.shapes.map((s: { color: string }) => s.color)).toEqual(['#e6194b', '#3cb44b']);
  expect(Object.values(stored.shipping_prices).sort()).toEqual([25, 40.5]);

  // Deleting a zone and saving removes its prices too.
  await shipping.deleteZone(2);
  await shipping.saveAll();
  await expect(shipping.zoneItems).toHaveCount(1);
  const after = await (await api.get(`/api/client/pub/${pubId}/shipping`)).json();
  expect(Object.values(after.shipping_prices)).toEqual([25]);
});

test('without a location the zone map is replaced by a warning and a link back (ro)', async ({ page, api, owner }) => {
  const pubId = await createPub(api, owner);
  await ownerPost(api, owner, pubId, 'shipping-availability', { available: true });
  const shipping = await openAs(page, owner, `/admin/pub/${pubId}/shipping?lng=ro`);
  await expect(shipping.noLocationWarning).toBeVisible();
  await expect(shipping.mapCanvas).toHaveCount(0);
  await expectAccessible(page);
  await shipping.backToPub();
  await expect(page).toHaveURL(new RegExp(`/admin/pub/${pubId}/?$`));
});

test('owner adds a courier by ID, opens the read-only info and removes the courier (ro)', async ({
  page,
  api,
  owner,
}) => {
  const pubId = await createPub(api, owner);
  const name = `Ion Curier ${uid()}`;
  const reg = await api.post('/api/courier/register', {
    data: { full_name: name, email: `c-${uid()}@example.md`, password: 'password-123', phone_number: '37369000222' },
  });
  expect(reg.status()).toBe(201);
  const courierId = (await reg.json()).courier_id as number;

  const shipping = await openAs(page, owner, `/admin/pub/${pubId}/shipping?lng=ro`);
  const input = shipping.courierIdInput;
  const add = shipping.addCourierButton;
  await expect(add).toBeDisabled();
  await input.fill('0');
  await expect(add).toBeDisabled();
  await input.fill('abc');
  await expect(input).toHaveValue('');

  await shipping.addCourier('999999999');
  await expect(page.getByRole('alert')).toBeVisible();

  await shipping.addCourier(String(courierId));
  await expect(shipping.courierInList(name)).toBeVisible();
  await expect(input).toHaveValue('');

  await shipping.openCourierInfo(name);
  const dialog = shipping.courierInfo;
  await expect(dialog.getByText(name)).toBeVisible();
  await expect(dialog.getByText('+373 69 000 222')).toBeVisible();
  await expect(dialog.locator('input, textarea, select')).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await shipping.removeCourier(name);
  await expect(shipping.noCouriersYet).toBeVisible();
  const list = await (
    await api.get(`/api/company/${owner.companyId}/pubs/${pubId}/couriers`, { headers: { accesstoken: owner.token } })
  ).json();
  expect(list.couriers).toEqual([]);
});

test('owner edits a saved zone by dragging a vertex in edit mode (ru)', async ({ page, api, owner }) => {
  const pubId = await createPub(api, owner);
  await ownerPost(api, owner, pubId, 'geolocation', { lat: 47, lng: 28.85 });
  await ownerPost(api, owner, pubId, 'shipping-availability', { available: true });
  const zone = {
    shape_id: crypto.randomUUID(),
    color: '#e6194b',
    vertices: [
      { lat: 46.98, lng: 28.8 },
      { lat: 46.98, lng: 28.9 },
      { lat: 47.04, lng: 28.85 },
    ],
  };
  await ownerPost(api, owner, pubId, 'shipping', { shapes: [zone] });
  const shipping = await openAs(page, owner, `/admin/pub/${pubId}/shipping`);

  const map = await shipping.zoneMap();
  await expect(shipping.editZonesButton()).toBeEnabled();
  await shipping.editZonesButton().click();
  await expect(shipping.editZonesButton()).toHaveAttribute('aria-pressed', 'true');
  await map.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = (await map.boundingBox())!;
  // The map opens centred on the pub (47, 28.85), which is the zone's centroid: a click there selects it.
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.click(cx, cy);
  // The click selects the zone in terra-draw's store at once; two frames let the map draw its vertices.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  // Drag the apex vertex (47.04, 28.85) upwards. Web Mercator at zoom 10 with 512 px tiles:
  // 512·2¹⁰/360 px per degree of longitude, divided by cos(47°) per degree of latitude.
  const pxPerDegLat = (512 * 2 ** 10) / 360 / Math.cos((47.02 * Math.PI) / 180);
  const apexY = cy - 0.04 * pxPerDegLat;
  await page.mouse.move(cx, apexY, { steps: 2 });
  await page.mouse.down();
  await page.mouse.move(cx, apexY - 40, { steps: 8 });
  await page.mouse.up();
  await expect(shipping.saveBar).toBeVisible();
  await shipping.saveAll();
  const saved = (await (await api.get(`/api/client/pub/${pubId}/shipping`)).json()).shapes[0];
  expect(saved.shape_id).toBe(zone.shape_id);
  expect(saved.vertices).toHaveLength(3);
  expect(Math.max(...saved.vertices.map((v: { lat: number }) => v.lat))).toBeGreaterThan(47.045);
});

test('refused hours and delivery time show why, save nothing and toast no success; leaving with unsaved edits asks', async ({
  page,
  api,
  owner,
}) => {
  const pubId = await createPub(api, owner);
  await ownerPost(api, owner, pubId, 'shipping-availability', { available: true });
  await ownerPost(api, owner, pubId, 'shipping-time', { from: 30, to: 60 });
  const shipping = await openAs(page, owner, `/admin/pub/${pubId}/shipping`);

  // Delivery time from 60 to 30: refused at the field, nothing sent, no success toast.
  await shipping.from.fill('60');
  await shipping.to.fill('30');
  await shipping.saveButton().click();
  await expect(shipping.from).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('«От» не может быть больше, чем «до»')).toBeVisible();
  await expect(shipping.checkFieldsAlert()).toBeVisible();
  await expect(shipping.savedText()).toHaveCount(0);
  expect((await (await api.get(`/api/client/pub/${pubId}/shipping`)).json()).shipping_time_from).toBe(30);
  await shipping.from.fill('20');

  // A day closes by its switch, not by a zero range; an open zero range is refused.
  const sunday = shipping.day(6);
  await sunday.getByRole('slider', { name: 'Воскресенье: начало' }).fill('600');
  await sunday.getByRole('slider', { name: 'Воскресенье: конец' }).fill('600');
  await shipping.saveButton().click();
  await expect(sunday.getByText('Начало и конец совпадают: задайте часы или отметьте «Выходной»')).toBeVisible();
  await expect(shipping.savedText()).toHaveCount(0);
  await sunday.getByLabel('Выходной').check();
  await expect(sunday.getByText('В этот день доставки нет')).toBeVisible();
  await expect(shipping.slider('Воскресенье', 'начало')).toHaveCount(0);
  await shipping.saveButton().click();
  await expect(shipping.saveBar).toHaveCount(0);
  const stored = await (await api.get(`/api/client/pub/${pubId}/shipping`)).json();
  expect(stored).toMatchObject({ shipping_time_from: 20, shipping_time_to: 30 });
  expect(stored.shipping_work_hours_for_week[6]).toEqual({ start: 0, end: 0 });

  // Leaving with an unsaved edit asks; staying keeps the edit, leaving drops it.
  await shipping.to.fill('90');
  await shipping.goToAllPubs();
  await expect(shipping.leaveDialog).toBeVisible();
  await shipping.stayOnPage();
  await expect(page).toHaveURL(new RegExp(`/admin/pub/${pubId}/shipping`));
  await expect(shipping.to).toHaveValue('90');
  await shipping.goToAllPubs();
  await shipping.leaveWithoutSaving();
  await expect(page).not.toHaveURL(new RegExp(`/admin/pub/${pubId}/shipping`));
  expect((await (await api.get(`/api/client/pub/${pubId}/shipping`)).json()).shipping_time_to).toBe(30);
});
