import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '#shared/constants.ts';
import { AppError, E, pathId } from '../http.ts';
import type { Claims } from '../auth/tokens.ts';
import { accountStillExists, courierExists, findPubCompany, isUnder, type ParentLink } from './repository.ts';

/**
 * Authorization, declared on every route as `config.access` and enforced here, never by hand in
 * handlers (docs/product.md D4). A route without a declaration fails the server's start.
 *
 * - `public`: no token needed (a token, if sent, is still read).
 * - `{roles}`: a valid access token of one of these roles, else 401 / 403. Then every id in the path
 *   is checked against the token and against its parent: {companyID} is the caller's company (403),
 *   {pubID} belongs to it (404; staff: is the staff's pub, 403), {menuID} → pub, {categoryID} → menu,
 *   {dishID} → category (or → pub where the path has no category: the stop list), {orderID} → pub,
 *   {groupID} and {optionID} → pub (404), {courierID} is the calling courier (403).
 */
export type Access =
  | 'public'
  | {
      roles: readonly Role[];
      /** skip the {courierID} = caller rule (the route checks visibility itself) */ anyCourier?: boolean;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    claims: Claims | null;
  }
  interface FastifyInstance {
    /** Every route with its access rule and whether it declares a response schema, for the matrix and answer tests. */
    routeTable: { method: string; url: string; access: Access | undefined; answerSchema: boolean }[];
  }
}

export interface Scope {
  companyId?: number;
  pubId?: number;
  menuId?: number;
  categoryId?: number;
  dishId?: number;
  orderId?: number;
  courierId?: number;
  groupId?: number;
  optionId?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    scope: Scope;
  }
}

/** The caller's claims; throws 401 when absent (use in `{roles}` routes, where they are always set). */
export function claimsOf(request: FastifyRequest): Claims {
  if (!request.claims) throw new AppError(E.unauthorized);
  return request.claims;
}

export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('claims', null);
  app.decorateRequest('scope', null as unknown as Scope);
  app.decorate('routeTable', []);

  app.addHook('onRoute', (route) => {
    const url = route.url;
    if (!route.config?.access) throw new Error(`route ${route.method} ${url} declares no access rule`);
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        app.routeTable.push({ method, url, access: route.config.access, answerSchema: !!route.schema?.response });
  });

  app.addHook('onRequest', async (request) => {
    const header = request.headers.accesstoken;
    // The query parameter only on websocket handshakes, where browsers cannot set headers (docs/product.md D11):
    // a token in a REST URL ends up in logs, history and Referer headers.
    const handshake = String(request.headers.upgrade ?? '').toLowerCase() === 'websocket';
    const query = handshake ? (request.query as Record<string, unknown> | undefined)?.access_token : undefined;
    const token = typeof header === 'string' && header ? header : typeof query === 'string' ? query : '';
    request.claims = token ? await app.tokens.verifyAccess(token) : null;
    request.scope = {};
  });

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const params = (request.params ?? {}) as Record<string, string>;
    // Every path id is well formed before anything else is said about the request: an id that is not
    // a number is a path that names nothing, whoever asks (404 with an empty body, http.ts `pathId`).
    for (const key of Object.keys(params)) if (key.endsWith('ID')) pathId(params[key]);
    if (access === 'public') return;
    const claims = request.claims;
    if (!claims) throw new AppError(E.unauthorized);
    if (!access.roles.includes(claims.role)) throw new AppError(E.forbidden);
    // A revoked staff login must stop at once, not when its 15-minute token expires.
    if (claims.role === 'staff') {
      if (!(await accountStillExists(app.db, claims))) throw new AppError(E.unauthorized);
    }
    request.scope = await checkScope(app, claims, params, access);
  });
});

async function checkScope(
  app: FastifyInstance,
  c: Claims,
  params: Record<string, string>,
  access: Exclude<Access, 'public'>,
): Promise<Scope> {
  const db = app.db;
  const scope: Scope = {};
  const id = (key: string) => (key in params ? pathId(params[key]) : undefined);
  const companyId = id('companyID');
  const pubId = id('pubID');
  const menuId = id('menuID');
  const categoryId = id('categoryID');
  const dishId = id('dishID');
  const orderId = id('orderID');
  const courierId = id('courierID');
  const groupId = id('groupID');
  const optionId = id('optionID');

  if (companyId !== undefined) {
    if (c.role !== 'admin' && companyId !== c.companyId) throw new AppError(E.forbidden);
    scope.companyId = companyId;
  }
  if (pubId !== undefined) {
    if (c.role === 'staff' && pubId !== c.pubId) throw new AppError(E.forbidden);
    const pubCompany = await findPubCompany(db, pubId, companyId);
    if (pubCompany === undefined) throw new AppError(E.notFound);
    if (c.role === 'company' && pubCompany !== c.companyId) throw new AppError(E.notFound);
    scope.pubId = pubId;
    scope.companyId ??= pubCompany;
  }
  // Each id below the pub is one of its parent's in the path (where the parent is missing, -1 matches no row): else 404.
  const under = async (key: keyof Scope, id: number | undefined, link: ParentLink, parentId: number | undefined) => {
    if (id === undefined) return;
    if (!(await isUnder(db, link, id, parentId ?? -1))) throw new AppError(E.notFound);
    scope[key] = id;
  };
  await under('menuId', menuId, 'menuInPub', pubId);
  await under('categoryId', categoryId, 'categoryInMenu', menuId);
  // The stop list's paths name a dish with no category: it is then one of the pub's.
  if (categoryId !== undefined) await under('dishId', dishId, 'dishInCategory', categoryId);
  else await under('dishId', dishId, 'dishInPub', pubId);
  await under('groupId', groupId, 'groupInPub', pubId);
  await under('optionId', optionId, 'optionInPub', pubId);
  if (orderId !== undefined && pubId === undefined && courierId !== undefined) {
    // A courier's own order (proof of delivery): the handler checks the courier holds it.
    scope.orderId = orderId;
  } else await under('orderId', orderId, 'orderInPub', pubId);
  if (courierId !== undefined) {
    if (c.role === 'courier' && !access.anyCourier && courierId !== c.courierId) throw new AppError(E.forbidden);
    if (!(await courierExists(db, courierId))) throw new AppError(E.courierNotFound);
    scope.courierId = courierId;
  }
  return scope;
}
