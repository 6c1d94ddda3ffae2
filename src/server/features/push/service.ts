import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { PushLanguage } from '#shared/schemas/push.ts';
import { PUSH_LANGUAGES } from '#shared/schemas/push.ts';
import type { Eta } from '#shared/order-time.ts';
import type { OrderEvent } from '../../realtime/bus.ts';
import { orderEta } from '../guest/index.ts';
import { BatchQueue } from '../../lifecycle/batch-queue.ts';
import { OutboxRunner } from '../../lifecycle/outbox-runner.ts';
import { pushText, reasonText, type PushMessage } from './messages.ts';
import { courierState, guestState, stateCourier } from './plan.ts';
import { SealPool } from './seal-pool.ts';
import { deliver, type Outcome } from './send.ts';
import type { VapidKeys } from './keys.ts';
import {
  advanceMark,
  advanceMarks,
  claimDueMessages,
  deleteSubscriptionById,
  findOrdersForPush,
  firedOrders,
  markMessageAttempt,
  markMessageExpired,
  markMessagesSent,
  nextMessageDueAt,
  pushListeners,
  queueMessages,
  unacknowledgedOrders,
  type DueMessage,
  type OrderRow,
  type PushPayload,
  type Recipients,
} from './repository.ts';

/** A message is given up after this many failed attempts (a TTL usually ends it sooner). */
export const MAX_ATTEMPTS = 8;
const MAX_BACKOFF_MS = 10 * 60_000;
/** How often the kitchen's sweep runs (unacknowledged new orders, scheduled orders reaching their fire time). */
const SWEEP_MS = 15_000;
/** A new order still not accepted this long after it came in is pushed to its kitchen. */
export const UNACKNOWLEDGED_MS = 60_000;
/** Sends in flight at once, and rows claimed per pass. */
const CONCURRENCY = 32;
const BATCH = 200;
/** Order changes read together. */
const EVENT_BATCH = 200;

/** Who gets a message, its urgency and how long it is worth delivering. */
export const DELIVERY = {
  courier: { urgency: 'high', ttlS: 120 },
  kitchen: { urgency: 'high', ttlS: 300 },
  guest: { urgency: 'normal', ttlS: 30 * 60 },
} as const;
type Audience = keyof typeof DELIVERY;

interface PubInfo {
  name: string;
  urlName: string;
  timezone: string;
  deliveryType: string;
  expirationTime: Date;
}

/** base × 2^(attempt−1), capped at ten minutes. */
export function backoffMs(baseMs: number, attempt: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_BACKOFF_MS);
}

/**
 * Web Push (docs/architecture.md "Web Push"): one per process. Order changes from the bus (after their
 * commit, never inside an order's transaction) and a sweep of the kitchens decide what to tell whom; each
 * message is one `push_outbox` row per subscription, sent by a sender with backoff. Nothing here throws
 * into an order's path.
 */
/**
 * A new order's first state that tells nobody anything (`new` for its guest, `none` for couriers) is not written:
 * a missing mark and that mark lead to the same messages later, and a city's burst of orders saves two writes each.
 */
function silentFirst(event: OrderEvent, state: string): boolean {
  return event.kind === 'created' && (state === 'new' || state === 'none');
}

/** Where a courier's message opens: the courier's orders at one tab. */
const courierTab = (tab: string) => `/courier/orders?tab=${tab}`;

export class Push {
  private stopped = true;
  private readonly sender: OutboxRunner;
  private sweepTimer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  /** Order changes heard, read a batch at a time: the batch being read and the changes heard meanwhile. */
  private readonly changes: BatchQueue<OrderEvent>;
  /** `outcome` ({id, kind, subscriptionId, result: 'sent' | 'retry' | 'failed' | 'gone' | 'expired'}) after each attempt is stored. */
  readonly events = new EventEmitter();
  keys: VapidKeys | null = null;
  /** The threads that encrypt and sign, from start to stop. */
  private pool: SealPool | null = null;

