import type { Browser, Locator, Page } from '@playwright/test';
import { expect, signIn, uid } from '../fixtures.ts';
import type { OrdersPub } from '../orders-seed.ts';

/** The kitchen tablet's screen. */
export const TABLET = { width: 1024, height: 768 };

/**
 * The kitchen board's tickets: a ticket is the card of one order, found by its number
 * ("№ 5" in Russian, "Nr. 5" in Romanian); its number is the link to the order page.
 */
export function ticket(page: Page, number: number): Locator {
  return page
    .locator('li.ticket')
    .filter({ has: page.locator('.ticket-number', { hasText: new RegExp(`^(№|Nr\\.) ?${number}$`) }) });
}

/** Opens the order page from a ticket, as a tap on its number does. */
export function openOrder(card: Locator): Promise<void> {
  return card.locator('.ticket-number').click();
}

/** A new staff login of the pub, signed in on a touch tablet and showing the live board. */
export async function staffTablet(
  browser: Browser,
  baseURL: string,
  pub: OrdersPub,
  lng: 'ru' | 'ro' = 'ru',
  viewport = TABLET,
  clock = false,
): Promise<Page> {
  const name = `k${uid()}`;
  const res = await browser.newContext().then(async (c) => {
    const r = await c.request.post(`${baseURL}/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/staff`, {
      headers: { accesstoken: pub.owner.token },
      data: { name, password: 'kitchen-pass-1' },
    });
    const body = await r.json();
    await c.close();
    return body;
  });
  const context = await browser.newContext({
    baseURL,
    locale: lng === 'ru' ? 'ru-RU' : 'ro-RO',
    viewport,
    hasTouch: true,
  });
  const page = await context.newPage();
  // A controllable clock (it still runs on its own) lets a test move minutes ahead without waiting.
  if (clock) await page.clock.install();
  await signIn(page, res.staff.login, 'kitchen-pass-1');
  await expect(page).toHaveURL(new RegExp(`/admin/pub/${pub.pubId}/orders`));
  await page.goto(`/admin/pub/${pub.pubId}/orders?lng=${lng}`);
  await expect(page.locator('[data-state="connected"]')).toBeVisible();
  return page;
}
