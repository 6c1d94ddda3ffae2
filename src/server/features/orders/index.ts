/**
 * The orders feature's public face: what other server features may use of it (eslint/boundaries.js lets a feature
 * reach another only through this file).
 */
export { changeOrder, type Actor, type OrderPatch } from './change.ts';
export { asCanceledBy, asCancelReason, asOrderType, asStatus, dishPositionsJson, staffJson } from './json.ts';
export { RESERVE_DEBIT, RESERVE_REVERSAL, TOPUP, balanceOf, courierDebit } from './ledger.ts';
export { courierBalance } from './repository/ledger.ts';
export {
  loadOrders,
  loadOrdersInStatuses,
  type LoadedOrder,
  type OrderCondition,
  orderPubColumns,
  type OrderDishRow,
  type OrderPub,
  type OrderRow,
} from './repository/orders.ts';
export { releaseHeldOrders } from './release.ts';
export { eventOrderReads, type EventOrder } from './event-reads.ts';
