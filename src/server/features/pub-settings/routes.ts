import type { FastifyInstance } from 'fastify';
import { coverRoutes } from './cover.ts';
import { shippingSettingsRoutes } from './shipping.ts';

/**
 * Every setting an owner changes on a pub after creating it, in one home (decision 094): the cover
 * image (cover.ts), and shipping — zones, prices, hours, delivery type, commission, pre-orders and
 * the venue's location (shipping.ts). The pub's own fields (name, URL name, currency, language) are
 * the pub itself: `PUT /pubs/:pubID/` in features/pubs. The guest's public read of the shipping
 * block stays in features/shipping.
 */
export async function pubSettingsRoutes(app: FastifyInstance) {
  await app.register(coverRoutes);
  await app.register(shippingSettingsRoutes);
}
