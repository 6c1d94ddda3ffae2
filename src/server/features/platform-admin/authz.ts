import type { AuthzRows } from '../../authz/matrix.ts';

const admin = ['admin'] as const;

export const rows: AuthzRows = {
  'GET /api/admin/orders': admin,
  'POST /api/admin/get-pub-refresh-token': admin,
  'GET /api/admin/companies': admin,
  'PUT /api/admin/companies/:companyID/tariff': admin,
  'GET /api/admin/pubs': admin,
  'POST /api/admin/pubs/:pubID/extend': admin,
  'POST /api/admin/pubs/:pubID/view-as-owner': admin,
  'GET /api/admin/couriers': admin,
  'POST /api/admin/couriers/:courierID/balance': admin,
};
