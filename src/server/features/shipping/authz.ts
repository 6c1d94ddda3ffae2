import type { AuthzRows } from '../../authz/matrix.ts';

export const rows: AuthzRows = {
  'GET /api/client/pub/:pubID/shipping': 'public',
};
