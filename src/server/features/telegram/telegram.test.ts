import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app.ts';
import { aCompany, aPub, type CompanyFixture } from '#test/factories/accounts.ts';
import { aCourierWithToken, action, aDeliveryOrder, assign } from '#test/factories/couriers.ts';
import { aGuestPub, deliveryBody, postOrder } from '#test/factories/guest-pub.ts';
import { anOrder } from '#test/factories/orders.ts';
import { BotApiStandIn } from '#test/telegram-stand-in.ts';
import { pubs, telegramOutbox } from '../../db/schema.ts';
import { notifyPub } from './routes.ts';
import { backoffMs, MAX_ATTEMPTS } from './service.ts';

const TOKEN = '123456:TEST-token';
let bot: BotApiStandIn;
let t: TestApp;

beforeAll(async () => {
  bot = await new BotApiStandIn().start();
  t = await createTestApp({
    TELEGRAM_BOT_TOKEN: TOKEN,
    TELEGRAM_API_BASE: bot.url,
    TELEGRAM_POLL_TIMEOUT_S: '5',
    TELEGRAM_RETRY_BASE_MS: '20',
  });
});
afterAll(async () => {
  await t.close();
  await bot.close();
});

const base = (owner: CompanyFixture, pubId: number) => `/api/company/${owner.companyId}/pubs/${pubId}/telegram`;
let chatIds = 500;

/** The stored outcome of the next attempt at a message of `kind` (optionally waiting for `result`). */
function settled(kind: string, result?: string): Promise<{ id: number; kind: string; result: string }> {
  return new Promise((resolve) => {
    const listener = (o: { id: number; kind: string; result: string }) => {
      if (o.kind !== kind || (result && o.result !== result)) return;
      t.app.telegram.events.off('outcome', listener);
      resolve(o);
    };
    t.app.telegram.events.on('outcome', listener);
  });
}

/** Links a chat the way an owner does: a code from the settings, `/start CODE` sent to the bot. */
async function linked(owner: CompanyFixture, pubId: number, language: 'ru' | 'ro', title = 'Кухня «Ла Плэчинте»') {
  const res = await t.inject({
    method: 'POST',
    url: `${base(owner, pubId)}/link`,
    headers: owner.headers,
    payload: { language },
  });
  expect(res.statusCode).toBe(200);
  const { code } = res.json() as { code: string };
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  const chatId = ++chatIds;
  bot.pushMessage({ id: chatId, type: 'group', title }, `/start ${code}`);
  await bot.sent((_text, chat) => chat === String(chatId));
  return String(chatId);
}

