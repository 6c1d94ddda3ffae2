import type { FastifyInstance } from 'fastify';
import { clientLoginSchema, clientRegistrationSchema } from '#shared/schemas/auth.ts';
import { localPhone } from '#shared/validators.ts';
import { AppError, E, isUniqueViolation, parse } from '../../http.ts';
import { claimsOf } from '../../plugins/access.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { guardedLogin, loginAttemptsPerIp } from '../../auth/login-guard.ts';
import { startSession } from '../../auth/session.ts';
import { guestOrderJson, linesByOrder } from '../guest/index.ts';
import { orderEta } from '../guest/index.ts';
import { forgetGuestAccount } from './forget.ts';
import { findClient, findClientLogin, findClientOrders, insertClientWithLogin } from './repository.ts';
import { answers, created, type AnswerTypeProvider } from '../../plugins/answers.ts';
import { myOrdersAnswer } from '#shared/schemas/order-answers.ts';
import { sessionAnswer } from '#shared/schemas/auth-answers.ts';
import { okAnswer } from '#shared/schemas/ok-answer.ts';

const MY_ORDERS_LIMIT = 50;

/**
 * Optional guest accounts (docs/product.md D7): phone + password, phones kept as the local number so that
 * "37369123456", "69123456" and "69 123 456" are one guest. Login and deletion check a password, so
 * both count failures per phone like the owners' login does.
 */
export async function guestAccountRoutes(app: FastifyInstance) {
  const limits = app.config.limits;
  const perIp = loginAttemptsPerIp(app);

  /** The account of a phone and password, else 401 `invalid credentials`. */
  async function authenticate(phoneInput: string, password: string) {
    const phone = localPhone(phoneInput);
    return guardedLogin(app, `client-login:${phone}`, async () => {
      const row = await findClientLogin(app.db, phone);
      return (await verifyPassword(row?.account.passwordHash, password)) ? row : null;
    });
  }

  const typed = app.withTypeProvider<AnswerTypeProvider>();
  typed.post(
    '/api/client/register',
    {
      config: { access: 'public', rateLimit: { max: limits.registrationsPerIp, timeWindow: 3_600_000 } },
      schema: created(sessionAnswer),
    },
    async (request, reply) => {
      const body = parse(clientRegistrationSchema, request.body);
      const passwordHash = await hashPassword(body.password);
      try {
        const account = await insertClientWithLogin(
          app.db,
          { phone: localPhone(body.phone), name: body.name.trim() },
          passwordHash,
        );
        return reply.status(201).send(await startSession(app, reply, account));
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(E.clientPhoneExists);
        throw error;
      }
    },
  );

  const signIn = { config: { access: 'public', ...perIp }, schema: answers(sessionAnswer) } as const;
  typed.post('/api/client/login', signIn, async (request, reply) => {
    const body = parse(clientLoginSchema, request.body);
    const { account } = await authenticate(body.phone, body.password);
    return startSession(app, reply, account);
  });

  const myOrders = { config: { access: { roles: ['client'] } }, schema: answers(myOrdersAnswer) } as const;
  typed.get('/api/client/me/orders', myOrders, async (request) => {
    const clientId = claimsOf(request).clientId;
    const client = await findClient(app.db, clientId);
    if (!client) throw new AppError(E.unauthorized);
    const rows = await findClientOrders(app.db, clientId, MY_ORDERS_LIMIT);
    const lines = await linesByOrder(
      app.db,
      rows.map((r) => r.order.id),
    );
    const now = app.clock.now();
    return {
      ok: true,
      orders: rows.map((r) => ({
        ...guestOrderJson(r.order, lines.get(r.order.id) ?? [], r.pub.currencyId),
        eta: orderEta(r.order, r.pub, now),
        pub: { name: r.pub.name, url_name: r.pub.urlName, timezone: r.pub.timezone },
      })),
      last_address: client.lastAddress ?? null,
      name: client.name,
      phone: client.phone,
    };
  });

  typed.post('/api/client/delete-client', { ...signIn, schema: answers(okAnswer) }, async (request) => {
    const body = parse(clientLoginSchema, request.body);
    const { account, client } = await authenticate(body.phone, body.password);
    await forgetGuestAccount(app.db, client, account.id);
    return { ok: true };
  });
}
