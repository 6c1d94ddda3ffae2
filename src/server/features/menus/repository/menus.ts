import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { menus } from '../../../db/schema.ts';

/** The menus of a pub. Places are kept dense by places.ts, inside the caller's transaction. */
export type MenuRow = typeof menus.$inferSelect;
type MenuChanges = Partial<typeof menus.$inferInsert>;

export async function listMenus(db: Tx, pubId: number): Promise<MenuRow[]> {
  return db.select().from(menus).where(eq(menus.pubId, pubId)).orderBy(asc(menus.place), asc(menus.id));
}

export async function findMenu(db: Tx, menuId: number): Promise<MenuRow | undefined> {
  const [menu] = await db.select().from(menus).where(eq(menus.id, menuId));
  return menu;
}

export async function insertMenu(tx: Tx, values: typeof menus.$inferInsert): Promise<MenuRow> {
  const [row] = await tx.insert(menus).values(values).returning();
  return row;
}

export async function updateMenu(tx: Tx, menuId: number, changes: MenuChanges): Promise<MenuRow | undefined> {
  const [row] = await tx.update(menus).set(changes).where(eq(menus.id, menuId)).returning();
  return row;
}
