import type { Role } from '#shared/constants.ts';
import type { Tx } from '../../db/client.ts';
import { toWireTime } from '#shared/time.ts';
import { recordOrderEvent } from '../../realtime/bus.ts';
import { AppError, E } from '../../http.ts';
import { reconcileCourierDebit } from './ledger.ts';
import {
  insertStatusHistory,
  lockOrder,
  updateOrderRow,
  type LastStep,
  type OrderCondition,
  type OrderRow,
} from './repository/orders.ts';

/** Who changes an order: the role and the account id (couriers: their courier id). */
export interface Actor {
  role: Role;
  id: number;
  /** The account id for the ledger's actor column, when it differs from `id`. */
  accountId?: number;
}

/** Columns a change may set; `version` and `updatedAt` are always managed here. */
export type OrderPatch = Partial<
  Pick<
    OrderRow,
    | 'status'
    | 'deliveryPrice'
    | 'prepared'
    | 'approximatePreparationTime'
    | 'reserverCourierId'
    | 'reservedAt'
    | 'clientName'
    | 'mainPhoneNumber'
    | 'secondPhoneNumber'
    | 'town'
    | 'fullAddress'
    | 'lat'
    | 'lng'
    | 'comments'
    | 'zonePrice'
    | 'clientId'
    | 'cancelReason'
    | 'cancelReasonText'
    | 'canceledBy'
    | 'courierStage'
    | 'courierStageAt'
    | 'proofImageFileName'
    | 'firstReadyTime'
    | 'pickedUpAt'
    | 'firedAt'
    | 'paymentStatus'
    | 'paymentType'
    | 'onBoardAt'
  >
>;

export interface ChangeOptions {
  /** An extra condition on the row (e.g. "not reserved" for a reservation); unmet → null, nothing written. */
  when?: OrderCondition;
  /** Couriers who must hear of the change besides the order's audience. */
  extraCourierIds?: number[];
  /**
   * This change is a board step (a status or the prepared flag) its taker may undo within 30 s: it is kept as
   * the order's `last_step` (decision 110). Any other change of status or prepared forgets the last step.
   */
  step?: boolean;
  /** An undo puts the status back without ending a courier's reservation (decision 110). */
  keepReservation?: boolean;
  /**
   * The caller has gone: its connection closed before the answer (decision 308). Asked once the row is locked, so a
   * request that waited (for the row, a database connection, a database back from a restart) while its caller gave
   * up and retried is not applied late over what the retry and later changes wrote. Such a change writes nothing.
   */
  callerGone?: () => boolean;
  /** When the change really happened (a courier action queued offline, docs/product.md D14); the history row's time. */
  at?: Date;
  /**
   * The outbox event's kind: `created` when this change first puts the order on the board (an online order whose
   * payment was just confirmed, so the kitchen is alerted as for a new order); `updated` otherwise.
   */
  event?: 'created' | 'updated';
}

/**
 * `last_step` after a change (decision 110): a step records what it changed and who took it; any other
 * change of status or prepared forgets it; a change of neither leaves it as it was.
 */
function lastStepOf(before: OrderRow, set: OrderPatch, actor: Actor, step: boolean): { lastStep?: LastStep | null } {
  const statusMoves = set.status !== undefined && set.status !== before.status;
  const preparedMoves = set.prepared !== undefined && set.prepared !== before.prepared;
  if (!statusMoves && !preparedMoves) return {};
  if (!step) return { lastStep: null };
  const common = {
    prep_time_before: toWireTime(before.approximatePreparationTime) || null,
    actor_id: actor.id,
    at: new Date().toISOString(),
  };
  return statusMoves
    ? { lastStep: { kind: 'status', from: before.status, to: set.status!, ...common } }
    : { lastStep: { kind: 'prepared', from: before.prepared, to: set.prepared!, ...common } };
}

/**
 * The first promise (docs/product.md D16): the first ready time an accepted order carries is kept, so a later
 * one can be flagged to the guest. Back at not_handled (an accept undone, a re-open) the promise is withdrawn.
 */
