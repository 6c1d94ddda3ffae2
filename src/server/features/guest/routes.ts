import type { FastifyInstance, FastifyRequest } from 'fastify';
import { guestOrderSchema, IDEMPOTENCY_KEY } from '#shared/schemas/guest-order.ts';
import { hasForbiddenCharacters } from '#shared/text-hygiene.ts';
import { AppError, E, parse } from '../../http.ts';
import type { PubRow } from '../pubs/index.ts';
import { createGuestOrder } from './create-order.ts';
import { rankedLanguages } from '#shared/menu-texts.ts';
import { orderStatusRoutes } from './order-status.ts';
import { guestOrderSocket } from './order-socket.ts';
import { slotRoutes } from './slots.ts';
import { pubPageRoutes } from './pub-page.ts';
import { findPubByUrlName } from './repository/pubs.ts';
import { created, type AnswerTypeProvider } from '../../plugins/answers.ts';
import { placedOrderOneAnswer } from '#shared/schemas/order-answers.ts';

const TEN_MINUTES = 10 * 60_000;

/** The guest side (docs/product.md D7): the public pub page, ordering, and the order's status page. */
export async function guestRoutes(app: FastifyInstance) {
  await app.register(pubPageRoutes);

  // Guest orders are counted per address and pub, against the pub's id once it is found: the URL's
  // name is the guest's own text, so a key built from it would let one address fill the limits table
  // with made-up names. Requests for a pub that does not exist share one counter per address, and
  // are refused (404) once counted (decision 190).
  const pubOf = new WeakMap<FastifyRequest, PubRow>();
  const rateLimit = {
    max: app.config.limits.guestOrdersPerIp,
    timeWindow: TEN_MINUTES,
    keyGenerator: async (request: FastifyRequest) => {
      const { urlName } = request.params as { urlName: string };
      // Counted before the input checks run: a name no pub can have is not looked up (PostgreSQL refuses NUL).
      const pub = hasForbiddenCharacters(urlName) ? undefined : await findPubByUrlName(app.db, urlName);
      if (!pub) return `${request.ip}|unknown-pub`;
      pubOf.set(request, pub);
      return `${request.ip}|pub:${pub.id}`;
    },
  };

  const typed = app.withTypeProvider<AnswerTypeProvider>();
  const options = { config: { access: 'public', rateLimit }, schema: created(placedOrderOneAnswer) } as const;
  typed.post('/api/client/pub/:urlName/orders', options, async (request, reply) => {
    const pub = pubOf.get(request);
    if (!pub) throw new AppError(E.notFound);
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' ? header.trim().toLowerCase() : '';
    if (!IDEMPOTENCY_KEY.test(key)) throw new AppError(E.validation, { 'Idempotency-Key': 'errors.field_is_required' });
    const body = parse(guestOrderSchema, request.body);
    const order = await createGuestOrder(
      app,
      pub,
      key,
      body,
      request.claims,
      rankedLanguages(request.headers['accept-language']),
    );
    return reply.status(201).send({ ok: true, order });
  });

  await app.register(orderStatusRoutes);
  await app.register(guestOrderSocket);
  await app.register(slotRoutes);
}
