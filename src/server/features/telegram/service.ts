import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { currencyById } from '#shared/constants.ts';
import { LINK_CODE_MINUTES } from '#shared/schemas/telegram.ts';
import { OutboxRunner } from '../../lifecycle/outbox-runner.ts';
import { readSettings, writeSetting } from '../../settings/repository.ts';
import { isUniqueViolation } from '../../http.ts';
import type { OrderEvent } from '../../realtime/bus.ts';
import { alertText, dedupeKey, type AlertLanguage, type PubEvent } from './messages.ts';
import {
  claimDueAlerts,
  findAlertTarget,
  findOrderForAlert,
  insertAlert,
  linkChat,
  markAlertAttempt,
  markAlertSent,
  nextAlertDueAt,
  notAcceptedOrders,
  setLinkCode,
} from './repository.ts';

/** A sent message is given up after this many failed attempts (the last waits about 20 minutes at 5 s base). */
export const MAX_ATTEMPTS = 9;
const MAX_BACKOFF_MS = 30 * 60_000;
const MAX_POLL_BACKOFF_MS = 60_000;
/** How often the "not accepted within N minutes" sweep runs, and the longest sleep of the sender. */
const SWEEP_MS = 30_000;
const OFFSET_KEY = 'telegram_update_offset';

export class TelegramError extends Error {
  readonly status: number;
  readonly retryAfterS: number;
  constructor(status: number, description: string, retryAfterS = 0) {
    super(description);
    this.status = status;
    this.retryAfterS = retryAfterS;
  }
  /** 400/403/404: the chat is gone or the bot was blocked; retrying will not help. */
  get permanent(): boolean {
    return this.status === 400 || this.status === 403 || this.status === 404;
  }
}

interface Update {
  update_id: number;
  message?: {
    text?: string;
    chat: { id: number; title?: string; first_name?: string; last_name?: string; username?: string };
  };
}

/**
 * Telegram alerts (docs/product.md D15, docs/decisions/152): one per process. Messages wait in `telegram_outbox`
 * (written after the order's commit, one row per event), a sender sends them with backoff, and a long
 * poller reads `/start CODE` to link chats. Nothing here runs inside an order's transaction and no failure
 * reaches an order: `notifyPub` never throws.
 */
export class Telegram {
  private stopped = true;
  private abort = new AbortController();
  private readonly sender: OutboxRunner;
  private sweepTimer: NodeJS.Timeout | null = null;
  private pollDone: Promise<void> = Promise.resolve();
  private unsubscribe: (() => void) | null = null;
  private botName: string | null = null;
  /** `outcome` ({id, kind, result: 'sent' | 'retry' | 'failed'}) after each attempt is stored, for tests and logs. */
  readonly events = new EventEmitter();

  private readonly app: FastifyInstance;
  constructor(app: FastifyInstance) {
    this.app = app;
    this.sender = new OutboxRunner({
      send: () => this.sendDue(),
      nextDueAt: () => nextAlertDueAt(this.app.db),
      untilEmpty: false,
      maxSleepMs: SWEEP_MS,
      onError: (error) => {
        this.app.metrics.telegramFailures.inc();
        this.app.log.warn({ err: error }, 'telegram: sending failed');
      },
    });
  }

  get configured(): boolean {
    return Boolean(this.app.config.telegram.token);
  }

