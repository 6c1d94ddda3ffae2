import { and, asc, eq, gt, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { dishes, modifierGroups, modifierOptions } from '../../../db/schema.ts';

export type { LineModifier } from '../../../db/schema.ts';

/** The modifier groups of a pub with their options, and the stop list of dishes and options. */
export type GroupRow = typeof modifierGroups.$inferSelect;
export type OptionRow = typeof modifierOptions.$inferSelect;
type GroupChanges = Partial<typeof modifierGroups.$inferInsert>;
type OptionChanges = Partial<typeof modifierOptions.$inferInsert>;

/** Groups by id with their options in order. */
export async function loadGroups(
  db: Tx,
  where: { pubId: number } | { ids: readonly number[] },
): Promise<Map<number, { group: GroupRow; options: OptionRow[] }>> {
  const map = new Map<number, { group: GroupRow; options: OptionRow[] }>();
  if ('ids' in where && where.ids.length === 0) return map;
  const groupRows = await db
    .select()
    .from(modifierGroups)
    .where('ids' in where ? inArray(modifierGroups.id, [...where.ids]) : eq(modifierGroups.pubId, where.pubId))
    .orderBy(asc(modifierGroups.id));
  if (groupRows.length === 0) return map;
  for (const g of groupRows) map.set(g.id, { group: g, options: [] });
  const optionRows = await db
    .select()
    .from(modifierOptions)
    .where(inArray(modifierOptions.groupId, [...map.keys()]))
    .orderBy(asc(modifierOptions.place), asc(modifierOptions.id));
  for (const o of optionRows) map.get(o.groupId)?.options.push(o);
  return map;
}

export async function insertGroup(tx: Tx, values: typeof modifierGroups.$inferInsert): Promise<GroupRow> {
  const [row] = await tx.insert(modifierGroups).values(values).returning();
  return row;
}

export async function updateGroup(tx: Tx, groupId: number, changes: GroupChanges): Promise<void> {
  await tx.update(modifierGroups).set(changes).where(eq(modifierGroups.id, groupId));
}

export async function deleteGroup(db: Tx, groupId: number): Promise<void> {
  await db.delete(modifierGroups).where(eq(modifierGroups.id, groupId));
}

/** The texts of those of the ids that are options of the group. */
export async function findGroupOptionTexts(
  tx: Tx,
  groupId: number,
  optionIds: readonly number[],
): Promise<Pick<OptionRow, 'id' | 'translations'>[]> {
  if (optionIds.length === 0) return [];
  return tx
    .select({ id: modifierOptions.id, translations: modifierOptions.translations })
    .from(modifierOptions)
    .where(and(eq(modifierOptions.groupId, groupId), inArray(modifierOptions.id, [...optionIds])));
}

/** Deletes the group's options but the kept ones. */
export async function deleteOptionsExcept(tx: Tx, groupId: number, keptIds: readonly number[]): Promise<void> {
  await tx
    .delete(modifierOptions)
    .where(
      keptIds.length
        ? and(eq(modifierOptions.groupId, groupId), notInArray(modifierOptions.id, [...keptIds]))
        : eq(modifierOptions.groupId, groupId),
    );
}

export async function insertOption(tx: Tx, values: typeof modifierOptions.$inferInsert): Promise<void> {
  await tx.insert(modifierOptions).values(values);
}

export async function updateOption(db: Tx, optionId: number, changes: OptionChanges): Promise<void> {
  await db.update(modifierOptions).set(changes).where(eq(modifierOptions.id, optionId));
}

/** What the stop list stops: a dish or a modifier option. */
const STOPPABLE = { dish: dishes, option: modifierOptions } as const;

/**
 * Takes a dish or an option of the pub off sale (`available: false`, until `unavailableUntil` or with no end) or
 * puts it back; false when the pub has no such item.
 */
export async function setAvailability(
  db: Tx,
  pubId: number,
  item: { kind: keyof typeof STOPPABLE; id: number },
  availability: { available: boolean; unavailableUntil: Date | null },
): Promise<boolean> {
  const table = STOPPABLE[item.kind];
  const changed = await db
    .update(table)
    .set(availability)
    .where(and(eq(table.id, item.id), eq(table.pubId, pubId)))
    .returning({ id: table.id });
  return changed.length > 0;
}

/** The pub's live stops: dishes and options marked unavailable whose end is not yet past (or that have none). */
export async function liveStops(db: Tx, pubId: number, now: Date) {
  const liveDish = and(
    eq(dishes.pubId, pubId),
    eq(dishes.available, false),
    or(isNull(dishes.unavailableUntil), gt(dishes.unavailableUntil, now)),
  );
  const liveOption = and(
    eq(modifierOptions.pubId, pubId),
    eq(modifierOptions.available, false),
    or(isNull(modifierOptions.unavailableUntil), gt(modifierOptions.unavailableUntil, now)),
  );
  const [dishRows, optionRows] = await Promise.all([
    db
      .select({ id: dishes.id, name: dishes.name, until: dishes.unavailableUntil })
      .from(dishes)
      .where(liveDish)
      .orderBy(asc(dishes.name), asc(dishes.id)),
    db
      .select({
        id: modifierOptions.id,
        name: modifierOptions.name,
        groupName: modifierGroups.name,
        until: modifierOptions.unavailableUntil,
      })
      .from(modifierOptions)
      .innerJoin(modifierGroups, eq(modifierGroups.id, modifierOptions.groupId))
      .where(liveOption)
      .orderBy(asc(modifierGroups.name), asc(modifierOptions.place), asc(modifierOptions.id)),
  ]);
  return { dishRows, optionRows };
}
