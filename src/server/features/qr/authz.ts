import type { AuthzRows } from '../../authz/matrix.ts';

export const rows: AuthzRows = {
  'GET /api-static/images/pubs/qr/:file': 'public',
  'GET /api/company/:companyID/pubs/:pubID/qr': ['company'],
};
