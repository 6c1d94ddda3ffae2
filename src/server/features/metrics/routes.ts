import crypto from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { E } from '../../http.ts';

/** True for 127.0.0.0/8, ::1 and ::ffff:127.x (the address as the trusted-proxy rules determine it). */
function isLoopback(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (net.isIPv4(v4)) return v4.startsWith('127.');
  return ip === '::1';
}

function bearerMatches(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice(7));
  const wanted = Buffer.from(token);
  return given.length === wanted.length && crypto.timingSafeEqual(given, wanted);
}

/**
 * GET /metrics (Prometheus text format): answered to a loopback client (a request a trusted proxy
 * relays for an outside address is not one) or to `Authorization: Bearer METRICS_TOKEN`; others get 403.
 */
export async function metricsRoutes(app: FastifyInstance) {
  app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
    if (!isLoopback(request.ip) && !bearerMatches(request, app.config.metricsToken))
      return reply.status(403).send({ ok: false, err: E.forbidden });
    const text = await app.metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(app.metrics.registry.contentType).send(text);
  });
}
