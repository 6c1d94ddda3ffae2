import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/**
 * The owner's delivery settings page (`/admin/pub/{id}/shipping`) and the pub page's location tile,
 * as a person sees them: every locator of e2e/shipping.spec.ts lives here, the test file reads as steps.
 * Labels are the Russian ones unless a method says otherwise; the courier list is read in Romanian.
 */
export class ShippingPage {
  readonly saveBar: Locator;
  readonly available: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly deliveryService: Locator;
  readonly commissionInPrices: Locator;
  readonly zonesCard: Locator;
  readonly zoneItems: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.saveBar = page.getByRole('region', { name: 'Несохранённые изменения' });
    this.available = page.getByLabel('Доставка доступна');
    this.from = page.getByLabel('От', { exact: true });
    this.to = page.getByLabel('До', { exact: true });
    this.deliveryService = page.getByLabel('Служба доставки');
    this.commissionInPrices = page.getByLabel('Добавлять комиссию за доставку к ценам блюд');
    this.zonesCard = page.locator('section', { has: page.getByRole('heading', { name: 'Зоны доставки' }) });
    this.zoneItems = page.locator('.zone-item');
  }

  goto(pubId: number, lang?: 'ro') {
    return this.page.goto(`/admin/pub/${pubId}/shipping${lang ? `?lng=${lang}` : ''}`);
  }

  // --- the location tile of the pub page ---

  /** The pub page's location map, once loaded. */
  locationMap() {
    return readyMap(this.page.getByRole('region', { name: 'Карта местоположения заведения' }).locator('..'));
  }
  /** Double-clicks the middle of the pub page's location map. */
  async placePubInTheMiddle() {
    const tile = await this.locationMap();
    // The first-day checklist can push the map below the fold.
    await tile.scrollIntoViewIfNeeded();
    const box = (await tile.boundingBox())!;
    await this.page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
  }
  get pubMarker() {
    return this.page.getByTestId('pub-marker');
  }

  // --- the one Save bar (decision 087) ---

  saveButton() {
    return this.saveBar.getByRole('button', { name: 'Сохранить', exact: true });
  }
  /** Saves the draft and waits until nothing is left unsaved. */
  async saveAll() {
    await this.saveButton().click();
    await expect(this.saveBar).toHaveCount(0);
  }
  savedToast() {
    return this.page.getByRole('status').filter({ hasText: 'Настройки доставки сохранены' });
  }

  // --- work hours ---

  slider(day: string, end: 'начало' | 'конец') {
    return this.page.getByRole('slider', { name: `${day}: ${end}` });
  }
  day(index: number) {
    return this.page.locator('.work-hours-day').nth(index);
  }

  // --- zones ---

  zoneMap() {
    return readyMap(this.zonesCard);
  }
  zoneItem(name: string) {
    return this.zonesCard.locator('.zone-item', { hasText: name });
  }
  drawZoneButton() {
    return this.zonesCard.getByRole('button', { name: 'Нарисовать зону' });
  }
  editZonesButton() {
    return this.zonesCard.getByRole('button', { name: 'Изменить зоны' });
  }
  zonePrice(n: number) {
    return this.page.getByLabel(`Цена доставки, зона ${n}`);
  }
  freeDeliveryFrom(n: number) {
    return this.page.getByLabel(`Бесплатная доставка от, зона ${n}`);
  }
  deleteZone(n: number) {
    return this.page.getByRole('button', { name: `Удалить зону ${n}` }).click();
  }

  /** Clicks polygon vertices at offsets from the zone map's top-left corner, closing on the first one. */
  async drawZone(points: [number, number][], close = true) {
    const map = await this.zoneMap();
    // Centred in the viewport, clear of the sticky header.
    await map.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = (await map.boundingBox())!;
    for (const [x, y] of close ? [...points, points[0]] : points) {
      await this.page.mouse.move(box.x + x, box.y + y, { steps: 2 });
      await this.page.mouse.click(box.x + x, box.y + y);
      // Separate clicks, never read as a double-click.
      await this.page.waitForTimeout(350);
    }
  }

  savedText() {
    return this.page.getByText('Настройки доставки сохранены');
  }
  checkFieldsAlert() {
    return this.page.getByRole('alert').filter({ hasText: 'Проверьте выделенные поля' });
  }

  // --- leaving with unsaved edits ---

  goToAllPubs() {
    return this.page.getByRole('link', { name: 'Все заведения' }).click();
  }
  get leaveDialog() {
    return this.page.getByRole('dialog', { name: 'Уйти без сохранения?' });
  }
  stayOnPage() {
    return this.leaveDialog.getByRole('button', { name: 'Остаться на странице' }).click();
  }
  leaveWithoutSaving() {
    return this.leaveDialog.getByRole('button', { name: 'Уйти без сохранения' }).click();
  }

  // --- without a location (read in Romanian) ---

  get noLocationWarning() {
    return this.page.getByText('Setați mai întâi locația localului: faceți dublu clic pe hartă pe pagina localului.');
  }
  get mapCanvas() {
    return this.page.locator('.map-canvas');
  }
  backToPub() {
    return this.page.getByRole('link', { name: 'Înapoi la local' }).click();
  }

  // --- the pub's couriers (read in Romanian) ---

  get courierIdInput() {
    return this.page.getByLabel('ID-ul curierului');
  }
  get addCourierButton() {
    return this.page.getByRole('button', { name: 'Adaugă curier' });
  }
  async addCourier(id: string) {
    await this.courierIdInput.fill(id);
    await this.addCourierButton.click();
  }
  courierInList(name: string) {
    return this.page.getByRole('list', { name: 'Curierii localului' }).getByText(name);
  }
  openCourierInfo(name: string) {
    return this.page.getByRole('button', { name: `Informații despre curier: ${name}` }).click();
  }
  get courierInfo() {
    return this.page.getByRole('dialog');
  }
  get noCouriersYet() {
    return this.page.getByText('Încă nu sunt curieri. Curierul își găsește ID-ul în profil.');
  }
  removeCourier(name: string) {
    return this.page.getByRole('button', { name: `Elimină curierul ${name}` }).click();
  }
}

/** The map box once MapLibre has loaded its style (the fallback one here). */
export async function readyMap(scope: Locator): Promise<Locator> {
  const map = scope.locator('[data-map-status="ready"]');
  await expect(map).toBeVisible({ timeout: 20_000 });
  return map;
}