  /** One Bot API call (POST JSON); a non-ok answer throws a TelegramError. */
  async call<T>(method: string, body: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
    const { token, apiBase } = this.app.config.telegram;
    const res = await fetch(`${apiBase}/bot${token}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: signal ?? AbortSignal.timeout(15_000),
    });
    const json = (await res.json().catch(() => ({}))) as {
      ok?: boolean;
      result?: T;
      description?: string;
      parameters?: { retry_after?: number };
    };
    if (!res.ok || !json.ok)
      throw new TelegramError(res.status, json.description ?? `HTTP ${res.status}`, json.parameters?.retry_after ?? 0);
    return json.result as T;
  }

  /** The bot's @name for the settings screen (asked once). */
  async botUsername(): Promise<string> {
    if (this.botName === null && this.configured) {
      this.botName =
        (await this.call<{ username?: string }>('getMe', {})
          .then((me) => me.username ?? '')
          .catch(() => null)) ?? null;
    }
    return this.botName ?? '';
  }

  /** Queues `event` for the pub's linked chat (nothing when unlinked or not set up). Never throws. */
  async notify(pubId: number, event: PubEvent, at = new Date()): Promise<void> {
    try {
      if (!this.configured) return;
      const pub = await findAlertTarget(this.app.db, pubId);
      if (!pub || (!pub.chat && event.kind !== 'linked')) return;
      const text = alertText(pub.lang as AlertLanguage, pub.name, event);
      await insertAlert(this.app.db, { pubId, dedupeKey: dedupeKey(pubId, event, at), kind: event.kind, text });
      this.wake();
    } catch (error) {
      this.app.metrics.telegramFailures.inc();
      this.app.log.warn({ err: error }, 'telegram: could not queue an alert');
    }
  }

  /** Sends every due message once; answers how many were sent. `now` decides what is due. */
  async sendDue(now = new Date()): Promise<number> {
    let sent = 0;
    for (const row of await claimDueAlerts(this.app.db, now, 20)) {
      try {
        if (!row.chat) throw new TelegramError(404, 'chat not linked');
        await this.call('sendMessage', { chat_id: row.chat, text: row.text, disable_web_page_preview: true });
        await markAlertSent(this.app.db, row.id, row.attempts + 1);
        sent++;
        this.events.emit('outcome', { id: Number(row.id), kind: row.kind, result: 'sent' });
      } catch (error) {
        const attempts = row.attempts + 1;
        const tg = error instanceof TelegramError ? error : null;
        const wait = Math.max(backoffMs(this.app.config.telegram.retryBaseMs, attempts), (tg?.retryAfterS ?? 0) * 1000);
        const giveUp = attempts >= MAX_ATTEMPTS || Boolean(tg?.permanent);
        await markAlertAttempt(this.app.db, row.id, {
          attempts,
          lastError: String((error as Error).message).slice(0, 500),
          nextAt: new Date(now.getTime() + wait),
          failedAt: giveUp ? new Date() : null,
        });
        this.events.emit('outcome', { id: Number(row.id), kind: row.kind, result: giveUp ? 'failed' : 'retry' });
      }
    }
    return sent;
  }

  /** Reads one batch of updates (long polling) and links chats that sent `/start CODE`. */
  async pollOnce(signal?: AbortSignal): Promise<number> {
    const [row] = await readSettings(this.app.db, [OFFSET_KEY]);
    let offset = Number(row?.value ?? 0);
    const timeout = this.app.config.telegram.pollTimeoutS;
    const updates = await this.call<Update[]>(
      'getUpdates',
      { offset, timeout, allowed_updates: ['message'] },
      signal ?? AbortSignal.timeout((timeout + 15) * 1000),
    );
    for (const update of updates) {
      await this.handle(update);
      offset = Math.max(offset, update.update_id + 1);
    }
    if (updates.length > 0) {
      await writeSetting(this.app.db, OFFSET_KEY, String(offset));
    }
    return updates.length;
  }

  private async handle(update: Update): Promise<void> {
    const message = update.message;
    const code = /^\/start(?:@\w+)?\s+([A-Za-z0-9]{6,16})\s*$/.exec(message?.text?.trim() ?? '')?.[1]?.toUpperCase();
    if (!message || !code) return;
    const chat = message.chat;
    const title =
      chat.title ??
      ([chat.first_name, chat.last_name].filter(Boolean).join(' ') ||
        (chat.username ? `@${chat.username}` : String(chat.id)));
    const pub = await linkChat(this.app.db, code, { id: String(chat.id), title });
    if (pub) await this.notify(pub.id, { kind: 'linked', pubName: pub.name });
  }

  /** Queues "not accepted within N minutes" for waiting orders of linked pubs (once per order). */
  async sweepLate(now = new Date()): Promise<void> {
    for (const o of await notAcceptedOrders(this.app.db, now))
      await this.notify(o.pub_id, { kind: 'not_accepted', orderId: o.id, number: o.number, minutes: o.minutes }, now);
  }

  /** Order changes from the bus: a new order, and a cancel made by the courier. */
  async onOrderEvent(event: OrderEvent): Promise<void> {
    const o = await findOrderForAlert(this.app.db, event.orderId);
    if (!o) return;
    if (event.kind === 'created') {
      const bani = Number(o.dishes_bani) + Math.round(Number(o.delivery_price) * 100);
      const total = `${(bani / 100).toFixed(2).replace('.', ',')} ${currencyById(o.currency_id).symbol}`;
      await this.notify(event.pubId, {
        kind: 'new_order',
        orderId: event.orderId,
        number: o.number,
        orderType: o.order_type,
        total,
        clientName: o.client_name,
      });
    } else if (o.status === 'canceled' && o.last_role === 'courier') {
      await this.notify(event.pubId, {
        kind: 'courier_cancel',
        orderId: event.orderId,
        number: o.number,
        reason: o.cancel_reason,
      });
    }
  }

  /** Sends now (coalesced: a wake during a send runs one more pass), then sleeps until the next due message. */
  wake(): void {
    if (!this.stopped) this.sender.wake();
  }

  private async pollLoop(): Promise<void> {
    let backoff = this.app.config.telegram.retryBaseMs;
    while (!this.stopped) {
      try {
        await this.pollOnce(this.abort.signal);
        backoff = this.app.config.telegram.retryBaseMs;
      } catch (error) {
        if (this.stopped) break;
        this.app.log.warn({ err: error }, 'telegram: getUpdates failed');
        await this.pause(backoff);
        backoff = Math.min(backoff * 2, MAX_POLL_BACKOFF_MS);
      }
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.abort.signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });
  }

  /** Starts the poller, the sender and the sweep (once; only with a token). */
  start(): void {
    if (!this.configured || !this.stopped) return;
    this.stopped = false;
    this.abort = new AbortController();
    this.unsubscribe = this.app.bus.subscribe(
      (event) =>
        void this.onOrderEvent(event).catch((error: unknown) => this.app.log.warn({ err: error }, 'telegram: event')),
    );
    this.pollDone = this.pollLoop();
    this.sweepTimer = setInterval(() => void this.sweepLate().catch(() => {}), SWEEP_MS);
    this.sender.start();
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.abort.abort();
    this.unsubscribe?.();
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    const sending = this.sender.stop();
    await this.pollDone;
    await sending;
  }

  /** A fresh one-time link code for the pub (10 minutes), remembering the owner's language for alerts. */
  async newLinkCode(pubId: number, language: AlertLanguage): Promise<string> {
    for (;;) {
      const code = Array.from(crypto.randomBytes(8), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
      try {
        await setLinkCode(this.app.db, pubId, {
          code,
          expiresAt: new Date(Date.now() + LINK_CODE_MINUTES * 60_000),
          language,
        });
        return code;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
  }
}

/** Letters and digits without look-alikes (0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** base × 2^(attempt−1), capped (5 s, 10 s, 20 s … 30 min at the default base). */
export function backoffMs(baseMs: number, attempt: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_BACKOFF_MS);
}
