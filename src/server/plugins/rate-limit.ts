import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, E } from '../http.ts';
import { hitLimit, sweepLimits } from '../auth/repository.ts';

/**
 * Per-route limits, declared as `config.rateLimit` (docs/product.md D11) and counted in PostgreSQL, so that
 * they hold across instances. The key is the caller's address (`request.ip`, which believes
 * X-Forwarded-For only from TRUSTED_PROXIES) unless the route gives its own `keyGenerator`. A key generator
 * must not build its key from text the caller chooses freely (a URL's name, a body field): each distinct
 * key is a row, so such a key lets one address grow the table without bound. Count against an id
 * found in the database instead, as the guest order route does (features/guest/routes.ts).
 */
export interface RouteRateLimit {
  max: number;
  timeWindow: number;
  /** Counter name; routes sharing one share the budget (default: the route's method and URL). */
  name?: string;
  /** May look something up (the guest order route finds the pub, to count against its id). */
  keyGenerator?: (request: FastifyRequest) => string | Promise<string>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit;
  }
}

const SWEEP_MS = 10 * 60_000;

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const count = async (request: FastifyRequest, reply: FastifyReply, limit: RouteRateLimit) => {
    const name = limit.name ?? `${request.method} ${request.routeOptions.url}`;
    const who = limit.keyGenerator ? await limit.keyGenerator(request) : request.ip;
    // Keys may carry path text (runs before input checks): kept printable here, bounded by hitLimit.
    const hit = await hitLimit(app.db, `ip:${name}|${encodeURIComponent(who)}`, limit.max, limit.timeWindow);
    if (!hit.allowed) {
      reply.header('retry-after', String(hit.retryAfter));
      throw new AppError(E.tooManyRequests);
    }
  };
  // Limits per address count first thing. A limit with its own key (e.g. per company) counts once
  // every onRequest hook has run, so the access plugin has read the caller's token by then: counted
  // in onRequest, `request.claims` was still null and every company shared the address's budget.
  app.addHook('onRequest', async (request, reply) => {
    const limit = request.routeOptions.config?.rateLimit;
    if (limit && !limit.keyGenerator) await count(request, reply, limit);
  });
  app.addHook('preParsing', async (request, reply) => {
    const limit = request.routeOptions.config?.rateLimit;
    if (limit?.keyGenerator) await count(request, reply, limit);
  });

  const sweeper = setInterval(() => void sweepLimits(app.db).catch(() => {}), SWEEP_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
});
