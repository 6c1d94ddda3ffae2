import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { telegramLinkSchema, telegramSettingsSchema } from '#shared/schemas/telegram.ts';
import { AppError, E, parse } from '../../http.ts';
import { scopedRoutes, type ScopedRequest } from '../../scoped-routes.ts';
import type { PubEvent } from './messages.ts';
import { Telegram } from './service.ts';
import { findTelegramState, setNotAcceptedMinutes, unlinkChat } from './repository.ts';
import { answers } from '../../plugins/answers.ts';
import { telegramLinkAnswer, telegramStateAnswer, type TelegramState } from '#shared/schemas/telegram-answers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    telegram: Telegram;
  }
}

/**
 * Tell the pub's owner in Telegram (docs/product.md D15). For other features: call it AFTER the change committed
 * (never inside an order's transaction); it queues the message and returns, never throws, and does nothing
 * when Telegram is not set up or the pub has no linked chat. E.g. the kitchen's pause switch (#15):
 * `await notifyPub(app, pubId, { kind: 'paused' })`, busy mode: `{ kind: 'busy', minutes }`.
 */
export function notifyPub(app: FastifyInstance, pubId: number, event: PubEvent): Promise<void> {
  return app.telegram.notify(pubId, event);
}

const owner = { access: { roles: ['company'] } } as const;

async function routes(app: FastifyInstance) {
  app.decorate('telegram', new Telegram(app));
  app.addHook('onReady', async () => app.telegram.start());
  app.addHook('onClose', async () => app.telegram.stop());

  const route = scopedRoutes(app);
  const base = '/api/company/:companyID/pubs/:pubID/telegram';
  const state = async (request: ScopedRequest<typeof base>): Promise<TelegramState> => {
    const pub = (await findTelegramState(app.db, request.scope.pubId))!;
    return {
      ok: true,
      configured: app.telegram.configured,
      linked: pub.chatId !== '',
      chat_title: pub.chatTitle,
      language: pub.language,
      not_accepted_minutes: pub.notAcceptedMinutes,
      bot_username: app.telegram.configured ? await app.telegram.botUsername() : '',
    };
  };

  const answersState = { config: owner, schema: answers(telegramStateAnswer) };
  route.get(base, answersState, state);
  route.post(`${base}/link`, { config: owner, schema: answers(telegramLinkAnswer) }, async (request) => {
    if (!app.telegram.configured) throw new AppError(E.notFound);
    const { language } = parse(telegramLinkSchema, request.body);
    return { ok: true, code: await app.telegram.newLinkCode(request.scope.pubId, language) };
  });
  route.post(`${base}/settings`, answersState, async (request) => {
    const { not_accepted_minutes } = parse(telegramSettingsSchema, request.body);
    await setNotAcceptedMinutes(app.db, request.scope.pubId, not_accepted_minutes);
    return state(request);
  });
  route.delete(base, answersState, async (request) => {
    await unlinkChat(app.db, request.scope.pubId);
    return state(request);
  });
}

export const telegramRoutes = fp(routes, { name: 'telegram' });
