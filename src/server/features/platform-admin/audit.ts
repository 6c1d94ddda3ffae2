import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError, E } from '../../http.ts';
import { findCompanyOwner, findPubWithCompany, insertAudit } from './repository.ts';
import { claimsOf } from '../../plugins/access.ts';

/** Every admin action leaves a row naming the admin's account (docs/product.md D4). */
export async function audit(
  tx: Tx,
  request: FastifyRequest,
  action: string,
  target: { type: 'pub' | 'company' | 'courier'; id: number },
  details: Record<string, unknown> = {},
): Promise<void> {
  await insertAudit(tx, {
    actorAccountId: claimsOf(request).accountId,
    action,
    targetType: target.type,
    targetId: target.id,
    details,
  });
}

/**
 * The pub and its company's owner login, for an admin about to act as that owner (404 when either is missing), the
 * handover audited as `action`.
 */
export async function auditedPubOwner(db: Tx, request: FastifyRequest, pubId: number, action: string) {
  const pub = await findPubWithCompany(db, pubId);
  if (!pub) throw new AppError(E.notFound);
  const owner = await findCompanyOwner(db, pub.companyId);
  if (!owner) throw new AppError(E.notFound);
  await audit(db, request, action, { type: 'pub', id: pub.id }, { company_id: pub.companyId, account_id: owner.id });
  return { pub, owner };
}
