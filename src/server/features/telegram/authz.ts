import type { AuthzRows } from '../../authz/matrix.ts';

const base = '/api/company/:companyID/pubs/:pubID/telegram';

export const rows: AuthzRows = {
  [`GET ${base}`]: ['company'],
  [`POST ${base}/link`]: ['company'],
  [`POST ${base}/settings`]: ['company'],
  [`DELETE ${base}`]: ['company'],
};
