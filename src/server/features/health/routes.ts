import type { FastifyInstance } from 'fastify';
import { E } from '../../http.ts';

const READY_TIMEOUT_MS = 2000;

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { config: { access: 'public' } }, async () => ({ ok: true }));
  // Ready = not stopping, the database answers and live events flow; bounded so that a load balancer never waits on it.
  app.get('/api/ready', { config: { access: 'public' } }, async (_request, reply) => {
    if (app.lifecycle.draining)
      return reply.status(503).header('retry-after', '2').send({ ok: false, err: E.serviceUnavailable });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('ready check timed out')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([app.pool.query('select 1'), timeout]);
      if (!app.bus.listening) throw new Error('not listening');
      return { ok: true };
    } catch {
      return reply.status(503).header('retry-after', '2').send({ ok: false, err: E.serviceUnavailable });
    } finally {
      clearTimeout(timer);
    }
  });
  /** Client configuration that the SPA reads at start (map style, support contacts). */
  app.get('/api/config', { config: { access: 'public' } }, async () => ({
    ok: true,
    map_style_url: app.config.mapStyleUrl,
    public_url: app.config.publicUrl,
    support_email: app.config.supportEmail,
    support_phone: app.config.supportPhone,
    payment_contact: app.config.paymentContact,
  }));
}
