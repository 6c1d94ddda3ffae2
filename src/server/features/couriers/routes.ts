import type { FastifyInstance } from 'fastify';
import { UNSET_DATE } from '#shared/constants.ts';
import {
  courierCancelSchema,
  courierOrderActionSchema,
  courierProfileSchema,
  courierShiftSchema,
  courierStageSchema,
} from '#shared/schemas/courier.ts';
import { AppError, E, parse } from '../../http.ts';
import { claimsOf } from '../../plugins/access.ts';
import { storeUpload } from '../images/index.ts';
import { courierVenuesJson, ownCourierJson, venueCourierJson, venueSeesCourier } from './profile.ts';
import { closeOrder, reserveOrder, setOrderStage, setProof } from './actions.ts';
import { courierLedgerAnswer, ledgerQuerySchema } from './earnings.ts';
import { courierLists } from './lists.ts';
import { findCourier, updateCourier } from './repository/couriers.ts';
import { removePubCourier } from '../pub-couriers/index.ts';
import { loadOrderSource } from './repository/orders.ts';
import { courierOrderJson } from './json.ts';
import { courierSocket } from './socket.ts';
import { scopedRoutes, type ScopedRequest } from '../../scoped-routes.ts';
import { answers } from '../../plugins/answers.ts';
import { courierOrderListsAnswer, courierOrderOneAnswer, courierProofAnswer } from '#shared/schemas/order-answers.ts';
import {
  courierOneAnswer,
  courierPhotoAnswer,
  courierShiftAnswer,
  courierVenuesAnswer,
  ledgerAnswer,
  ownCourierOneAnswer,
} from '#shared/schemas/courier-answers.ts';

const self = { access: { roles: ['courier'] } } as const;

