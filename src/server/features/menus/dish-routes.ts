import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { createDishSchema, dishSchema } from '#shared/schemas/menu.ts';
import { parse } from '../../http.ts';
import type { Tx } from '../../db/client.ts';
import { dishes } from '../../db/schema.ts';
import { storeUpload } from '../images/store.ts';
import { dishJson } from '../pubs/json.ts';
import { CATEGORIES } from './category-routes.ts';
import { DISH, move, openPlace, remove } from './ordering.ts';
import { scopedRoutes } from '../../scoped-routes.ts';

// No trailing slash on the dishes base (docs/product.md S7 "Dishes").
export const DISHES = `${CATEGORIES}/:categoryID/dishes`;
const owner = { access: { roles: ['company'] } } as const;

const list = async (db: Tx, categoryId: number) =>
  (await db.select().from(dishes).where(eq(dishes.categoryId, categoryId)).orderBy(asc(dishes.place), asc(dishes.id))).map(dishJson);

/** Dishes of a category (docs/product.md S7 "Dishes"). */
export async function dishRoutes(app: FastifyInstance) {
  const route = scopedRoutes(app);
  route.post(DISHES, { config: owner }, async (request, reply) => {
    const body = parse(createDishSchema, request.body);
    const { pubId, categoryId } = request.scope as { pubId: number; categoryId: number };
    const dish = await app.db.transaction(async (tx) => {
      const place = await openPlace(tx, DISH, categoryId, body.place);
      const [row] = await tx
        .insert(dishes)
        .values({
          categoryId,
          pubId,
          name: body.name,
          price: body.price,
          salePrice: body.sale_price,
          ingredients: body.ingredients,
          visible: body.visible,
          textColor: body.text_color,
          place,
        })
        .returning();
      return row;
    });
    return reply.status(201).send({ ok: true, dish: dishJson(dish) });
  });

  route.get(DISHES, { config: owner }, async (request) => ({ ok: true, dishes: await list(app.db, request.scope.categoryId) }));

  route.get(`${DISHES}/:dishID`, { config: owner }, async (request) => {
    const [dish] = await app.db.select().from(dishes).where(eq(dishes.id, request.scope.dishId));
    return { ok: true, dish: dishJson(dish) };
  });

  route.put(`${DISHES}/:dishID`, { config: owner }, async (request) => {
    const body = parse(dishSchema, request.body);
    const [dish] = await app.db
      .update(dishes)
      .set({ name: body.name, price: body.price, salePrice: body.sale_price, ingredients: body.ingredients, visible: body.visible, textColor: body.text_color })
      .where(eq(dishes.id, request.scope.dishId))
      .returning();
    return { ok: true, dish: dishJson(dish) };
  });

  route.delete(`${DISHES}/:dishID`, { config: owner }, async (request) => {
    await app.db.transaction((tx) => remove(tx, DISH, request.scope.categoryId, request.scope.dishId));
    return { ok: true };
  });

  route.patch(`${DISHES}/:dishID/image`, { config: owner }, async (request) => {
    const fileName = await storeUpload(app, request, { field: 'image', kind: 'dishes' });
    const [dish] = await app.db.update(dishes).set({ imageFileName: fileName }).where(eq(dishes.id, request.scope.dishId)).returning();
    return { ok: true, dish: dishJson(dish), image_file_name: fileName };
  });

  for (const [path, direction] of [['move-left', -1], ['move-right', 1]] as const) {
    route.post(`${DISHES}/:dishID/${path}`, { config: owner }, async (request) => {
      const categoryId = request.scope.categoryId;
      await app.db.transaction((tx) => move(tx, DISH, categoryId, request.scope.dishId, direction));
      return { ok: true, dishes: await list(app.db, categoryId) };
    });
  }
}
