import type { FastifyInstance } from 'fastify';
import { categorySchema, createCategorySchema } from '#shared/schemas/menu.ts';
import { parse } from '../../http.ts';
import type { Tx } from '../../db/client.ts';
import { storeUpload } from '../images/index.ts';
import { MENUS } from './menu-routes.ts';
import { CATEGORY, MOVES, move, openPlace, remove } from './repository/places.ts';
import { findCategory, insertCategory, listCategories, updateCategory } from './repository/categories.ts';
import { categoryJson } from './json.ts';
import { scopedRoutes } from '../../scoped-routes.ts';
import { editedTexts, newTexts } from './texts.ts';
import { answers, created } from '../../plugins/answers.ts';
import { categoryImageAnswer, categoryListAnswer, categoryOneAnswer } from '#shared/schemas/menu-answers.ts';
import { okAnswer } from '#shared/schemas/ok-answer.ts';

export const CATEGORIES = `${MENUS}/:menuID/categories`;
const owner = { access: { roles: ['company'] } } as const;

/** The answer of the list and of a move: the categories, in place order. */
const list = async (db: Tx, menuId: number) => ({
  ok: true,
  categories: (await listCategories(db, menuId)).map(categoryJson),
});

/** Categories of a menu (docs/product.md S7 "Categories"). */
export async function categoryRoutes(app: FastifyInstance) {
  const route = scopedRoutes(app);
  route.post(`${CATEGORIES}/`, { config: owner, schema: created(categoryOneAnswer) }, async (request, reply) => {
    const body = parse(createCategorySchema, request.body);
    const { pubId, menuId } = request.scope as { pubId: number; menuId: number };
    const category = await app.db.transaction(async (tx) => {
      const texts = await newTexts(tx, pubId, body);
      const place = await openPlace(tx, CATEGORY, menuId, body.place);
      return insertCategory(tx, {
        menuId,
        pubId,
        name: texts.name,
        translations: texts.translations,
        visible: body.visible,
        place,
        textColor: body.text_color,
        categoryTypes: body.category_types,
      });
    });
    return reply.status(201).send({ ok: true, category: categoryJson(category) });
  });

  route.get(`${CATEGORIES}/`, { config: owner, schema: answers(categoryListAnswer) }, (request) =>
    list(app.db, request.scope.menuId),
  );

  route.get(`${CATEGORIES}/:categoryID/`, { config: owner, schema: answers(categoryOneAnswer) }, async (request) => {
    const category = await findCategory(app.db, request.scope.categoryId);
    return { ok: true, category: categoryJson(category!) };
  });

  route.put(`${CATEGORIES}/:categoryID/`, { config: owner, schema: answers(categoryOneAnswer) }, async (request) => {
    const body = parse(categorySchema, request.body);
    const { pubId, categoryId } = request.scope;
    const category = await app.db.transaction(async (tx) => {
      const texts = await editedTexts(tx, { kind: 'category', id: categoryId, pubId }, body);
      return updateCategory(tx, categoryId, {
        name: texts.name,
        translations: texts.translations,
        visible: body.visible,
        textColor: body.text_color,
        categoryTypes: body.category_types,
      });
    });
    return { ok: true, category: categoryJson(category!) };
  });

  route.delete(`${CATEGORIES}/:categoryID/`, { config: owner, schema: answers(okAnswer) }, async (request) => {
    await app.db.transaction((tx) => remove(tx, CATEGORY, request.scope.menuId, request.scope.categoryId));
    return { ok: true };
  });

  route.patch(
    `${CATEGORIES}/:categoryID/image`,
    { config: owner, schema: answers(categoryImageAnswer) },
    async (request) => {
      const fileName = await storeUpload(app, request, { field: 'image', kind: 'categories' });
      const category = await updateCategory(app.db, request.scope.categoryId, { imageFileName: fileName });
      return { ok: true, category: categoryJson(category!), image_file_name: fileName };
    },
  );

  for (const [path, direction] of MOVES) {
    route.post(
      `${CATEGORIES}/:categoryID/${path}`,
      { config: owner, schema: answers(categoryListAnswer) },
      async (request) => {
        const menuId = request.scope.menuId;
        await app.db.transaction((tx) => move(tx, CATEGORY, menuId, request.scope.categoryId, direction));
        return list(app.db, menuId);
      },
    );
  }
}
