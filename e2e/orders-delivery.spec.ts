import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { openOrder, ticket } from './pages/kitchen-board.ts';
import { enableDelivery, placeDeliveryOrder, registerCourier, seedOrdersPub } from './orders-seed.ts';
import { money } from './money.ts';

/**
 * A delivery order of a delivery-service pub on the order page (docs/product.md S2, S4 "Courier panel", S9
 * commission): call-back badge, customer details with tel: links, totals with commission, the
 * courier panel through its states, the prepared toggle, and the delivery price selector.
 */
test('delivery order: courier panel states, prepared toggle, commission totals and delivery price', async ({
  page,
  api,
}) => {
  const pub = await seedOrdersPub(api);
  await enableDelivery(api, pub);
  const order = await placeDeliveryOrder(api, pub);
  await signIn(page, pub.owner.email, pub.owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);
  await page.goto(`/admin/pub/${pub.pubId}/orders`);

  const card = ticket(page, order.number);
  await expect(card).toContainText('Перезвонить');
  await expect(card).not.toContainText('web_menu_delivery');
  await expect(card).toContainText(money('190.00'));
  await openOrder(card);

  // Customer details and totals: 2 × 104.50 = 209 with commission → 190 products + 19 commission, + 30 delivery.
  await expect(page.getByRole('link', { name: '+373 69 123 456' })).toHaveAttribute('href', 'tel:+37369123456');
  await expect(page.getByText('str. Ștefan cel Mare 1')).toBeVisible();
  await expect(page.getByText('Картой при получении')).toBeVisible();
  await expect(page.getByText('Ring twice')).toBeVisible();
  await expect(page.locator('[data-total="products"]')).toHaveText(money('190.00'));
  await expect(page.locator('[data-total="commission"]')).toHaveText(money('19.00'));
  await expect(page.locator('[data-total="total"]')).toHaveText(money('239.00'));

  // Courier panel: not handled → prompt; preparing → searching; reserved → the courier's name.
  await expect(page.getByText('Переведите заказ в статус «Готовится»')).toBeVisible();
  await expect(page.getByLabel('Готово')).toBeHidden();
  await page.getByRole('button', { name: 'Готовится' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Ищем курьеров…')).toBeVisible();
  await page.getByLabel('Готово').check();
  await expect(page.getByLabel('Готово')).toBeChecked();

  const courier = await registerCourier(api, 'Petru Curier');
  const reserve = await api.post(`/api/courier/${courier.id}/reserve-order`, {
    headers: { accesstoken: courier.token },
    data: { order_id: order.id },
  });
  expect(reserve.ok(), await reserve.text()).toBe(true);
  await page.getByRole('button', { name: 'Petru Curier' }).click();
  const info = page.getByRole('dialog', { name: 'Курьер' });
  await expect(info.getByRole('link', { name: '+373 69 000 111' })).toBeVisible();
  await expectAccessible(page);
  await info.getByRole('button', { name: 'Закрыть' }).click();

  // Delivery price: 0 or the zone's 30; Save appears only when it differs.
  const price = page.getByLabel('Цена', { exact: true });
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeHidden();
  await price.selectOption({ label: '0,00\u00a0Lei' });
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.locator('[data-total="total"]')).toHaveText(money('209.00'));
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeHidden();
});
