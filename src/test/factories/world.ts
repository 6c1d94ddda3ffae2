import crypto from 'node:crypto';
import { createTestApp, type TestApp } from '../app.ts';
import type { Claims } from '../../server/auth/tokens.ts';
import {
  accounts,
  clients,
  couriers,
  modifierGroups,
  modifierOptions,
  orders,
  pubCouriers,
  pubs,
} from '../../server/db/schema.ts';
import { aCompany, aPub, uid } from './accounts.ts';
import { aDishIn, aMenuCategory } from './orders.ts';

/**
 * Two complete tenants (A and B): company, pub, menu, category, dish, order, staff login, courier,
 * guest account, and a platform admin. The authorization matrix aims B's tokens at A's ids, and the staff
 * login of a second pub of the same company (`siblingStaff`) at the first pub's ids.
 */
export interface Tenant {
  companyId: number;
  pubId: number;
  menuId: number;
  categoryId: number;
  dishId: number;
  orderId: number;
  courierId: number;
  staffId: number;
  clientId: number;
  groupId: number;
  optionId: number;
  tokens: Record<'company' | 'staff' | 'courier' | 'client', string>;
  /** A staff login of another pub of the same company. */
  siblingStaff: string;
}
export interface World {
  a: Tenant;
  b: Tenant;
  adminToken: string;
}

async function tokenFor(t: TestApp, claims: Partial<Claims> & Pick<Claims, 'role' | 'accountId'>): Promise<string> {
  return t.app.tokens.signAccess({ companyId: 0, pubId: 0, courierId: 0, clientId: 0, ...claims });
}

/** A staff login of a pub written straight into the database, with a signed access token (no password). */
export async function aStaffAccount(t: TestApp, where: { companyId: number; pubId: number }, name = 'kitchen') {
  const [staff] = await t.app.db
    .insert(accounts)
    .values({
      login: `${name}-${uid()}@x`,
      passwordHash: 'x',
      role: 'staff',
      companyId: where.companyId,
      pubId: where.pubId,
      staffName: name,
    })
    .returning();
  const token = await tokenFor(t, {
    role: 'staff',
    accountId: staff.id,
    companyId: where.companyId,
    pubId: where.pubId,
  });
  return { staffId: staff.id, token, headers: { accesstoken: token } };
}

async function tenant(t: TestApp): Promise<Tenant> {
  const db = t.app.db;
  const company = await aCompany(t);
  const { pubId } = await aPub(t, company);
  const { menu, category } = await aMenuCategory(t, pubId);
  const dish = await aDishIn(t, category, { name: 'Dish', price: 50, place: 1 });
  const [group] = await db
    .insert(modifierGroups)
    .values({ pubId, name: 'Size', minSelect: 1, maxSelect: 1 })
    .returning();
  const [option] = await db
    .insert(modifierOptions)
    .values({ groupId: group.id, pubId, name: 'Large', priceDelta: 10, place: 1 })
    .returning();
  const [order] = await db
    .insert(orders)
    .values({ pubId, number: 1, orderType: 'delivery', trackingToken: crypto.randomBytes(16).toString('hex') })
    .returning();
  const [courier] = await db.insert(couriers).values({ fullName: 'Courier' }).returning();
  const [courierAccount] = await db
    .insert(accounts)
    .values({ login: `c-${uid()}@x.md`, passwordHash: 'x', role: 'courier', courierId: courier.id })
    .returning();
  await db.insert(pubCouriers).values({ pubId, courierId: courier.id });
  const staff = await aStaffAccount(t, { companyId: company.companyId, pubId });
  // Written straight into the database: the company's plan may allow a single pub through the API.
  const [sibling] = await db
    .insert(pubs)
    .values({
      companyId: company.companyId,
      name: 'Sibling',
      urlName: `sibling-${uid()}`,
      expirationTime: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const siblingStaff = await aStaffAccount(t, { companyId: company.companyId, pubId: sibling.id }, 'sibling');
  const [client] = await db
    .insert(clients)
    .values({ phone: `69${Math.floor(Math.random() * 1e6)}`.padEnd(8, '0') })
    .returning();
  const [clientAccount] = await db
    .insert(accounts)
    .values({ passwordHash: 'x', role: 'client', clientId: client.id })
    .returning();
  return {
    companyId: company.companyId,
    pubId,
    menuId: menu.id,
    categoryId: category.id,
    dishId: dish.id,
    orderId: order.id,
    courierId: courier.id,
    staffId: staff.staffId,
    clientId: client.id,
    groupId: group.id,
    optionId: option.id,
    tokens: {
      company: company.token,
      staff: staff.token,
      courier: await tokenFor(t, { role: 'courier', accountId: courierAccount.id, courierId: courier.id }),
      client: await tokenFor(t, { role: 'client', accountId: clientAccount.id, clientId: client.id }),
    },
    siblingStaff: siblingStaff.token,
  };
}

export async function aWorld(t: TestApp): Promise<World> {
  const [admin] = await t.app.db
    .insert(accounts)
    .values({ login: `admin-${uid()}@x.md`, passwordHash: 'x', role: 'admin' })
    .returning();
  return {
    a: await tenant(t),
    b: await tenant(t),
    adminToken: await tokenFor(t, { role: 'admin', accountId: admin.id }),
  };
}

/** Fills a route's path parameters with tenant A's ids. */
export function fillPath(url: string, a: Tenant): string {
  const ids: Record<string, number | string> = {
    companyID: a.companyId,
    pubID: a.pubId,
    menuID: a.menuId,
    categoryID: a.categoryId,
    dishID: a.dishId,
    orderID: a.orderId,
    courierID: a.courierId,
    staffID: a.staffId,
    clientID: a.clientId,
    id: a.orderId,
    groupID: a.groupId,
    optionID: a.optionId,
  };
  return url.replace(/:(\w+)/g, (_, name: string) => String(ids[name] ?? 'x'));
}

/** A test app of its own (close it after the file) holding aWorld. */
export async function anAppWithWorld(): Promise<{ t: TestApp; world: World }> {
  const t = await createTestApp();
  return { t, world: await aWorld(t) };
}
