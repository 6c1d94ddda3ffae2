import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { kitchenPushSubscriptionSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '#shared/schemas/push.ts';
import { findPub } from '../pubs/index.ts';
import { orderTrackingToken } from './repository.ts';
import { AppError, E, parse, pathId } from '../../http.ts';
import { claimsOf } from '../../plugins/access.ts';
import { tokenMatches } from '../guest/index.ts';
import { loadVapidKeys } from './keys.ts';
import { Push } from './service.ts';
import { answers, type AnswerTypeProvider } from '../../plugins/answers.ts';
import { okAnswer } from '#shared/schemas/ok-answer.ts';
import { pushKeyAnswer } from '#shared/schemas/push-answers.ts';
import { checkSubscription, deleteSubscription, saveSubscription, type SubscriptionOwner } from './subscriptions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    push: Push;
  }
}

/** Web Push (docs/architecture.md "Web Push"): the key, the subscriptions, and the sender started with the app. */
async function routes(app: FastifyInstance) {
  app.decorate('push', new Push(app));
  app.addHook('onReady', async () => app.push.start(await loadVapidKeys(app)));
  app.addHook('onClose', async () => app.push.stop());

  // The public routes are counted per address as a guest's order is (the same budget, over ten minutes): one
  // device subscribes once per order, and forgets an endpoint once.
  const publicLimit = { rateLimit: { max: app.config.limits.guestOrdersPerIp, timeWindow: 10 * 60_000 } };

  const typed = app.withTypeProvider<AnswerTypeProvider>();
  const ok = answers(okAnswer);
  typed.get('/api/push/key', { config: { access: 'public' }, schema: answers(pushKeyAnswer) }, async () => ({
    ok: true,
    public_key: app.push.keys?.publicKey ?? '',
  }));

  typed.post(
    '/api/push/subscriptions',
    { config: { access: { roles: ['company', 'staff', 'courier'] } }, schema: ok },
    async (request) => {
      const claims = claimsOf(request);
      const body = parse(kitchenPushSubscriptionSchema, request.body);
      checkSubscription(app, body);
      const session = { accountId: claims.accountId || null, sessionId: claims.sessionId ?? '', orderId: null };
      let owner: SubscriptionOwner;
      if (claims.role === 'courier') {
        owner = { audience: 'courier', ...session, courierId: claims.courierId, pubId: null };
      } else {
        const pubId = claims.role === 'staff' ? claims.pubId : body.pub_id;
        if (!pubId) throw new AppError(E.validation, { pub_id: 'errors.field_is_required' });
        if (body.pub_id !== undefined && body.pub_id !== pubId) throw new AppError(E.forbidden);
        const pub = await findPub(app.db, pubId);
        if (!pub || (claims.role === 'company' && pub.companyId !== claims.companyId)) throw new AppError(E.forbidden);
        owner = { audience: 'kitchen', ...session, courierId: null, pubId };
      }
      await saveSubscription(app, body, owner);
      return { ok: true };
    },
  );

  const counted = { config: { access: 'public', ...publicLimit }, schema: ok } as const;
  typed.delete('/api/push/subscriptions', counted, async (request) => {
    const { endpoint } = parse(pushUnsubscribeSchema, request.body);
    await deleteSubscription(app, endpoint);
    return { ok: true };
  });

  typed.post('/api/client/orders/:orderID/push', counted, async (request) => {
    const orderId = pathId((request.params as { orderID: string }).orderID);
    const token = (request.query as { token?: unknown }).token;
    const tracking = await orderTrackingToken(app.db, orderId);
    if (tracking === undefined || !tokenMatches(tracking, token)) throw new AppError(E.notFound);
    const body = parse(pushSubscriptionSchema, request.body);
    checkSubscription(app, body);
    await saveSubscription(app, body, {
      audience: 'guest',
      accountId: null,
      sessionId: '',
      courierId: null,
      pubId: null,
      orderId,
    });
    return { ok: true };
  });
}

export const pushRoutes = fp(routes, { name: 'push' });
