import type { FastifyInstance } from 'fastify';
import { scopedRoutes } from '../../scoped-routes.ts';
import { claimsOf } from '../../plugins/access.ts';
import { claimsFor } from '../../auth/session.ts';
import { auditedPubOwner } from './audit.ts';
import { answers } from '../../plugins/answers.ts';
import { viewAsOwnerAnswer } from '#shared/schemas/admin-answers.ts';

const admin = { access: { roles: ['admin'] } } as const;

/**
 * The platform admin views a pub as its company owner without leaving their own session: the answer
 * is a short-lived owner access token marked with the admin (`act`) and bound to the admin's session
 * (`sid`, so the admin's logout ends the view's sockets too). No cookie is set or changed: the view
 * has no refresh token of its own and asks this route again, with the admin's token, when it expires.
 * Every token handed out is audited.
 */
export async function viewAsOwnerRoutes(app: FastifyInstance) {
  const route = scopedRoutes(app);
  const viewAs = { config: admin, schema: answers(viewAsOwnerAnswer) };
  route.post('/api/admin/pubs/:pubID/view-as-owner', viewAs, async (request) => {
    const pubId = request.scope.pubId;
    const claims = claimsOf(request);
    const { pub, owner } = await auditedPubOwner(app.db, request, pubId, 'view_as_owner');
    const accesstoken = await app.tokens.signAccess({
      ...claimsFor(owner),
      sessionId: claims.sessionId,
      actorAccountId: claims.accountId,
    });
    return {
      ok: true,
      accesstoken,
      pub_id: pub.id,
      pub_name: pub.name,
      company_id: pub.companyId,
      company_name: pub.companyName,
    };
  });
}
