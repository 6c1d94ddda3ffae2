import type { AnyRoute } from '@tanstack/react-router';

/**
 * A route's place: under `parent`, at `path` (the first two options of `createRoute`). `createRoute` still infers
 * the route's types from them — its parent, its path and full path as literals, its params.
 */
export const at = <TParent extends AnyRoute, const TPath extends string>(parent: TParent, path: TPath) => ({
  getParentRoute: () => parent,
  path,
});