  private readonly app: FastifyInstance;
  constructor(app: FastifyInstance) {
    this.app = app;
    this.events.setMaxListeners(100);
    // A city's evening (every instance hears every pub's change) outran a read per change: thousands behind.
    this.changes = new BatchQueue(
      (batch) => this.onOrderEvents(batch),
      EVENT_BATCH,
      (error) => this.app.log.warn({ err: error }, 'push: events'),
    );
    this.sender = new OutboxRunner({
      send: () => this.sendDue(),
      nextDueAt: () => nextMessageDueAt(this.app.db),
      untilEmpty: true,
      maxSleepMs: SWEEP_MS,
      onError: (error) => this.app.log.warn({ err: error }, 'push: sending failed'),
    });
  }

  /** Queues a message for every subscription of the recipients, in each one's language. Returns rows queued. */
  async queue(
    audience: Audience,
    message: PushMessage,
    recipients: Recipients,
    dedupe: string,
    order: { id: number; pubId: number },
    url: string,
  ): Promise<number> {
    const texts = Object.fromEntries(
      PUSH_LANGUAGES.map((lang) => {
        const { title, body } = pushText(lang, message);
        const payload: PushPayload = { type: message.kind, order_id: order.id, pub_id: order.pubId, title, body, url };
        return [lang, JSON.stringify(payload)];
      }),
    ) as Record<PushLanguage, string>;
    const { urgency, ttlS } = DELIVERY[audience];
    const queued = await queueMessages(this.app.db, {
      audience,
      recipients,
      dedupe,
      kind: message.kind,
      topic: `order-${order.id}`,
      urgency,
      ttlS,
      payloads: texts,
    });
    if (queued > 0) this.wake();
    return queued;
  }

  /** Records `state` as what `audience` knows of the order; true when it is news (another instance may have won). */
  private async advance(orderId: number, audience: string, state: string): Promise<boolean> {
    return advanceMark(this.app.db, orderId, audience, state);
  }

  /**
   * What a batch of order changes tells couriers and guests, in three reads and writes whatever its size: the orders,
   * the marks, and who listens. Each order's states come from its current row, so all its changes in a batch name
   * the same states, and the first that is not a silent first mark is the one written.
   */
  async onOrderEvents(events: readonly OrderEvent[]): Promise<void> {
    const changes = events.filter((event) => event.kind !== 'pub' && event.orderId !== 0);
    if (changes.length === 0) return;
    const ids = [...new Set(changes.map((event) => event.orderId))];
    const rows = await findOrdersForPush(this.app.db, ids);
    const now = this.app.clock.now();
    const marks = new Map<
      string,
      { orderId: number; audience: 'courier' | 'guest'; state: string; event: OrderEvent }
    >();
    const reopened: { event: OrderEvent; lost: number[] }[] = [];
    for (const event of changes) {
      const row = rows.get(event.orderId);
      if (!row) continue;
      const o = row.order;
      const courier = courierState(o, row.pub.expirationTime.getTime() > now.getTime());
      const guest = guestState(o, orderEta(o, row.eta, now));
      for (const [audience, state] of [
        ['courier', courier],
        ['guest', guest],
      ] as const) {
        const key = `${o.id}:${audience}`;
        if (!marks.has(key) && !silentFirst(event, state)) marks.set(key, { orderId: o.id, audience, state, event });
      }
      // A courier who lost the order to the venue (moved back to new or preparing) hears it at once.
      const lost = event.extraCourierIds.filter((id) => id !== o.reserverCourierId);
      if (lost.length > 0 && o.status !== 'canceled') reopened.push({ event, lost });
    }
    const news = await advanceMarks(this.app.db, [...marks.values()]);
    if (news.size === 0 && reopened.length === 0) return;
    const listeners = await pushListeners(this.app.db, ids);
    if (listeners.couriers) {
      for (const { event, lost } of reopened) {
        const { order: o, pub } = rows.get(event.orderId)!;
        await this.toNamedCouriers('courier_reopened', o, pub, lost, `reopened:${event.id}`, 'available');
      }
    }
    for (const [key, { audience, state, event }] of marks) {
      if (!news.has(key)) continue;
      const row = rows.get(event.orderId)!;
      if (audience === 'courier' && listeners.couriers) await this.toCouriers(row.order, row.pub, state, event);
      if (audience === 'guest' && listeners.guestsOf.has(event.orderId))
        await this.toGuest(row.order, row.pub, state, orderEta(row.order, row.eta, now));
    }
  }

