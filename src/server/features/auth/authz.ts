import type { AuthzRows } from '../../authz/matrix.ts';

export const rows: AuthzRows = {
  'POST /api/company': 'public',
  'POST /api/courier/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/refresh-token': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/password-reset': 'public',
  'POST /api/admin/companies/:companyID/password-reset': ['admin'],
};
