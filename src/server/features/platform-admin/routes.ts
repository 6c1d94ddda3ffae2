import type { FastifyInstance } from 'fastify';
import { IN_PROCESS_STATUSES } from '#shared/constants.ts';
import { adminOrdersQuery, IN_PROCESS, pubIdQuery } from '#shared/schemas/admin.ts';
import { parse } from '../../http.ts';
import { claimsOf } from '../../plugins/access.ts';
import { PLATFORM_ADMIN_REFRESH_COOKIE, REFRESH_COOKIE, setRefreshCookie } from '../../auth/session.ts';
import { staffJson } from '../orders/index.ts';
import { auditedPubOwner } from './audit.ts';
import { findPubNames, loadOrdersInStatuses } from './repository.ts';
import { platformAdminManageRoutes } from './manage.ts';
import { viewAsOwnerRoutes } from './view-as-owner.ts';
import { answers, type AnswerTypeProvider } from '../../plugins/answers.ts';
import { platformAdminOrdersAnswer, pubRefreshTokenAnswer } from '#shared/schemas/admin-answers.ts';

export const admin = { access: { roles: ['admin'] } } as const;
/** The in-process list is a live overview, not an archive. */
const ADMIN_ORDERS_LIMIT = 1000;

/** The platform admin (docs/product.md D4): every pub's orders, entering a pub as its owner, and management. */
export async function platformAdminRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<AnswerTypeProvider>();
  typed.get('/api/admin/orders', { config: admin, schema: answers(platformAdminOrdersAnswer) }, async (request) => {
    const { status } = parse(adminOrdersQuery, request.query);
    const statuses = status === IN_PROCESS ? [...IN_PROCESS_STATUSES] : [status];
    const list = await loadOrdersInStatuses(app.db, statuses, ADMIN_ORDERS_LIMIT);
    const pubRows = await findPubNames(app.db, [...new Set(list.map((l) => l.order.pubId))]);
    const byId = new Map(pubRows.map((p) => [p.id, p]));
    return {
      ok: true,
      orders: list.map((l) => {
        const pub = byId.get(l.order.pubId);
        return {
          ...staffJson(l),
          pub_name: pub?.name ?? '',
          pub_url_name: pub?.urlName ?? '',
          company_id: pub?.companyId ?? 0,
        };
      }),
    };
  });

  /**
   * The original client's way into a pub (this app's own client uses view-as-owner instead, which
   * leaves the admin's session alone): the admin's own refresh cookie is set aside as
   * `admin_refresh_token` (refreshed later with `?as=admin` to come back), and `refresh_token` becomes
   * a fresh session of the pub's company owner. That client then refreshes and opens the pub.
   */
  const enter = { config: admin, schema: answers(pubRefreshTokenAnswer) } as const;
  typed.post('/api/admin/get-pub-refresh-token', enter, async (request, reply) => {
    const { pubID: pubId } = parse(pubIdQuery, request.query);
    const { pub, owner: ownerAccount } = await auditedPubOwner(app.db, request, pubId, 'get_pub_refresh_token');
    // Keep the admin's own session only once: entering a second pub must not park a company session.
    // Browsers send the refresh cookies only under their Path (/api/auth), so here they are usually
    // absent: then a fresh session of the calling admin (the route admits only admins) is parked.
    const current =
      request.cookies[REFRESH_COOKIE] ?? (await app.tokens.issueRefresh(claimsOf(request).accountId, 'admin'));
    if (!request.cookies[PLATFORM_ADMIN_REFRESH_COOKIE])
      setRefreshCookie(app, reply, current, 'admin', PLATFORM_ADMIN_REFRESH_COOKIE);
    setRefreshCookie(app, reply, await app.tokens.issueRefresh(ownerAccount.id, 'company'), 'company', REFRESH_COOKIE);
    return { ok: true, pub_id: pub.id, company_id: pub.companyId };
  });

  await app.register(platformAdminManageRoutes);
  await app.register(viewAsOwnerRoutes);
}
