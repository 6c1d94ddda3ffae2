import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { currencyById, WEB_MENU_DELIVERY_MARKER } from '#shared/constants.ts';
import { toBani, toLei } from '#shared/money.ts';
import { isOpenAt } from '#shared/open-hours.ts';
import { isAvailableNow, isStopped } from '#shared/menu-rules.ts';
import { pauseInForce } from '#shared/kitchen.ts';
import { commissionApplies, guestDeliveryPrice, guestLinePriceBani } from '#shared/order-pricing.ts';
import { MAX_DISH_COUNT, mergePositions, type GuestOrder } from '#shared/schemas/guest-order.ts';
import { normalizePhone } from '#shared/validators.ts';
import { findZone, haversineMeters } from '#shared/zones.ts';
import { AppError, E, isUniqueViolation } from '../../http.ts';
import { chooseOptions, groupsByDish, guestNameOf, type GuestLanguage } from '../menus/index.ts';
import type { Claims } from '../../auth/tokens.ts';
import { isExpired, pubHours, type PubRow } from '../pubs/index.ts';
import { guestOrderJson, loadGuestOrder } from './order-json.ts';
import { orderEta } from './eta.ts';
import { scheduleRules, travelTo } from './schedule.ts';
import { isChoosable } from '#shared/slots.ts';
import { fireTimeOf } from '#shared/order-time.ts';
import { checkSlotCapacity, SlotFull, slotFullError } from './slot-capacity.ts';
import { chooseLanguage, type MenuLang } from '#shared/menu-texts.ts';
import {
  existingClientId,
  findOrderIdByKey,
  insertNewOrder,
  saveLastAddress,
  takeOrderNumber,
} from './repository/orders.ts';
import { findDishesWithVisibility } from './repository/pubs.ts';

type Answer = NonNullable<Awaited<ReturnType<typeof loadGuestOrder>>>;
const invalid = (field: string, key = 'errors.validation_error') => new AppError(E.validation, { [field]: key });

/** Is the pub taking this kind of order right now? (409 `pub is not accepting orders` otherwise.) */
function checkAccepting(pub: PubRow, orderType: string, now: Date): void {
  if (isExpired(pub, now.getTime())) throw new AppError(E.pubNotAccepting);
  // Paused from the board (docs/product.md D13): a pause past its end time no longer counts.
  const paused =
    orderType === 'delivery'
      ? pauseInForce(pub.deliveryPaused, pub.deliveryPausedUntil, now)
      : pauseInForce(pub.inPlacePaused, pub.inPlacePausedUntil, now);
  if (paused) throw new AppError(E.pubNotAccepting);
  if (orderType === 'delivery') {
    if (!pub.shippingAvailable || !isOpenAt(pubHours(pub), pub.timezone, now)) throw new AppError(E.pubNotAccepting);
    return;
  }
  if (!pub.hasInPlaceOrder) throw new AppError(E.pubNotAccepting);
}

/**
 * Prices every position from the database; hidden dishes (or in hidden menus/categories) and other pubs' dishes
 * are refused. Options (docs/product.md D12): each must belong to one of the dish's groups and each group's count lie in
 * min..max (400 on `dishes`); a stopped dish or option, or a dish outside its hours, is 409 `dish is not
 * available` naming them. A line's unit price adds its options' deltas; their names are copied into the line.
 */
async function pricePositions(
  app: FastifyInstance,
  pub: PubRow,
  body: GuestOrder,
  withCommission: boolean,
  now: Date,
  guest: GuestLanguage,
) {
  const positions = mergePositions(body.dishes);
  if (positions.some((p) => p.count > MAX_DISH_COUNT)) throw invalid('dishes', 'errors.max');
  const rows = await findDishesWithVisibility(
    app.db,
    pub.id,
    positions.map((p) => p.dish_id),
  );
  const byId = new Map(rows.map((r) => [r.dish.id, r]));
  const groupsOf = await groupsByDish(app.db, new Map(rows.map((r) => [r.dish.id, r.groupIds])));

  const unavailableDishes = new Set<number>();
  const unavailableOptions = new Set<number>();
  const lines = positions.map((p) => {
    const row = byId.get(p.dish_id);
    if (!row || !row.visible) throw invalid('dishes');
    const dish = row.dish;
    const choice = chooseOptions(groupsOf.get(dish.id) ?? [], p.modifier_option_ids, guest);
    if (!choice) throw invalid('dishes', 'errors.modifier_selection');
    const { modifiers } = choice;
    for (const o of choice.chosen) if (isStopped(o.available, o.unavailableUntil, now)) unavailableOptions.add(o.id);
    const availability = {
      available: dish.available,
      unavailable_until: dish.unavailableUntil,
      availability_start: dish.availabilityStart,
      availability_end: dish.availabilityEnd,
    };
    if (!isAvailableNow(availability, pub.timezone, now) || modifiers.some((m) => unavailableOptions.has(m.option_id)))
      unavailableDishes.add(dish.id);
    const priceBani = guestLinePriceBani(
      { price: dish.price, sale_price: dish.salePrice },
      modifiers.map((m) => m.price_delta),
      withCommission,
    );
    return {
      dishId: dish.id,
      name: dish.name,
      guestName: guestNameOf(dish, guest),
      count: p.count,
      priceBani,
      modifiers,
    };
  });
  if (unavailableDishes.size) {
    throw new AppError(E.dishNotAvailable, undefined, undefined, {
      dishes: [...unavailableDishes],
      ...(unavailableOptions.size ? { options: [...unavailableOptions] } : {}),
    });
  }
  return lines;
}

