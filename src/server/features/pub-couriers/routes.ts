import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addCourierSchema } from '#shared/schemas/shipping.ts';
import { AppError, E, parse } from '../../http.ts';
import { addPubCourier, courierExists, pubCourierList, removePubCourier } from './repository.ts';
import { scopedRoutes } from '../../scoped-routes.ts';
import { answers } from '../../plugins/answers.ts';
import { pubCourierAddedAnswer, pubCouriersAnswer } from '#shared/schemas/courier-answers.ts';

/**
 * The couriers a pub works with (docs/product.md S7 "couriers", D4): the owner adds a courier by the
 * numeric ID the courier sees in their profile, lists and removes them; staff may read the list.
 * A courier may work for several pubs. Only the fields staff may see are answered (never balance).
 */
export async function pubCourierRoutes(app: FastifyInstance) {
  const route = scopedRoutes(app);
  const base = '/api/company/:companyID/pubs/:pubID/couriers';

  const list = (pubId: number) => pubCourierList(app.db, pubId);

  route.get(
    base,
    { config: { access: { roles: ['company', 'staff'] } }, schema: answers(pubCouriersAnswer) },
    async (request) => ({
      ok: true,
      couriers: await list(request.scope.pubId),
    }),
  );

  // Looking couriers up by id is limited per company, so ids cannot be walked to harvest names and
  // phones (docs/product.md D11); every attempt counts, found or not.
  const lookups = {
    max: app.config.limits.courierLookupsPerCompany,
    timeWindow: 3_600_000,
    keyGenerator: (request: FastifyRequest) => `add-courier|${request.claims?.companyId ?? request.ip}`,
  };
  // A new courier is 201, one already added 200: the same answer.
  const added = { response: { 200: pubCourierAddedAnswer, 201: pubCourierAddedAnswer } };
  route.post(
    base,
    { config: { access: { roles: ['company'] }, rateLimit: lookups }, schema: added },
    async (request, reply) => {
      const { courier_id: courierId } = parse(addCourierSchema, request.body);
      const pubId = request.scope.pubId;
      if (!(await courierExists(app.db, courierId))) throw new AppError(E.courierNotFound);
      // Adding a courier twice is harmless: the answer is the same list, 200 instead of 201.
      const inserted = await addPubCourier(app.db, pubId, courierId);
      const all = await list(pubId);
      return reply
        .status(inserted ? 201 : 200)
        .send({ ok: true, courier: all.find((c) => c.id === courierId), couriers: all });
    },
  );

  route.delete(
    `${base}/:courierID`,
    { config: { access: { roles: ['company'] } }, schema: answers(pubCouriersAnswer) },
    async (request) => {
      const pubId = request.scope.pubId;
      if (!(await removePubCourier(app.db, pubId, request.scope.courierId))) throw new AppError(E.courierNotFound);
      return { ok: true, couriers: await list(pubId) };
    },
  );
}
