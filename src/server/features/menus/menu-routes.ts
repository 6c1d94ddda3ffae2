import type { FastifyInstance } from 'fastify';
import { createMenuSchema, menuSchema } from '#shared/schemas/menu.ts';
import { parse } from '../../http.ts';
import type { Tx } from '../../db/client.ts';
import { MENU, MOVES, move, openPlace, remove } from './repository/places.ts';
import { findMenu, insertMenu, listMenus, updateMenu } from './repository/menus.ts';
import { menuJson } from './json.ts';
import { scopedRoutes } from '../../scoped-routes.ts';
import { editedTexts, newTexts } from './texts.ts';
import { answers, created } from '../../plugins/answers.ts';
import { menuListAnswer, menuOneAnswer } from '#shared/schemas/menu-answers.ts';
import { okAnswer } from '#shared/schemas/ok-answer.ts';

export const MENUS = '/api/company/:companyID/pubs/:pubID/menus';
const owner = { access: { roles: ['company'] } } as const;

/** The answer of the list and of a move: the menus, in place order. */
const list = async (db: Tx, pubId: number) => ({ ok: true, menus: (await listMenus(db, pubId)).map(menuJson) });

/** Menus of a pub (docs/product.md S7 "Menus"); the access hook has already tied {menuID} to {pubID}. */
export async function menuRoutes(app: FastifyInstance) {
  const route = scopedRoutes(app);
  route.post(`${MENUS}/`, { config: owner, schema: created(menuOneAnswer) }, async (request, reply) => {
    const body = parse(createMenuSchema, request.body);
    const pubId = request.scope.pubId;
    const menu = await app.db.transaction(async (tx) => {
      const texts = await newTexts(tx, pubId, body);
      const place = await openPlace(tx, MENU, pubId, body.place);
      return insertMenu(tx, {
        pubId,
        name: texts.name,
        translations: texts.translations,
        visible: body.visible,
        place,
      });
    });
    return reply.status(201).send({ ok: true, menu: menuJson(menu) });
  });

  route.get(`${MENUS}/`, { config: owner, schema: answers(menuListAnswer) }, (request) =>
    list(app.db, request.scope.pubId),
  );

  route.get(`${MENUS}/:menuID/`, { config: owner, schema: answers(menuOneAnswer) }, async (request) => {
    const menu = await findMenu(app.db, request.scope.menuId);
    return { ok: true, menu: menuJson(menu!) };
  });

  route.put(`${MENUS}/:menuID/`, { config: owner, schema: answers(menuOneAnswer) }, async (request) => {
    const body = parse(menuSchema, request.body);
    const { pubId, menuId } = request.scope;
    const menu = await app.db.transaction(async (tx) => {
      const texts = await editedTexts(tx, { kind: 'menu', id: menuId, pubId }, body);
      return updateMenu(tx, menuId, { name: texts.name, translations: texts.translations, visible: body.visible });
    });
    return { ok: true, menu: menuJson(menu!) };
  });

  route.delete(`${MENUS}/:menuID/`, { config: owner, schema: answers(okAnswer) }, async (request) => {
    await app.db.transaction((tx) => remove(tx, MENU, request.scope.pubId, request.scope.menuId));
    return { ok: true };
  });

  for (const [path, direction] of MOVES) {
    route.post(`${MENUS}/:menuID/${path}`, { config: owner, schema: answers(menuListAnswer) }, async (request) => {
      const pubId = request.scope.pubId;
      await app.db.transaction((tx) => move(tx, MENU, pubId, request.scope.menuId, direction));
      return list(app.db, pubId);
    });
  }
}
