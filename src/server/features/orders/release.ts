import { VENUE_CLOSED } from '#shared/constants.ts';
import type { Tx } from '../../db/client.ts';
import { changeOrder, type Actor } from './change.ts';
import { heldOpenOrderIds } from './repository/orders.ts';

/**
 * Before a pub is deleted (docs/product.md D11, decision 078): every open order a courier still holds is
 * canceled with reason `venue_closed` through `changeOrder`, so the ledger reverses the courier's
 * debit while the order still exists. Call inside the deleting transaction, with the pub row locked.
 */
export async function releaseHeldOrders(tx: Tx, pubId: number, actor: Actor): Promise<number> {
  const held = await heldOpenOrderIds(tx, pubId);
  for (const id of held) await changeOrder(tx, id, { status: 'canceled', cancelReason: VENUE_CLOSED }, actor);
  return held.length;
}
