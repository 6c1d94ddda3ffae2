import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteShorthandOptions } from 'fastify';
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import type { Claims } from './auth/tokens.ts';
import type { Access, Scope } from './plugins/access.ts';
import { releaseUpgrade } from './realtime/upgrade.ts';
import type { LooseOk } from './plugins/answers.ts';

/** Path parameter → the `request.scope` key the access plugin fills once it has checked it. */
interface ScopeKeys {
  companyID: 'companyId';
  pubID: 'pubId';
  menuID: 'menuId';
  categoryID: 'categoryId';
  dishID: 'dishId';
  orderID: 'orderId';
  courierID: 'courierId';
  groupID: 'groupId';
  optionID: 'optionId';
}

/** The `:names` of a path: `/a/:pubID/b/:orderID/` → `'pubID' | 'orderID'`. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * The checked ids of a path, as numbers: `:pubID` → `pubId: number`. A pub also fixes its company,
 * so `:pubID` brings `companyId` (plugins/access.ts sets it from the pub's row).
 */
export type ScopeOf<P extends string> = {
  [K in ParamsOf<P> & keyof ScopeKeys as ScopeKeys[K]]: number;
} & ('pubID' extends ParamsOf<P> ? { companyId: number } : unknown);

/** A request of a `{roles}` route at path P, once the access plugin has checked its token and ids. */
export type ScopedRequest<P extends string> = FastifyRequest & {
  claims: Claims;
  scope: Required<Pick<Scope, keyof ScopeOf<P> & keyof Scope>>;
};

type Config = { access: Exclude<Access, 'public'> } & Record<string, unknown>;
/** `schema.response`: the zod schema of the answer per status (shared/schemas/*-answers.ts, plugins/answers.ts). */
type Options = Omit<RouteShorthandOptions, 'config' | 'schema'> & {
  config: Config;
  schema?: { response: Partial<Record<200 | 201, z.ZodType>> };
};
/** What the handler must return: the input of its 200 (or 201) response schema (`ok` loose); anything without one. */
export type AnswerOf<O> = O extends { schema: { response: { 200: infer S extends z.ZodType } } }
  ? LooseOk<z.input<S>>
  : O extends { schema: { response: { 201: infer S extends z.ZodType } } }
    ? LooseOk<z.input<S>>
    : unknown;
type Handler<P extends string, A> = (
  request: ScopedRequest<P>,
  reply: FastifyReply,
) => A | FastifyReply | Promise<A | FastifyReply>;

/**
 * Routes whose handlers read the checked path ids as `request.scope.pubId` (a number, no `!`): the
 * type comes from the path, the value from the access plugin's preHandler, which runs first and
 * rejects the request (401/403/404) when an id does not belong to the caller. Only for `{roles}`
 * routes — a `public` route has no checked scope, so it is registered with plain `app.get`.
 *
 * ```ts
 * const route = scopedRoutes(app);
 * route.get('/api/company/:companyID/pubs/:pubID/', { config: owner }, async (request) => request.scope.pubId);
 * ```
 */
export function scopedRoutes(app: FastifyInstance) {
  const add =
    (method: HTTPMethods) =>
    <P extends string, O extends Options>(url: P, options: O, handler: Handler<NoInfer<P>, NoInfer<AnswerOf<O>>>) => {
      app.route({
        ...options,
        method,
        url,
        handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
      });
    };
  return {
    get: add('GET'),
    post: add('POST'),
    put: add('PUT'),
    patch: add('PATCH'),
    delete: add('DELETE'),
    /** A websocket route (the handshake is a GET); the handler gets the open socket and the request. */
    socket<P extends string>(
      url: P,
      config: Config,
      handler: (socket: WebSocket, request: ScopedRequest<NoInfer<P>>) => void,
    ) {
      app.get(url, { websocket: true, config }, (socket: WebSocket, request: FastifyRequest) => {
        releaseUpgrade(socket, request);
        (handler as (socket: WebSocket, request: FastifyRequest) => void)(socket, request);
      });
    },
  };
}
