import type { AuthzRows } from '../../authz/matrix.ts';

export const rows: AuthzRows = {
  'GET /api/client/pub/:urlName/': 'public',
  'GET /api/client/pub/:pubID/preorder': 'public',
  'POST /api/client/pub/:urlName/orders': 'public',
  'GET /api/client/orders/:orderID': 'public',
  'GET /api/client/pub/:urlName/slots': 'public',
  // Public, with the order's tracking token (checked before the upgrade).
  'GET /ws/client/order/:orderID': 'public',
};
