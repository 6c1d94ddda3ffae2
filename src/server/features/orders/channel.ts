import type { FastifyInstance } from 'fastify';
import { Hub } from '../../realtime/hub.ts';
import { scopedRoutes } from '../../scoped-routes.ts';
import { boardWhere, loadOrder, loadOrders, type LoadedOrder } from './queries.ts';
import { staffJson } from './json.ts';

/**
 * The pub's live order board (docs/product.md S7 "Live channels", D8):
 * `/ws/orders/company/{companyID}/pub/{pubID}?access_token=…`. The access hook checks the token and
 * the pub before the upgrade, so a missing, expired or foreign token, or another pub, never connects.
 */
export async function orderChannel(app: FastifyInstance) {
  const hub = new Hub<number, LoadedOrder>(app.bus, {
    name: 'pub-orders',
    wants: (event, connected) => connected.has(event.pubId),
    load: (orderId) => loadOrder(app.db, orderId),
    audience: (loaded, _event, connected) => (connected.has(loaded.order.pubId) ? [loaded.order.pubId] : []),
    render: (loaded) => staffJson(loaded),
    snapshot: async (pubId) => (await loadOrders(app.db, boardWhere(pubId))).map(staffJson),
  }, app.log);
  app.addHook('onClose', async () => hub.close());

  scopedRoutes(app).socket('/ws/orders/company/:companyID/pub/:pubID', { access: { roles: ['company', 'staff'] } }, (socket, request) => {
    app.sockets.track(socket, request.claims);
    void hub.connect(request.scope.pubId, socket);
  });
}
