import { asc, eq } from 'drizzle-orm';
import { findRow, insertRow, updateRow } from './rows.ts';
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

export const findCategory = (db: Tx, categoryId: number) => findRow(db, categories, categoryId);

export const insertCategory = (tx: Tx, values: typeof categories.$inferInsert) => insertRow(tx, categories, values);

export const updateCategory = (db: Tx, categoryId: number, changes: CategoryChanges) =>
  updateRow(db, categories, categoryId, changes);
