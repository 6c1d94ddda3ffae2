/**
 * The pub-couriers feature's public face: what other server features may use of it (eslint/boundaries.js lets a feature
 * reach another only through this file).
 */
export { pubCourierList, removePubCourier } from './repository.ts';
