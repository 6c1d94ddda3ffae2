import type { AuthzRows } from '../../authz/matrix.ts';

const base = '/api/company/:companyID/pubs/:pubID/staff';

export const rows: AuthzRows = {
  [`POST ${base}`]: ['company'],
  [`GET ${base}`]: ['company'],
  [`DELETE ${base}/:staffID`]: ['company'],
};
