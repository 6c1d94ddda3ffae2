import sharp from 'sharp';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import {
  placeDeliveryOrder,
  registerCourier,
  seedDeliveryPub,
  type CourierAccount,
  type DeliveryPub,
} from './courier-seed.ts';
import { shot as saveShot } from './shot.ts';

/**
 * The courier app on small phones (360×740 in Romanian, 390×844 in Russian): nothing scrolls sideways,
 * the tabs and the language switch are readable, numbers are written the language's way, the proof
 * photo can be checked and taken again, and a shared phone can log out.
 */
type Size = { width: number; height: number };
const SMALL: Size = { width: 360, height: 740 };
const PHONE: Size = { width: 390, height: 844 };

async function courierPhone(
  browser: Browser,
  baseURL: string | undefined,
  courier: CourierAccount,
  locale: 'ru' | 'ro',
  viewport: Size,
): Promise<Page> {
  const context = await browser.newContext({
    ...test.info().project.use,
    baseURL,
    locale: locale === 'ro' ? 'ro-RO' : 'ru-RU',
    viewport,
  });
  const page = await context.newPage();
  await signIn(page, courier.email, courier.password);
  await expect(page).toHaveURL(/\/courier\/profile/);
  return page;
}

const shot = (page: Page, name: string) => saveShot(page, test.info().outputPath(`${name}.png`), { fullPage: true });

/**
 * The page is no wider than the phone's screen: nothing to scroll sideways, nothing cut at the right edge.
 * A phone browser zooms a too-wide page out to fit (then innerWidth grows with it), so both are measured
 * against the screen's width; what sticks out is named in the failure.
 */
async function expectNoSideScroll(page: Page) {
  const screen = page.viewportSize()!.width;
  const found = await page.evaluate((screen) => {
    const outside = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > screen + 0.5 && el.getClientRects().length > 0)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    return { wide: document.documentElement.scrollWidth, inner: innerWidth, outside: outside.slice(0, 8) };
  }, screen);
  expect(found).toEqual({ wide: screen, inner: screen, outside: [] });
}

/** The RU / RO buttons stand whole on the first screen, above the fixed bottom bar; answers the bar's box. */
async function expectLanguageClearOfBar(page: Page, menu: string) {
  const nav = page.getByRole('navigation', { name: menu });
  const bar = (await nav.boundingBox())!;
  expect(bar.y + bar.height).toBeLessThanOrEqual(page.viewportSize()!.height + 0.5);
  // The bar's own words are whole: nothing of a link runs past its box or the screen.
  const cut = await nav.getByRole('link').evaluateAll((links) =>
    links
      .filter((a) => {
        const range = document.createRange();
        range.selectNodeContents(a);
        const text = range.getBoundingClientRect();
        const box = a.getBoundingClientRect();
        return text.bottom > box.bottom + 0.5 || text.bottom > innerHeight + 0.5;
      })
      .map((a) => a.textContent),
  );
  expect(cut).toEqual([]);
  for (const name of ['RU', 'RO']) {
    const button = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
    expect(button.y, name).toBeGreaterThanOrEqual(0);
    expect(button.y + button.height, name).toBeLessThanOrEqual(bar.y);
  }
  return bar;
}

async function post(api: APIRequestContext, url: string, token: string, data: unknown) {
  const res = await api.post(url, { headers: { accesstoken: token }, data });
  expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
}

/** An order the courier holds, marked prepared by the venue so "Delivered" is offered. */
async function heldOrder(api: APIRequestContext, pub: DeliveryPub, courier: CourierAccount) {
  const order = await placeDeliveryOrder(api, pub);
  await post(api, `/api/courier/${courier.courierId}/reserve-order`, courier.token, { order_id: order.id });
  const prepared = await api.put(`${pub.base}/orders/${order.id}/update-prepared`, {
    headers: { accesstoken: pub.owner.token },
    data: { prepared: true },
  });
  expect(prepared.ok(), await prepared.text()).toBe(true);
  return order;
}

