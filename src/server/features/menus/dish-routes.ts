import type { FastifyInstance } from 'fastify';
import { bulkPriceBani } from '#shared/menu-rules.ts';
import { toBani, toLei } from '#shared/money.ts';
import { bulkPriceSchema, createDishSchema, dishSchema } from '#shared/schemas/menu.ts';
import { AppError, E, parse } from '../../http.ts';
import type { Tx } from '../../db/client.ts';
import { storeUpload } from '../images/index.ts';
import { CATEGORIES } from './category-routes.ts';
import { dishesJson, oneDishJson } from './model.ts';
import { DISH, MOVES, move, openPlace, remove } from './repository/places.ts';
import {
  countPubGroups,
  findDish,
  insertDish,
  listCategoryDishes,
  lockCategoryDishes,
  replaceDishGroups,
  updateDish,
} from './repository/dishes.ts';
import { scopedRoutes } from '../../scoped-routes.ts';
import { editedTexts, newTexts } from './texts.ts';
import type { MergedTexts } from '#shared/menu-texts.ts';
import { answers, created } from '../../plugins/answers.ts';
import { dishImageAnswer, dishListAnswer, dishOneAnswer } from '#shared/schemas/menu-answers.ts';
import { okAnswer } from '#shared/schemas/ok-answer.ts';

// No trailing slash on the dishes base (docs/product.md S7 "Dishes").
export const DISHES = `${CATEGORIES}/:categoryID/dishes`;
const owner = { access: { roles: ['company'] } } as const;

const list = async (db: Tx, categoryId: number) => dishesJson(db, await listCategoryDishes(db, categoryId));

type DishBody = ReturnType<typeof dishSchema.parse>;

/** The columns a create or an edit writes: the texts as merged, the body's fields, and the menu model's. */
function dishColumns(body: DishBody, texts: MergedTexts) {
  return {
    name: texts.name,
    translations: texts.translations,
    price: body.price,
    salePrice: body.sale_price,
    ingredients: texts.ingredients,
    visible: body.visible,
    textColor: body.text_color,
    ...menuModelColumns(body),
  };
}

/** The menu model's dish columns (docs/product.md D12) a body sets; fields it leaves out stay as they are (older clients send none of them). */
function menuModelColumns(body: DishBody) {
  return {
    ...(body.available !== undefined ? { available: body.available, unavailableUntil: null } : {}),
    ...(body.is_hit !== undefined ? { isHit: body.is_hit } : {}),
    ...(body.availability_start !== undefined ? { availabilityStart: body.availability_start } : {}),
    ...(body.availability_end !== undefined ? { availabilityEnd: body.availability_end } : {}),
    ...(body.portion !== undefined ? { portion: body.portion } : {}),
    ...(body.portion_unit !== undefined ? { portionUnit: body.portion_unit } : {}),
    ...(body.allergens !== undefined ? { allergens: body.allergens } : {}),
  };
}

/** Replaces a dish's groups (in the order given); every group must be one of the pub's (else 400). */
async function setDishGroups(
  tx: Tx,
  pubId: number,
  dishId: number,
  groupIds: readonly number[] | undefined,
): Promise<void> {
  if (groupIds === undefined) return;
  if ((await countPubGroups(tx, pubId, groupIds)) !== groupIds.length)
    throw new AppError(E.validation, { modifier_group_ids: 'errors.not_found' });
  await replaceDishGroups(tx, dishId, groupIds);
}

/** Dishes of a category (docs/product.md S7 "Dishes"), with the menu model of docs/product.md D12. */
export async function dishRoutes(app: FastifyInstance) {
  const route = scopedRoutes(app);
  route.post(DISHES, { config: owner, schema: created(dishOneAnswer) }, async (request, reply) => {
    const body = parse(createDishSchema, request.body);
    const { pubId, categoryId } = request.scope as { pubId: number; categoryId: number };
    const dish = await app.db.transaction(async (tx) => {
      const texts = await newTexts(tx, pubId, body);
      const place = await openPlace(tx, DISH, categoryId, body.place);
      const row = await insertDish(tx, { categoryId, pubId, place, ...dishColumns(body, texts) });
      await setDishGroups(tx, pubId, row.id, body.modifier_group_ids);
      return row;
    });
    return reply.status(201).send({ ok: true, dish: await oneDishJson(app.db, dish) });
  });

  route.get(DISHES, { config: owner, schema: answers(dishListAnswer) }, async (request) => ({
    ok: true,
    dishes: await list(app.db, request.scope.categoryId),
  }));

  // Every dish of the category moves by the same percent, sale prices too, half up to whole bani (docs/product.md D12).
  route.patch(`${DISHES}/bulk-price`, { config: owner, schema: answers(dishListAnswer) }, async (request) => {
    const { percent } = parse(bulkPriceSchema, request.body);
    const categoryId = request.scope.categoryId;
    await app.db.transaction(async (tx) => {
      for (const d of await lockCategoryDishes(tx, categoryId)) {
        const price = toLei(bulkPriceBani(toBani(d.price), percent));
        const salePrice = toLei(bulkPriceBani(toBani(d.salePrice), percent));
        await updateDish(tx, d.id, { price, salePrice });
      }
    });
    return { ok: true, dishes: await list(app.db, categoryId) };
  });

  route.get(`${DISHES}/:dishID`, { config: owner, schema: answers(dishOneAnswer) }, async (request) => {
    const dish = await findDish(app.db, request.scope.dishId);
    return { ok: true, dish: await oneDishJson(app.db, dish!) };
  });

  route.put(`${DISHES}/:dishID`, { config: owner, schema: answers(dishOneAnswer) }, async (request) => {
    const body = parse(dishSchema, request.body);
    const { pubId, dishId } = request.scope;
    const dish = await app.db.transaction(async (tx) => {
      const texts = await editedTexts(tx, { kind: 'dish', id: dishId, pubId }, body);
      const row = await updateDish(tx, dishId, dishColumns(body, texts));
      await setDishGroups(tx, pubId, dishId, body.modifier_group_ids);
      return row!;
    });
    return { ok: true, dish: await oneDishJson(app.db, dish) };
  });

  route.delete(`${DISHES}/:dishID`, { config: owner, schema: answers(okAnswer) }, async (request) => {
    await app.db.transaction((tx) => remove(tx, DISH, request.scope.categoryId, request.scope.dishId));
    return { ok: true };
  });

  route.patch(`${DISHES}/:dishID/image`, { config: owner, schema: answers(dishImageAnswer) }, async (request) => {
    const fileName = await storeUpload(app, request, { field: 'image', kind: 'dishes' });
    const dish = await updateDish(app.db, request.scope.dishId, { imageFileName: fileName });
    return { ok: true, dish: await oneDishJson(app.db, dish!), image_file_name: fileName };
  });

  for (const [path, direction] of MOVES) {
    route.post(`${DISHES}/:dishID/${path}`, { config: owner, schema: answers(dishListAnswer) }, async (request) => {
      const categoryId = request.scope.categoryId;
      await app.db.transaction((tx) => move(tx, DISH, categoryId, request.scope.dishId, direction));
      return { ok: true, dishes: await list(app.db, categoryId) };
    });
  }
}
