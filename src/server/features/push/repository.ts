import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PushLanguage } from '#shared/schemas/push.ts';
import type { Tx } from '../../db/client.ts';
import { claimDue, nextDueAt } from '../../db/outbox.ts';
import { orders, pubs, pushOutbox, pushSubscriptions, type PushPayload } from '../../db/schema.ts';
import { etaPubColumns } from '../guest/index.ts';

/**
 * Push subscriptions, the `push_outbox` of messages (one row per subscription), and the marks of what each audience
 * of an order was last told.
 */
export type { PushPayload };
export type OrderRow = typeof orders.$inferSelect;
export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;
type NewSubscription = Omit<typeof pushSubscriptions.$inferInsert, 'id' | 'createdAt'>;

/** Which subscriptions of the audience a message goes to. */
export type Recipients =
  | { courierIds: readonly number[] }
  /** Couriers who may take the pub's order: every courier for a delivery service, else the pub's own; not `exclude`. */
  | { availableAt: { pubId: number; deliveryType: string; exclude: readonly number[] } }
  | { orderId: number; lang?: PushLanguage }
  | { kitchenOf: number };

const intArray = (ids: readonly number[]) => sql.raw(`array[${ids.map(Number).join(',')}]::int[]`);

function recipientsSql(r: Recipients) {
  if ('courierIds' in r) return sql`s.courier_id = any(${intArray(r.courierIds)})`;
  if ('availableAt' in r) {
    const { pubId, deliveryType, exclude } = r.availableAt;
    return sql`s.courier_id is not null and not (s.courier_id = any(${intArray(exclude)})) and (${deliveryType} = 'delivery_service'
          or exists (select 1 from pub_couriers pc where pc.pub_id = ${pubId} and pc.courier_id = s.courier_id))`;
  }
  if ('orderId' in r)
    return r.lang ? sql`s.order_id = ${r.orderId} and s.lang = ${r.lang}` : sql`s.order_id = ${r.orderId}`;
  return sql`s.pub_id = ${r.kitchenOf}`;
}

/** Queues a message for every subscription of the audience the recipients select, in each one's language. */
export async function queueMessages(
  db: Tx,
  message: {
    audience: string;
    recipients: Recipients;
    dedupe: string;
    kind: string;
    topic: string;
    urgency: string;
    ttlS: number;
    payloads: Record<PushLanguage, string>;
  },
): Promise<number> {
  const { payloads: texts } = message;
  const result = await db.execute(sql`
      insert into push_outbox (subscription_id, dedupe_key, kind, topic, urgency, ttl_s, payload)
      select s.id, ${message.dedupe} || ':' || s.id, ${message.kind}, ${message.topic}, ${message.urgency}, ${message.ttlS},
        (case s.lang when 'ru' then ${texts.ru} when 'en' then ${texts.en} else ${texts.ro} end)::jsonb
      from push_subscriptions s where s.audience = ${message.audience} and ${recipientsSql(message.recipients)}
      on conflict (dedupe_key) do nothing`);
  return result.rowCount ?? 0;
}

/** Records `state` as what `audience` knows of the order; true when it is news (another instance may have won). */
export async function advanceMark(db: Tx, orderId: number, audience: string, state: string): Promise<boolean> {
  const changed = await db.execute(sql`
      insert into push_marks (order_id, audience, state) values (${orderId}, ${audience}, ${state})
      on conflict (order_id, audience) do update set state = excluded.state where push_marks.state <> excluded.state
      returning 1`);
  return (changed.rowCount ?? 0) > 0;
}

/** Records each (order, audience, state) as what that audience knows; returns the `orderId:audience` pairs that were news. */
export async function advanceMarks(
  db: Tx,
  marks: readonly { orderId: number; audience: string; state: string }[],
): Promise<Set<string>> {
  if (marks.length === 0) return new Set();
  // In one order of keys on every instance, so two instances writing the same marks wait for each other, never deadlock.
  const sorted = marks
    .map(({ orderId, audience, state }) => ({ orderId, audience, state }))
    .sort((a, b) => a.orderId - b.orderId || a.audience.localeCompare(b.audience));
  const { rows } = await db.execute<{ order_id: number; audience: string }>(sql`
      insert into push_marks (order_id, audience, state)
      select m."orderId", m.audience, m.state
      from jsonb_to_recordset(${JSON.stringify(sorted)}::jsonb) as m("orderId" int, audience text, state text)
      on conflict (order_id, audience) do update set state = excluded.state where push_marks.state <> excluded.state
      returning order_id, audience`);
  return new Set(rows.map((r) => `${r.order_id}:${r.audience}`));
}

/** The orders with what their messages name of the pub, and the pub columns of their ETA, by order id. */
export async function findOrdersForPush(db: Tx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return new Map<number, never>();
  const rows = await db
    .select({
      order: orders,
      pub: {
        name: pubs.name,
        urlName: pubs.urlName,
        timezone: pubs.timezone,
        deliveryType: pubs.deliveryType,
        expirationTime: pubs.expirationTime,
      },
      eta: etaPubColumns,
    })
    .from(orders)
    .innerJoin(pubs, eq(pubs.id, orders.pubId))
    .where(inArray(orders.id, [...orderIds]));
  return new Map(rows.map((row) => [row.order.id, row]));
}

