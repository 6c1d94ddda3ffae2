import type { AuthzRows } from '../../authz/matrix.ts';

export const rows: AuthzRows = {
  'GET /api/courier/': ['courier'],
  'GET /api/courier/:courierID/': ['courier', 'staff', 'company'],
  'PUT /api/courier/:courierID/': ['courier'],
  'POST /api/courier/:courierID/image': ['courier'],
  'GET /api/courier/:courierID/orders': ['courier'],
  'POST /api/courier/:courierID/reserve-order': ['courier'],
  'POST /api/courier/:courierID/set-order-to-completed': ['courier'],
  'POST /api/courier/:courierID/set-order-to-canceled': ['courier'],
  'POST /api/courier/:courierID/set-order-stage': ['courier'],
  'POST /api/courier/:courierID/orders/:orderID/proof': ['courier'],
  'GET /api/courier/:courierID/ledger': ['courier'],
  'PUT /api/courier/:courierID/shift': ['courier'],
  'GET /ws/courier/:courierID': ['courier'],
  'GET /api/courier/:courierID/pubs': ['courier'],
  'DELETE /api/courier/:courierID/pubs/:pubID': ['courier'],
};
