import type { AuthzRows } from '../../authz/matrix.ts';

export const rows: AuthzRows = {
  'PATCH /api/company/:companyID/pubs/:pubID/bg': ['company'],
};
