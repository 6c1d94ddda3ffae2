import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { startEmbedded, type EmbeddedDatabase } from '../src/server/db/embedded.ts';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import {
  placeDeliveryOrder,
  registerCourier,
  seedDeliveryPub,
  type CourierAccount,
  type DeliveryPub,
} from './courier-seed.ts';
import { startServer, type ServerHandle } from './server.ts';
import { shot as saveShot } from './shot.ts';

/**
 * A whole delivery on a 390×844 phone: reserve, the stages one big button at a time, the
 * connection lost at the client's door, the proof photo and "delivered" (a long press) queued offline,
 * then sent once, in order, on reconnect. At each step the staff order page and the guest's status
 * answer carry the stage. Then the earnings screen adds up to the balance. Its own server and database:
 * the venue's `proof_of_delivery` is switched on in SQL (this test does not drive its settings screen).
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let db: EmbeddedDatabase;
let sql: pg.Client;
let server: ServerHandle;
let api: APIRequestContext;
let courier: CourierAccount;
let pub: DeliveryPub;
let order: { id: number; number: number };
let phone: Page;
let staff: Page;

const shot = (page: Page, name: string) => saveShot(page, test.info().outputPath(`${name}.png`), { fullPage: true });

test.beforeAll(async ({ browser, playwright }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-run-'));
  fs.chmodSync(dir, 0o755);
  db = await startEmbedded(path.join(dir, 'db'));
  server = await startServer({ dataDir: path.join(dir, 'data'), env: { DATABASE_URL: db.url } });
  sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
  api = await playwright.request.newContext({ baseURL: server.url });
  courier = await registerCourier(api, 'Mihai Curier');
  pub = await seedDeliveryPub(api, [courier]);
  await sql.query('update pubs set proof_of_delivery = true where id = $1', [pub.pubId]);
  const use = test.info().project.use;
  phone = await (
    await browser.newContext({ ...use, baseURL: server.url, locale: 'ru-RU', viewport: { width: 390, height: 844 } })
  ).newPage();
  staff = await (
    await browser.newContext({ baseURL: server.url, locale: 'ru-RU', viewport: { width: 1366, height: 800 } })
  ).newPage();
});

test.afterAll(async () => {
  await phone?.context().close();
  await staff?.context().close();
  await api?.dispose();
  await sql?.end();
  await server?.stop();
  await db?.stop();
});

async function guestStage(): Promise<string> {
  const { rows } = await sql.query('select tracking_token from orders where id = $1', [order.id]);
  const res = await api.get(`/api/client/orders/${order.id}?token=${rows[0].tracking_token}`);
  return (await res.json()).order.courier_stage;
}
async function serverOrder() {
  const { rows } = await sql.query(
    'select status, courier_stage, proof_image_file_name, canceled_by from orders where id = $1',
    [order.id],
  );
  return rows[0] as { status: string; courier_stage: string; proof_image_file_name: string };
}
const card = () => phone.getByRole('article', { name: `#${order.number} ${pub.name}` });

test('before reserving: drop-off town, distance, cash to collect and reward, never the client', async () => {
  order = await placeDeliveryOrder(api, pub);
  await signIn(phone, courier.email, courier.password);
  await expect(phone).toHaveURL(/\/courier\/profile/);
  await phone.goto('/courier/orders?tab=available');
  await phone.getByRole('switch').click();
  await expect(phone.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  await expect(card()).toBeVisible();
  await expect(card().getByText('Chișinău')).toBeVisible();
  await expect(card().getByText(/^\d+,\d км$/)).toBeVisible();
  await expect(card().getByText('Ion Popescu')).toHaveCount(0);
  await expect(card().getByText('str. Florilor 5', { exact: false })).toHaveCount(0);
  await expect(card().getByRole('link', { name: /\+373 69 555 444/ })).toHaveCount(0);
  await shot(phone, '1-available');
  await expectAccessible(phone);
});

test('reserve, then each stage is one big button; staff and the guest see it', async () => {
  await card().getByRole('button', { name: 'Забронировать' }).click();
  await phone.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
  await expect(phone).toHaveURL(/tab=active/);
  await expect(card().getByTestId('courier-stage')).toHaveText('Курьер назначен');
  expect(await guestStage()).toBe('reserved');

  // Navigation: turn-by-turn routes, not a bare geo: pin; the venue phone is a big tap-to-call button.
  await expect(card().getByRole('link', { name: 'Маршрут к заведению' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&destination=47.0105,28.8638&travelmode=driving',
  );
  await expect(card().getByRole('link', { name: 'Маршрут к клиенту' })).toHaveAttribute(
    'href',
    /destination=47\.0205,28\.8738/,
  );
  await expect(card().getByRole('link', { name: 'Waze' }).first()).toHaveAttribute(
    'href',
    /^https:\/\/waze\.com\/ul\?ll=47\.0105%2C28\.8638&navigate=yes$/,
  );
  await expect(card().locator('a[href^="geo:"]')).toHaveCount(0);
  await expect(card().locator('a.courier-venue-phone')).toHaveAttribute('href', 'tel:+37369123456');
  await expect(card().locator('a.courier-venue-phone')).toHaveText(/\+373 69 123 456/);
  await shot(phone, '2-reserved');
  await expectAccessible(phone);

  await card().getByRole('button', { name: 'Я в заведении' }).click();
  await expect(card().getByTestId('courier-stage')).toHaveText('Курьер в заведении');
  await expect.poll(guestStage).toBe('at_restaurant');
  await signIn(staff, pub.owner.email, pub.owner.password);
  await expect(staff).not.toHaveURL(/\/auth\//);
  // The venue sees who of its couriers is on shift.
  await staff.goto(`/admin/pub/${pub.pubId}/shipping`);
  await expect(
    staff.getByRole('list', { name: 'Курьеры заведения' }).getByRole('listitem').filter({ hasText: 'Mihai Curier' }),
  ).toContainText('На смене');
  await staff.goto(`/admin/pub/${pub.pubId}/order/${order.id}`);
  await expect(staff.getByTestId('order-courier-stage')).toHaveText('Курьер в заведении');
  await shot(staff, '3-staff-stage');
  await expectAccessible(staff);

  await card().getByRole('button', { name: 'Я забрал заказ' }).click();
  await expect(card().getByTestId('courier-stage')).toHaveText('Курьер забрал заказ');
  await expect.poll(async () => (await serverOrder()).status).toBe('at_courier');
  // The staff page follows live.
  await expect(staff.getByTestId('order-courier-stage')).toHaveText('Курьер забрал заказ');
  expect(await guestStage()).toBe('picked_up');
});

test('offline at the door: stage, proof photo and a long-pressed "delivered" queue, then go once, in order', async () => {
  await phone.context().setOffline(true);
  await card().getByRole('button', { name: 'Я у клиента' }).click();
  await expect(card().getByTestId('courier-stage')).toHaveText('Курьер у двери');
  await expect(card().locator('.badge-pending')).toBeVisible();

  // The venue asks for a photo: "delivered" comes after it.
  await expect(card().locator('button.courier-hold')).toHaveCount(0);
  const photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#996633' } })
    .jpeg()
    .toBuffer();
  await card()
    .locator('input[type="file"]')
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  const hold = card().locator('button.courier-hold');
  await expect(hold).toBeVisible();
  await shot(phone, '4-offline-proof-taken');

  // A single tap does nothing but say how.
  await hold.click();
  await expect(card().locator('.courier-hold-hint.is-shown')).toHaveText(
    'Удерживайте кнопку или проведите по ней вправо, чтобы подтвердить',
  );
  expect((await serverOrder()).status).toBe('at_courier');

  // A long press: held until the order says it is queued.
  const box = (await hold.boundingBox())!;
  await phone.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await phone.mouse.down();
  await expect(card().locator('.badge-pending')).toHaveText('Выполнен — ждёт соединения');
  await phone.mouse.up();
  await shot(phone, '5-offline-delivered-queued');
  expect(await serverOrder()).toMatchObject({
    status: 'at_courier',
    courier_stage: 'picked_up',
    proof_image_file_name: '',
  });

  await phone.context().setOffline(false);
  await expect.poll(async () => (await serverOrder()).status, { timeout: 20_000 }).toBe('completed');
  const done = await serverOrder();
  expect(done.courier_stage).toBe('at_client');
  expect(done.proof_image_file_name).toMatch(/^[0-9a-f]{64}\.webp$/);
  const { rows } = await sql.query(
    "select status, actor_role from order_status_history where order_id = $1 and status in ('at_courier', 'completed') order by id",
    [order.id],
  );
  expect(rows).toEqual([
    { status: 'at_courier', actor_role: 'courier' },
    { status: 'completed', actor_role: 'courier' },
  ]);
  // The photo was re-encoded by the server (WebP, at most 1600 px).
  const image = await api.get(`/api-static/images/proof/${done.proof_image_file_name}`);
  expect(image.headers()['content-type']).toBe('image/webp');
  const meta = await sharp(await image.body()).metadata();
  expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1600);
  expect(await guestStage()).toBe('at_client');

  // Staff see the proof on the order page.
  await staff.reload();
  await expect(staff.getByRole('img', { name: 'Фото подтверждения доставки' })).toBeVisible();
  await expect
    .poll(() =>
      staff
        .getByRole('img', { name: 'Фото подтверждения доставки' })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await shot(staff, '6-staff-proof');
  await expectAccessible(staff);
});

test('the earnings screen adds up to the balance', async () => {
  await phone.getByRole('navigation', { name: 'Меню курьера' }).getByRole('link', { name: 'Заработок' }).click();
  await expect(phone.getByRole('heading', { name: 'Заработок' })).toBeVisible();
  const today = phone.getByTestId('earnings-today');
  await expect(today.locator('dd').first()).toHaveText('1');
  const explained = phone.getByTestId('balance-explained').locator('dd');
  await expect(explained.last()).toBeVisible();
  const amounts = await explained.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-amount'))));
  const balance = amounts.pop()!;
  expect(Math.round(amounts.reduce((s, a) => s + a, 0) * 100)).toBe(Math.round(balance * 100));
  const entries = await phone
    .getByTestId('ledger-entries')
    .locator('li')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-amount'))));
  expect(entries).toEqual([-19.9]);
  const profile = await (await api.get('/api/courier/', { headers: { accesstoken: courier.token } })).json();
  expect(balance).toBe(profile.courier.balance);
  await shot(phone, '7-earnings');
  await expectAccessible(phone);

  // Offline, the screen opens from the persisted cache.
  await phone.context().setOffline(true);
  await phone.getByRole('navigation', { name: 'Меню курьера' }).getByRole('link', { name: 'Заказы' }).click();
  await phone.getByRole('navigation', { name: 'Меню курьера' }).getByRole('link', { name: 'Заработок' }).click();
  await expect(phone.getByTestId('ledger-entries').locator('li')).toHaveCount(1);
  await phone.context().setOffline(false);
});

test('cancel asks why, in red; the reason reaches the venue and the guest', async () => {
  order = await placeDeliveryOrder(api, pub);
  const reserved = await api.post(`/api/courier/${courier.courierId}/reserve-order`, {
    headers: { accesstoken: courier.token },
    data: { order_id: order.id },
  });
  expect(reserved.ok()).toBe(true);
  await phone.goto('/courier/orders?tab=active');
  await card().getByRole('button', { name: 'Отменить заказ' }).click();
  const dialog = phone.getByRole('dialog', { name: 'Отменить этот заказ?' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Отменить заказ' });
  await expect(confirm).toBeDisabled();
  await expect(confirm).toHaveClass(/button-danger/);
  await dialog.getByRole('radio', { name: 'Другая причина' }).check();
  await dialog
    .getByRole('textbox', { name: 'Что случилось?' })
    .fill('Câinele nu lasă să intru, sun-o pe doamna Țurcan');
  await shot(phone, '8-cancel-reason');
  await expectAccessible(phone);
  await confirm.click();
  await expect(card()).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (
          await sql.query('select status, cancel_reason, cancel_reason_text, canceled_by from orders where id = $1', [
            order.id,
          ])
        ).rows[0],
    )
    .toEqual({
      status: 'canceled',
      cancel_reason: 'other',
      cancel_reason_text: 'Câinele nu lasă să intru, sun-o pe doamna Țurcan',
      canceled_by: 'courier',
    });
  const staffView = await (
    await api.get(`${pub.base}/orders/${order.id}/`, { headers: { accesstoken: pub.owner.token } })
  ).json();
  expect(staffView.order).toMatchObject({ cancel_reason: 'other', canceled_by: 'courier' });
  const { rows } = await sql.query('select tracking_token from orders where id = $1', [order.id]);
  expect(
    (await (await api.get(`/api/client/orders/${order.id}?token=${rows[0].tracking_token}`)).json()).order
      .cancel_reason,
  ).toBe('other');
});
