import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test, uid, type Owner } from './fixtures.ts';

/**
 * Delivery settings on real maps (MapLibre on the inline fallback style, since the e2e server points
 * MAP_STYLE_URL at an unreachable address; WebGL through SwiftShader) and the pub's couriers.
 */

async function createPub(api: APIRequestContext, owner: Owner): Promise<number> {
  const res = await api.post(`/api/company/${owner.companyId}/pubs/`, { headers: { accesstoken: owner.token }, data: { name: `Pub ${uid()}`, url_name: `pub-${uid()}` } });
  expect(res.status()).toBe(201);
  return (await res.json()).pub.id;
}
const ownerPost = (api: APIRequestContext, owner: Owner, pubId: number, path: string, data: unknown) =>
  api.post(`/api/company/${owner.companyId}/pubs/${pubId}/${path}`, { headers: { accesstoken: owner.token }, data: data as object });

async function openAs(page: Page, owner: Owner, path: string) {
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);
  await page.goto(path);
}

/** The map box once MapLibre has loaded its style (the fallback one here). */
async function readyMap(scope: Locator): Promise<Locator> {
  const map = scope.locator('[data-map-status="ready"]');
  await expect(map).toBeVisible({ timeout: 20_000 });
  return map;
}

/** Clicks polygon vertices at offsets from the map's top-left corner, closing on the first one. */
async function drawZone(page: Page, map: Locator, points: [number, number][], close = true) {
  // Centred in the viewport, clear of the sticky header.
  await map.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = (await map.boundingBox())!;
  const at = ([x, y]: [number, number]) => ({ x: box.x + x, y: box.y + y });
  for (const p of close ? [...points, points[0]] : points) {
    const { x, y } = at(p);
    await page.mouse.move(x, y, { steps: 2 });
    await page.mouse.click(x, y);
    // Separate clicks, never read as a double-click.
    await page.waitForTimeout(350);
  }
}

