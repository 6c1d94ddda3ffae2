import type { FastifyInstance } from 'fastify';
import { authRoutes } from './features/auth/routes.ts';
import { passwordResetRoutes } from './features/auth/password-reset.ts';
import { companyRoutes } from './features/company/routes.ts';
import { courierRoutes } from './features/couriers/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { pubRoutes } from './features/pubs/routes.ts';
import { qrRoutes } from './features/qr/routes.ts';
import { orderRoutes } from './features/orders/routes.ts';
import { staffRoutes } from './features/staff/routes.ts';
import { platformAdminRoutes } from './features/platform-admin/routes.ts';
import { guestRoutes } from './features/guest/routes.ts';
import { guestAccountRoutes } from './features/guest-accounts/routes.ts';
import { shippingRoutes } from './features/shipping/routes.ts';
import { pubCourierRoutes } from './features/pub-couriers/routes.ts';
import { imageRoutes } from './features/images/routes.ts';
import { pubSettingsRoutes } from './features/pub-settings/routes.ts';
import { menusFeatureRoutes } from './features/menus/routes.ts';
import { reportRoutes } from './features/reports/routes.ts';
import { telegramRoutes } from './features/telegram/routes.ts';
import { metricsRoutes } from './features/metrics/routes.ts';
import { pushRoutes } from './features/push/routes.ts';
import { paymentRoutes } from './features/payments/routes.ts';

/**
 * Every feature's routes. Each route declares its access rule (plugins/access.ts), and the
 * authorization matrix test (src/server/authz/matrix.test.ts) fails for any route without a row.
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(companyRoutes);
  await app.register(courierRoutes);
  await app.register(pubRoutes);
  await app.register(qrRoutes);
  await app.register(orderRoutes);
  await app.register(staffRoutes);
  await app.register(platformAdminRoutes);
  await app.register(guestRoutes);
  await app.register(guestAccountRoutes);
  await app.register(shippingRoutes);
  await app.register(pubCourierRoutes);
  await app.register(imageRoutes);
  await app.register(pubSettingsRoutes);
  await app.register(menusFeatureRoutes);
  await app.register(reportRoutes);
  await app.register(telegramRoutes);
  await app.register(metricsRoutes);
  await app.register(pushRoutes);
  await app.register(paymentRoutes);
}
