import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Claims } from '../auth/tokens.ts';
import {
  accounts,
  categories,
  couriers,
  dishes,
  menus,
  modifierGroups,
  modifierOptions,
  orders,
  pubs,
} from '../db/schema.ts';

/** Does the caller's login still exist? (A revoked staff login is deleted.) */
export async function accountStillExists(db: Db, claims: Claims): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, claims.accountId));
  return Boolean(row);
}

/** The pub's company, when the pub exists (and belongs to `companyId`, when given). */
export async function findPubCompany(db: Db, pubId: number, companyId?: number): Promise<number | undefined> {
  const where = companyId !== undefined ? and(eq(pubs.id, pubId), eq(pubs.companyId, companyId)) : eq(pubs.id, pubId);
  const [row] = await db.select({ companyId: pubs.companyId }).from(pubs).where(where);
  return row?.companyId;
}

/** The path ids checked against the id before them in the path: each one's table and the column naming that parent. */
const PARENTS = {
  menuInPub: { table: menus, parent: menus.pubId },
  categoryInMenu: { table: categories, parent: categories.menuId },
  dishInCategory: { table: dishes, parent: dishes.categoryId },
  dishInPub: { table: dishes, parent: dishes.pubId },
  groupInPub: { table: modifierGroups, parent: modifierGroups.pubId },
  optionInPub: { table: modifierOptions, parent: modifierOptions.pubId },
  orderInPub: { table: orders, parent: orders.pubId },
} as const;
export type ParentLink = keyof typeof PARENTS;

/** Is row `id` one of its parent's (`menuInPub`: is the menu one of the pub's)? */
export async function isUnder(db: Db, link: ParentLink, id: number, parentId: number): Promise<boolean> {
  const { table, parent } = PARENTS[link];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(parent, parentId)));
  return Boolean(row);
}

/** Is there a courier with this id? */
export async function courierExists(db: Db, courierId: number): Promise<boolean> {
  const [row] = await db.select({ id: couriers.id }).from(couriers).where(eq(couriers.id, courierId));
  return Boolean(row);
}
