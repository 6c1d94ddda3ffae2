import type { FastifyInstance } from 'fastify';
import { countOrdersByStatus } from './repository.ts';
import { scopedRoutes } from '../../scoped-routes.ts';
import { answers } from '../../plugins/answers.ts';
import { STAT_STATUSES, pubStatsAnswer, type PubCounters } from '#shared/schemas/pub-answers.ts';

/** The four counters of the overview's orders tile (docs/product.md S4): not handled, preparing, at courier, completed. */

export async function pubStatsRoutes(app: FastifyInstance) {
  const route = scopedRoutes(app);
  route.get(
    '/api/company/:companyID/pubs/:pubID/stats',
    { config: { access: { roles: ['company', 'staff'] } }, schema: answers(pubStatsAnswer) },
    async (request) => {
      const rows = await countOrdersByStatus(app.db, request.scope.pubId);
      const counters = Object.fromEntries(STAT_STATUSES.map((s) => [s, 0])) as PubCounters;
      for (const row of rows) if (row.status in counters) counters[row.status as keyof PubCounters] = Number(row.value);
      return { ok: true, counters };
    },
  );
}
