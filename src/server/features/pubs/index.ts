/**
 * The pubs feature's public face: what other server features may use of it (eslint/boundaries.js lets a feature
 * reach another only through this file).
 */
export {
  busyMinutesAt,
  isExpired,
  kitchenStateJson,
  preorderJson,
  pubHours,
  pubJson,
  publicPubJson,
  shippingJson,
  type PubRow,
} from './json.ts';
export {
  countCompanyPubs,
  findPub,
  findPubUrlName,
  pubUrlNameExists,
  updatePub,
  type PubChanges,
} from './repository.ts';
