import type { FastifyInstance } from 'fastify';
import { categoryRoutes } from './category-routes.ts';
import { dishRoutes } from './dish-routes.ts';
import { menuRoutes } from './menu-routes.ts';

/** The owner's menu editor API: menus → categories → dishes, each ordered by a dense `place`. */
export async function menusFeatureRoutes(app: FastifyInstance) {
  await app.register(menuRoutes);
  await app.register(categoryRoutes);
  await app.register(dishRoutes);
}