test('at 360×740 in Romanian no courier screen scrolls sideways, and numbers read the Romanian way', async ({
  browser,
  baseURL,
  api,
}) => {
  const courier = await registerCourier(api, 'Alexandru Ciobanu-Grigorescu');
  const pub = await seedDeliveryPub(api, [courier]);
  const done = await heldOrder(api, pub, courier);
  await post(api, `/api/courier/${courier.courierId}/set-order-to-completed`, courier.token, { order_id: done.id });
  const active = await heldOrder(api, pub, courier);
  const available = await placeDeliveryOrder(api, pub);
  const page = await courierPhone(browser, baseURL, courier, 'ro', SMALL);
  const card = (o: { number: number }) => page.getByRole('article', { name: `#${o.number} ${pub.name}` });

  // Profile: the phone as people write it.
  await expect(page.getByLabel('Telefon')).toHaveValue('+373 69 000 111');
  await expect(page.getByRole('region', { name: 'Localurile mele' }).getByText(pub.name)).toBeVisible();
  await expectNoSideScroll(page);
  await expectLanguageClearOfBar(page, 'Meniul curierului');
  await shot(page, 'ro-360-profile');

  await page.goto('/courier/orders?tab=available');
  await expect(card(available)).toBeVisible();
  // Kilometres with the decimal comma, like the lei beside them.
  await expect(card(available).getByText(/^\d+,\d km$/)).toBeVisible();
  // What the courier pays and what the courier gets, said as such.
  await expect(card(available).getByText('Plătiți comisionul')).toBeVisible();
  await expect(card(available).getByText('Primiți pentru livrare')).toBeVisible();
  await expectNoSideScroll(page);
  await shot(page, 'ro-360-available');
  await expectAccessible(page);

  await page.goto('/courier/orders?tab=active');
  await expect(card(active)).toBeVisible();
  await expectNoSideScroll(page);
  await shot(page, 'ro-360-active');
  // The courier's reason for an unanswered phone speaks of the client, not to the guest.
  await card(active).getByRole('button', { name: 'Anulați comanda' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: 'Clientul nu răspunde' })).toBeVisible();
  await expect(dialog.getByText('Nu am reușit să vă contactăm')).toHaveCount(0);
  await shot(page, 'ro-360-cancel');
  await expectNoSideScroll(page);
  await page.keyboard.press('Escape');

  await page.goto('/courier/orders?tab=completed');
  await expect(card(done)).toBeVisible();
  await expectNoSideScroll(page);

  await page.goto('/courier/earnings');
  const week = page.getByTestId('earnings-week');
  await expect(week.locator('dd').first()).toHaveText('1');
  await expectNoSideScroll(page);
  // Every amount of the week card is whole inside the card ("30,00 lei", never "30,00 l").
  const cut = await week.evaluate((box) => {
    const right = box.getBoundingClientRect().right;
    return [...box.querySelectorAll('dd')]
      .filter((dd) => dd.getBoundingClientRect().right > right || dd.scrollWidth > dd.clientWidth)
      .map((dd) => dd.textContent);
  });
  expect(cut).toEqual([]);
  await shot(page, 'ro-360-earnings');
  await expectAccessible(page);
  await page.context().close();
});

test('at 390×844 in Russian the tabs read on one line and the language switch clears the bottom bar', async ({
  browser,
  baseURL,
  api,
}) => {
  const courier = await registerCourier(api, 'Дмитрий Кузнецов');
  await seedDeliveryPub(api, [courier]);
  const page = await courierPhone(browser, baseURL, courier, 'ru', PHONE);

  // The RU / RO buttons are on the profile's first screen, whole, and clear of the fixed bar.
  await expect(page.getByRole('region', { name: 'Мои заведения' }).getByRole('listitem')).toHaveCount(1);
  await expectNoSideScroll(page);
  const bar = await expectLanguageClearOfBar(page, 'Меню курьера');
  await saveShot(page, test.info().outputPath('ru-390-profile-top.png'));
  // Scrolled to the end, the last button stands above the bar too.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = (await page.getByRole('button', { name: 'Выйти из аккаунта' }).boundingBox())!;
  expect(last.y + last.height).toBeLessThanOrEqual(bar.y);
  await saveShot(page, test.info().outputPath('ru-390-profile-end.png'));

  await page.getByRole('navigation', { name: 'Меню курьера' }).getByRole('link', { name: 'Заказы' }).click();
  await expect(page.getByRole('link', { name: /Выполненные/ })).toBeVisible();
  // Each tab's word and count stand on one line.
  const lines = () =>
    page.locator('.courier-tabs a').evaluateAll((tabs) =>
      tabs.map((tab) => {
        const range = document.createRange();
        range.selectNodeContents(tab);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        // On one line every piece overlaps every other vertically.
        return Math.max(...rects.map((r) => r.top)) < Math.min(...rects.map((r) => r.bottom))
          ? 'one line'
          : `${tab.textContent} wraps`;
      }),
    );
  expect(await lines()).toEqual(['one line', 'one line', 'one line']);
  await expectNoSideScroll(page);
  await saveShot(page, test.info().outputPath('ru-390-tabs.png'));
  // The narrower phone too.
  await page.setViewportSize(SMALL);
  expect(await lines()).toEqual(['one line', 'one line', 'one line']);
  await expectNoSideScroll(page);
  await saveShot(page, test.info().outputPath('ru-360-tabs.png'));
  await page.context().close();
});

