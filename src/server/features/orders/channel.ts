import type { FastifyInstance } from 'fastify';
import { Hub, sinceOf } from '../../realtime/hub.ts';
import { scopedRoutes } from '../../scoped-routes.ts';
import { loadBoardOrders, type LoadedOrder } from './repository/orders.ts';
import { eventOrderReads } from './event-reads.ts';
import { staffJson } from './json.ts';
import { isOnBoard } from '#shared/payment.ts';
import { findPub, kitchenStateJson } from '../pubs/index.ts';

/**
 * The pub's live order board (docs/product.md S7 "Live channels", D8):
 * `/ws/orders/company/{companyID}/pub/{pubID}?access_token=…`. The access hook checks the token and
 * the pub before the upgrade, so a missing, expired or foreign token, or another pub, never connects.
 */
export async function orderChannel(app: FastifyInstance) {
  const hub = new Hub<number, LoadedOrder>(
    app.bus,
    {
      name: 'pub-orders',
      wants: (event, connected) => connected.has(event.pubId),
      // One read with the couriers' hub for the events both hear (decision 317).
      load: (orderIds) => eventOrderReads(app.db).read(orderIds),
      audience: (loaded, _event, connected) =>
        connected.has(loaded.order.pubId) && isOnBoard(loaded.order.paymentStatus) ? [loaded.order.pubId] : [],
      render: (loaded) => staffJson(loaded),
      snapshot: async (pubId) => (await loadBoardOrders(app.db, pubId)).map(staffJson),
      replayOf: (pubId) => ({ pubId }),
      // Pause and busy changed (docs/product.md D13): every board of the pub shows it at once.
      pubMessage: async (event, connected) => {
        if (!connected.has(event.pubId)) return null;
        const pub = await findPub(app.db, event.pubId);
        return pub
          ? { key: pub.id, message: { event_type: 'PUB_EVENT', pub: { id: pub.id, ...kitchenStateJson(pub) } } }
          : null;
      },
    },
    app.log,
  );
  app.addHook('onClose', async () => hub.close());

  scopedRoutes(app).socket(
    '/ws/orders/company/:companyID/pub/:pubID',
    { access: { roles: ['company', 'staff'] } },
    (socket, request) => {
      app.sockets.track(socket, request.claims);
      void hub.connect(request.scope.pubId, socket, sinceOf(request.query));
    },
  );
}
