import type { FastifyInstance } from 'fastify';
import { PUB_LIMITS, TRIAL_DAYS } from '#shared/constants.ts';
import { createPubSchema, updatePubSchema } from '#shared/schemas/pub.ts';
import { kitchenSettingsSchema } from '#shared/schemas/kitchen.ts';
import { timeSettingsSchema } from '#shared/schemas/order-time.ts';
import { AppError, E, isUniqueViolation, parse } from '../../http.ts';
import { claimsOf } from '../../plugins/access.ts';
import { releaseHeldOrders } from '../orders/index.ts';
import { pubCourierList } from '../pub-couriers/index.ts';
import { pubJson } from './json.ts';
import { dishesJson, listPubDishes } from '../menus/index.ts';
import { pubStatsRoutes } from './stats.ts';
import { kitchenStateRoutes } from './kitchen-state.ts';
import { checklistRoutes } from './checklist.ts';
import { scopedRoutes } from '../../scoped-routes.ts';
import { languageOfId } from '#shared/menu-texts.ts';
import { nextLanguages } from './languages.ts';
import { answers, created } from '../../plugins/answers.ts';
import { pubDetailAnswer, pubListAnswer, pubOneAnswer } from '#shared/schemas/pub-answers.ts';
import { okAnswer } from '#shared/schemas/ok-answer.ts';
import {
  adoptMainLanguage,
  deleteCompanyPub,
  countCompanyPubs,
  findPub,
  insertPub,
  listCompanyPubs,
  lockCompanyTariff,
  lockPub,
  updateCompanyPub,
} from './repository.ts';

const owner = { access: { roles: ['company'] } } as const;
const ownerAndStaff = { access: { roles: ['company', 'staff'] } } as const;

export async function pubRoutes(app: FastifyInstance) {
  const route = scopedRoutes(app);
  const base = '/api/company/:companyID/pubs';
  await app.register(pubStatsRoutes);
  await app.register(kitchenStateRoutes);
  await app.register(checklistRoutes);

  route.post(`${base}/`, { config: owner, schema: created(pubOneAnswer) }, async (request, reply) => {
    const body = parse(createPubSchema, request.body);
    const companyId = request.scope.companyId;
    try {
      const pub = await app.db.transaction(async (tx) => {
        // Lock the company row so two parallel creates cannot both pass the tariff limit.
        const tariff = await lockCompanyTariff(tx, companyId);
        if ((await countCompanyPubs(tx, companyId)) >= PUB_LIMITS[tariff]) throw new AppError(E.pubLimitExceeded);
        return insertPub(tx, {
          companyId,
          name: body.name.trim(),
          urlName: body.url_name,
          currencyId: body.currency_id,
          languageId: body.language_id,
          languages: [languageOfId(body.language_id)],
          qrCodeFileName: `${body.url_name}.png`,
          expirationTime: new Date(Date.now() + TRIAL_DAYS * 86_400_000),
        });
      });
      return reply.status(201).send({ ok: true, pub: pubJson(pub) });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(E.urlNameExists);
      throw error;
    }
  });

  route.get(`${base}/`, { config: owner, schema: answers(pubListAnswer) }, async (request) => {
    const rows = await listCompanyPubs(app.db, request.scope.companyId);
    return { ok: true, pubs: rows.map(pubJson) };
  });

  route.get(`${base}/:pubID/`, { config: ownerAndStaff, schema: answers(pubDetailAnswer) }, async (request) => {
    const pubId = request.scope.pubId;
    const pub = (await findPub(app.db, pubId))!;
    const rows = await listPubDishes(app.db, pubId);
    return {
      ok: true,
      pub: { ...pubJson(pub), couriers: await pubCourierList(app.db, pubId) },
      dishes: await dishesJson(app.db, rows),
    };
  });

  route.put(`${base}/:pubID/`, { config: owner, schema: answers(pubOneAnswer) }, async (request) => {
    const body = parse(updatePubSchema, request.body);
    const kitchen = parse(kitchenSettingsSchema, request.body);
    const time = parse(timeSettingsSchema, request.body);
    const current = (await findPub(app.db, request.scope.pubId))!;
    const warn = kitchen.ticket_warn_minutes ?? current.ticketWarnMinutes;
    const late = kitchen.ticket_late_minutes ?? current.ticketLateMinutes;
    // Amber must come before red, or the board would skip a colour.
    if (warn >= late)
      throw new AppError(E.validation, {
        [kitchen.ticket_late_minutes === undefined ? 'ticket_warn_minutes' : 'ticket_late_minutes']:
          'errors.validation_error',
      });
    const { languages, languageId } = nextLanguages(current, body);
    const pub = await app.db.transaction(async (tx) => {
      if (languages[0] !== current.languages[0]) await adoptMainLanguage(tx, current.id, languages[0]);
      return updateCompanyPub(tx, request.scope.pubId, request.scope.companyId, {
        alertRepeatSeconds: kitchen.alert_repeat_seconds,
        ticketWidthMm: kitchen.ticket_width_mm,
        printOnAccept: kitchen.print_on_accept,
        proofOfDelivery: kitchen.proof_of_delivery,
        ticketWarnMinutes: kitchen.ticket_warn_minutes,
        ticketLateMinutes: kitchen.ticket_late_minutes,
        defaultPrepMinutes: time.default_prep_minutes,
        courierSpeedKmh: time.courier_speed_kmh,
        preorderDays: time.preorder_days,
        slotCapacity: time.slot_capacity && {
          delivery:
            time.slot_capacity.delivery !== undefined
              ? time.slot_capacity.delivery
              : (current.slotCapacity.delivery ?? null),
          in_place:
            time.slot_capacity.in_place !== undefined
              ? time.slot_capacity.in_place
              : (current.slotCapacity.in_place ?? null),
        },
        name: body.name.trim(),
        colorTheme: body.color_theme,
        color: body.color,
        wifiPassword: body.wifi_password,
        address: body.address,
        additionalInfo: body.additional_info,
        currencyId: body.currency_id,
        languageId,
        languages,
        telegramUsername: body.telegram_username,
        hasInPlaceOrder: body.has_in_place_order,
      });
    });
    return { ok: true, pub: pubJson(pub!) };
  });

  route.delete(`${base}/:pubID/`, { config: owner, schema: answers(okAnswer) }, async (request) => {
    const pubId = request.scope.pubId;
    const actor = { role: claimsOf(request).role, id: claimsOf(request).accountId };
    await app.db.transaction(async (tx) => {
      // Lock the pub so no courier reserves one of its orders between the cancels and the delete.
      await lockPub(tx, pubId);
      // A courier's reservation ends first, so the ledger reverses the debit before the orders go.
      await releaseHeldOrders(tx, pubId, actor);
      await deleteCompanyPub(tx, pubId, request.scope.companyId);
    });
    return { ok: true };
  });
}