test('owner places the pub, sets up delivery with two zones and prices; everything survives a reload (ru)', async ({ page, api, owner }) => {
  const pubId = await createPub(api, owner);
  await openAs(page, owner, `/admin/pub/${pubId}`);

  // Geolocation tile: double-click places the pub.
  const tile = await readyMap(page.getByRole('region', { name: 'Карта местоположения заведения' }).locator('..'));
  await expect(page.getByText('Дважды щёлкните по карте, чтобы указать местоположение заведения.')).toBeVisible();
  await expect(page.getByText('Подложка карты сейчас недоступна; метки и зоны работают.').first()).toBeVisible();
  const tileBox = (await tile.boundingBox())!;
  await page.mouse.dblclick(tileBox.x + tileBox.width / 2, tileBox.y + tileBox.height / 2);
  await expect(page.getByTestId('pub-marker')).toBeVisible();
  await expect(page.getByText(/^Местоположение: 4\d\.\d{5}, 2\d\.\d{5}/)).toBeVisible();
  const geo = await (await api.get(`/api/company/${owner.companyId}/pubs/${pubId}/geolocation`, { headers: { accesstoken: owner.token } })).json();
  expect(Math.abs(geo.lat - 47.00556)).toBeLessThan(0.5);
  expect(Math.abs(geo.lng - 28.8575)).toBeLessThan(0.5);

  await page.goto(`/admin/pub/${pubId}/shipping`);
  // One save model (decision 087): every control edits a draft, one Save bar sends it.
  const saveBar = page.getByRole('region', { name: 'Несохранённые изменения' });
  const saveAll = async () => {
    await saveBar.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(saveBar).toHaveCount(0);
  };
  await expect(saveBar).toHaveCount(0);
  await page.getByLabel('Доставка доступна').check();
  await expect(page.getByLabel('Доставка доступна')).toBeChecked();
  await expect(saveBar).toBeVisible();

  // Time range: digits only.
  await page.getByLabel('От', { exact: true }).fill('30');
  await page.getByLabel('До', { exact: true }).fill('6x0');
  await expect(page.getByLabel('До', { exact: true })).toHaveValue('60');

  // Work hours: Monday start moves by two steps of 5 minutes.
  const mondayStart = page.getByRole('slider', { name: 'Понедельник: начало' });
  await mondayStart.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(mondayStart).toHaveValue('10');

  await page.getByLabel('Служба доставки').check();
  await expect(page.getByLabel('Служба доставки')).toBeChecked();
  await page.getByLabel('Добавлять комиссию за доставку к ценам блюд').check();
  await expect(page.getByLabel('Добавлять комиссию за доставку к ценам блюд')).toBeChecked();
  await saveAll();

  // Zones: two drawn by clicking vertices; a 2-click zone is discarded.
  const zonesCard = page.locator('section', { has: page.getByRole('heading', { name: 'Зоны доставки' }) });
  const zoneMap = await readyMap(zonesCard);
  await expect(zonesCard.getByRole('button', { name: 'Нарисовать зону' })).toBeEnabled();
  await drawZone(page, zoneMap, [[60, 60], [200, 60], [200, 180], [60, 180]]);
  await expect(zonesCard.locator('.zone-item', { hasText: 'Зона 1' })).toBeVisible();
  await expect(saveBar).toBeVisible();
  await drawZone(page, zoneMap, [[320, 220], [460, 220], [400, 340]]);
  await expect(zonesCard.locator('.zone-item', { hasText: 'Зона 2' })).toBeVisible();
  await drawZone(page, zoneMap, [[550, 80], [620, 120]], false);
  await page.keyboard.press('Escape');
  await expect(zonesCard.locator('.zone-item')).toHaveCount(2);

  // Prices of the new zones go in the same save: numeric only.
  const price1 = page.getByLabel('Цена доставки, зона 1');
  await price1.fill('2a5');
  await expect(price1).toHaveValue('25');
  await page.getByLabel('Цена доставки, зона 2').fill('40.5');
  await page.getByLabel('Бесплатная доставка от, зона 1').fill('300');
  await expectAccessible(page);
  await saveAll();
  await expect(page.getByRole('status').filter({ hasText: 'Настройки доставки сохранены' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Доставка доступна')).toBeChecked();
  await expect(page.getByLabel('От', { exact: true })).toHaveValue('30');
  await expect(page.getByLabel('До', { exact: true })).toHaveValue('60');
  await expect(page.getByRole('slider', { name: 'Понедельник: начало' })).toHaveValue('10');
  await expect(page.getByLabel('Служба доставки')).toBeChecked();
  await expect(page.getByLabel('Добавлять комиссию за доставку к ценам блюд')).toBeChecked();
  await expect(page.getByLabel('Цена доставки, зона 1')).toHaveValue('25');
  await expect(page.getByLabel('Цена доставки, зона 2')).toHaveValue('40.5');
  await expect(page.getByLabel('Бесплатная доставка от, зона 1')).toHaveValue('300');
  await expect(page.locator('.zone-item')).toHaveCount(2);
  await readyMap(page.locator('section', { has: page.getByRole('heading', { name: 'Зоны доставки' }) }));

  const shipping = await (await api.get(`/api/client/pub/${pubId}/shipping`)).json();
  expect(shipping.shapes).toHaveLength(2);
  expect(shipping.shapes.map((s: { vertices: unknown[] }) => s.vertices.length)).toEqual([4, 3]);
  expect(shipping.shapes.map((s: { color: string }) => s.color)).toEqual(['#e6194b', '#3cb44b']);
  expect(Object.values(shipping.shipping_prices).sort()).toEqual([25, 40.5]);

  // Deleting a zone and saving removes its prices too.
  await page.getByRole('button', { name: 'Удалить зону 2' }).click();
  await saveAll();
  await expect(page.locator('.zone-item')).toHaveCount(1);
  const after = await (await api.get(`/api/client/pub/${pubId}/shipping`)).json();
  expect(Object.values(after.shipping_prices)).toEqual([25]);
});

test('without a location the zone map is replaced by a warning and a link back (ro)', async ({ page, api, owner }) => {
  const pubId = await createPub(api, owner);
  await ownerPost(api, owner, pubId, 'shipping-availability', { available: true });
  await openAs(page, owner, `/admin/pub/${pubId}/shipping?lng=ro`);
  await expect(page.getByText('Setați mai întâi locația localului: faceți dublu clic pe hartă pe pagina localului.')).toBeVisible();
  await expect(page.locator('.map-canvas')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Înapoi la local' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pub/${pubId}/?$`));
});

test('owner adds a courier by ID, opens the read-only info and removes the courier (ro)', async ({ page, api, owner }) => {
  const pubId = await createPub(api, owner);
  const name = `Ion Curier ${uid()}`;
  const reg = await api.post('/api/courier/register', { data: { full_name: name, email: `c-${uid()}@example.md`, password: 'password-123', phone_number: '37369000222' } });
  expect(reg.status()).toBe(201);
  const courierId = (await reg.json()).courier_id as number;

  await openAs(page, owner, `/admin/pub/${pubId}/shipping?lng=ro`);
  const input = page.getByLabel('ID-ul curierului');
  const add = page.getByRole('button', { name: 'Adaugă curier' });
  await expect(add).toBeDisabled();
  await input.fill('0');
  await expect(add).toBeDisabled();
  await input.fill('abc');
  await expect(input).toHaveValue('');

  await input.fill('999999999');
  await add.click();
  await expect(page.getByRole('alert')).toBeVisible();

  await input.fill(String(courierId));
  await add.click();
  await expect(page.getByRole('list', { name: 'Curierii localului' }).getByText(name)).toBeVisible();
  await expect(input).toHaveValue('');

  await page.getByRole('button', { name: `Informații despre curier: ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(name)).toBeVisible();
  await expect(dialog.getByText('+373 69 000 222')).toBeVisible();
  await expect(dialog.locator('input, textarea, select')).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Elimină curierul ${name}` }).click();
  await expect(page.getByText('Încă nu sunt curieri. Curierul își găsește ID-ul în profil.')).toBeVisible();
  const list = await (await api.get(`/api/company/${owner.companyId}/pubs/${pubId}/couriers`, { headers: { accesstoken: owner.token } })).json();
  expect(list.couriers).toEqual([]);
});

test('owner edits a saved zone by dragging a vertex in edit mode (ru)', async ({ page, api, owner }) => {
  const pubId = await createPub(api, owner);
  await ownerPost(api, owner, pubId, 'geolocation', { lat: 47, lng: 28.85 });
  await ownerPost(api, owner, pubId, 'shipping-availability', { available: true });
  const zone = { shape_id: crypto.randomUUID(), color: '#e6194b', vertices: [{ lat: 46.98, lng: 28.8 }, { lat: 46.98, lng: 28.9 }, { lat: 47.04, lng: 28.85 }] };
  await ownerPost(api, owner, pubId, 'shipping', { shapes: [zone] });
  await openAs(page, owner, `/admin/pub/${pubId}/shipping`);

  const zonesCard = page.locator('section', { has: page.getByRole('heading', { name: 'Зоны доставки' }) });
  const map = await readyMap(zonesCard);
  await expect(zonesCard.getByRole('button', { name: 'Изменить зоны' })).toBeEnabled();
  await zonesCard.getByRole('button', { name: 'Изменить зоны' }).click();
  await expect(zonesCard.getByRole('button', { name: 'Изменить зоны' })).toHaveAttribute('aria-pressed', 'true');
  await map.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = (await map.boundingBox())!;
  // The map opens centred on the pub (47, 28.85), which is the zone's centroid: a click there selects it.
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.click(cx, cy);
  await page.waitForTimeout(300);
  // Drag the apex vertex (47.04, 28.85) upwards. Web Mercator at zoom 10 with 512 px tiles:
  // 512·2¹⁰/360 px per degree of longitude, divided by cos(47°) per degree of latitude.
  const pxPerDegLat = (512 * 2 ** 10) / 360 / Math.cos((47.02 * Math.PI) / 180);
  const apexY = cy - 0.04 * pxPerDegLat;
  await page.mouse.move(cx, apexY, { steps: 2 });
  await page.mouse.down();
  await page.mouse.move(cx, apexY - 40, { steps: 8 });
  await page.mouse.up();
  const saveBar = page.getByRole('region', { name: 'Несохранённые изменения' });
  await expect(saveBar).toBeVisible();
  await saveBar.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(saveBar).toHaveCount(0);
  const saved = (await (await api.get(`/api/client/pub/${pubId}/shipping`)).json()).shapes[0];
  expect(saved.shape_id).toBe(zone.shape_id);
  expect(saved.vertices).toHaveLength(3);
  expect(Math.max(...saved.vertices.map((v: { lat: number }) => v.lat))).toBeGreaterThan(47.045);
});

test('refused hours and delivery time show why, save nothing and toast no success; leaving with unsaved edits asks (issue 13 #7, #8)', async ({ page, api, owner }) => {
  const pubId = await createPub(api, owner);
  await ownerPost(api, owner, pubId, 'shipping-availability', { available: true });
  await ownerPost(api, owner, pubId, 'shipping-time', { from: 30, to: 60 });
  await openAs(page, owner, `/admin/pub/${pubId}/shipping`);
  const saveBar = page.getByRole('region', { name: 'Несохранённые изменения' });

  // Delivery time from 60 to 30: refused at the field, nothing sent, no success toast.
  await page.getByLabel('От', { exact: true }).fill('60');
  await page.getByLabel('До', { exact: true }).fill('30');
  await saveBar.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByLabel('От', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('«От» не может быть больше, чем «до»')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Проверьте выделенные поля' })).toBeVisible();
  await expect(page.getByText('Настройки доставки сохранены')).toHaveCount(0);
  expect((await (await api.get(`/api/client/pub/${pubId}/shipping`)).json()).shipping_time_from).toBe(30);
  await page.getByLabel('От', { exact: true }).fill('20');

  // A day closes by its switch, not by a zero range; an open zero range is refused.
  const sunday = page.locator('.work-hours-day').nth(6);
  await sunday.getByRole('slider', { name: 'Воскресенье: начало' }).fill('600');
  await sunday.getByRole('slider', { name: 'Воскресенье: конец' }).fill('600');
  await saveBar.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(sunday.getByText('Начало и конец совпадают: задайте часы или отметьте «Выходной»')).toBeVisible();
  await expect(page.getByText('Настройки доставки сохранены')).toHaveCount(0);
  await sunday.getByLabel('Выходной').check();
  await expect(sunday.getByText('В этот день доставки нет')).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Воскресенье: начало' })).toHaveCount(0);
  await saveBar.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(saveBar).toHaveCount(0);
  const stored = await (await api.get(`/api/client/pub/${pubId}/shipping`)).json();
  expect(stored).toMatchObject({ shipping_time_from: 20, shipping_time_to: 30 });
  expect(stored.shipping_work_hours_for_week[6]).toEqual({ start: 0, end: 0 });

  // Leaving with an unsaved edit asks; staying keeps the edit, leaving drops it.
  await page.getByLabel('До', { exact: true }).fill('90');
  await page.getByRole('link', { name: 'Все заведения' }).click();
  const dialog = page.getByRole('dialog', { name: 'Уйти без сохранения?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Остаться на странице' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pub/${pubId}/shipping`));
  await expect(page.getByLabel('До', { exact: true })).toHaveValue('90');
  await page.getByRole('link', { name: 'Все заведения' }).click();
  await dialog.getByRole('button', { name: 'Уйти без сохранения' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/admin/pub/${pubId}/shipping`));
  expect((await (await api.get(`/api/client/pub/${pubId}/shipping`)).json()).shipping_time_to).toBe(30);
});
