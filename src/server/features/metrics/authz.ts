import type { AuthzRows } from '../../authz/matrix.ts';

/** Public in the token sense: the route itself answers only loopback or `Bearer METRICS_TOKEN`. */
export const rows: AuthzRows = {
  'GET /metrics': 'public',
};
