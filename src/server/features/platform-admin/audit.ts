import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { claimsOf } from '../../plugins/access.ts';

/** Every admin action leaves a row naming the admin's account (docs/product.md D4). */
export async function audit(
  tx: Tx,
  request: FastifyRequest,
  action: string,
  target: { type: 'pub' | 'company' | 'courier'; id: number },
  details: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(auditLog).values({
    actorAccountId: claimsOf(request).accountId,
    action,
    targetType: target.type,
    targetId: target.id,
    details,
  });
}
