import type { FastifyInstance } from 'fastify';
import { countOrdersByStatus } from './repository.ts';
import { scopedRoutes } from '../../scoped-routes.ts';

/** The four counters of the overview's orders tile (docs/product.md S4): not handled, preparing, at courier, completed. */
export const STAT_STATUSES = ['not_handled', 'preparing', 'at_courier', 'completed'] as const;
type Counters = Record<(typeof STAT_STATUSES)[number], number>;

export async function pubStatsRoutes(app: FastifyInstance) {
  const route = scopedRoutes(app);
  route.get(
    '/api/company/:companyID/pubs/:pubID/stats',
    { config: { access: { roles: ['company', 'staff'] } } },
    async (request) => {
      const rows = await countOrdersByStatus(app.db, request.scope.pubId);
      const counters = Object.fromEntries(STAT_STATUSES.map((s) => [s, 0])) as Counters;
      for (const row of rows) if (row.status in counters) counters[row.status as keyof Counters] = Number(row.value);
      return { ok: true, counters };
    },
  );
}
