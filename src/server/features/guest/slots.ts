import type { FastifyInstance } from 'fastify';
import { and, count, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { slotsQuery } from '#shared/schemas/order-time.ts';
import { choosableSlots, SLOT_MINUTES } from '#shared/slots.ts';
import { toWireTime } from '#shared/time.ts';
import { AppError, E, parse } from '../../http.ts';
import { orders, pubs } from '../../db/schema.ts';
import { scheduleRules } from './schedule.ts';

/**
 * `GET /api/client/pub/{url_name}/slots?type=&date=` (docs/product.md D16): the slot starts a guest may choose
 * on that local date, each with the places left (`free`, null = unlimited). An order takes a place in the slot
 * holding its promised time, whatever its status, unless canceled. Delivery travel is not known before the
 * address, so a delivery's earliest slot here counts preparation only; the order itself checks travel too.
 */
export async function slotRoutes(app: FastifyInstance) {
  app.get('/api/client/pub/:urlName/slots', { config: { access: 'public' } }, async (request) => {
    const { type, date } = parse(slotsQuery, request.query);
    const [pub] = await app.db.select().from(pubs).where(eq(pubs.urlName, (request.params as { urlName: string }).urlName));
    if (!pub) throw new AppError(E.notFound);
    const starts = choosableSlots(date, scheduleRules(pub, app.clock.now(), null));
    const capacity = pub.slotCapacity[type] ?? null;
    if (capacity === null || starts.length === 0) return { ok: true, slots: starts.map((s) => ({ start: toWireTime(s), free: null })) };
    const first = starts[0];
    const end = new Date(starts[starts.length - 1].getTime() + SLOT_MINUTES * 60_000);
    // A literal, not a parameter: GROUP BY must see the very expression the select has.
    const seconds = sql.raw(String(SLOT_MINUTES * 60));
    const slot = sql<Date>`to_timestamp(floor(extract(epoch from ${orders.promisedAt}) / ${seconds}) * ${seconds})`;
    const taken = await app.db
      .select({ slot, n: count() })
      .from(orders)
      .where(and(eq(orders.pubId, pub.id), eq(orders.orderType, type), ne(orders.status, 'canceled'), gte(orders.promisedAt, first), lt(orders.promisedAt, end)))
      .groupBy(slot);
    const used = new Map(taken.map((r) => [new Date(r.slot).getTime(), Number(r.n)]));
    return { ok: true, slots: starts.map((s) => ({ start: toWireTime(s), free: Math.max(0, capacity - (used.get(s.getTime()) ?? 0)) })) };
  });
}
