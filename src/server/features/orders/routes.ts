import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
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
import { orders, pubs } from '../../db/schema.ts';
import { changeOrder, type Actor, type ChangeOptions, type OrderPatch } from './change.ts';
import { undoStep } from './undo.ts';
import { cancelSchema, undoSchema } from '#shared/schemas/kitchen.ts';
import { acceptSchema } from '#shared/schemas/order-time.ts';
import { readyTimeAt } from '#shared/order-time.ts';
import { busyMinutesAt } from '../pubs/index.ts';
import { replaceOrderDishes } from './dishes.ts';
import { boardWhere, countAll, loadOrder, loadOrders, type OrderRow } from './queries.ts';
import { historyWhere } from './search.ts';
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
    if (!(await changeOrder(app.db, orderId, patch, actorOf(request), options))) throw new AppError(E.notFound);
    return { ok: true as const, order: await answer(orderId) };
  }

  route.get(`${base}/`, { config: staff, schema: answers(staffOrderListAnswer) }, async (request) => {
    const { status } = parse(orderListQuery, request.query);
    const pubId = request.scope.pubId;
    const where = status ? and(eq(orders.pubId, pubId), eq(orders.status, status)) : boardWhere(pubId);
    const list = await loadOrders(app.db, where, status ? { limit: LIST_LIMIT } : {});
    return { ok: true, orders: list.map(staffJson) };
  });

  route.get(`${base}/history`, { config: staff, schema: answers(staffOrderHistoryAnswer) }, async (request) => {
    const { page, page_size: size, ...search } = parse(historyQuery, request.query);
    const [pub] = await app.db.select({ timezone: pubs.timezone }).from(pubs).where(eq(pubs.id, request.scope.pubId));
    const where = historyWhere(request.scope.pubId, pub.timezone, search);
    const [list, [{ total }]] = await Promise.all([
      loadOrders(app.db, where, {
        orderBy: [desc(orders.createdAt), desc(orders.id)],
        limit: size,
        offset: (page - 1) * size,
      }),
      app.db.select({ total: countAll }).from(orders).where(where),
    ]);
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
    const [pub] = await app.db.select().from(pubs).where(eq(pubs.id, request.scope.pubId));
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
      when: eq(orders.status, 'preparing'),
      step: true,
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
    await app.db.transaction(async (tx) => {
      // Lock first so two editors cannot interleave their reads of the positions.
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) throw new AppError(E.notFound);
      await replaceOrderDishes(tx, order, body.dishes);
      await changeOrder(tx, orderId, {}, actorOf(request));
    });
    return { ok: true, order: await answer(orderId) };
  });

  await app.register(orderChannel);
  await app.register(fireSweep);
}
