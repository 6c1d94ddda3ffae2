import type { FastifyInstance } from 'fastify';
import { extendSchema, tariffSchema, topupSchema } from '#shared/schemas/admin.ts';
import { toWireTime } from '#shared/time.ts';
import { AppError, E, parse } from '../../http.ts';
import { claimsOf } from '../../plugins/access.ts';
import { courierBalance } from '../orders/index.ts';
import { isExpired } from '../pubs/index.ts';
import { audit } from './audit.ts';
import {
  insertCourierTopup,
  listCompaniesWithPubCounts,
  listCouriersWithBalances,
  listPubsWithCompany,
  lockPubRow,
  setCompanyTariff,
  setPubExpiration,
  type PubRow,
} from './repository.ts';
import { scopedRoutes } from '../../scoped-routes.ts';
import { answers } from '../../plugins/answers.ts';
import {
  courierBalanceAnswer,
  platformAdminCompaniesAnswer,
  platformAdminCouriersAnswer,
  platformAdminPubsAnswer,
  pubExtendedAnswer,
  tariffSetAnswer,
} from '#shared/schemas/admin-answers.ts';
import type { Tariff } from '#shared/constants.ts';
import type { z } from 'zod';

const admin = { access: { roles: ['admin'] } } as const;
/** An admin route's options with its answer's schema. */
const adminRoute = <S extends z.ZodType>(answer: S) => ({ config: admin, schema: answers(answer) });
const DAY_MS = 86_400_000;

/** Companies (tariff), pubs (extend) and couriers (balance) for the admin screens; every change audited. */
export async function platformAdminManageRoutes(app: FastifyInstance) {
  const route = scopedRoutes(app);
  route.get('/api/admin/companies', adminRoute(platformAdminCompaniesAnswer), async () => {
    const rows = await listCompaniesWithPubCounts(app.db);
    return {
      ok: true,
      companies: rows.map(({ company: c, pubsCount }) => ({
        id: c.id,
        name: c.name,
        email: c.email,
        phone: c.phone,
        tariff: c.tariff as Tariff,
        created_time: toWireTime(c.createdAt),
        pubs_count: pubsCount,
      })),
    };
  });

  route.put('/api/admin/companies/:companyID/tariff', adminRoute(tariffSetAnswer), async (request) => {
    const { tariff } = parse(tariffSchema, request.body);
    const companyId = request.scope.companyId;
    const company = await app.db.transaction(async (tx) => {
      const changed = await setCompanyTariff(tx, companyId, tariff);
      if (changed)
        await audit(
          tx,
          request,
          'set_tariff',
          { type: 'company', id: companyId },
          { from: changed.before, to: tariff },
        );
      return changed?.company;
    });
    if (!company) throw new AppError(E.notFound);
    return { ok: true, company: { id: company.id, name: company.name, tariff: company.tariff as Tariff } };
  });

  route.get('/api/admin/pubs', adminRoute(platformAdminPubsAnswer), async () => {
    const rows = await listPubsWithCompany(app.db);
    return {
      ok: true,
      pubs: rows.map(({ pub, companyName }) => ({ ...platformAdminPubJson(pub), company_name: companyName })),
    };
  });

  route.post('/api/admin/pubs/:pubID/extend', adminRoute(pubExtendedAnswer), async (request) => {
    const { days } = parse(extendSchema, request.body);
    const pubId = request.scope.pubId;
    const pub = await app.db.transaction(async (tx) => {
      const before = await lockPubRow(tx, pubId);
      // From the later of now and the current expiry, so paying early never loses days.
      const from = Math.max(Date.now(), before.expirationTime.getTime());
      const row = await setPubExpiration(tx, pubId, new Date(from + days * DAY_MS));
      await audit(
        tx,
        request,
        'extend_pub',
        { type: 'pub', id: pubId },
        { days, from: toWireTime(before.expirationTime), to: toWireTime(row.expirationTime) },
      );
      return row;
    });
    return { ok: true, pub: platformAdminPubJson(pub) };
  });

  route.get('/api/admin/couriers', adminRoute(platformAdminCouriersAnswer), async () => {
    const rows = await listCouriersWithBalances(app.db);
    return {
      ok: true,
      couriers: rows.map(({ courier: c, email, balance }) => ({
        id: c.id,
        full_name: c.fullName,
        phone_number: c.phoneNumber,
        email: email ?? '',
        telegram_username: c.telegramUsername,
        balance: Number(balance),
      })),
    };
  });

  route.post('/api/admin/couriers/:courierID/balance', adminRoute(courierBalanceAnswer), async (request) => {
    const { amount, note } = parse(topupSchema, request.body);
    const courierId = request.scope.courierId;
    const balance = await app.db.transaction(async (tx) => {
      await insertCourierTopup(tx, { courierId, amount, note, actorAccountId: claimsOf(request).accountId });
      await audit(tx, request, 'courier_balance', { type: 'courier', id: courierId }, { amount, note });
      return courierBalance(tx, courierId);
    });
    return { ok: true, balance };
  });
}

function platformAdminPubJson(p: PubRow) {
  return {
    id: p.id,
    name: p.name,
    url_name: p.urlName,
    company_id: p.companyId,
    expiration_time_utc: toWireTime(p.expirationTime),
    expired: isExpired(p),
  };
}