/** Does the pub take this payment type? Cash and card at the door are delivery settings; online is its own. */
function paymentEnabled(pub: PubRow, type: GuestOrder['payment_type']): boolean {
  if (type === 'online') return pub.onlinePreorder;
  return type === 'cash' ? pub.cashPreorder : pub.cardPreorder;
}

/** Zone, delivery price and payment checks of a delivery order. */
function deliveryTerms(pub: PubRow, body: GuestOrder, dishesTotal: number) {
  const point = { lat: body.lat!, lng: body.lng! };
  const zone = findZone(point, pub.shapes, pub.shippingPrices);
  if (!zone) throw new AppError(E.outsideZones);
  if (!paymentEnabled(pub, body.payment_type)) throw invalid('payment_type');
  const deliveryPrice = guestDeliveryPrice(zone.price, dishesTotal, pub.freeDeliveryPrices[zone.shape.shape_id]);
  const distance =
    pub.lat != null && pub.lng != null ? Math.round(haversineMeters({ lat: pub.lat, lng: pub.lng }, point)) : 0;
  return { zonePrice: zone.price, deliveryPrice, distance };
}

/**
 * Places a guest order (docs/product.md D7). The Idempotency-Key makes a retry safe: the same key for the
 * same pub answers the stored order, also when identical requests race (the unique index decides) and when
 * the retry would now be refused (a price changed, the pub closed). The key is looked up only when the order
 * cannot be placed: a new order spends no read on it.
 */
export async function createGuestOrder(
  app: FastifyInstance,
  pub: PubRow,
  key: string,
  body: GuestOrder,
  claims: Claims | null,
  wishes: readonly MenuLang[] = [],
): Promise<Answer> {
  let placed: Awaited<ReturnType<typeof placeOrder>>;
  try {
    placed = await placeOrder(app, pub, key, body, claims, wishes);
  } catch (error) {
    const refused = error instanceof AppError || error instanceof SlotFull;
    if (refused || isUniqueViolation(error, 'orders_idempotency')) {
      const again = await findByKey(app, pub.id, key);
      if (again) return again;
    }
    if (error instanceof SlotFull) throw await slotFullError(app.db, pub, body.order_type, error, error.rules);
    throw error;
  }
  const { order, lines, event, online, lang } = placed;
  // Announced after the commit: a NOTIFY inside it would make every order in the cluster commit in turn.
  if (event) await app.bus.announce(event).catch(() => {});
  app.metrics.ordersCreated.inc({ order_type: body.order_type });
  if (online) {
    await app.payments.openCheckout(order.id, lang);
    return (await loadGuestOrder(app.db, order.id))!;
  }
  // The answer from what was just stored: the same as `loadGuestOrder` gives for a repeated key.
  return { ...guestOrderJson(order, lines, pub.currencyId), eta: orderEta(order, pub, order.createdAt), payment: null };
}

