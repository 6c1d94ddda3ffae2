import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { dishes, orderStatusHistory, orders, pubs } from '../../db/schema.ts';
import { scopedRoutes } from '../../scoped-routes.ts';

/** The first-day steps in the order the overview shows them (docs/decisions/153). */
export const CHECKLIST_STEPS = ['location', 'dish', 'ordering', 'qr_printed', 'test_order'] as const;
export type ChecklistStep = (typeof CHECKLIST_STEPS)[number];

const owner = { access: { roles: ['company'] } } as const;

/**
 * `GET …/checklist` → `{ok, steps:[{key, done}], complete}`; `POST …/qr-printed` marks the QR code printed
 * (the QR popup calls it on print and on download). A test order counts once someone on the board
 * (owner or staff) changed an order of the pub: it was placed and seen.
 */
export async function checklistRoutes(app: FastifyInstance) {
  const route = scopedRoutes(app);
  const base = '/api/company/:companyID/pubs/:pubID';

  route.get(`${base}/checklist`, { config: owner }, async (request) => {
    const pubId = request.scope.pubId;
    const [pub] = await app.db.select().from(pubs).where(eq(pubs.id, pubId));
    const [dish] = await app.db.select({ id: dishes.id }).from(dishes).where(eq(dishes.pubId, pubId)).limit(1);
    const [seen] = await app.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(orderStatusHistory, eq(orderStatusHistory.orderId, orders.id))
      .where(and(eq(orders.pubId, pubId), inArray(orderStatusHistory.actorRole, ['company', 'staff'])))
      .limit(1);
    const done: Record<ChecklistStep, boolean> = {
      location: pub.lat !== null && pub.lng !== null,
      dish: Boolean(dish),
      ordering: pub.shippingAvailable || pub.hasInPlaceOrder,
      qr_printed: pub.qrPrintedAt !== null,
      test_order: Boolean(seen),
    };
    const steps = CHECKLIST_STEPS.map((key) => ({ key, done: done[key] }));
    return { ok: true, steps, complete: steps.every((s) => s.done) };
  });

  route.post(`${base}/qr-printed`, { config: owner }, async (request) => {
    await app.db
      .update(pubs)
      .set({ qrPrintedAt: sql`now()` })
      .where(and(eq(pubs.id, request.scope.pubId), isNull(pubs.qrPrintedAt)));
    return { ok: true };
  });
}
