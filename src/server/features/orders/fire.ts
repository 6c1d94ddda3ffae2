import type { FastifyInstance } from 'fastify';
import { changeOrder, type Actor } from './change.ts';
import { claimDueScheduledOrderIds, notFiredYet } from './repository/orders.ts';

/** How often each instance looks for scheduled orders that are due. */
export const FIRE_SWEEP_MS = 5_000;
/** At most this many orders fire in one sweep (the rest in the next). */
const FIRE_BATCH = 100;
/** The sweep acts for no account: no status moves, so no history row names it. */
const SWEEP: Actor = { role: 'admin', id: 0 };

/**
 * Fires the scheduled orders whose fire time has come at the app clock's now (docs/product.md D16): each gets
 * `fired_at` through `changeOrder`, so its version rises and the outbox event reaches the board (which moves it
 * to the new orders and alerts), the guest, and the couriers it is now offered to. Safe with several
 * instances: the due rows are claimed with FOR UPDATE SKIP LOCKED, and `fired_at IS NULL` is checked again
 * on the locked row, so each order fires exactly once. Returns how many fired.
 */
export async function fireDueOrders(app: FastifyInstance): Promise<number> {
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const due = await claimDueScheduledOrderIds(tx, now, FIRE_BATCH);
    let fired = 0;
    for (const id of due) if (await changeOrder(tx, id, { firedAt: now }, SWEEP, { when: notFiredYet() })) fired++;
    return fired;
  });
}

/** Runs the sweep every FIRE_SWEEP_MS while the app is up. */
export async function fireSweep(app: FastifyInstance) {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await fireDueOrders(app);
    } catch (error) {
      app.log.warn({ err: error }, 'scheduled orders: fire sweep failed');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), FIRE_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
