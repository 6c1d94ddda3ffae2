import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  deliveryPriceQuery,
  historyQuery,
  orderDishesSchema,
  orderListQuery,
  preparationTimeSchema,
  preparedSchema,
  PREPARATION_TIME_TOLERANCE_MS,
  staffStatusQuery,
} from '#shared/schemas/orders.ts';
import { AppError, E, parse } from '../../http.ts';
import { claimsOf } from '../../plugins/access.ts';
import { changeOrder, type Actor, type ChangeOptions, type OrderPatch } from './change.ts';
import { undoStep } from './undo.ts';
import { cancelSchema, undoSchema } from '#shared/schemas/kitchen.ts';
import { acceptSchema } from '#shared/schemas/order-time.ts';
import { readyTimeAt } from '#shared/order-time.ts';
import { busyMinutesAt, findPub } from '../pubs/index.ts';
import { editOrderDishes } from './dishes.ts';
import {
  loadBoardOrders,
  loadHistoryPage,
  loadOrder,
  loadPubOrdersInStatus,
  statusIs,
  type OrderRow,
} from './repository/orders.ts';
import { staffJson } from './json.ts';
import { orderChannel } from './channel.ts';
import { fireSweep } from './fire.ts';
import { scopedRoutes, type ScopedRequest } from '../../scoped-routes.ts';
import { answers } from '../../plugins/answers.ts';
import {
  staffOrderHistoryAnswer,
  staffOrderListAnswer,
  staffOrderOneAnswer,
  staffOrderStatusAnswer,
} from '#shared/schemas/order-answers.ts';

const staff = { access: { roles: ['company', 'staff'] } } as const;
/** The status filter shows at most this many orders (closed ones page through /history). */
const LIST_LIMIT = 500;

function actorOf(request: FastifyRequest): Actor {
  const c = claimsOf(request);
  return { role: c.role, id: c.accountId };
}

/** A staff change is not made once its caller's connection has closed (decision 308). */
const callerGone = (request: FastifyRequest) => () => request.raw.socket.destroyed;

