import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import type { categories, dishes, menus } from '../../../db/schema.ts';

/**
 * Reading, adding and changing one row of a menu level by its id, for menus, categories and dishes. The queries
 * run over the union of the three tables (as `setAvailability` does over dishes and options); the row each
 * answers is the row of the table it was given.
 */
type LevelTable = typeof menus | typeof categories | typeof dishes;
type Row<T extends LevelTable> = T['$inferSelect'];

export async function findRow<T extends LevelTable>(db: Tx, table: T, id: number): Promise<Row<T> | undefined> {
  const level: LevelTable = table;
  const [row] = await db.select().from(level).where(eq(level.id, id));
  return row as Row<T> | undefined;
}

export async function insertRow<T extends LevelTable>(tx: Tx, table: T, values: T['$inferInsert']): Promise<Row<T>> {
  const level: LevelTable = table;
  const [row] = await tx.insert(level).values(values).returning();
  return row as Row<T>;
}

export async function updateRow<T extends LevelTable>(
  db: Tx,
  table: T,
  id: number,
  changes: Partial<T['$inferInsert']>,
): Promise<Row<T> | undefined> {
  const level: LevelTable = table;
  const [row] = await db.update(level).set(changes).where(eq(level.id, id)).returning();
  return row as Row<T> | undefined;
}
