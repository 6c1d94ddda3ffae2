import type { FastifyInstance } from 'fastify';
import { nextEndOfDay } from '#shared/time.ts';
import { modifierGroupSchema, stopListSchema } from '#shared/schemas/menu.ts';
import { AppError, E, parse } from '../../http.ts';
import type { Tx } from '../../db/client.ts';
import {
  deleteGroup,
  deleteOptionsExcept,
  findGroupOptionTexts,
  insertGroup,
  insertOption,
  loadGroups,
  updateGroup,
  updateOption,
  setAvailability,
} from './repository/modifiers.ts';
import { lockTexts, pubLanguages, pubTimezone } from './repository/texts.ts';
import { scopedRoutes } from '../../scoped-routes.ts';
import { groupJson, stopListJson } from './model.ts';
import { writeTexts } from './texts.ts';
import type { MenuLang } from '#shared/menu-texts.ts';
import { answers, created } from '../../plugins/answers.ts';
import { modifierGroupListAnswer, modifierGroupOneAnswer, stopListOneAnswer } from '#shared/schemas/menu-answers.ts';
import { okAnswer } from '#shared/schemas/ok-answer.ts';

const PUB = '/api/company/:companyID/pubs/:pubID';
export const GROUPS = `${PUB}/modifier-groups`;
export const STOP_LIST = `${PUB}/stop-list`;
const owner = { access: { roles: ['company'] } } as const;
const ownerAndStaff = { access: { roles: ['company', 'staff'] } } as const;

type GroupBody = ReturnType<typeof modifierGroupSchema.parse>;

/** Writes a group's options as given: ids kept (stop list, old orders), new ones created, missing ones deleted. */
async function writeOptions(
  tx: Tx,
  pubId: number,
  groupId: number,
  options: GroupBody['options'],
  languages: readonly MenuLang[],
): Promise<void> {
  const keptIds = options.flatMap((o) => (o.id ? [o.id] : []));
  const own = await findGroupOptionTexts(tx, groupId, keptIds);
  if (own.length !== new Set(keptIds).size) throw new AppError(E.validation, { options: 'errors.not_found' });
  // Every option's texts are checked before anything is written: a refused one leaves the group as it was.
  const texts = options.map((o, i) =>
    writeTexts(own.find((r) => r.id === o.id)?.translations ?? {}, o, languages, `options.${i}.`),
  );
  await deleteOptionsExcept(tx, groupId, keptIds);
  for (const [i, o] of options.entries()) {
    const values = {
      name: texts[i].name,
      translations: texts[i].translations,
      priceDelta: o.price_delta,
      place: i + 1,
      ...(o.available ? {} : { available: false, unavailableUntil: null }),
    };
    if (o.id) {
      // `available: true` from the editor does not lift a live stop: the stop list does that.
      await updateOption(tx, o.id, values);
    } else {
      await insertOption(tx, { ...values, groupId, pubId });
    }
  }
}

async function oneGroup(tx: Tx, groupId: number) {
  const g = (await loadGroups(tx, { ids: [groupId] })).get(groupId)!;
  return groupJson(g.group, g.options, new Date());
}

/** Modifier groups of a pub and its stop list (docs/product.md D12). */
export async function modifierRoutes(app: FastifyInstance) {
  const route = scopedRoutes(app);

  route.get(GROUPS, { config: ownerAndStaff, schema: answers(modifierGroupListAnswer) }, async (request) => {
    const now = new Date();
    const groups = await loadGroups(app.db, { pubId: request.scope.pubId });
    return { ok: true, modifier_groups: [...groups.values()].map((g) => groupJson(g.group, g.options, now)) };
  });

  route.post(GROUPS, { config: owner, schema: created(modifierGroupOneAnswer) }, async (request, reply) => {
    const body = parse(modifierGroupSchema, request.body);
    const pubId = request.scope.pubId;
    const group = await app.db.transaction(async (tx) => {
      const languages = await pubLanguages(tx, pubId);
      const texts = writeTexts({}, body, languages);
      const row = await insertGroup(tx, {
        pubId,
        name: texts.name,
        translations: texts.translations,
        minSelect: body.min_select,
        maxSelect: body.max_select,
      });
      await writeOptions(tx, pubId, row.id, body.options, languages);
      return oneGroup(tx, row.id);
    });
    return reply.status(201).send({ ok: true, modifier_group: group });
  });

  route.get(
    `${GROUPS}/:groupID`,
    { config: ownerAndStaff, schema: answers(modifierGroupOneAnswer) },
    async (request) => ({
      ok: true,
      modifier_group: await oneGroup(app.db, request.scope.groupId),
    }),
  );

  route.put(`${GROUPS}/:groupID`, { config: owner, schema: answers(modifierGroupOneAnswer) }, async (request) => {
    const body = parse(modifierGroupSchema, request.body);
    const { pubId, groupId } = request.scope;
    const group = await app.db.transaction(async (tx) => {
      const current = (await lockTexts(tx, 'group', groupId))!;
      const languages = await pubLanguages(tx, pubId);
      const texts = writeTexts(current, body, languages);
      await updateGroup(tx, groupId, {
        name: texts.name,
        translations: texts.translations,
        minSelect: body.min_select,
        maxSelect: body.max_select,
      });
      await writeOptions(tx, pubId, groupId, body.options, languages);
      return oneGroup(tx, groupId);
    });
    return { ok: true, modifier_group: group };
  });

  route.delete(`${GROUPS}/:groupID`, { config: owner, schema: answers(okAnswer) }, async (request) => {
    await deleteGroup(app.db, request.scope.groupId);
    return { ok: true };
  });

  // The stop list: owner and staff alike; every change answers the whole list.
  const stopList = { config: ownerAndStaff, schema: answers(stopListOneAnswer) };
  const stopListAnswer = async (pubId: number) => ({ ok: true as const, ...(await stopListJson(app.db, pubId)) });
  const backOnSale = { available: true, unavailableUntil: null };

  route.get(STOP_LIST, stopList, async (request) => stopListAnswer(request.scope.pubId));

  route.post(STOP_LIST, stopList, async (request) => {
    const body = parse(stopListSchema, request.body);
    const pubId = request.scope.pubId;
    const now = new Date();
    let until: Date | null;
    if (body.until === 'end_of_day') {
      until = nextEndOfDay(await pubTimezone(app.db, pubId), now);
    } else {
      until = body.until;
    }
    if (until && until.getTime() <= now.getTime())
      throw new AppError(E.validation, { until: 'errors.stop_until_in_past' });
    const stop = { available: false, unavailableUntil: until };
    const item = body.dish_id
      ? { kind: 'dish' as const, id: body.dish_id }
      : { kind: 'option' as const, id: body.option_id ?? 0 };
    if (!(await setAvailability(app.db, pubId, item, stop))) throw new AppError(E.notFound);
    return stopListAnswer(pubId);
  });

  route.delete(`${STOP_LIST}/dish/:dishID`, stopList, async ({ scope }) => {
    await setAvailability(app.db, scope.pubId, { kind: 'dish', id: scope.dishId }, backOnSale);
    return stopListAnswer(scope.pubId);
  });

  route.delete(`${STOP_LIST}/option/:optionID`, stopList, async ({ scope }) => {
    await setAvailability(app.db, scope.pubId, { kind: 'option', id: scope.optionId }, backOnSale);
    return stopListAnswer(scope.pubId);
  });
}
