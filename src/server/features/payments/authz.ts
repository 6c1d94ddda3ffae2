import type { AuthzRows } from '../../authz/matrix.ts';

const pub = '/api/company/:companyID/pubs/:pubID';

export const rows: AuthzRows = {
  [`GET ${pub}/payment`]: ['company'],
  [`PUT ${pub}/payment`]: ['company'],
  [`POST ${pub}/payment/test`]: ['company'],
  [`POST ${pub}/orders/:orderID/refund-retry`]: ['company', 'staff'],
  [`POST ${pub}/orders/:orderID/mia-qr`]: ['company', 'staff'],
  'POST /api/payments/maib/callback': 'public',
  'POST /api/payments/maib/mia/callback': 'public',
  'POST /api/client/orders/:orderID/payment': 'public',
  'POST /api/client/orders/:orderID/mia-qr': 'public',
  'POST /api/client/orders/:orderID/pay-in-person': 'public',
};
