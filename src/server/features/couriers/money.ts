import { toBani, toLei } from '#shared/money.ts';
import type { Tx } from '../../db/client.ts';
import { courierBalance } from '../orders/ledger.ts';

/**
 * Courier money lives in one place, the orders feature's ledger (DESIGN.md §6): the debit rule
 * (`courierDebit`) and the reconciliation every order change runs (`reconcileCourierDebit`), so a
 * courier's cancel and a venue's cancel can never book the same reservation twice.
 */
export { courierDebit, reconcileCourierDebit } from '../orders/ledger.ts';

/** The balance in Lei with 2 decimals: the ledger's sum, never a stored total. */
export async function balanceOf(tx: Tx, courierId: number): Promise<number> {
  return toLei(toBani(await courierBalance(tx, courierId)));
}