  /** The couriers' message of an order's new courier state. */
  private async toCouriers(o: OrderRow, pub: PubInfo, state: string, event: OrderEvent): Promise<void> {
    const lost = event.extraCourierIds.filter((id) => id !== o.reserverCourierId);
    if (state === 'available') {
      await this.queue(
        'courier',
        { kind: 'courier_available', number: o.number, town: o.town, distanceM: o.distance, pubName: pub.name },
        { availableAt: { pubId: o.pubId, deliveryType: pub.deliveryType, exclude: lost } },
        `available:${o.id}:${event.id}`,
        o,
        courierTab('available'),
      );
    } else if (state.startsWith('prepared:')) {
      const dedupe = `prepared:${o.id}:${event.id}`;
      await this.toNamedCouriers('courier_prepared', o, pub, [stateCourier(state)], dedupe, 'active');
    } else if (state.startsWith('canceled:')) {
      await this.toNamedCouriers('courier_canceled', o, pub, [stateCourier(state)], `canceled:${o.id}`, 'completed');
    }
  }

  /** An order's message to these couriers, naming its number and pub, opening their orders at `tab`. */
  private async toNamedCouriers(
    kind: 'courier_reopened' | 'courier_prepared' | 'courier_canceled',
    o: OrderRow,
    pub: PubInfo,
    courierIds: number[],
    dedupe: string,
    tab: string,
  ): Promise<void> {
    await this.queue(
      'courier',
      { kind, number: o.number, pubName: pub.name },
      { courierIds },
      dedupe,
      o,
      courierTab(tab),
    );
  }

  private async toGuest(o: OrderRow, pub: PubInfo, state: string, eta: Eta | null): Promise<void> {
    const kind = state.split(':')[0];
    const url = `/pub/${encodeURIComponent(pub.urlName)}/order/${o.id}?token=${o.trackingToken}`;
    const time = (iso: string) => clockTime(new Date(iso), pub.timezone);
    const dedupe = `guest:${o.id}:${state}`;
    let message: PushMessage | null = null;
    if (kind === 'accepted') {
      const span = eta ? (eta.from === eta.to ? time(eta.from) : `${time(eta.from)}–${time(eta.to)}`) : '';
      message = { kind: 'guest_accepted', number: o.number, time: span };
    } else if (kind === 'later')
      message = { kind: 'guest_later', number: o.number, time: time(state.slice('later:'.length)) };
    else if (kind === 'ready') message = { kind: 'guest_ready', number: o.number, table: o.tableForInPlaceOrder };
    else if (kind === 'picked_up') message = { kind: 'guest_picked_up', number: o.number };
    else if (kind === 'delivered') message = { kind: 'guest_delivered', number: o.number };
    else if (kind === 'canceled') message = { kind: 'guest_canceled', number: o.number, reason: '' };
    if (!message) return;
    if (message.kind === 'guest_canceled') {
      // The reason is written per language, so the canceled message is queued once per language.
      for (const lang of PUSH_LANGUAGES) {
        await this.queue(
          'guest',
          { ...message, reason: reasonText(lang, o.cancelReason, o.cancelReasonText) },
          { orderId: o.id, lang },
          `${dedupe}:${lang}`,
          o,
          url,
        );
      }
      return;
    }
    await this.queue('guest', message, { orderId: o.id }, dedupe, o, url);
  }

