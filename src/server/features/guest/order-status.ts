import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answers, type AnswerTypeProvider } from '../../plugins/answers.ts';
import { orderStatusOneAnswer } from '#shared/schemas/order-answers.ts';
import { AppError, E, pathId } from '../../http.ts';
import { busyMinutesAt } from '../pubs/index.ts';
import { loadOrderStatus } from './order-json.ts';
import { findOrderHead } from './repository/orders.ts';

/** Raised when the answer's shape changes, so a deploy never leaves a browser on an old cached body. */
const FORMAT = 2;

/**
 * The order's ETag: every change to an order raises its `version` (decision 010), so the version names the
 * answer — with what its ETA reads besides the order (docs/product.md D16): the courier's speed, and before the
 * accept, when the estimate counts from now, the minute and the pub's default and busy minutes.
 */
export function orderStatusEtag(
  orderId: number,
  version: number,
  eta: { status: string; speed: number; prep: number; busy: number },
  now: Date,
): string {
  const inputs =
    eta.status === 'not_handled'
      ? `s${eta.speed}m${Math.floor(now.getTime() / 60_000)}d${eta.prep}b${eta.busy}`
      : `s${eta.speed}`;
  return `W/"o${orderId}v${version}f${FORMAT}${inputs}"`;
}

/** Is `token` the order's tracking token (compared in constant time)? */
export function tokenMatches(stored: string, token: unknown): boolean {
  const presented = Buffer.from(typeof token === 'string' ? token : '');
  const expected = Buffer.from(stored);
  return presented.length === 32 && expected.length === presented.length && crypto.timingSafeEqual(expected, presented);
}

/**
 * The guest's status page polls this (decision 131): the browser revalidates with If-None-Match
 * (`cache-control: no-cache`), and an unchanged order costs one primary-key read of a few columns and an
 * empty 304 — the lines, history and the rest of the pub are read only when the order changed.
 */
export async function orderStatusRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<AnswerTypeProvider>();
  // 304: the browser's copy is current, no body.
  const schema = { response: { ...answers(orderStatusOneAnswer).response, 304: z.undefined() } };
  const options = { config: { access: 'public' }, schema } as const;
  typed.get('/api/client/orders/:orderID', options, async (request, reply) => {
    const orderId = pathId((request.params as { orderID: string }).orderID);
    const token = (request.query as { token?: unknown }).token;
    const head = await findOrderHead(app.db, orderId);
    if (!head || !tokenMatches(head.token, token)) throw new AppError(E.notFound);
    const now = app.clock.now();
    const etag = orderStatusEtag(
      orderId,
      head.version,
      { status: head.status, speed: head.pub.speed, prep: head.pub.prep, busy: busyMinutesAt(head.pub, now) },
      now,
    );
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    const asked = request.headers['if-none-match'];
    if (typeof asked === 'string' && asked.split(',').some((t) => t.trim() === etag)) return reply.status(304).send();
    const order = await loadOrderStatus(app.db, orderId, now);
    if (!order) throw new AppError(E.notFound);
    // Read after the head: a change in between only makes this answer newer than its tag, never older.
    return { ok: true, order };
  });
}
