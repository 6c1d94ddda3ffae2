import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, E, pathId } from '../../http.ts';
import { Hub, loadEach, sinceOf } from '../../realtime/hub.ts';
import { loadOrderStatus } from './order-json.ts';
import { tokenMatches } from './order-status.ts';
import { releaseUpgrade } from '../../realtime/upgrade.ts';
import { findTrackingToken } from './repository/orders.ts';

type GuestOrder = NonNullable<Awaited<ReturnType<typeof loadOrderStatus>>>;

/**
 * The guest's live order (docs/product.md D16): `/ws/client/order/{orderID}?token=…`, keyed by the order. The
 * tracking token is checked before the upgrade, so a wrong one never connects (404, as the REST read answers).
 * It sends GET_ALL with that one order, then an UPDATE_EVENT with the order as `GET /api/client/orders/{id}`
 * answers it after each change, with the hub's PING and version rules.
 */
export async function guestOrderSocket(app: FastifyInstance) {
  const load = (orderId: number) => loadOrderStatus(app.db, orderId, app.clock.now());
  const hub = new Hub<number, GuestOrder>(
    app.bus,
    {
      name: 'guest-order',
      wants: (event, connected) => connected.has(event.orderId),
      load: loadEach(load),
      audience: (order, _event, connected) => (connected.has(order.id) ? [order.id] : []),
      render: (order) => order,
      // The guest's order is never new to its own page: every change is an update.
      eventType: () => 'UPDATE_EVENT',
      snapshot: async (orderId) => {
        const order = await load(orderId);
        return order ? [order] : [];
      },
      replayOf: (orderId) => ({ orderId }),
    },
    app.log,
  );
  app.addHook('onClose', async () => hub.close());

  const checkToken = async (request: FastifyRequest) => {
    const orderId = pathId((request.params as { orderID: string }).orderID);
    const token = await findTrackingToken(app.db, orderId);
    if (token === undefined || !tokenMatches(token, (request.query as { token?: unknown }).token))
      throw new AppError(E.notFound);
  };

  app.get(
    '/ws/client/order/:orderID',
    { websocket: true, config: { access: 'public' }, preHandler: checkToken },
    (socket, request) => {
      releaseUpgrade(socket, request);
      void hub.connect(Number((request.params as { orderID: string }).orderID), socket, sinceOf(request.query));
    },
  );
}