describe('Telegram alerts against a stand-in of the Bot API (docs/product.md D15)', () => {
  it("links a chat by a one-time code and answers in the owner's language", async () => {
    const owner = await aCompany(t);
    const { pubId } = await aPub(t, owner, { name: 'Casa Mare' });
    const chat = await linked(owner, pubId, 'ru');
    const hello = await bot.sent((_text, c) => c === chat);
    expect(hello.token).toBe(TOKEN);
    expect(hello.body.text).toBe('✅ Чат подключён к заведению «Casa Mare».');
    const state = await t.inject({ method: 'GET', url: base(owner, pubId), headers: owner.headers });
    expect(state.json()).toMatchObject({
      ok: true,
      configured: true,
      linked: true,
      chat_title: 'Кухня «Ла Плэчинте»',
      language: 'ru',
      bot_username: 'tavola_test_bot',
    });
    // The code is spent: a second /start with it links nothing.
    const [row] = await t.app.db.select().from(pubs).where(eq(pubs.id, pubId));
    expect(row.telegramLinkCode).toBeNull();
  });

  it('a new order placed by a guest is announced once, in Romanian for a Romanian owner', async () => {
    const p = await aGuestPub(t);
    const chat = await linked(p.company, p.pubId, 'ro');
    const res = await postOrder(t, p.urlName, deliveryBody(p, { client_name: 'Ion Ştefănescu' }));
    expect(res.statusCode).toBe(201);
    const sent = await bot.sent((text, c) => c === chat && text.includes('comandă nouă'));
    expect(sent.body.text).toMatch(/comandă nouă nr\. 1 \(livrare\), 2\d\d,\d\d Lei — Ion Ştefănescu$/);
    const rows = await t.app.db.select().from(telegramOutbox).where(eq(telegramOutbox.pubId, p.pubId));
    expect(rows.filter((r) => r.kind === 'new_order')).toHaveLength(1);
  });

  it('retries a failed send with backoff until it goes through, outside any order', async () => {
    const owner = await aCompany(t);
    const { pubId } = await aPub(t, owner, { name: 'Bistro' });
    const chat = await linked(owner, pubId, 'ru');
    bot.failNext('sendMessage', 502, 2);
    const outcome = settled('paused', 'sent');
    await notifyPub(t.app, pubId, { kind: 'paused' });
    const { id } = await outcome;
    const sent = await bot.sent((text, c) => c === chat && text.includes('приостановлен'));
    expect(sent.body.text).toBe('⏸ Bistro: приём заказов приостановлен.');
    const failedTries = bot.requests.filter((r) => r.method === 'sendMessage' && r.failed && r.body.chat_id === chat);
    expect(failedTries).toHaveLength(2);
    const [row] = await t.app.db.select().from(telegramOutbox).where(eq(telegramOutbox.id, id));
    expect(row.attempts).toBe(3);
    expect(row.sentAt).not.toBeNull();
    expect(row.lastError).toContain('502');
  });

  it('gives up at once when the bot was blocked (403), and after MAX_ATTEMPTS otherwise', async () => {
    const owner = await aCompany(t);
    const { pubId } = await aPub(t, owner);
    await linked(owner, pubId, 'ro');
    bot.failNext('sendMessage', 403, 1);
    const outcome = settled('busy');
    await notifyPub(t.app, pubId, { kind: 'busy', minutes: 20 });
    expect((await outcome).result).toBe('failed');
    const blocked = await bot.waitFor(
      (r) => r.method === 'sendMessage' && r.failed && String(r.body.text).includes('aglomerat'),
    );
    expect(blocked.body.text).toContain('+20 min');
    // Nothing is due any more, even an hour later.
    expect(await t.app.telegram.sendDue(new Date(Date.now() + 3_600_000))).toBe(0);
    const [row] = await t.app.db.select().from(telegramOutbox).where(eq(telegramOutbox.kind, 'busy'));
    expect(row.failedAt).not.toBeNull();
    expect(row.sentAt).toBeNull();
    expect(backoffMs(5000, 1)).toBe(5000);
    expect(backoffMs(5000, 4)).toBe(40_000);
    expect(backoffMs(5000, 30)).toBe(30 * 60_000);
    expect(MAX_ATTEMPTS).toBeGreaterThan(3);
  });

  it('the poller survives getUpdates failures and still links', async () => {
    const owner = await aCompany(t);
    const { pubId } = await aPub(t, owner);
    bot.failNext('getUpdates', 502, 2);
    // Wake the held long poll so the next ones hit the failures.
    bot.pushMessage({ id: 1, type: 'private', first_name: 'Spam' }, 'hello');
    await bot.waitFor((r) => r.method === 'getUpdates' && r.failed);
    const chat = await linked(owner, pubId, 'ro');
    expect(chat).not.toBe('');
  });

  it("an order not accepted within the pub's N minutes is reported once", async () => {
    const owner = await aCompany(t);
    const { pubId } = await aPub(t, owner);
    const chat = await linked(owner, pubId, 'ru');
    const settings = await t.inject({
      method: 'POST',
      url: `${base(owner, pubId)}/settings`,
      headers: owner.headers,
      payload: { not_accepted_minutes: 3 },
    });
    expect(settings.json().not_accepted_minutes).toBe(3);
    const late = await anOrder(t, pubId, { createdAt: new Date(Date.now() - 4 * 60_000) });
    await anOrder(t, pubId, { createdAt: new Date(Date.now() - 2 * 60_000) }); // not late yet
    await t.app.telegram.sweepLate();
    await t.app.telegram.sweepLate();
    const sent = await bot.sent((text, c) => c === chat && text.includes('не принят'));
    expect(sent.body.text).toContain(`№${late.number} не принят уже 3 мин.`);
    const rows = await t.app.db.select().from(telegramOutbox).where(eq(telegramOutbox.kind, 'not_accepted'));
    expect(rows.filter((r) => r.pubId === pubId)).toHaveLength(1);
  });

  it('a courier cancel is reported', async () => {
    const owner = await aCompany(t);
    const { pubId } = await aPub(t, owner);
    const chat = await linked(owner, pubId, 'ro');
    const courier = await aCourierWithToken(t);
    await assign(t, pubId, courier.courierId);
    const order = await aDeliveryOrder(t, pubId);
    expect((await action(t, courier, 'reserve-order', order.id)).statusCode).toBe(200);
    const cancel = await action(t, courier, 'set-order-to-canceled', order.id);
    expect(cancel.statusCode).toBe(200);
    const sent = await bot.sent((text, c) => c === chat && text.includes('curierul a anulat'));
    expect(sent.body.text).toContain(`comanda nr. ${order.number}`);
  });

  it('unlinking stops the alerts', async () => {
    const owner = await aCompany(t);
    const { pubId } = await aPub(t, owner);
    await linked(owner, pubId, 'ru');
    const res = await t.inject({ method: 'DELETE', url: base(owner, pubId), headers: owner.headers });
    expect(res.json()).toMatchObject({ linked: false, chat_title: '' });
    await notifyPub(t.app, pubId, { kind: 'paused' });
    const rows = await t.app.db.select().from(telegramOutbox).where(eq(telegramOutbox.kind, 'paused'));
    expect(rows.filter((r) => r.pubId === pubId)).toHaveLength(0);
  });
});

describe('without TELEGRAM_BOT_TOKEN', () => {
  it('says Telegram is not set up and refuses a link code', async () => {
    const plain = await createTestApp();
    try {
      const owner = await aCompany(plain);
      const { pubId } = await aPub(plain, owner);
      const state = await plain.inject({ method: 'GET', url: base(owner, pubId), headers: owner.headers });
      expect(state.json()).toMatchObject({ ok: true, configured: false, linked: false, bot_username: '' });
      const link = await plain.inject({
        method: 'POST',
        url: `${base(owner, pubId)}/link`,
        headers: owner.headers,
        payload: {},
      });
      expect(link.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