  /** Kitchen messages: new orders unacknowledged for a minute, scheduled orders at their fire time. */
  async sweepKitchens(now = this.app.clock.now()): Promise<void> {
    for (const o of await unacknowledgedOrders(this.app.db, now, UNACKNOWLEDGED_MS)) {
      if (!(await this.advance(o.id, 'kitchen', 'unacknowledged'))) continue;
      await this.queue(
        'kitchen',
        { kind: 'kitchen_unacknowledged', number: o.number },
        { kitchenOf: o.pub_id },
        `unacknowledged:${o.id}`,
        { id: o.id, pubId: o.pub_id },
        `/admin/pub/${o.pub_id}/order/${o.id}`,
      );
    }
    // The fire time is the order's own `fires_at`, fixed when it was placed (the same moment the board moves it).
    for (const o of await firedOrders(this.app.db, now)) {
      const at = new Date(o.scheduled_for);
      if (!(await this.advance(o.id, 'kitchen_fire', 'fired'))) continue;
      await this.queue(
        'kitchen',
        { kind: 'kitchen_fire', number: o.number, time: clockTime(at, o.timezone) },
        { kitchenOf: o.pub_id },
        `fire:${o.id}`,
        { id: o.id, pubId: o.pub_id },
        `/admin/pub/${o.pub_id}/order/${o.id}`,
      );
    }
  }

  /** Sends every due message once; answers how many went out. `now` decides what is due and what expired. */
  async sendDue(now = new Date()): Promise<number> {
    if (!this.keys || !this.pool) return 0;
    const sent: DueMessage[] = [];
    const rows = await claimDueMessages(this.app.db, now, BATCH);
    const worker = async () => {
      for (let row = rows.shift(); row; row = rows.shift()) {
        const outcome = await this.sendOne(row, now);
        if (outcome === 'sent') sent.push(row);
        else
          this.events.emit('outcome', {
            id: Number(row.id),
            kind: row.kind,
            subscriptionId: row.subscription_id,
            result: outcome,
          });
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, worker));
    // One write for every message that went out in this pass, rather than one commit per push.
    if (sent.length > 0) {
      await markMessagesSent(
        this.app.db,
        sent.map((r) => r.id),
      );
      for (const row of sent)
        this.events.emit('outcome', {
          id: Number(row.id),
          kind: row.kind,
          subscriptionId: row.subscription_id,
          result: 'sent',
        });
    }
    return sent.length;
  }

  private async sendOne(row: DueMessage, now: Date): Promise<Outcome> {
    const ageS = Math.floor((now.getTime() - new Date(row.created_at).getTime()) / 1000);
    const ttl = row.ttl_s - Math.max(0, ageS);
    if (ttl <= 0) {
      await markMessageExpired(this.app.db, row.id);
      return 'expired';
    }
    const attempts = row.attempts + 1;
    const result = await deliver(
      this.pool!,
      this.app.config.push.allowedOrigins,
      this.keys!,
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      row.payload,
      { ttl, urgency: row.urgency, topic: row.topic },
    );
    if (result.outcome === 'sent') return 'sent';
    if (result.outcome === 'gone') {
      await deleteSubscriptionById(this.app.db, row.subscription_id);
      return 'gone';
    }
    const wait = Math.max(backoffMs(this.app.config.push.retryBaseMs, attempts), result.retryAfterS * 1000);
    const giveUp =
      result.outcome === 'failed' ||
      attempts >= MAX_ATTEMPTS ||
      (now.getTime() + wait) / 1000 > new Date(row.created_at).getTime() / 1000 + row.ttl_s;
    await markMessageAttempt(this.app.db, row.id, {
      attempts,
      error: result.error.slice(0, 500),
      nextAt: new Date(now.getTime() + wait),
      failedAt: giveUp ? new Date() : null,
    });
    return giveUp ? 'failed' : 'retry';
  }

  /** Sends now (coalesced: a wake during a send runs one more pass), then sleeps until the next due message. */
  wake(): void {
    if (!this.stopped) this.sender.wake();
  }

  start(keys: VapidKeys): void {
    if (!this.stopped) return;
    this.keys = keys;
    this.pool = new SealPool();
    this.stopped = false;
    this.unsubscribe = this.app.bus.subscribe((event) => this.changes.push(event));
    this.sweepTimer = setInterval(
      () => void this.sweepKitchens().catch((error: unknown) => this.app.log.warn({ err: error }, 'push: sweep')),
      SWEEP_MS,
    );
    this.sender.start();
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.unsubscribe?.();
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    const sending = this.sender.stop();
    await this.changes.idle();
    await sending;
    await this.pool?.close();
    this.pool = null;
  }
}

/** "14:05" in the pub's time zone. */
export function clockTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at,
  );
}
