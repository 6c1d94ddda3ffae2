import type { AuthzRows } from '../../authz/matrix.ts';

export const rows: AuthzRows = {
  'POST /api/company/:companyID/pubs/': ['company'],
  'GET /api/company/:companyID/pubs/': ['company'],
  'GET /api/company/:companyID/pubs/:pubID/': ['company', 'staff'],
  'PUT /api/company/:companyID/pubs/:pubID/': ['company'],
  'DELETE /api/company/:companyID/pubs/:pubID/': ['company'],
  'GET /api/company/:companyID/pubs/:pubID/stats': ['company', 'staff'],
  'POST /api/company/:companyID/pubs/:pubID/pause': ['company', 'staff'],
  'DELETE /api/company/:companyID/pubs/:pubID/pause/:orderType': ['company', 'staff'],
  'POST /api/company/:companyID/pubs/:pubID/busy': ['company', 'staff'],
  'DELETE /api/company/:companyID/pubs/:pubID/busy': ['company', 'staff'],
  'GET /api/company/:companyID/pubs/:pubID/checklist': ['company'],
  'POST /api/company/:companyID/pubs/:pubID/qr-printed': ['company'],
};
