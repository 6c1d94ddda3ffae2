import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { categories } from '../../../db/schema.ts';

/** The categories of a menu. Places are kept dense by places.ts, inside the caller's transaction. */
export type CategoryRow = typeof categories.$inferSelect;
type CategoryChanges = Partial<typeof categories.$inferInsert>;

export async function listCategories(db: Tx, menuId: number): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(eq(categories.menuId, menuId))
    .orderBy(asc(categories.place), asc(categories.id));
}

export async function findCategory(db: Tx, categoryId: number): Promise<CategoryRow | undefined> {
  const [category] = await db.select().from(categories).where(eq(categories.id, categoryId));
  return category;
}

export async function insertCategory(tx: Tx, values: typeof categories.$inferInsert): Promise<CategoryRow> {
  const [row] = await tx.insert(categories).values(values).returning();
  return row;
}

export async function updateCategory(
  db: Tx,
  categoryId: number,
  changes: CategoryChanges,
): Promise<CategoryRow | undefined> {
  const [row] = await db.update(categories).set(changes).where(eq(categories.id, categoryId)).returning();
  return row;
}