/** One colour fills the photo: which photo the server kept is told by its colour. */
const photo = (background: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .jpeg()
    .toBuffer();

test('the proof photo shows before "Delivered" and can be taken again; the last one is kept', async ({
  browser,
  baseURL,
  api,
}) => {
  const courier = await registerCourier(api, 'Sergiu Rotaru');
  const pub = await seedDeliveryPub(api, [courier]);
  const venue = await api.put(`${pub.base}/`, {
    headers: { accesstoken: pub.owner.token },
    data: { name: pub.name, address: 'str. Pușkin 22', color_theme: 'light', proof_of_delivery: true },
  });
  expect(venue.ok(), await venue.text()).toBe(true);
  const order = await heldOrder(api, pub, courier);
  const page = await courierPhone(browser, baseURL, courier, 'ru', PHONE);
  await page.goto('/courier/orders?tab=active');
  const card = page.getByRole('article', { name: `#${order.number} ${pub.name}` });

  await card
    .locator('input[type="file"]')
    .setInputFiles({ name: 'IMG_1.jpg', mimeType: 'image/jpeg', buffer: await photo('#cc0000') });
  const preview = card.getByRole('img', { name: 'Фото переданного заказа' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const retake = card.getByText('Переснять', { exact: true });
  await expect(retake).toBeVisible();
  await expect(card.locator('button.courier-hold')).toBeVisible();
  await shot(page, 'ru-390-proof-preview');
  await expectAccessible(page);

  const proofOnServer = async () => {
    const answer = await (
      await api.get(`/api/courier/${courier.courierId}/orders`, { headers: { accesstoken: courier.token } })
    ).json();
    return (
      (answer.active as { id: number; proof_image_file_name: string }[]).find((o) => o.id === order.id)
        ?.proof_image_file_name ?? ''
    );
  };
  await expect.poll(proofOnServer).toMatch(/\.webp$/);
  const first = await proofOnServer();

  // Retake: a new photo replaces the preview and the one the venue sees.
  const box = (await retake.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  await card
    .locator('input[type="file"]')
    .setInputFiles({ name: 'IMG_2.jpg', mimeType: 'image/jpeg', buffer: await photo('#0000cc') });
  await expect.poll(proofOnServer).not.toBe(first);
  const kept = await api.get(`/api-static/images/proof/${await proofOnServer()}`);
  const { channels } = await sharp(await kept.body()).stats();
  expect(channels[2].mean).toBeGreaterThan(channels[0].mean);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const shown = await preview.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = 4;
    canvas.height = 4;
    const g = canvas.getContext('2d')!;
    g.drawImage(img, 0, 0, 4, 4);
    const [r, , b] = g.getImageData(1, 1, 1, 1).data;
    return { r, b };
  });
  expect(shown.b).toBeGreaterThan(shown.r);
  await page.context().close();
});

test('log out on a shared phone: warns about unsent actions, ends the session, keeps nothing', async ({
  browser,
  baseURL,
  api,
}) => {
  const courier = await registerCourier(api, 'Victor Lupu');
  const pub = await seedDeliveryPub(api, [courier]);
  const order = await heldOrder(api, pub, courier);
  const page = await courierPhone(browser, baseURL, courier, 'ro', SMALL);
  const accountId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('tavola.session-marker') ?? '{}').accountId as number,
  );
  expect(accountId).toBeGreaterThan(0);

  // "Delivered" is sent but no answer comes yet: the action is not on the server.
  await page.route('**/set-order-to-completed', () => undefined);
  await page.goto('/courier/orders?tab=active');
  const card = page.getByRole('article', { name: `#${order.number} ${pub.name}` });
  await card.locator('button.courier-hold').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Da' }).click();
  await expect(card.locator('.badge-pending')).toBeVisible();

  await page.getByRole('navigation', { name: 'Meniul curierului' }).getByRole('link', { name: 'Profil' }).click();
  const logout = page.getByRole('button', { name: 'Ieșiți din cont' });
  await logout.scrollIntoViewIfNeeded();
  await logout.click();
  const dialog = page.getByRole('dialog', { name: 'Ieșiți din cont?' });
  await expect(dialog).toContainText('1 acțiune netrimisă');
  await shot(page, 'ro-360-logout-warning');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Ieșiți din cont' }).click();

  await expect(page).toHaveURL(/\/admin\/auth\/authentication/);
  await expect(page.locator('input[type="password"]')).toBeVisible();
  // Nothing of this courier is left on the phone: no saved cache, no queue, no marker.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tavola.session-marker'))).toBeNull();
  const stored = () =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open('tavola');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('kv')) return resolve([]);
            const keys = db.transaction('kv').objectStore('kv').getAllKeys();
            keys.onsuccess = () => resolve((keys.result as string[]).map(String));
          };
        }),
    );
  await expect.poll(stored).toEqual([]);

  // The server ended the session: a reload and the courier's address stay on the login.
  await page.reload();
  await expect(page.locator('input[type="password"]')).toBeVisible();
  await page.goto('/courier/profile');
  await expect(page).toHaveURL(/\/admin\/auth\/authentication/);
  await shot(page, 'ro-360-after-logout');
  await page.context().close();
});
