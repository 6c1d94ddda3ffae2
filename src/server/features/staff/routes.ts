import type { FastifyInstance } from 'fastify';
import { toWireTime } from '#shared/time.ts';
import { createStaffSchema, staffLogin } from '#shared/schemas/staff.ts';
import { AppError, E, isUniqueViolation, parse, pathId } from '../../http.ts';
import { findPubUrlName } from '../pubs/index.ts';
import { deletePubStaff, insertStaff, listPubStaff } from './repository.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { scopedRoutes } from '../../scoped-routes.ts';
import { answers, created } from '../../plugins/answers.ts';
import { okAnswer } from '#shared/schemas/ok-answer.ts';
import { staffCreatedAnswer, staffListAnswer } from '#shared/schemas/staff-answers.ts';

const owner = { access: { roles: ['company'] } } as const;

/**
 * Staff logins of a pub (docs/product.md D4): created, listed and revoked by the owner. A staff account
 * belongs to exactly one pub; the access rules then keep it to that pub's orders.
 */
export async function staffRoutes(app: FastifyInstance) {
  const route = scopedRoutes(app);
  const base = '/api/company/:companyID/pubs/:pubID/staff';

  route.post(base, { config: owner, schema: created(staffCreatedAnswer) }, async (request, reply) => {
    const body = parse(createStaffSchema, request.body);
    const { companyId, pubId } = request.scope as { companyId: number; pubId: number };
    const login = staffLogin(body.name, (await findPubUrlName(app.db, pubId))!);
    const passwordHash = await hashPassword(body.password);
    try {
      const row = await insertStaff(app.db, { login, passwordHash, companyId, pubId, staffName: body.name });
      return reply.status(201).send({ ok: true, staff: { id: row.id, login: row.login } });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(E.staffExists);
      throw error;
    }
  });

  route.get(base, { config: owner, schema: answers(staffListAnswer) }, async (request) => {
    const rows = await listPubStaff(app.db, request.scope.pubId);
    return {
      ok: true,
      staff: rows.map((r) => ({ id: r.id, login: r.login ?? '', created_time: toWireTime(r.createdAt) })),
    };
  });

  route.delete(`${base}/:staffID`, { config: owner, schema: answers(okAnswer) }, async (request) => {
    const staffId = pathId((request.params as { staffID: string }).staffID);
    // Its refresh tokens go with it (foreign key cascade), so no session of this login survives;
    // the access plugin refuses its still-valid access tokens.
    if (!(await deletePubStaff(app.db, request.scope.pubId, staffId))) throw new AppError(E.notFound);
    // Its open boards close at once (4401), not when their access tokens run out (docs/product.md D11).
    app.sockets.endAccount(staffId);
    return { ok: true };
  });
}
