import type { FastifyInstance } from 'fastify';
import { PUB_LIMITS, type Tariff } from '#shared/constants.ts';
import { AppError, E } from '../../http.ts';
import { claimsOf } from '../../plugins/access.ts';
import { countCompanyPubs } from '../pubs/index.ts';
import { findCompany } from './repository.ts';
import { answers, type AnswerTypeProvider } from '../../plugins/answers.ts';
import { companyOneAnswer } from '#shared/schemas/company-answers.ts';

export async function companyRoutes(app: FastifyInstance) {
  const options = { config: { access: { roles: ['company'] } }, schema: answers(companyOneAnswer) } as const;
  app.withTypeProvider<AnswerTypeProvider>().get('/api/company/', options, async (request) => {
    const { companyId } = claimsOf(request);
    const company = await findCompany(app.db, companyId);
    if (!company) throw new AppError(E.notFound);
    const pubCount = await countCompanyPubs(app.db, companyId);
    const limit = PUB_LIMITS[company.tariff as Tariff];
    return {
      ok: true,
      company: {
        id: company.id,
        name: company.name,
        email: company.email,
        phone: company.phone,
        tariff: company.tariff as Tariff,
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
