import type { AuthzRows } from '../../authz/matrix.ts';

const base = '/api/company/:companyID/pubs/:pubID/couriers';

export const rows: AuthzRows = {
  [`GET ${base}`]: ['company', 'staff'],
  [`POST ${base}`]: ['company'],
  [`DELETE ${base}/:courierID`]: ['company'],
};
