import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startEmbedded, type EmbeddedDatabase } from '../src/server/db/embedded.ts';
import { PushServiceStandIn } from '../src/test/push-service.ts';
import { expectAccessible, signIn } from './fixtures.ts';
import {
  placeDeliveryOrder,
  registerCourier,
  seedDeliveryPub,
  type CourierAccount,
  type DeliveryPub,
} from './courier-seed.ts';
import { placeInPlaceOrder, seedOrdersPub } from './orders-seed.ts';
import { startServer, type ServerHandle } from './server.ts';
import { shot } from './shot.ts';

/**
 * Web Push in Chromium: the notifications switch of the courier profile (390×844) and of the kitchen board
 * (1024×768) in each true state, the guest's "Notify me" (390×844, English), and the service worker showing a
 * push as a notification whose click brings the app to its page. Chromium here cannot reach a real push service,
 * so `PushManager.subscribe` answers a subscription of a local stand-in push service (which decrypts what the
 * server sends); the server, its routes and the service worker are the real ones. Pushes reach the service
 * worker through the DevTools protocol (`ServiceWorker.deliverPushMessage`).
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const dist = path.resolve(process.env.CLIENT_DIST ?? 'dist');
let db: EmbeddedDatabase;
let sql: pg.Client;
let server: ServerHandle;
let api: APIRequestContext;
let pushService: PushServiceStandIn;
let courier: CourierAccount;
let pub: DeliveryPub;
const contexts: BrowserContext[] = [];

test.beforeAll(async ({ playwright }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-push-'));
  fs.chmodSync(dir, 0o755);
  pushService = await new PushServiceStandIn().start();
  db = await startEmbedded(path.join(dir, 'db'));
  server = await startServer({
    dataDir: path.join(dir, 'data'),
    env: { DATABASE_URL: db.url, CLIENT_DIST: dist, PUSH_ALLOWED_ORIGINS: pushService.url, PUSH_RETRY_BASE_MS: '50' },
  });
  sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
  api = await playwright.request.newContext({ baseURL: server.url });
  courier = await registerCourier(api, 'Andrei Rusu');
  pub = await seedDeliveryPub(api, [courier]);
});

// Each test's pages go with it: a page left open (a courier's, with its worker and live socket) was still there
// when a later test of the same origin delivered its push.
test.afterEach(async () => {
  for (const c of contexts.splice(0)) await c.close();
});

test.afterAll(async () => {
  for (const c of contexts) await c.close();
  await api?.dispose();
  await sql?.end();
  await server?.stop();
  await db?.stop();
  await pushService?.close();
});

type Setup = {
  viewport: { width: number; height: number };
  locale: string;
  isMobile?: boolean;
  userAgent?: string;
  stub?: boolean;
  init?: string;
};

/** A browser context on the test server; `stub` makes `PushManager` hand out a stand-in push service subscription. */
async function open(browser: Browser, s: Setup): Promise<{ context: BrowserContext; page: Page; subscriber: string }> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: s.viewport,
    locale: s.locale,
    isMobile: s.isMobile ?? false,
    hasTouch: s.isMobile ?? false,
    serviceWorkers: 'allow',
    ...(s.userAgent ? { userAgent: s.userAgent } : {}),
  });
  contexts.push(context);
  const browserSide = pushService.subscribe();
  if (s.stub ?? true) {
    await context.addInitScript(
      (sub) => {
        const KEY = '__push_stub';
        // A test may store a subscription under NEXT: the browser's replacement after `pushsubscriptionchange`.
        const NEXT = '__push_stub_next';
        const make = () => {
          const now = (JSON.parse(localStorage.getItem(NEXT) ?? 'null') as typeof sub | null) ?? sub;
          return {
            endpoint: now.endpoint,
            options: {},
            toJSON: () => ({ endpoint: now.endpoint, expirationTime: null, keys: now.keys }),
            unsubscribe: async () => (localStorage.removeItem(KEY), true),
          };
        };
        PushManager.prototype.subscribe = async function () {
          localStorage.setItem(KEY, '1');
          return make() as unknown as PushSubscription;
        };
        PushManager.prototype.getSubscription = async function () {
          return (localStorage.getItem(KEY) ? make() : null) as unknown as PushSubscription;
        };
      },
      { endpoint: browserSide.endpoint, keys: browserSide.keys },
    );
  }
  if (s.init) await context.addInitScript(s.init);
  const page = await context.newPage();
  const errors: string[] = [];
  // With the resource's address: "Failed to load resource" alone does not say which.
  page.on('console', (m) => m.type() === 'error' && errors.push(`${m.text()} ${m.location().url}`.trim()));
  (page as Page & { consoleErrors?: string[] }).consoleErrors = errors;
  return { context, page, subscriber: browserSide.id };
}