function firstPromiseOf(before: OrderRow, set: OrderPatch): Pick<OrderPatch, 'firstReadyTime'> {
  const status = set.status ?? before.status;
  const ready =
    set.approximatePreparationTime !== undefined ? set.approximatePreparationTime : before.approximatePreparationTime;
  if (status === 'not_handled') return before.firstReadyTime ? { firstReadyTime: null } : {};
  if (before.firstReadyTime || !ready || status === 'canceled' || status === 'completed') return {};
  return { firstReadyTime: ready };
}

/** Statuses that re-open an order to couriers: a reservation does not survive them (docs/product.md D6). */
const REOPENING = new Set(['not_handled', 'preparing']);

/**
 * Changes one order the only way orders change (decision 010; `orders/single-writer.test.ts` fails when
 * any other server file updates `orders` or calls `updateOrderRow`): in one transaction, lock the row, one UPDATE that
 * also raises `version`, a status-history row when the status moves, the courier ledger brought in
 * line, the first promised time kept, and the outbox event every instance's sockets hear. Returns the new row, or null when the
 * order is missing or `options.when` does not hold.
 *
 * Staff (anyone but a courier) moving a reserved order back to not_handled or preparing clears the
 * reservation; the ledger then reverses the courier's debit and the previous reserver hears of it.
 */
export async function changeOrder(
  db: Tx,
  orderId: number,
  patch: OrderPatch | ((before: OrderRow) => OrderPatch),
  actor: Actor,
  options: ChangeOptions = {},
): Promise<OrderRow | null> {
  return db.transaction(async (tx) => {
    const before = await lockOrder(tx, orderId);
    if (!before) return null;
    if (options.callerGone?.()) throw new AppError(E.serviceUnavailable);
    // A patch that depends on the order as it stands is worked out on the locked row (an accept's default time).
    const set: OrderPatch = { ...(typeof patch === 'function' ? patch(before) : patch) };
    if (
      actor.role !== 'courier' &&
      !options.keepReservation &&
      set.status &&
      REOPENING.has(set.status) &&
      before.reserverCourierId !== null
    ) {
      set.reserverCourierId = null;
      set.reservedAt = null;
    }
    // An order leaving `canceled` (re-opened, or a reject undone) no longer carries why it was canceled.
    if (before.status === 'canceled' && set.status && set.status !== 'canceled')
      Object.assign(set, { cancelReason: '', cancelReasonText: '', canceledBy: '' });
    if (set.reserverCourierId === null) {
      set.courierStage = '';
      set.courierStageAt = null;
    }
    // The pick-up is kept past the later stages: a delivery's window counts from it (docs/product.md D16).
    if (set.courierStage === 'picked_up') set.pickedUpAt = set.courierStageAt ?? new Date();
    else if (set.courierStage === '') set.pickedUpAt = null;
    Object.assign(set, firstPromiseOf(before, set));
    const after = await updateOrderRow(
      tx,
      orderId,
      { ...set, ...lastStepOf(before, set, actor, options.step ?? false) },
      options.when,
    );
    if (!after) return null;
    if (after.status !== before.status) {
      await insertStatusHistory(tx, {
        orderId,
        status: after.status,
        actorRole: actor.role,
        actorId: actor.id,
        ...(options.at ? { at: options.at } : {}),
      });
    }
    await reconcileCourierDebit(tx, before, after, actor.accountId ?? (actor.role === 'courier' ? null : actor.id));
    const extra = new Set(options.extraCourierIds ?? []);
    if (before.reserverCourierId !== null && before.reserverCourierId !== after.reserverCourierId)
      extra.add(before.reserverCourierId);
    await recordOrderEvent(tx, {
      orderId,
      pubId: after.pubId,
      version: after.version,
      kind: options.event ?? 'updated',
      extraCourierIds: [...extra],
    });
    return after;
  });
}
