import type { FastifyInstance } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import { extendSchema, tariffSchema, topupSchema } from '#shared/schemas/admin.ts';
import { toWireTime } from '#shared/time.ts';
import { AppError, E, parse } from '../../http.ts';
import { claimsOf } from '../../plugins/access.ts';
import { accounts, companies, courierLedger, couriers, pubs } from '../../db/schema.ts';
import { courierBalance, TOPUP } from '../orders/index.ts';
import { isExpired } from '../pubs/index.ts';
import { audit } from './audit.ts';
import { scopedRoutes } from '../../scoped-routes.ts';

const admin = { access: { roles: ['admin'] } } as const;
const DAY_MS = 86_400_000;

/** Companies (tariff), pubs (extend) and couriers (balance) for the admin screens; every change audited. */
export async function platformAdminManageRoutes(app: FastifyInstance) {
  const route = scopedRoutes(app);
  route.get('/api/admin/companies', { config: admin }, async () => {
    const rows = await app.db
      .select({
        company: companies,
        pubsCount: sql<number>`(select count(*)::int from ${pubs} where ${pubs.companyId} = ${companies.id})`,
      })
      .from(companies)
      .orderBy(asc(companies.id));
    return {
      ok: true,
      companies: rows.map(({ company: c, pubsCount }) => ({
        id: c.id,
        name: c.name,
        email: c.email,
        phone: c.phone,
        tariff: c.tariff,
        created_time: toWireTime(c.createdAt),
        pubs_count: pubsCount,
      })),
    };
  });

  route.put('/api/admin/companies/:companyID/tariff', { config: admin }, async (request) => {
    const { tariff } = parse(tariffSchema, request.body);
    const companyId = request.scope.companyId;
    const company = await app.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ tariff: companies.tariff })
        .from(companies)
        .where(eq(companies.id, companyId))
        .for('update');
      const [row] = await tx.update(companies).set({ tariff }).where(eq(companies.id, companyId)).returning();
      if (row)
        await audit(
          tx,
          request,
          'set_tariff',
          { type: 'company', id: companyId },
          { from: before?.tariff, to: tariff },
        );
      return row;
    });
    if (!company) throw new AppError(E.notFound);
    return { ok: true, company: { id: company.id, name: company.name, tariff: company.tariff } };
  });

  route.get('/api/admin/pubs', { config: admin }, async () => {
    const rows = await app.db
      .select({ pub: pubs, companyName: companies.name })
      .from(pubs)
      .innerJoin(companies, eq(companies.id, pubs.companyId))
      .orderBy(asc(pubs.id));
    return {
      ok: true,
      pubs: rows.map(({ pub, companyName }) => ({ ...platformAdminPubJson(pub), company_name: companyName })),
    };
  });

  route.post('/api/admin/pubs/:pubID/extend', { config: admin }, async (request) => {
    const { days } = parse(extendSchema, request.body);
    const pubId = request.scope.pubId;
    const pub = await app.db.transaction(async (tx) => {
      const [before] = await tx.select().from(pubs).where(eq(pubs.id, pubId)).for('update');
      // From the later of now and the current expiry, so paying early never loses days.
      const from = Math.max(Date.now(), before.expirationTime.getTime());
      const [row] = await tx
        .update(pubs)
        .set({ expirationTime: new Date(from + days * DAY_MS) })
        .where(eq(pubs.id, pubId))
        .returning();
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

  route.get('/api/admin/couriers', { config: admin }, async () => {
    const balances = app.db
      .select({ courierId: courierLedger.courierId, balance: sql<number>`sum(${courierLedger.amount})`.as('balance') })
      .from(courierLedger)
      .groupBy(courierLedger.courierId)
      .as('balances');
    const rows = await app.db
      .select({ courier: couriers, email: accounts.login, balance: sql<number>`coalesce(${balances.balance}, 0)` })
      .from(couriers)
      .leftJoin(balances, eq(balances.courierId, couriers.id))
      .leftJoin(accounts, eq(accounts.courierId, couriers.id))
      .orderBy(asc(couriers.id));
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

  route.post('/api/admin/couriers/:courierID/balance', { config: admin }, async (request) => {
    const { amount, note } = parse(topupSchema, request.body);
    const courierId = request.scope.courierId;
    const balance = await app.db.transaction(async (tx) => {
      await tx
        .insert(courierLedger)
        .values({ courierId, amount, kind: TOPUP, note, actorAccountId: claimsOf(request).accountId });
      await audit(tx, request, 'courier_balance', { type: 'courier', id: courierId }, { amount, note });
      return courierBalance(tx, courierId);
    });
    return { ok: true, balance };
  });
}

function platformAdminPubJson(p: typeof pubs.$inferSelect) {
  return {
    id: p.id,
    name: p.name,
    url_name: p.urlName,
    company_id: p.companyId,
    expiration_time_utc: toWireTime(p.expirationTime),
    expired: isExpired(p),
  };
}