/** Who could be told anything of these orders: whether any courier subscribed, and which orders' guests did. */
export async function pushListeners(
  db: Tx,
  orderIds: readonly number[],
): Promise<{ couriers: boolean; guestsOf: Set<number> }> {
  const { rows } = await db.execute<{ couriers: boolean; guests: number[] }>(sql`
      select exists (select 1 from push_subscriptions where audience = 'courier') as couriers,
        array(select distinct order_id from push_subscriptions
              where audience = 'guest' and order_id = any(${intArray(orderIds)})) as guests`);
  return { couriers: rows[0]?.couriers ?? false, guestsOf: new Set((rows[0]?.guests ?? []).map(Number)) };
}

/** New orders still not accepted `unacknowledgedMs` after they came in (within a day), of kitchens not yet told. */
export async function unacknowledgedOrders(db: Tx, now: Date, unacknowledgedMs: number) {
  const { rows } = await db.execute<{ id: number; number: number; pub_id: number }>(sql`
      select o.id, o.number, o.pub_id from orders o
      where o.status = 'not_handled' and o.scheduled_for is null
        and o.created_at <= ${new Date(now.getTime() - unacknowledgedMs)} and o.created_at > ${new Date(now.getTime() - 24 * 3_600_000)}
        and exists (select 1 from push_subscriptions s where s.audience = 'kitchen' and s.pub_id = o.pub_id)
        and not exists (select 1 from push_marks m where m.order_id = o.id and m.audience = 'kitchen')`);
  return rows;
}

/** Scheduled orders whose fire time came within the last hour, of kitchens not yet told. */
export async function firedOrders(db: Tx, now: Date) {
  const { rows } = await db.execute<{
    id: number;
    number: number;
    pub_id: number;
    scheduled_for: string;
    timezone: string;
  }>(sql`
      select o.id, o.number, o.pub_id, o.scheduled_for, p.timezone
      from orders o join pubs p on p.id = o.pub_id
      where o.fires_at is not null and o.status in ('not_handled', 'handled')
        and o.fires_at <= ${now} and o.fires_at > ${new Date(now.getTime() - 3_600_000)}
        and exists (select 1 from push_subscriptions s where s.audience = 'kitchen' and s.pub_id = o.pub_id)
        and not exists (select 1 from push_marks m where m.order_id = o.id and m.audience = 'kitchen_fire')`);
  return rows;
}

export interface DueMessage {
  id: number;
  kind: string;
  topic: string;
  urgency: string;
  ttl_s: number;
  payload: PushPayload;
  attempts: number;
  created_at: string;
  subscription_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Claims up to `batch` due messages for two minutes (another instance skips them) with their subscriptions. */
export function claimDueMessages(db: Tx, now: Date, batch: number): Promise<DueMessage[]> {
  return claimDue<DueMessage & Record<string, unknown>>(db, 'push_outbox', {
    now,
    limit: batch,
    from: sql`push_subscriptions s`,
    on: sql`s.id = t.subscription_id`,
    returning: sql`t.id, t.kind, t.topic, t.urgency, t.ttl_s, t.payload, t.attempts, t.created_at, t.subscription_id, s.endpoint, s.p256dh, s.auth`,
  });
}

/** Marks the messages sent, in one write. */
export async function markMessagesSent(db: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`update push_outbox set sent_at = now(), attempts = attempts + 1
        where id = any(${sql.raw(`array[${ids.map(Number).join(',')}]::bigint[]`)})`);
}

export async function markMessageExpired(db: Tx, id: number): Promise<void> {
  await db.execute(sql`update push_outbox set failed_at = now(), last_error = 'expired' where id = ${id}`);
}

/** A failed attempt: when to try again, or (with `failedAt`) never. */
export async function markMessageAttempt(
  db: Tx,
  id: number,
  attempt: { attempts: number; error: string; nextAt: Date; failedAt: Date | null },
): Promise<void> {
  await db.execute(sql`update push_outbox set attempts = ${attempt.attempts}, last_error = ${attempt.error},
      next_at = ${attempt.nextAt}, failed_at = ${attempt.failedAt} where id = ${id}`);
}

/** When the next unsent message is due (null when none waits). */
export function nextMessageDueAt(db: Tx): Promise<Date | null> {
  return nextDueAt(db, 'push_outbox');
}

export async function deleteSubscriptionById(db: Tx, id: number): Promise<void> {
  await db.execute(sql`delete from push_subscriptions where id = ${id}`);
}

/** The subscription of the endpoint, locked until the transaction ends. */
export async function lockSubscription(tx: Tx, endpoint: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).for('update');
  return row;
}

/** Stores a subscription; an endpoint stored meanwhile by another request takes these values. */
export async function upsertSubscription(tx: Tx, values: NewSubscription): Promise<void> {
  await tx
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

export async function updateSubscription(tx: Tx, id: number, values: NewSubscription): Promise<void> {
  await tx.update(pushSubscriptions).set(values).where(eq(pushSubscriptions.id, id));
}

/** Drops the messages still waiting for the subscription. */
export async function dropUnsentMessages(tx: Tx, subscriptionId: number): Promise<void> {
  await tx.delete(pushOutbox).where(and(eq(pushOutbox.subscriptionId, subscriptionId), isNull(pushOutbox.sentAt)));
}

export async function deleteSubscriptionByEndpoint(db: Tx, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export async function deleteSessionSubscriptions(db: Tx, sessionId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
}

/** The order's tracking token (what a guest presents to subscribe to it). */
export async function orderTrackingToken(db: Tx, orderId: number): Promise<string | undefined> {
  const [order] = await db.select({ token: orders.trackingToken }).from(orders).where(eq(orders.id, orderId));
  return order?.token;
}