/** The courier area's API (docs/product.md S7 "Couriers"); a courier acts only as itself (access hook). */
export async function courierRoutes(app: FastifyInstance) {
  const route = scopedRoutes(app);
  const base = '/api/courier/:courierID';

  const courierOr404 = async (id: number) => {
    const row = await findCourier(app.db, id);
    if (!row) throw new AppError(E.courierNotFound);
    return row;
  };

  route.get('/api/courier/', { config: self, schema: answers(ownCourierOneAnswer) }, async (request) => {
    return { ok: true, courier: await ownCourierJson(app.db, await courierOr404(claimsOf(request).courierId)) };
  });

  route.get(
    `${base}/`,
    { config: { access: { roles: ['courier', 'staff', 'company'] } }, schema: answers(courierOneAnswer) },
    async (request) => {
      const claims = claimsOf(request);
      const courier = await courierOr404(request.scope.courierId);
      if (claims.role === 'courier') return { ok: true, courier: await ownCourierJson(app.db, courier) };
      if (!(await venueSeesCourier(app.db, claims, courier.id))) throw new AppError(E.courierNotFound);
      return { ok: true, courier: venueCourierJson(courier) };
    },
  );

  route.put(`${base}/`, { config: self, schema: answers(ownCourierOneAnswer) }, async (request) => {
    const body = parse(courierProfileSchema, request.body);
    const row = await updateCourier(app.db, request.scope.courierId, {
      fullName: body.full_name,
      phoneNumber: body.phone_number,
      gender: body.gender,
      birthDate: body.birth_date === UNSET_DATE ? null : body.birth_date,
      location: body.location,
      telegramUsername: body.telegram_username,
    });
    return { ok: true, courier: await ownCourierJson(app.db, row) };
  });

  route.post(`${base}/image`, { config: self, schema: answers(courierPhotoAnswer) }, async (request) => {
    const fileName = await storeUpload(app, request, { field: 'image', kind: 'courier' });
    const row = await updateCourier(app.db, request.scope.courierId, { imageFileName: fileName });
    return { ok: true, image_file_name: fileName, courier: await ownCourierJson(app.db, row) };
  });

  route.get(`${base}/orders`, { config: self, schema: answers(courierOrderListsAnswer) }, async (request) => ({
    ok: true,
    ...(await courierLists(app.db, request.scope.courierId, app.clock.now())),
  }));

  const answer = async (request: ScopedRequest<typeof base>, orderId: number) => {
    const source = await loadOrderSource(app.db, orderId);
    return { ok: true, order: source ? courierOrderJson(source, request.scope.courierId) : null };
  };

  // An Idempotency-Key header from another client is accepted and not stored: each call is idempotent by its own rule.
  // Every action may carry `at`, when it really happened (queued offline; docs/product.md D14).
  route.post(`${base}/reserve-order`, { config: self, schema: answers(courierOrderOneAnswer) }, async (request) => {
    const { order_id, at } = parse(courierOrderActionSchema, request.body);
    await reserveOrder(app.db, request.scope.courierId, order_id, at, app.clock.now());
    return answer(request, order_id);
  });
  route.post(`${base}/set-order-stage`, { config: self, schema: answers(courierOrderOneAnswer) }, async (request) => {
    const { order_id, stage, at } = parse(courierStageSchema, request.body);
    await setOrderStage(app.db, request.scope.courierId, order_id, stage, at);
    return answer(request, order_id);
  });
  route.post(
    `${base}/set-order-to-completed`,
    { config: self, schema: answers(courierOrderOneAnswer) },
    async (request) => {
      const { order_id, at } = parse(courierOrderActionSchema, request.body);
      await closeOrder(app.db, request.scope.courierId, order_id, 'completed', { at });
      return answer(request, order_id);
    },
  );
  route.post(
    `${base}/set-order-to-canceled`,
    { config: self, schema: answers(courierOrderOneAnswer) },
    async (request) => {
      const { order_id, at, reason, reason_text } = parse(courierCancelSchema, request.body);
      await closeOrder(app.db, request.scope.courierId, order_id, 'canceled', { at, reason, reasonText: reason_text });
      return answer(request, order_id);
    },
  );
  // Proof of delivery (docs/product.md D14): a photo re-encoded like every image, kept on the order.
  route.post(
    `${base}/orders/:orderID/proof`,
    { config: self, schema: answers(courierProofAnswer) },
    async (request) => {
      const fileName = await storeUpload(app, request, { field: 'image', kind: 'proof' });
      await setProof(app.db, request.scope.courierId, request.scope.orderId, fileName);
      return { ...(await answer(request, request.scope.orderId)), image_file_name: fileName };
    },
  );

  // Earnings (docs/product.md D14) and the on-shift switch.
  route.get(`${base}/ledger`, { config: self, schema: answers(ledgerAnswer) }, async (request) =>
    courierLedgerAnswer(app.db, request.scope.courierId, parse(ledgerQuerySchema, request.query)),
  );
  route.put(`${base}/shift`, { config: self, schema: answers(courierShiftAnswer) }, async (request) => {
    const { on_shift } = parse(courierShiftSchema, request.body);
    const row = await updateCourier(app.db, request.scope.courierId, { onShift: on_shift });
    return { ok: true, on_shift: row.onShift };
  });

  // The venues that added this courier (docs/product.md D11), and leaving one.
  route.get(`${base}/pubs`, { config: self, schema: answers(courierVenuesAnswer) }, async (request) => ({
    ok: true,
    pubs: await courierVenuesJson(app.db, request.scope.courierId),
  }));
  route.delete(`${base}/pubs/:pubID`, { config: self, schema: answers(courierVenuesAnswer) }, async (request) => {
    const courierId = request.scope.courierId;
    // Leaving is the venue's removal seen from the courier's side.
    if (!(await removePubCourier(app.db, request.scope.pubId, courierId))) throw new AppError(E.notFound);
    return { ok: true, pubs: await courierVenuesJson(app.db, courierId) };
  });

  await app.register(courierSocket);
}
