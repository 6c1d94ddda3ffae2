import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { nextEndOfDay } from '#shared/time.ts';
import { modifierGroupSchema, stopListSchema } from '#shared/schemas/menu.ts';
import { AppError, E, parse } from '../../http.ts';
import type { Tx } from '../../db/client.ts';
import { dishes, modifierGroups, modifierOptions, pubs } from '../../db/schema.ts';
import { scopedRoutes } from '../../scoped-routes.ts';
import { groupJson, loadGroups, stopListJson } from './model.ts';
import { pubLanguages, writeTexts } from './texts.ts';
import type { MenuLang } from '#shared/menu-texts.ts';

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
  const own = keptIds.length
    ? await tx
        .select({ id: modifierOptions.id, translations: modifierOptions.translations })
        .from(modifierOptions)
        .where(and(eq(modifierOptions.groupId, groupId), inArray(modifierOptions.id, keptIds)))
    : [];
  if (own.length !== new Set(keptIds).size) throw new AppError(E.validation, { options: 'errors.not_found' });
  // Every option's texts are checked before anything is written: a refused one leaves the group as it was.
  const texts = options.map((o, i) =>
    writeTexts(own.find((r) => r.id === o.id)?.translations ?? {}, o, languages, `options.${i}.`),
  );
  await tx
    .delete(modifierOptions)
    .where(
      keptIds.length
        ? and(eq(modifierOptions.groupId, groupId), notInArray(modifierOptions.id, keptIds))
        : eq(modifierOptions.groupId, groupId),
    );
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
      await tx.update(modifierOptions).set(values).where(eq(modifierOptions.id, o.id));
    } else {
      await tx.insert(modifierOptions).values({ ...values, groupId, pubId });
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

  route.get(GROUPS, { config: ownerAndStaff }, async (request) => {
    const now = new Date();
    const groups = await loadGroups(app.db, { pubId: request.scope.pubId });
    return { ok: true, modifier_groups: [...groups.values()].map((g) => groupJson(g.group, g.options, now)) };
  });

  route.post(GROUPS, { config: owner }, async (request, reply) => {
    const body = parse(modifierGroupSchema, request.body);
    const pubId = request.scope.pubId;
    const group = await app.db.transaction(async (tx) => {
      const languages = await pubLanguages(tx, pubId);
      const texts = writeTexts({}, body, languages);
      const [row] = await tx
        .insert(modifierGroups)
        .values({
          pubId,
          name: texts.name,
          translations: texts.translations,
          minSelect: body.min_select,
          maxSelect: body.max_select,
        })
        .returning();
      await writeOptions(tx, pubId, row.id, body.options, languages);
      return oneGroup(tx, row.id);
    });
    return reply.status(201).send({ ok: true, modifier_group: group });
  });

  route.get(`${GROUPS}/:groupID`, { config: ownerAndStaff }, async (request) => ({
    ok: true,
    modifier_group: await oneGroup(app.db, request.scope.groupId),
  }));

  route.put(`${GROUPS}/:groupID`, { config: owner }, async (request) => {
    const body = parse(modifierGroupSchema, request.body);
    const { pubId, groupId } = request.scope;
    const group = await app.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ translations: modifierGroups.translations })
        .from(modifierGroups)
        .where(eq(modifierGroups.id, groupId))
        .for('update');
      const languages = await pubLanguages(tx, pubId);
      const texts = writeTexts(current.translations, body, languages);
      await tx
        .update(modifierGroups)
        .set({
          name: texts.name,
          translations: texts.translations,
          minSelect: body.min_select,
          maxSelect: body.max_select,
        })
        .where(eq(modifierGroups.id, groupId));
      await writeOptions(tx, pubId, groupId, body.options, languages);
      return oneGroup(tx, groupId);
    });
    return { ok: true, modifier_group: group };
  });

  route.delete(`${GROUPS}/:groupID`, { config: owner }, async (request) => {
    await app.db.delete(modifierGroups).where(eq(modifierGroups.id, request.scope.groupId));
    return { ok: true };
  });

  // The stop list: owner and staff alike; every change answers the whole list.
  route.get(STOP_LIST, { config: ownerAndStaff }, async (request) => ({
    ok: true,
    ...(await stopListJson(app.db, request.scope.pubId)),
  }));

  route.post(STOP_LIST, { config: ownerAndStaff }, async (request) => {
    const body = parse(stopListSchema, request.body);
    const pubId = request.scope.pubId;
    const now = new Date();
    let until: Date | null;
    if (body.until === 'end_of_day') {
      const [pub] = await app.db.select({ timezone: pubs.timezone }).from(pubs).where(eq(pubs.id, pubId));
      until = nextEndOfDay(pub.timezone, now);
    } else {
      until = body.until;
    }
    if (until && until.getTime() <= now.getTime())
      throw new AppError(E.validation, { until: 'errors.stop_until_in_past' });
    const stop = { available: false, unavailableUntil: until };
    const changed = body.dish_id
      ? await app.db
          .update(dishes)
          .set(stop)
          .where(and(eq(dishes.id, body.dish_id), eq(dishes.pubId, pubId)))
          .returning({ id: dishes.id })
      : await app.db
          .update(modifierOptions)
          .set(stop)
          .where(and(eq(modifierOptions.id, body.option_id ?? 0), eq(modifierOptions.pubId, pubId)))
          .returning({ id: modifierOptions.id });
    if (changed.length === 0) throw new AppError(E.notFound);
    return { ok: true, ...(await stopListJson(app.db, pubId)) };
  });

  route.delete(`${STOP_LIST}/dish/:dishID`, { config: ownerAndStaff }, async (request) => {
    await app.db
      .update(dishes)
      .set({ available: true, unavailableUntil: null })
      .where(eq(dishes.id, request.scope.dishId));
    return { ok: true, ...(await stopListJson(app.db, request.scope.pubId)) };
  });

  route.delete(`${STOP_LIST}/option/:optionID`, { config: ownerAndStaff }, async (request) => {
    await app.db
      .update(modifierOptions)
      .set({ available: true, unavailableUntil: null })
      .where(eq(modifierOptions.id, request.scope.optionId));
    return { ok: true, ...(await stopListJson(app.db, request.scope.pubId)) };
  });
}
