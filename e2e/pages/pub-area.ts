import type { Page } from '@playwright/test';

/** The pub area's shell (`/admin/pub/{id}/…`) in Russian: its header, back and home links, and the overview tiles. */
export class PubArea {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }
  get header() {
    return this.page.locator('.pub-header');
  }
  /** Back is a link where it goes to a fixed place, a button where it is one step back in history. */
  get backLink() {
    return this.page.getByRole('link', { name: 'Назад' });
  }
  get backButton() {
    return this.page.getByRole('button', { name: 'Назад' });
  }
  get homeLink() {
    return this.page.getByRole('link', { name: 'Все заведения' });
  }
  get ordersTile() {
    return this.page.getByRole('link', { name: /Заказы/ });
  }
  tile(name: string) {
    return this.page.getByRole('link', { name: new RegExp(name) });
  }
  get locationRegion() {
    return this.page.getByRole('region', { name: 'Геолокация' });
  }
  logout() {
    return this.page.getByRole('button', { name: 'Выйти' }).click();
  }
}