const consoleErrors = (page: Page) => (page as Page & { consoleErrors?: string[] }).consoleErrors ?? [];

/** Sends `payload` to the page's service worker as a push, the way the browser does when one arrives. */
async function deliverPush(page: Page, payload: unknown): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrationId = new Promise<string>((resolve) =>
    cdp.on(
      'ServiceWorker.workerRegistrationUpdated',
      (e: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
        const r = e.registrations.find((x) => x.scopeURL === `${origin}/` && !x.isDeleted);
        if (r) resolve(r.registrationId);
      },
    ),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
  await cdp.detach();
}

const notifications = (page: Page) =>
  page.evaluate(async () =>
    (await navigator.serviceWorker.ready).getNotifications().then((list) =>
      list.map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        icon: n.icon,
        url: (n.data as { url: string }).url,
      })),
    ),
  );

/** Clicks the newest notification in the service worker (a desktop would do it from the system tray). */
async function clickNotification(context: BrowserContext): Promise<void> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async () => {
    // The worker's own globals (no DOM types for them here).
    const sw = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(e: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [n] = await sw.registration.getNotifications();
    sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification: n }));
  });
}

test('courier 390×844: off, then on after a tap; a new order reaches the phone, shows, and a click opens Available', async ({
  browser,
}) => {
  const { context, page, subscriber } = await open(browser, {
    viewport: { width: 390, height: 844 },
    locale: 'ru-RU',
    isMobile: true,
  });
  await context.grantPermissions(['notifications'], { origin: server.url });
  await signIn(page, courier.email, courier.password);
  await expect(page).toHaveURL(/\/courier\/profile/);
  const box = page.locator('.push-switch');
  await expect(box.getByRole('heading', { name: 'Уведомления' })).toBeVisible();
  await expect(box.getByTestId('push-state')).toHaveText('Выключены');
  const toggle = box.getByRole('switch', { name: 'Уведомления' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  const size = await toggle.boundingBox();
  expect(size!.width).toBeGreaterThanOrEqual(44);
  expect(size!.height).toBeGreaterThanOrEqual(44);
  await box.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, '/tmp/push25-courier-off.png');
  await toggle.click();
  await expect(box.getByTestId('push-state')).toHaveText('Включены');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await shot(page, '/tmp/push25-courier-on.png');
  await expectAccessible(page);

  // The server has this phone now: a new available order reaches the push service, in Russian, without the client.
  const order = await placeDeliveryOrder(api, pub);
  const got = await pushService.next((r) => r.subscriber === subscriber && r.payload.order_id === order.id);
  expect(got.payload.title).toBe(`Новый заказ №${order.number} — ${pub.name}`);
  expect(got.payload.body).toMatch(/^Chișinău · \d+(,\d)? k?m$/);
  expect(JSON.stringify(got.payload)).not.toMatch(/Ion Popescu|37369555444|Florilor/);

  // The service worker shows it, tagged by the order; a click brings the app to the Available tab.
  await deliverPush(page, got.payload);
  await expect
    .poll(() => notifications(page))
    .toEqual([
      {
        title: got.payload.title,
        body: got.payload.body,
        tag: `order-${order.id}`,
        icon: `${server.url}/icons/icon-192.png`,
        url: '/courier/orders?tab=available',
      },
    ]);
  // A newer message of the same order replaces the older one.
  await deliverPush(page, { ...got.payload, type: 'courier_reopened', title: 'Заказ снят', body: '—' });
  await expect.poll(async () => (await notifications(page)).map((n) => n.title)).toEqual(['Заказ снят']);
  // The installed app's window is controlled by the worker from its second start on (the first load only installs it).
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // The browser replaces the subscription: the worker has the server forget the old endpoint, and the open
  // profile registers the new one for this courier.
  const replacement = pushService.subscribe();
  const oldEndpoint = `${pushService.url}/push/${subscriber}`;
  await page.evaluate((next) => localStorage.setItem('__push_stub_next', JSON.stringify(next)), {
    endpoint: replacement.endpoint,
    keys: replacement.keys,
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate((endpoint) => {
    const sw = self as unknown as { dispatchEvent(e: Event): boolean; ExtendableEvent: new (type: string) => Event };
    const change = new sw.ExtendableEvent('pushsubscriptionchange');
    Object.defineProperty(change, 'oldSubscription', { value: { endpoint } });
    sw.dispatchEvent(change);
  }, oldEndpoint);
  await expect
    .poll(
      async () =>
        (
          await sql.query(
            'select endpoint, courier_id from push_subscriptions where endpoint = any($1) order by endpoint',
            [[oldEndpoint, replacement.endpoint]],
          )
        ).rows,
    )
    .toEqual([{ endpoint: replacement.endpoint, courier_id: courier.courierId }]);

  await clickNotification(context);
  await expect(page).toHaveURL(/\/courier\/orders\?tab=available$/);
  expect(consoleErrors(page)).toEqual([]);
});

test('courier: blocked by the browser says how to unblock; iPhone in Safari asks to add to Home Screen first; no Push API says so', async ({
  browser,
}) => {
  const blocked = await open(browser, {
    viewport: { width: 390, height: 844 },
    locale: 'ru-RU',
    isMobile: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
  });
  await signIn(blocked.page, courier.email, courier.password);
  await expect(blocked.page).toHaveURL(/\/courier\/profile/);
  const cdp = await blocked.context.newCDPSession(blocked.page);
  const { targetInfo } = (await cdp.send('Target.getTargetInfo')) as { targetInfo: { browserContextId: string } };
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: server.url,
    browserContextId: targetInfo.browserContextId,
  });
  await blocked.page.reload();
  const box = blocked.page.locator('.push-switch');
  await expect(box.getByTestId('push-state')).toHaveText('Заблокированы браузером');
  await expect(box.getByRole('switch')).toHaveCount(0);
  await expect(box.getByText('Откройте «Разрешения» → «Уведомления», разрешите их и вернитесь сюда.')).toBeVisible();
  await box.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(blocked.page, '/tmp/push25-courier-blocked.png');
  await expectAccessible(blocked.page);

  const iphone = await open(browser, {
    viewport: { width: 390, height: 844 },
    locale: 'ro-RO',
    isMobile: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  await signIn(iphone.page, courier.email, courier.password);
  const ios = iphone.page.locator('.push-switch');
  await expect(ios.getByTestId('push-state')).toHaveText('Adăugați mai întâi pe ecranul principal');
  await expect(ios.getByRole('listitem')).toHaveText([
    'Atingeți butonul Partajare în Safari.',
    'Alegeți „Adaugă pe ecranul principal”.',
    'Deschideți Tavola de pe ecranul principal și porniți notificările aici.',
  ]);
  await ios.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(iphone.page, '/tmp/push25-courier-ios.png');

  const old = await open(browser, {
    viewport: { width: 360, height: 740 },
    locale: 'ru-RU',
    isMobile: true,
    stub: false,
    init: 'delete window.PushManager;',
  });
  await signIn(old.page, courier.email, courier.password);
  await expect(old.page.locator('.push-switch').getByTestId('push-state')).toHaveText(
    'Этот браузер их не поддерживает',
  );
  await old.page.locator('.push-switch').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(old.page, '/tmp/push25-courier-unsupported.png');
  for (const p of [blocked.page, iphone.page, old.page]) expect(consoleErrors(p)).toEqual([]);
});

test("kitchen 1024×768: the board's switch turns on after a tap and registers the tablet; a push shows and its click opens the order; logout ends the subscription", async ({
  browser,
}) => {
  const { context, page, subscriber } = await open(browser, {
    viewport: { width: 1024, height: 768 },
    locale: 'ro-RO',
  });
  await context.grantPermissions(['notifications'], { origin: server.url });
  await signIn(page, pub.owner.email, pub.owner.password);
  await expect(page).not.toHaveURL(/authentication/);
  await page.goto(`/admin/pub/${pub.pubId}/orders`);
  const box = page.locator('.push-switch');
  await expect(box.getByTestId('push-state')).toHaveText('Oprite');
  await shot(page, '/tmp/push25-kitchen-off.png');
  await box.getByRole('switch', { name: 'Notificări' }).click();
  await expect(box.getByTestId('push-state')).toHaveText('Pornite');
  await shot(page, '/tmp/push25-kitchen-on.png');
  await expectAccessible(page);
  const endpoint = `${pushService.url}/push/${subscriber}`;
  await expect
    .poll(
      async () =>
        (await sql.query('select audience, pub_id, lang from push_subscriptions where endpoint = $1', [endpoint])).rows,
    )
    .toEqual([{ audience: 'kitchen', pub_id: pub.pubId, lang: 'ro' }]);
  // A new order no one accepted: the push as the server words it, with the order's page as its link.
  const order = await placeDeliveryOrder(api, pub);
  const orderPage = `/admin/pub/${pub.pubId}/order/${order.id}`;
  await deliverPush(page, {
    type: 'kitchen_unacknowledged',
    order_id: order.id,
    pub_id: pub.pubId,
    title: `Comanda nouă nr. ${order.number} așteaptă`,
    body: 'Comanda nu este acceptată de peste un minut.',
    url: orderPage,
  });
  await expect
    .poll(() => notifications(page))
    .toEqual([
      {
        title: `Comanda nouă nr. ${order.number} așteaptă`,
        body: 'Comanda nu este acceptată de peste un minut.',
        tag: `order-${order.id}`,
        icon: `${server.url}/icons/icon-192.png`,
        url: orderPage,
      },
    ]);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await clickNotification(context);
  await expect(page).toHaveURL(new RegExp(`${orderPage}$`));
  await expect(page.getByRole('heading', { name: new RegExp(`${order.number}$`) }).first()).toBeVisible();
  await shot(page, '/tmp/push25b-kitchen-order.png');
  expect(consoleErrors(page)).toEqual([]);
  // Logging out: the tablet stops hearing the pub — unsubscribed in the browser and forgotten by the server.
  await page.getByRole('button', { name: 'Ieșire' }).click();
  await expect(page).toHaveURL(/\/admin\/auth\/authentication/);
  await expect
    .poll(async () => (await sql.query('select 1 from push_subscriptions where endpoint = $1', [endpoint])).rowCount)
    .toBe(0);
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.getSubscription()),
  ).toBeNull();
  // Signed out, the sign-in page's session check is answered 401, which the browser logs; nothing else may be.
  expect(consoleErrors(page).filter((e) => !e.includes('status of 401'))).toEqual([]);
});

test('guest 390×844 in English: "Notify me" after a tap, then the accept reaches the phone and shows', async ({
  browser,
}) => {
  const venue = await seedOrdersPub(api);
  const order = await placeInPlaceOrder(api, venue, 'Maria', '4');
  const [row] = (await sql.query('select tracking_token from orders where id = $1', [order.id])).rows as {
    tracking_token: string;
  }[];
  const { context, page, subscriber } = await open(browser, {
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    isMobile: true,
  });
  await context.grantPermissions(['notifications'], { origin: server.url });
  await page.goto(`/pub/${venue.urlName}/order/${order.id}?token=${row.tracking_token}`);
  const notify = page.getByRole('button', { name: 'Notify me about this order' });
  await expect(notify).toBeVisible();
  await shot(page, '/tmp/push25-guest-off.png');
  await notify.click();
  await expect(page.getByText('We will notify you when your order changes.')).toBeVisible();
  await shot(page, '/tmp/push25-guest-on.png');
  await expectAccessible(page);
  const accept = await api.put(
    `/api/company/${venue.owner.companyId}/pubs/${venue.pubId}/orders/${order.id}/update-status?status=preparing`,
    { headers: { accesstoken: venue.owner.token }, data: { prep_minutes: 15 } },
  );
  expect(accept.ok(), await accept.text()).toBe(true);
  const got = await pushService.next((r) => r.subscriber === subscriber && r.payload.type === 'guest_accepted');
  expect(got.payload.title).toBe(`Order #${order.number} accepted`);
  await deliverPush(page, got.payload);
  const statusPage = `/pub/${venue.urlName}/order/${order.id}?token=${row.tracking_token}`;
  await expect
    .poll(async () => (await notifications(page)).map((n) => [n.title, n.url]))
    .toEqual([[got.payload.title, statusPage]]);
  // The guest went back to the menu; a click on the notification brings the status page back.
  await page.goto(`/pub/${venue.urlName}`);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await clickNotification(context);
  await expect(page).toHaveURL(`${server.url}${statusPage}`);
  await expect(page.getByRole('heading', { name: `Order №${order.number}` })).toBeVisible();
  await shot(page, '/tmp/push25b-guest-status.png');
  expect(consoleErrors(page)).toEqual([]);
});
