import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { UNSET_DATE } from '#shared/constants.ts';
import { courierOrderActionSchema, courierProfileSchema } from '#shared/schemas/courier.ts';
import { AppError, E, parse } from '../../http.ts';
import { claimsOf } from '../../plugins/access.ts';
import { couriers, pubCouriers } from '../../db/schema.ts';
import { storeUpload } from '../images/store.ts';
import { ownCourierJson, venueCourierJson, venueSeesCourier } from './profile.ts';
import { closeOrder, reserveOrder, type Closing } from './actions.ts';
import { courierLists, loadOrderSource, venuesOf } from './repository.ts';
import { courierOrderJson } from './json.ts';
import { courierSocket } from './socket.ts';
import { scopedRoutes, type ScopedRequest } from '../../scoped-routes.ts';

const self = { access: { roles: ['courier'] } } as const;

/** The courier area's API (docs/product.md S7 "Couriers"); a courier acts only as itself (access hook). */
export async function courierRoutes(app: FastifyInstance) {
  const route = scopedRoutes(app);
  const base = '/api/courier/:courierID';

  const courierOr404 = async (id: number) => {
    const [row] = await app.db.select().from(couriers).where(eq(couriers.id, id));
    if (!row) throw new AppError(E.courierNotFound);
    return row;
  };

  route.get('/api/courier/', { config: self }, async (request) => {
    return { ok: true, courier: await ownCourierJson(app.db, await courierOr404(claimsOf(request).courierId)) };
  });

  route.get(`${base}/`, { config: { access: { roles: ['courier', 'staff', 'company'] } } }, async (request) => {
    const claims = claimsOf(request);
    const courier = await courierOr404(request.scope.courierId);
    if (claims.role === 'courier') return { ok: true, courier: await ownCourierJson(app.db, courier) };
    if (!(await venueSeesCourier(app.db, claims, courier.id))) throw new AppError(E.courierNotFound);
    return { ok: true, courier: venueCourierJson(courier) };
  });

  route.put(`${base}/`, { config: self }, async (request) => {
    const body = parse(courierProfileSchema, request.body);
    const [row] = await app.db
      .update(couriers)
      .set({
        fullName: body.full_name,
        phoneNumber: body.phone_number,
        gender: body.gender,
        birthDate: body.birth_date === UNSET_DATE ? null : body.birth_date,
        location: body.location,
        telegramUsername: body.telegram_username,
      })
      .where(eq(couriers.id, request.scope.courierId))
      .returning();
    return { ok: true, courier: await ownCourierJson(app.db, row) };
  });

  route.post(`${base}/image`, { config: self }, async (request) => {
    const fileName = await storeUpload(app, request, { field: 'image', kind: 'courier' });
    const [row] = await app.db.update(couriers).set({ imageFileName: fileName }).where(eq(couriers.id, request.scope.courierId)).returning();
    return { ok: true, image_file_name: fileName, courier: await ownCourierJson(app.db, row) };
  });

  route.get(`${base}/orders`, { config: self }, async (request) => ({ ok: true, ...(await courierLists(app.db, request.scope.courierId)) }));

  const answer = async (request: ScopedRequest<typeof base>, orderId: number) => {
    const source = await loadOrderSource(app.db, orderId);
    return { ok: true, order: source ? courierOrderJson(source, request.scope.courierId) : null };
  };

  // An optional Idempotency-Key header is accepted; the calls are idempotent by their own rule.
  route.post(`${base}/reserve-order`, { config: self }, async (request) => {
    const { order_id } = parse(courierOrderActionSchema, request.body);
    await reserveOrder(app.db, request.scope.courierId, order_id);
    return answer(request, order_id);
  });

  const closing = (status: Closing) => async (request: ScopedRequest<typeof base>) => {
    const { order_id } = parse(courierOrderActionSchema, request.body);
    await closeOrder(app.db, request.scope.courierId, order_id, status);
    return answer(request, order_id);
  };
  route.post(`${base}/set-order-to-completed`, { config: self }, closing('completed'));
  route.post(`${base}/set-order-to-canceled`, { config: self }, closing('canceled'));

  // The venues that added this courier (docs/product.md D11), and leaving one.
  route.get(`${base}/pubs`, { config: self }, async (request) => ({ ok: true, pubs: await venuesOf(app.db, request.scope.courierId) }));
  route.delete(`${base}/pubs/:pubID`, { config: self }, async (request) => {
    const courierId = request.scope.courierId;
    const left = await app.db
      .delete(pubCouriers)
      .where(and(eq(pubCouriers.courierId, courierId), eq(pubCouriers.pubId, request.scope.pubId)))
      .returning();
    if (!left.length) throw new AppError(E.notFound);
    return { ok: true, pubs: await venuesOf(app.db, courierId) };
  });

  await app.register(courierSocket);
}
