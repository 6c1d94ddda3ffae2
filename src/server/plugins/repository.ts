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

/** Is the menu one of the pub's? */
export async function menuInPub(db: Db, menuId: number, pubId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.id, menuId), eq(menus.pubId, pubId)));
  return Boolean(row);
}

/** Is the category one of the menu's? */
export async function categoryInMenu(db: Db, categoryId: number, menuId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.menuId, menuId)));
  return Boolean(row);
}

/** Is the dish in this category, or (no category) one of this pub's? */
export async function dishUnder(
  db: Db,
  dishId: number,
  parent: { categoryId: number } | { pubId: number },
): Promise<boolean> {
  const under = 'categoryId' in parent ? eq(dishes.categoryId, parent.categoryId) : eq(dishes.pubId, parent.pubId);
  const [row] = await db
    .select({ id: dishes.id })
    .from(dishes)
    .where(and(eq(dishes.id, dishId), under));
  return Boolean(row);
}

/** Is the modifier group one of the pub's? */
export async function groupInPub(db: Db, groupId: number, pubId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: modifierGroups.id })
    .from(modifierGroups)
    .where(and(eq(modifierGroups.id, groupId), eq(modifierGroups.pubId, pubId)));
  return Boolean(row);
}

/** Is the modifier option one of the pub's? */
export async function optionInPub(db: Db, optionId: number, pubId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: modifierOptions.id })
    .from(modifierOptions)
    .where(and(eq(modifierOptions.id, optionId), eq(modifierOptions.pubId, pubId)));
  return Boolean(row);
}

/** Is the order one of the pub's? */
export async function orderInPub(db: Db, orderId: number, pubId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.pubId, pubId)));
  return Boolean(row);
}

/** Is there a courier with this id? */
export async function courierExists(db: Db, courierId: number): Promise<boolean> {
  const [row] = await db.select({ id: couriers.id }).from(couriers).where(eq(couriers.id, courierId));
  return Boolean(row);
}
