import type { AuthzRows } from '../../authz/matrix.ts';

const staff = ['company', 'staff'] as const;
const base = '/api/company/:companyID/pubs/:pubID/orders';

export const rows: AuthzRows = {
  [`GET ${base}/`]: staff,
  [`GET ${base}/history`]: staff,
  [`GET ${base}/:orderID/`]: staff,
  [`PUT ${base}/:orderID/update-status`]: staff,
  [`PUT ${base}/:orderID/update-delivery-price`]: staff,
  [`PUT ${base}/:orderID/update-prepared`]: staff,
  [`PUT ${base}/:orderID/update-approximate-preparation-time`]: staff,
  [`PUT ${base}/:orderID/update-dishes`]: staff,
  [`POST ${base}/:orderID/undo`]: staff,
  'GET /ws/orders/company/:companyID/pub/:pubID': staff,
};
