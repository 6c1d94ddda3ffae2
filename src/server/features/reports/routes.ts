import type { FastifyInstance } from 'fastify';
import { reportLanguageSchema, reportRangeSchema } from '#shared/schemas/reports.ts';
import { parse } from '../../http.ts';
import { scopedRoutes, type ScopedRequest } from '../../scoped-routes.ts';
import { pubReport, reportPub } from './repository.ts';
import { reportCsv } from './report.ts';
import { reportXlsx } from './xlsx.ts';
import { answers } from '../../plugins/answers.ts';
import { reportAnswer } from '#shared/schemas/report-answers.ts';

/** Reports are the owner's (docs/decisions/150): staff run orders, they do not see takings. */
const owner = { access: { roles: ['company'] } } as const;

/** Owner reports (docs/product.md D15): per local day of the pub, JSON, CSV for machines and a spreadsheet for people. */
export async function reportRoutes(app: FastifyInstance) {
  const route = scopedRoutes(app);
  const base = '/api/company/:companyID/pubs/:pubID';

  const build = async (request: ScopedRequest<typeof base>) => {
    const range = parse(reportRangeSchema, request.query);
    const pub = await reportPub(app.db, request.scope.pubId);
    return { range, pub, report: await pubReport(app.db, request.scope.pubId, pub.timezone, range) };
  };

  route.get(`${base}/reports`, { config: owner, schema: answers(reportAnswer) }, async (request) => {
    const { report } = await build(request);
    return { ok: true, ...report };
  });

  route.get(`${base}/reports.csv`, { config: owner }, async (request, reply) => {
    const { range, pub, report } = await build(request);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${pub.urlName}-${range.from}-${range.to}.csv"`)
      .send(reportCsv(report.days));
  });

  route.get(`${base}/reports.xlsx`, { config: owner }, async (request, reply) => {
    const { lang } = parse(reportLanguageSchema, request.query);
    const { range, pub, report } = await build(request);
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${pub.urlName}-${range.from}-${range.to}.xlsx"`)
      .send(await reportXlsx(report, lang));
  });
}