/** Checks, prices and stores a new order (throws AppError or SlotFull when it cannot be placed). */
async function placeOrder(
  app: FastifyInstance,
  pub: PubRow,
  key: string,
  body: GuestOrder,
  claims: Claims | null,
  wishes: readonly MenuLang[],
) {
  const now = new Date();
  checkAccepting(pub, body.order_type, now);
  const withCommission = commissionApplies(body.order_type, pub.addCommissionToDishPrices);
  // The guest's language: the body's `lang`, else the request's negotiated one, when the pub offers it; else the main one.
  const guest = {
    lang: chooseLanguage(body.lang ? [body.lang] : wishes, pub.languages),
    main: pub.languages[0] ?? 'ro',
  };
  const lines = await pricePositions(app, pub, body, withCommission, now, guest);
  const dishesTotal = toLei(lines.reduce((sum, l) => sum + l.count * l.priceBani, 0));
  const delivery =
    body.order_type === 'delivery'
      ? deliveryTerms(pub, body, dishesTotal)
      : { zonePrice: 0, deliveryPrice: 0, distance: 0 };
  const name = body.client_name.trim();
  const isDelivery = body.order_type === 'delivery';
  // The promise made now (docs/product.md D16): the time chosen, which the pub must offer, else the earliest.
  const at = app.clock.now();
  const rules = scheduleRules(pub, at, isDelivery ? { lat: body.lat!, lng: body.lng! } : null);
  if (body.scheduled_for && !isChoosable(body.scheduled_for, rules)) throw invalid('scheduled_for');
  const promisedAt = body.scheduled_for ?? rules.earliest;
  const fire = scheduledFire(pub, body, at);
  // Paid online (docs/product.md D19): the order waits for its money off the board; the outbox event that puts
  // it on the board is written when the payment is confirmed.
  const online = body.payment_type === 'online';
  if (online && (!pub.onlinePreorder || !(await app.payments.account(pub.id)))) throw invalid('payment_type');
  const totalBani = lines.reduce((sum, l) => sum + l.count * l.priceBani, 0) + toBani(delivery.deliveryPrice);

  const values = {
    pubId: pub.id,
    orderType: body.order_type,
    clientName: name === '' || body.callback ? WEB_MENU_DELIVERY_MARKER : name,
    mainPhoneNumber: normalizePhone(body.main_phone_number),
    secondPhoneNumber: normalizePhone(body.second_phone_number),
    town: isDelivery ? body.town.trim() : '',
    fullAddress: isDelivery ? body.full_address.trim() : '',
    lat: isDelivery ? body.lat : null,
    lng: isDelivery ? body.lng : null,
    tableForInPlaceOrder: isDelivery ? '' : body.table_for_in_place_order.trim(),
    paymentType: body.payment_type,
    paymentStatus: online ? 'awaiting' : '',
    comments: body.comments.trim(),
    deliveryPrice: delivery.deliveryPrice,
    zonePrice: delivery.zonePrice,
    commissionApplied: withCommission,
    distance: delivery.distance,
    trackingToken: crypto.randomBytes(16).toString('hex'),
    idempotencyKey: key,
    scheduledFor: body.scheduled_for,
    promisedAt,
    firesAt: fire.firesAt,
    firedAt: fire.firedAt,
    lang: guest.lang,
  };
  const newLines = lines.map((l) => ({
    dishId: l.dishId,
    name: l.name,
    guestName: l.guestName,
    count: l.count,
    dishPrice: toLei(l.priceBani),
    modifiers: l.modifiers,
  }));
  const account = claims?.role === 'client' && claims.clientId ? claims.clientId : null;
  const capacity = pub.slotCapacity[body.order_type] ?? null;

  // Most orders are one statement (its own transaction): the number, the order, its lines, status and event.
  if (!online && account === null && capacity === null) {
    const placed = await insertNewOrder(app.db, { ...values, clientId: null }, null, newLines, true);
    return { ...placed, online, lang: guest.lang };
  }
  const placed = await app.db.transaction(async (tx) => {
    // The number's update locks the pub row: orders of one pub are counted into their slot one at a time.
    const seq = await takeOrderNumber(tx, pub.id);
    await checkSlotCapacity(tx, pub, body.order_type, promisedAt, rules);
    const clientId = account === null ? null : await existingClientId(tx, account);
    // Paid online: no board event until the payment is confirmed (the callback writes it).
    const placed = await insertNewOrder(tx, { ...values, clientId }, seq, newLines, !online);
    if (online)
      await app.payments.addPayment(
        tx,
        { id: placed.order.id, pubId: pub.id },
        totalBani,
        currencyById(pub.currencyId).code,
        now,
      );
    if (clientId && isDelivery) {
      await saveLastAddress(tx, clientId, {
        town: body.town.trim(),
        full_address: body.full_address.trim(),
        lat: body.lat ?? null,
        lng: body.lng ?? null,
      });
    }
    return placed;
  });
  return { ...placed, online, lang: guest.lang };
}

/**
 * A scheduled order's fire time (docs/product.md D16), fixed when it is placed with the pub's default
 * preparation minutes and the travel to the guest. One already due (a time chosen close to the earliest)
 * counts as fired at once: it is a new order from the start.
 */
function scheduledFire(pub: PubRow, body: GuestOrder, now: Date): { firesAt: Date | null; firedAt: Date | null } {
  if (!body.scheduled_for) return { firesAt: null, firedAt: null };
  const travel = travelTo(pub, body.order_type === 'delivery' ? { lat: body.lat!, lng: body.lng! } : null);
  const firesAt = fireTimeOf(body.scheduled_for, pub.defaultPrepMinutes, travel);
  return { firesAt, firedAt: firesAt.getTime() <= now.getTime() ? now : null };
}

async function findByKey(app: FastifyInstance, pubId: number, key: string): Promise<Answer | null> {
  const id = await findOrderIdByKey(app.db, pubId, key);
  return id !== undefined ? loadGuestOrder(app.db, id) : null;
}
