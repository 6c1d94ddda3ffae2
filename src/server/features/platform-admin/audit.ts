import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { insertAudit } from './repository.ts';
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
