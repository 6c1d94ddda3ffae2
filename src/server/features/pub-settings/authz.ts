import type { AuthzRows } from '../../authz/matrix.ts';

const base = '/api/company/:companyID/pubs/:pubID';
const owner = ['company'] as const;

export const rows: AuthzRows = {
  [`PATCH ${base}/bg`]: owner,
  [`POST ${base}/shipping`]: owner,
  [`POST ${base}/shipping-availability`]: owner,
  [`POST ${base}/shipping-time`]: owner,
  [`POST ${base}/shipping-work-hours`]: owner,
  [`POST ${base}/work-ranges`]: owner,
  [`POST ${base}/shipping-price`]: owner,
  [`POST ${base}/shipping-free-delivery-prices`]: owner,
  [`POST ${base}/delivery-type`]: owner,
  [`POST ${base}/add-commission-to-dish-prices`]: owner,
  [`POST ${base}/preorder`]: owner,
  [`GET ${base}/geolocation`]: owner,
  [`POST ${base}/geolocation`]: owner,
};
