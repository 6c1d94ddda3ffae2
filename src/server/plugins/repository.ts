import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedOnce } from '../db/built-once.ts';
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

// The access checks every request and socket handshake makes: built once per database handle, then only filled
// (docs/decisions/315).
const accountById = preparedOnce((db) =>
  db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('id')))
    .prepare('access_account'),
);
const pubCompany = preparedOnce((db) =>
  db
    .select({ companyId: pubs.companyId })
    .from(pubs)
    .where(eq(pubs.id, sql.placeholder('pubId')))
    .prepare('access_pub_company'),
);
const pubOfCompany = preparedOnce((db) =>
  db
    .select({ companyId: pubs.companyId })
    .from(pubs)
    .where(and(eq(pubs.id, sql.placeholder('pubId')), eq(pubs.companyId, sql.placeholder('companyId'))))
    .prepare('access_pub_of_company'),
);

/** Does the caller's login still exist? (A revoked staff login is deleted.) */
export async function accountStillExists(db: Db, claims: Claims): Promise<boolean> {
  const [row] = await accountById(db).execute({ id: claims.accountId });
  return Boolean(row);
}

/** The pub's company, when the pub exists (and belongs to `companyId`, when given). */
export async function findPubCompany(db: Db, pubId: number, companyId?: number): Promise<number | undefined> {
  const [row] =
    companyId !== undefined
      ? await pubOfCompany(db).execute({ pubId, companyId })
      : await pubCompany(db).execute({ pubId });
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

/** The check of one link, built once per database handle. */
const underCheck = (link: ParentLink) => {
  const { table, parent } = PARENTS[link];
  return preparedOnce((db) =>
    db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, sql.placeholder('id')), eq(parent, sql.placeholder('parentId'))))
      .prepare(`access_${link}`),
  );
};
const UNDER = new Map((Object.keys(PARENTS) as ParentLink[]).map((link) => [link, underCheck(link)]));

/** Is row `id` one of its parent's (`menuInPub`: is the menu one of the pub's)? */
export async function isUnder(db: Db, link: ParentLink, id: number, parentId: number): Promise<boolean> {
  const [row] = await UNDER.get(link)!(db).execute({ id, parentId });
  return Boolean(row);
}

const courierById = preparedOnce((db) =>
  db
    .select({ id: couriers.id })
    .from(couriers)
    .where(eq(couriers.id, sql.placeholder('id')))
    .prepare('access_courier'),
);

/** Is there a courier with this id? */
export async function courierExists(db: Db, courierId: number): Promise<boolean> {
  const [row] = await courierById(db).execute({ id: courierId });
  return Boolean(row);
}
