import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, E } from '../http.ts';

/**
 * One error handler for the whole API: every failure leaves as `{ok:false, err}` with the status of
 * docs/product.md D5 (except a path id that is not a number: 404 with no body, http.ts `pathId`); bad input
 * is a 4xx, and 5xx details are logged, never sent.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.emptyBody) return reply.status(error.status).send();
      if (error.status === 503) reply.header('retry-after', '2');
      return reply
        .status(error.status)
        .send({ ok: false, err: error.err, ...(error.fields ? { fields: error.fields } : {}), ...error.extra });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is away (restart, failover, killed backend): say so, and let the caller retry.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '2').send({ ok: false, err: E.serviceUnavailable });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    const code = (error as FastifyError).code ?? '';
    if (
      status === 413 ||
      code === 'FST_REQ_FILE_TOO_LARGE' ||
      code === 'FST_FILES_LIMIT' ||
      code === 'FST_ERR_CTP_BODY_TOO_LARGE'
    ) {
      return reply.status(413).send({ ok: false, err: E.fileTooLarge });
    }
    if (status === 429) return reply.status(429).send({ ok: false, err: E.tooManyRequests });
    if (status === 404) return reply.status(404).send({ ok: false, err: E.notFound });
    if (status === 401) return reply.status(401).send({ ok: false, err: E.unauthorized });
    if (status === 403) return reply.status(403).send({ ok: false, err: E.forbidden });
    if (status >= 400 && status < 500) {
      return reply.status(400).send({ ok: false, err: E.validation });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ ok: false, err: E.internal });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ ok: false, err: E.notFound }));
});

/** Socket errors and PostgreSQL codes that mean "no usable connection", not "this query is wrong". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown (pg_terminate_backend, fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08P01',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)|is not currently accepting connections/i;

/** True when an error (or one it wraps: Drizzle wraps pg's) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown[] } | undefined;
    e && typeof e === 'object' && !seen.has(e);
    e = e.cause as typeof e
  ) {
    seen.add(e);
    if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    // Connecting to localhost tries ::1 and 127.0.0.1: both refusals arrive as one AggregateError.
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
