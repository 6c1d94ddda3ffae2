import { toBani, toLei } from '#shared/money.ts';
import type { Tx } from '../../db/client.ts';
import type { OrderDishRow, OrderRow } from './repository/orders.ts';
import { findOrderDishes } from './repository/dishes.ts';
import { courierBalance, heldPerCourier, insertLedgerRow } from './repository/ledger.ts';
import { totalsOf } from './json.ts';

/** Ledger kinds of a reservation's money movements (docs/product.md D6 "Courier money"). */
export const RESERVE_DEBIT = 'reserve_debit';
export const RESERVE_REVERSAL = 'reserve_reversal';
export const TOPUP = 'topup';
const RESERVE_KINDS = [RESERVE_DEBIT, RESERVE_REVERSAL];

type MoneyFields = Pick<OrderRow, 'deliveryPrice' | 'zonePrice' | 'commissionApplied'>;

/**
 * What the platform takes from the courier for an order, in bani: the commission on the dishes, less
 * the zone price when delivery was free for the guest (the courier still earns it: a negative debit).
 */
export function courierDebitBani(
  order: MoneyFields,
  dishes: readonly Pick<OrderDishRow, 'count' | 'dishPrice'>[],
): number {
  const commission = toBani(totalsOf(order, dishes).commission);
  const free = toBani(order.deliveryPrice) === 0 && toBani(order.zonePrice) > 0;
  return free ? commission - toBani(order.zonePrice) : commission;
}
export function courierDebit(order: MoneyFields, dishes: readonly Pick<OrderDishRow, 'count' | 'dishPrice'>[]): number {
  return toLei(courierDebitBani(order, dishes));
}

/** An order carries its debit while a courier holds it in reservation and it is not canceled. */
function carrier(order: Pick<OrderRow, 'reserverCourierId' | 'status'>): number | null {
  return order.reserverCourierId !== null && order.status !== 'canceled' ? order.reserverCourierId : null;
}

/**
 * Makes the ledger match the order after a change (call inside the change's transaction, with the
 * order row locked): for each courier involved, the reservation rows of this order must sum to
 * −debit for the carrier and to 0 for everyone else. Appends at most one row per courier and none when
 * nothing changed, so running it twice is harmless. Because it compares with what the ledger holds,
 * it also follows debits that change with the dishes or the delivery price.
 */
export async function reconcileCourierDebit(
  tx: Tx,
  before: Pick<OrderRow, 'reserverCourierId' | 'status'> | null,
  after: OrderRow,
  actorAccountId: number | null = null,
): Promise<void> {
  const involved = [
    ...new Set([before?.reserverCourierId, after.reserverCourierId].filter((id): id is number => id != null)),
  ];
  if (involved.length === 0) return;
  const held = await heldPerCourier(tx, after.id, involved, RESERVE_KINDS);
  const heldBani = new Map([...held].map(([courierId, sum]) => [courierId, toBani(sum)]));
  const holder = carrier(after);
  const dishes = holder === null ? [] : await findOrderDishes(tx, after.id);
  for (const courierId of involved) {
    const target = courierId === holder ? -courierDebitBani(after, dishes) : 0;
    const delta = target - (heldBani.get(courierId) ?? 0);
    if (delta === 0) continue;
    await insertLedgerRow(tx, {
      courierId,
      orderId: after.id,
      amount: toLei(delta),
      kind: target === 0 ? RESERVE_REVERSAL : RESERVE_DEBIT,
      note: `order ${after.number}`,
      actorAccountId,
    });
  }
}

/** The balance in Lei with 2 decimals: the ledger's sum, never a stored total. */
export async function balanceOf(tx: Tx, courierId: number): Promise<number> {
  return toLei(toBani(await courierBalance(tx, courierId)));
}
