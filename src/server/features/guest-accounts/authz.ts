import type { AuthzRows } from '../../authz/matrix.ts';

export const rows: AuthzRows = {
  'POST /api/client/register': 'public',
  'POST /api/client/login': 'public',
  'GET /api/client/me/orders': ['client'],
  'POST /api/client/delete-client': 'public',
};
