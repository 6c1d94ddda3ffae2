import type { Locator, Page } from '@playwright/test';

/**
 * The kitchen board's tickets (issue 15): a ticket is the card of one order, found by its number
 * ("№ 5" in Russian, "Nr. 5" in Romanian); its number is the link to the order page.
 */
export function ticket(page: Page, number: number): Locator {
  return page.locator('li.ticket').filter({ has: page.locator('.ticket-number', { hasText: new RegExp(`^(№|Nr\\.) ?${number}$`) }) });
}

/** Opens the order page from a ticket, as a tap on its number does. */
export function openOrder(card: Locator): Promise<void> {
  return card.locator('.ticket-number').click();
}