export async function orderRoutes(app: FastifyInstance) {
  const route = scopedRoutes(app);
  const base = '/api/company/:companyID/pubs/:pubID/orders';
  const one = `${base}/:orderID`;

  async function answer(orderId: number) {
    const loaded = await loadOrder(app.db, orderId);
    if (!loaded) throw new AppError(E.notFound);
    return staffJson(loaded);
  }
  async function change(
    request: ScopedRequest<typeof one>,
    patch: OrderPatch | ((before: OrderRow) => OrderPatch),
    options: ChangeOptions = {},
  ) {
    const orderId = request.scope.orderId;
    const made = await changeOrder(app.db, orderId, patch, actorOf(request), {
      ...options,
      callerGone: callerGone(request),
    });
    if (!made) throw new AppError(E.notFound);
    return { ok: true as const, order: await answer(orderId) };
  }

  route.get(`${base}/`, { config: staff, schema: answers(staffOrderListAnswer) }, async (request) => {
    const { status } = parse(orderListQuery, request.query);
    const pubId = request.scope.pubId;
    const list = status
      ? await loadPubOrdersInStatus(app.db, pubId, status, LIST_LIMIT)
      : await loadBoardOrders(app.db, pubId);
    return { ok: true, orders: list.map(staffJson) };
  });

  route.get(`${base}/history`, { config: staff, schema: answers(staffOrderHistoryAnswer) }, async (request) => {
    const { page, page_size: size, ...search } = parse(historyQuery, request.query);
    const { list, total } = await loadHistoryPage(app.db, request.scope.pubId, search, { number: page, size });
    return { ok: true, orders: list.map(staffJson), total, page, page_size: size };
  });

  route.get(`${one}/`, { config: staff, schema: answers(staffOrderOneAnswer) }, async (request) => ({
    ok: true,
    order: await answer(request.scope.orderId),
  }));

  route.put(`${one}/update-status`, { config: staff, schema: answers(staffOrderStatusAnswer) }, async (request) => {
    const { status } = parse(staffStatusQuery, request.query);
    if (status === 'preparing')
      return { ...(await change(request, await acceptPatch(request), { step: true })), status };
    // A reject may say why (docs/product.md D13); older clients send no body, which reads as `other`.
    // Its note is kept whatever the reason ("sold out" + "no more sarmale today"): the guest reads it.
    const cancel: OrderPatch = {};
    if (status === 'canceled') {
      const { reason, reason_text: text } = parse(cancelSchema, request.body);
      Object.assign(cancel, { cancelReason: reason ?? 'other', cancelReasonText: text.trim(), canceledBy: 'staff' });
    }
    return { ...(await change(request, { status, ...cancel }, { step: true })), status };
  });

  /**
   * An accept sets the ready time in the same change (docs/product.md D16): now + the minutes named + the busy
   * minutes; without minutes, an order with no time yet (or one already past) gets the pub's default. Older
   * clients send no body, or one that is not JSON: both read as no minutes.
   */
  async function acceptPatch(request: ScopedRequest<typeof one>): Promise<(before: OrderRow) => OrderPatch> {
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const { prep_minutes: minutes } = parse(acceptSchema, body);
    const pub = (await findPub(app.db, request.scope.pubId))!;
    const now = app.clock.now();
    const ready = readyTimeAt(now, minutes ?? pub.defaultPrepMinutes, busyMinutesAt(pub, now));
    return (before) => {
      const kept = before.approximatePreparationTime;
      if (minutes === undefined && kept && kept.getTime() > now.getTime()) return { status: 'preparing' };
      return { status: 'preparing', approximatePreparationTime: ready };
    };
  }

  route.post(`${one}/undo`, { config: staff, schema: answers(staffOrderOneAnswer) }, async (request) => {
    const step = parse(undoSchema, request.body);
    const orderId = request.scope.orderId;
    await undoStep(app.db, orderId, step, actorOf(request));
    return { ok: true, order: await answer(orderId) };
  });

  route.put(
    `${one}/update-delivery-price`,
    { config: staff, schema: answers(staffOrderOneAnswer) },
    async (request) => {
      const { price } = parse(deliveryPriceQuery, request.query);
      return change(request, { deliveryPrice: price });
    },
  );

  route.put(`${one}/update-prepared`, { config: staff, schema: answers(staffOrderOneAnswer) }, async (request) => {
    const { prepared } = parse(preparedSchema, request.body);
    const orderId = request.scope.orderId;
    const changed = await changeOrder(app.db, orderId, { prepared }, actorOf(request), {
      when: statusIs('preparing'),
      step: true,
      callerGone: callerGone(request),
    });
    if (!changed) throw new AppError(E.orderNotPreparing);
    return { ok: true, order: await answer(orderId) };
  });

  route.put(
    `${one}/update-approximate-preparation-time`,
    { config: staff, schema: answers(staffOrderOneAnswer) },
    async (request) => {
      const { approximate_preparation_time: time } = parse(preparationTimeSchema, request.body);
      if (time.getTime() < app.clock.now().getTime() - PREPARATION_TIME_TOLERANCE_MS) {
        throw new AppError(E.validation, { approximate_preparation_time: 'errors.validation_error' });
      }
      return change(request, { approximatePreparationTime: time });
    },
  );

  route.put(`${one}/update-dishes`, { config: staff, schema: answers(staffOrderOneAnswer) }, async (request) => {
    const body = parse(orderDishesSchema, request.body);
    const orderId = request.scope.orderId;
    await editOrderDishes(app.db, orderId, body.dishes, actorOf(request));
    return { ok: true, order: await answer(orderId) };
  });

  await app.register(orderChannel);
  await app.register(fireSweep);
}
