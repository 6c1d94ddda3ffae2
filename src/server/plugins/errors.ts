import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, E } from '../http.ts';

/**
 * One error handler for the whole API: every failure leaves as `{ok:false, err}` with the status of
 * DESIGN.md §5; bad input is a 4xx, and 5xx details are logged, never sent.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ ok: false, err: error.err, ...(error.fields ? { fields: error.fields } : {}) });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    const code = (error as FastifyError).code ?? '';
    if (status === 413 || code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
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
