import { asc, eq } from 'drizzle-orm';
import { findRow, insertRow, updateRow } from './rows.ts';
import type { Tx } from '../../../db/client.ts';
import { menus } from '../../../db/schema.ts';

/** The menus of a pub. Places are kept dense by places.ts, inside the caller's transaction. */
export type MenuRow = typeof menus.$inferSelect;
type MenuChanges = Partial<typeof menus.$inferInsert>;

export async function listMenus(db: Tx, pubId: number): Promise<MenuRow[]> {
  return db.select().from(menus).where(eq(menus.pubId, pubId)).orderBy(asc(menus.place), asc(menus.id));
}

export const findMenu = (db: Tx, menuId: number) => findRow(db, menus, menuId);

export const insertMenu = (tx: Tx, values: typeof menus.$inferInsert) => insertRow(tx, menus, values);

export const updateMenu = (db: Tx, menuId: number, changes: MenuChanges) => updateRow(db, menus, menuId, changes);
