import type { FastifyInstance } from 'fastify';
import { authRoutes } from './features/auth/routes.ts';
import { companyRoutes } from './features/company/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { pubRoutes } from './features/pubs/routes.ts';
import { qrRoutes } from './features/qr/routes.ts';

/**
 * Every feature's routes. Each route declares its access rule (plugins/access.ts), and the
 * authorization matrix test (src/server/authz.test.ts) fails for any route without a row.
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(companyRoutes);
  await app.register(pubRoutes);
  await app.register(qrRoutes);
}
