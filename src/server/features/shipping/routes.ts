import type { FastifyInstance } from 'fastify';
import { findPub, shippingJson } from '../pubs/index.ts';
import { AppError, E, pathId } from '../../http.ts';
import { answers, type AnswerTypeProvider } from '../../plugins/answers.ts';
import { shippingOneAnswer } from '#shared/schemas/shipping-answers.ts';

/**
 * Shipping (docs/product.md S2 "Shipping page", S7 "Pubs"): the owner's settings calls live with the other pub
 * settings in features/pub-settings/shipping.ts (decision 094); here the public read the guest page and the original client use, fields at the top level (docs/product.md D7).
 */
export async function shippingRoutes(app: FastifyInstance) {
  const open = { config: { access: 'public' }, schema: answers(shippingOneAnswer) } as const;
  app.withTypeProvider<AnswerTypeProvider>().get('/api/client/pub/:pubID/shipping', open, async (request) => {
    const pubId = pathId((request.params as { pubID: string }).pubID);
    const pub = await findPub(app.db, pubId);
    if (!pub) throw new AppError(E.notFound);
    return { ok: true, ...shippingJson(pub) };
  });
}
