import type { AuthzRows } from '../../authz/matrix.ts';

export const rows: AuthzRows = {
  'GET /api-static/images/pubs/bgs/:file': 'public',
  'GET /api-static/images/categories/:file': 'public',
  'GET /api-static/images/dishes/:file': 'public',
  'GET /api-static/images/courier/:file': 'public',
  'GET /api-static/images/proof/:file': 'public',
};
