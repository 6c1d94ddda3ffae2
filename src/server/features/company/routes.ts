import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { PUB_LIMITS, type Tariff } from '#shared/constants.ts';
import { AppError, E } from '../../http.ts';
import { claimsOf } from '../../plugins/access.ts';
import { companies, pubs } from '../../db/schema.ts';

export async function companyRoutes(app: FastifyInstance) {
  app.get('/api/company/', { config: { access: { roles: ['company'] } } }, async (request) => {
    const { companyId } = claimsOf(request);
    const [company] = await app.db.select().from(companies).where(eq(companies.id, companyId));
    if (!company) throw new AppError(E.notFound);
    const [{ value: pubCount }] = await app.db
      .select({ value: count() })
      .from(pubs)
      .where(eq(pubs.companyId, companyId));
    const limit = PUB_LIMITS[company.tariff as Tariff];
    return {
      ok: true,
      company: {
        id: company.id,
        name: company.name,
        email: company.email,
        phone: company.phone,
        tariff: company.tariff,
        pub_count: pubCount,
        pub_limit: Number.isFinite(limit) ? limit : null,
      },
      contacts: {
        support_email: app.config.supportEmail,
        support_phone: app.config.supportPhone,
        payment_contact: app.config.paymentContact,
      },
    };
  });
}
