/**
 * The guest feature's public face: what other server features may use of it (eslint/boundaries.js lets a feature
 * reach another only through this file).
 */
export { guestOrderJson } from './order-json.ts';
export { etaPubColumns, linesByOrder } from './repository/orders.ts';
export { orderEta } from './eta.ts';
export { tokenMatches } from './order-status.ts';
