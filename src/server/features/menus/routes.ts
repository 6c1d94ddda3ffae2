import type { FastifyInstance } from 'fastify';
import { categoryRoutes } from './category-routes.ts';
import { dishRoutes } from './dish-routes.ts';
import { menuRoutes } from './menu-routes.ts';
import { modifierRoutes } from './modifier-routes.ts';
import { textsXlsxRoutes } from './texts-xlsx.ts';

/** The owner's menu editor API: menus → categories → dishes, each ordered by a dense `place`; modifier groups and the stop list (docs/product.md D12); the texts spreadsheet (D18). */
export async function menusFeatureRoutes(app: FastifyInstance) {
  await app.register(menuRoutes);
  await app.register(categoryRoutes);
  await app.register(dishRoutes);
  await app.register(modifierRoutes);
  await app.register(textsXlsxRoutes);
}
