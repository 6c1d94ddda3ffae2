import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { courierSessionAnswer, sessionAnswer } from '#shared/schemas/auth-answers.ts';
import { okAnswer } from '#shared/schemas/ok-answer.ts';
import { answers, created, type AnswerTypeProvider } from '../../plugins/answers.ts';
import { companyRegistrationSchema, courierRegistrationSchema, loginSchema } from '#shared/schemas/auth.ts';
import { AppError, E, isUniqueViolation, parse } from '../../http.ts';
import type { ServerError } from '#shared/errors.ts';
import type { Tx } from '../../db/client.ts';
import {
  findSignInAccount,
  insertAccount,
  insertAccountIfAbsent,
  insertCompany,
  type AccountRow,
} from './repository.ts';
import { insertCourierWithRandomId } from '../couriers/index.ts';
import { forgetSession } from '../push/index.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { guardedLogin, loginAttemptsPerIp } from '../../auth/login-guard.ts';
import {
  PLATFORM_ADMIN_REFRESH_COOKIE,
  REFRESH_COOKIE,
  accountById,
  claimsFor,
  clearRefreshCookie,
  setRefreshCookie,
  startSession,
} from '../../auth/session.ts';

export async function authRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<AnswerTypeProvider>();
  const limits = app.config.limits;
  const registerLimit = { rateLimit: { max: limits.registrationsPerIp, timeWindow: 3_600_000 } };

  const registered = <S extends z.ZodType>(answer: S) => ({
    config: { access: 'public' as const, ...registerLimit },
    schema: created(answer),
  });

  typed.post('/api/company', registered(sessionAnswer), async (request, reply) => {
    const body = parse(companyRegistrationSchema, request.body);
    const company = { name: body.name.trim(), email: body.email.trim(), phone: body.phone, tariff: body.tariff };
    const account = await registerAccount(app, body, companyClash, async (tx) => ({
      role: 'company',
      companyId: (await insertCompany(tx, company)).id,
    }));
    return reply.status(201).send(await startSession(app, reply, account));
  });

  typed.post('/api/courier/register', registered(courierSessionAnswer), async (request, reply) => {
    const body = parse(courierRegistrationSchema, request.body);
    const courier = { fullName: body.full_name.trim(), phoneNumber: body.phone_number };
    const account = await registerAccount(app, body, courierClash, async (tx) => ({
      role: 'courier',
      courierId: (await insertCourierWithRandomId(tx, courier)).id,
    }));
    return reply.status(201).send({ ...(await startSession(app, reply, account)), courier_id: account.courierId! });
  });

  const signIn = { config: { access: 'public', ...loginAttemptsPerIp(app) }, schema: answers(sessionAnswer) } as const;
  typed.post('/api/auth/login', signIn, async (request, reply) => {
    const body = parse(loginSchema, request.body);
    const login = body.email.toLowerCase();
    const account = await guardedLogin(app, `login:${login}`, async () => {
      const row = await findSignInAccount(app.db, login);
      return (await verifyPassword(row?.passwordHash, body.password)) ? row : null;
    });
    return startSession(app, reply, account);
  });

  const refresh = { config: { access: 'public' }, schema: answers(sessionAnswer) } as const;
  typed.post('/api/auth/refresh-token', refresh, async (request, reply) => {
    const asPlatformAdmin = (request.query as Record<string, unknown>).as === 'admin';
    const cookieName = asPlatformAdmin ? PLATFORM_ADMIN_REFRESH_COOKIE : REFRESH_COOKIE;
    const presented = request.cookies[cookieName];
    if (!presented) throw new AppError(E.unauthorized);
    const rotated = await app.tokens.rotate(presented);
    const account = rotated && (await accountById(app, rotated.accountId));
    if (!rotated || !account || (asPlatformAdmin && account.role !== 'admin')) {
      clearRefreshCookie(app, reply, cookieName);
      throw new AppError(E.unauthorized);
    }
    // Each session rotates in its own cookie: `?as=admin` refreshes the parked admin session and leaves
    // `refresh_token` — the venue the admin entered — as it was (docs/product.md D4, decision 079).
    setRefreshCookie(app, reply, rotated.token, claimsFor(account).role, cookieName);
    return {
      ok: true,
      accesstoken: await app.tokens.signAccess({ ...claimsFor(account), sessionId: rotated.familyId }),
      role: claimsFor(account).role,
    };
  });

  const loggedOut = { config: { access: 'public' }, schema: answers(okAnswer) } as const;
  typed.post('/api/auth/logout', loggedOut, async (request: FastifyRequest, reply) => {
    for (const name of [REFRESH_COOKIE, PLATFORM_ADMIN_REFRESH_COOKIE]) {
      const presented = request.cookies[name];
      // The session's open sockets end with it (docs/product.md D11).
      const sessionId = presented ? await app.tokens.revoke(presented) : null;
      if (sessionId) app.sockets.endSession(sessionId);
      // So do its push subscriptions: a shared phone stops showing the account's orders.
      if (sessionId) await forgetSession(app, sessionId);
      clearRefreshCookie(app, reply, name);
    }
    return { ok: true };
  });
}

/**
 * A registration's account and what it belongs to (`owner` inserts the company or the courier), in one transaction;
 * the account signs in with the e-mail. A unique clash is thrown as the error `clash` names for it.
 */
async function registerAccount(
  app: FastifyInstance,
  body: { email: string; password: string },
  clash: (error: unknown) => ServerError,
  owner: (tx: Tx) => Promise<{ role: 'company'; companyId: number } | { role: 'courier'; courierId: number }>,
): Promise<AccountRow> {
  const passwordHash = await hashPassword(body.password);
  try {
    return await app.db.transaction(async (tx) =>
      insertAccount(tx, { login: body.email.trim(), passwordHash, ...(await owner(tx)) }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(clash(error));
    throw error;
  }
}

/** A company's taken name, else its taken e-mail. */
const companyClash = (error: unknown) =>
  isUniqueViolation(error, 'companies_name_lower') ? E.companyNameExists : E.companyEmailExists;
/** A courier's taken e-mail. */
const courierClash = () => E.courierEmailExists;

/** Creates the platform admin named by ADMIN_EMAIL/ADMIN_PASSWORD when absent (docs/product.md D3). */
export async function ensurePlatformAdmin(app: FastifyInstance, email: string, password: string): Promise<boolean> {
  return insertAccountIfAbsent(app.db, { login: email, passwordHash: await hashPassword(password), role: 'admin' });
}
