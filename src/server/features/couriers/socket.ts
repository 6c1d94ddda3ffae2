import type { FastifyInstance } from 'fastify';
import { Hub, sinceOf } from '../../realtime/hub.ts';
import { scopedRoutes } from '../../scoped-routes.ts';
import { courierLists } from './lists.ts';
import { assignedCourierIdsByPub } from './repository/couriers.ts';
import { eventOrderReads } from '../orders/index.ts';
import { courierOrderJson, type CourierOrderSource } from './json.ts';
import { firedBy, pubOffersTo } from './visibility.ts';

interface Loaded {
  source: CourierOrderSource;
  assigned: Set<number>;
}

/**
 * The courier live channel /ws/courier/{courierID} (docs/product.md S7, D8): GET_ALL of the courier's
 * available, active and completed orders, then every change of a delivery order to each courier the
 * pub offers it to — so when one courier reserves, the order leaves everyone else's Available tab at
 * once — to its reserver, and to couriers the change names (a previous reserver).
 */
export async function courierSocket(app: FastifyInstance) {
  const hub = new Hub<number, Loaded>(
    app.bus,
    {
      name: 'courier',
      async load(orderIds) {
        // One read with the pub boards' hub for the events both hear (decision 317).
        const sources: CourierOrderSource[] = [...(await eventOrderReads(app.db).read(orderIds)).values()].filter(
          (source) => source.order.orderType === 'delivery',
        );
        const assigned = await assignedCourierIdsByPub(app.db, [...new Set(sources.map((s) => s.pub.id))]);
        return new Map(
          sources.map((source) => [source.order.id, { source, assigned: assigned.get(source.pub.id) ?? new Set() }]),
        );
      },
      audience({ source, assigned }, event, connected) {
        const keys = new Set<number>(event.extraCourierIds);
        if (source.order.reserverCourierId) keys.add(source.order.reserverCourierId);
        // A scheduled order reaches the couriers when it fires (the sweep's change), not before.
        const live = source.pub.expirationTime.getTime() > Date.now() && firedBy(source.order, app.clock.now());
        for (const id of connected) if (live && pubOffersTo(source.pub, assigned.has(id))) keys.add(id);
        return [...keys].filter((id) => connected.has(id));
      },
      render: ({ source }, courierId) => courierOrderJson(source, courierId),
      async snapshot(courierId) {
        const lists = await courierLists(app.db, courierId, app.clock.now());
        return [...lists.available, ...lists.active, ...lists.completed];
      },
    },
    app.log,
  );
  app.addHook('onClose', async () => hub.close());

  scopedRoutes(app).socket('/ws/courier/:courierID', { access: { roles: ['courier'] } }, (socket, request) => {
    app.sockets.track(socket, request.claims);
    void hub.connect(request.scope.courierId, socket, sinceOf(request.query));
  });
}
