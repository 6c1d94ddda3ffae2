import type { FastifyInstance, FastifyRequest } from 'fastify';
import { guestOrderSchema, IDEMPOTENCY_KEY } from '#shared/schemas/guest-order.ts';
import { AppError, E, parse } from '../../http.ts';
import { createGuestOrder } from './create-order.ts';
import { orderStatusRoutes } from './order-status.ts';
import { guestOrderSocket } from './order-socket.ts';
import { slotRoutes } from './slots.ts';
import { pubPageRoutes } from './pub-page.ts';

const TEN_MINUTES = 10 * 60_000;

/** The guest side (docs/product.md D7): the public pub page, ordering, and the order's status page. */
export async function guestRoutes(app: FastifyInstance) {
  await app.register(pubPageRoutes);

  const rateLimit = {
    max: app.config.limits.guestOrdersPerIp,
    timeWindow: TEN_MINUTES,
    // Per guest address and per pub: one busy pub never blocks ordering elsewhere.
    keyGenerator: (request: FastifyRequest) => `${request.ip}|${(request.params as { urlName?: string }).urlName ?? ''}`,
  };

  app.post('/api/client/pub/:urlName/orders', { config: { access: 'public', rateLimit } }, async (request, reply) => {
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' ? header.trim().toLowerCase() : '';
    if (!IDEMPOTENCY_KEY.test(key)) throw new AppError(E.validation, { 'Idempotency-Key': 'errors.field_is_required' });
    const body = parse(guestOrderSchema, request.body);
    const { urlName } = request.params as { urlName: string };
    const order = await createGuestOrder(app, urlName, key, body, request.claims);
    return reply.status(201).send({ ok: true, order });
  });

  await app.register(orderStatusRoutes);
  await app.register(guestOrderSocket);
  await app.register(slotRoutes);
}
