import { UNDO_WINDOW_MS } from '#shared/kitchen.ts';
import type { UndoStep } from '#shared/schemas/kitchen.ts';
import { parseWireTime } from '#shared/time.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, E } from '../../http.ts';
import { changeOrder, type Actor } from './change.ts';
import { lockOrder } from './repository/orders.ts';

/**
 * Undo of a board step (decision 110): only the order's last step, only by the account that took it, only
 * the step the caller names, and only within 30 s of it. A status step goes back to the status before it
 * with its preparation time, and a courier's reservation survives (a hand-over undone is not a re-opening);
 * a prepared step flips back. Anything else → 409 `order is not available`; the order is left alone.
 */
export async function undoStep(db: Tx, orderId: number, step: UndoStep, actor: Actor, now = Date.now()): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new AppError(E.notFound);
    const last = order.lastStep;
    const fresh = last && now - Date.parse(last.at) <= UNDO_WINDOW_MS && now >= Date.parse(last.at) - 5_000;
    if (!last || !fresh || last.actor_id !== actor.id || last.kind !== step.kind || last.to !== step.to)
      throw new AppError(E.orderNotAvailable);
    if (last.kind === 'status') {
      const time = last.prep_time_before ? parseWireTime(last.prep_time_before) : null;
      await changeOrder(tx, orderId, { status: String(last.from), approximatePreparationTime: time }, actor, {
        keepReservation: true,
      });
    } else {
      await changeOrder(tx, orderId, { prepared: Boolean(last.from) }, actor);
    }
  });
}
