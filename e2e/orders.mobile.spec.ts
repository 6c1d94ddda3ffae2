import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { ticket } from './pages/kitchen-board.ts';
import { placeInPlaceOrder, seedOrdersPub } from './orders-seed.ts';

/** The board and the order page on a phone: readable without sideways scrolling, accessible. */
test('board and order page fit a phone screen', async ({ page, api }) => {
  const pub = await seedOrdersPub(api);
  const order = await placeInPlaceOrder(api, pub, 'Natalia');
  await signIn(page, pub.owner.email, pub.owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);
  await page.goto(`/admin/pub/${pub.pubId}/orders?lng=ro`);
  const card = ticket(page, order.number);
  await expect(card).toContainText('Natalia');
  const overflows = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  expect(await overflows()).toBe(false);
  await expectAccessible(page);
  await card.locator('.ticket-number').tap();
  await expect(page.getByRole('heading', { name: `Comanda nr. ${order.number}` })).toBeVisible();
  expect(await overflows()).toBe(false);
  await expectAccessible(page);
});
