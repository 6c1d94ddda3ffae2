import type { AuthzRows } from '../../authz/matrix.ts';

const base = '/api/company/:companyID/pubs/:pubID';

export const rows: AuthzRows = {
  [`GET ${base}/reports`]: ['company'],
  [`GET ${base}/reports.csv`]: ['company'],
  [`GET ${base}/reports.xlsx`]: ['company'],
};
