import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { config: { access: 'public' } }, async () => ({ ok: true }));
  app.get('/api/ready', { config: { access: 'public' } }, async (_request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { ok: true };
    } catch {
      return reply.status(503).send({ ok: false, err: 'database unavailable' });
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
