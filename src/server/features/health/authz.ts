import type { AuthzRows } from '../../authz/matrix.ts';

export const rows: AuthzRows = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /api/config': 'public',
};
