import { CLOSED_STATUSES, COURIER_STAGES, type CourierStage } from '#shared/constants.ts';
import { stageOf } from '#shared/courier-stage.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, E } from '../../http.ts';
import { changeOrder, type Actor, type OrderPatch } from '../orders/index.ts';
import {
  availableForReserve,
  findOrderWithProofRule,
  findReservation,
  heldBy,
  heldOpenAtStage,
  heldOpenBy,
} from './repository/orders.ts';

const courier = (courierId: number): Actor => ({ role: 'courier', id: courierId });

/**
 * Reserving (docs/product.md D6) through `changeOrder`, whose conditional UPDATE carries the availability
 * rule itself. Racing couriers queue on the row lock; each re-reads the row after the one before
 * commits, so exactly one courier gets the row back; the others — and a courier who may not see the
 * order at all — get 409 `order is not available`, which reveals nothing. The stage starts at `reserved`.
 */
export async function reserveOrder(
  db: Db,
  courierId: number,
  orderId: number,
  at: Date = new Date(),
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const patch: OrderPatch = {
      reserverCourierId: courierId,
      reservedAt: at,
      courierStage: 'reserved',
      courierStageAt: at,
    };
    const won = await changeOrder(tx, orderId, patch, courier(courierId), {
      when: availableForReserve(courierId, now),
      at,
    });
    if (won) return;
    // The holder repeating its own reservation (a retry after a lost answer) gets ok, with no second debit.
    const held = await findReservation(tx, orderId);
    if (held?.reserver === courierId && !CLOSED_STATUSES.includes(held.status as never)) return;
    throw new AppError(E.orderNotAvailable);
  });
}

export type Closing = 'completed' | 'canceled';

/** Why and when a courier closes an order. */
export interface ClosingDetails {
  at?: Date;
  /** For `canceled`: a COURIER_CANCEL_REASONS value and its free text. */
  reason?: string;
  reasonText?: string;
}

/** The order as the courier holding it sees it; not found when nobody holds it, forbidden when another does. */
async function heldOrder(tx: Tx, courierId: number, orderId: number) {
  const row = await findOrderWithProofRule(tx, orderId);
  if (!row || row.order.reserverCourierId === null) throw new AppError(E.notFound);
  if (row.order.reserverCourierId !== courierId) throw new AppError(E.forbidden);
  return row;
}

/**
 * Completing or canceling by the reserver. Repeating the same call answers ok with no second effect,
 * so a phone that retries after losing its connection cannot cancel twice or double a reversal.
 * Completing an order of a pub that asks for proof of delivery needs the photo first (decision 142).
 */
export async function closeOrder(
  db: Db,
  courierId: number,
  orderId: number,
  status: Closing,
  details: ClosingDetails = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const { order: before, proofRequired } = await heldOrder(tx, courierId, orderId);
    if (before.status === status) return;
    if (CLOSED_STATUSES.includes(before.status as never)) throw new AppError(E.orderNotAvailable);
    if (status === 'completed' && proofRequired && !before.proofImageFileName)
      throw new AppError(E.validation, { image: 'errors.field_is_required' });
    const patch: OrderPatch =
      status === 'canceled'
        ? {
            status,
            cancelReason: details.reason ?? 'other',
            cancelReasonText: details.reason === 'other' ? (details.reasonText ?? '') : '',
            canceledBy: 'courier',
          }
        : { status };
    if (!(await changeOrder(tx, orderId, patch, courier(courierId), { when: heldOpenBy(courierId), at: details.at })))
      throw new AppError(E.orderNotAvailable);
  });
}

/**
 * Moves the courier's order to its next stage (docs/product.md D14). The same stage again answers ok with no
 * effect (an offline retry); any other stage that is not the next one, or a closed order → 409.
 * `picked_up` also hands the order over (`at_courier`) when staff had not.
 */
export async function setOrderStage(
  db: Db,
  courierId: number,
  orderId: number,
  stage: CourierStage,
  at: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const { order: before } = await heldOrder(tx, courierId, orderId);
    if (CLOSED_STATUSES.includes(before.status as never)) throw new AppError(E.orderNotAvailable);
    const current = COURIER_STAGES.indexOf(stageOf(before) as CourierStage);
    const wanted = COURIER_STAGES.indexOf(stage);
    if (wanted === current) return;
    if (wanted !== current + 1) throw new AppError(E.orderNotAvailable);
    const patch: OrderPatch = { courierStage: stage, courierStageAt: at };
    if (stage === 'picked_up' && before.status !== 'at_courier') patch.status = 'at_courier';
    const unchanged = heldOpenAtStage(courierId, before.courierStage);
    if (!(await changeOrder(tx, orderId, patch, courier(courierId), { when: unchanged, at })))
      throw new AppError(E.orderNotAvailable);
  });
}

/** Records the proof-of-delivery photo of the courier's order (docs/product.md D14); a canceled order takes none. */
export async function setProof(db: Db, courierId: number, orderId: number, fileName: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { order: before } = await heldOrder(tx, courierId, orderId);
    if (before.status === 'canceled') throw new AppError(E.orderNotAvailable);
    if (before.proofImageFileName === fileName) return;
    await changeOrder(tx, orderId, { proofImageFileName: fileName }, courier(courierId), {
      when: heldBy(courierId),
    });
  });
}
