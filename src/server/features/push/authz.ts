import type { AuthzRows } from '../../authz/matrix.ts';

export const rows: AuthzRows = {
  'GET /api/push/key': 'public',
  'POST /api/push/subscriptions': ['company', 'staff', 'courier'],
  // The endpoint is the browser's secret: whoever presents it may end that subscription.
  'DELETE /api/push/subscriptions': 'public',
  'POST /api/client/orders/:orderID/push': 'public',
};
