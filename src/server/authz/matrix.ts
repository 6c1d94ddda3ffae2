import type { Role } from '#shared/constants.ts';

/**
 * The authorization matrix: one row per route (`'METHOD /path'`), saying who may call it. Rows live
 * beside each feature (`features/<x>/authz.ts`, exporting `rows`); src/server/authz/matrix.test.ts
 * fails when a registered route has no row, when a row disagrees with the route's declared access,
 * and proves for every row that no token → 401, a wrong role → 403, and another company's or
 * courier's token on this company's ids → 403/404.
 */
export type AuthzRow = 'public' | readonly Role[];
export type AuthzRows = Record<string, AuthzRow>;
