/**
 * Every error the server sends (docs/product.md D5): its wire string, its HTTP status and the
 * translation key the client shows for it — one row each, one table for both sides.
 * `SERVER_ERRORS` (name → string) is what server code throws; `errorKey` is what screens show.
 */
const TABLE = {
  internal: { err: 'internal server error', status: 500, key: 'errors.something_went_wrong' },
  serviceUnavailable: { err: 'service unavailable', status: 503, key: 'errors.service_unavailable' },
  badRequest: { err: 'bad request', status: 400, key: 'errors.bad_request' },
  invalidCredentials: { err: 'invalid credentials', status: 401, key: 'errors.invalid_credentials' },
  companyEmailExists: {
    err: 'company with the same email already exists',
    status: 409,
    key: 'errors.company_with_the_same_email_already_exists',
  },
  companyNameExists: {
    err: 'company with the same name already exists',
    status: 409,
    key: 'errors.company_with_the_same_name_already_exists',
  },
  courierEmailExists: {
    err: 'courier with the same email already exists',
    status: 409,
    key: 'errors.courier_with_the_same_email_already_exists',
  },
  clientPhoneExists: {
    err: 'client with the same phone already exists',
    status: 409,
    key: 'errors.client_with_the_same_phone_already_exists',
  },
  urlNameExists: {
    err: 'pub with the same url name already exists',
    status: 409,
    key: 'errors.pub_with_the_same_url_name_already_exists',
  },
  staffExists: {
    err: 'staff with the same login already exists',
    status: 409,
    key: 'errors.staff_with_the_same_login_already_exists',
  },
  badDocument: { err: 'bad document', status: 400, key: 'errors.file_is_not_an_image' },
  invalidFileExtension: { err: 'invalid file extension', status: 400, key: 'errors.invalid_file_extension' },
  pubLimitExceeded: { err: 'pub limit exceeded', status: 403, key: 'errors.pub_limit_exceeded' },
  validation: { err: 'validation error', status: 400, key: 'errors.validation_error' },
  courierNotFound: { err: 'courier not found', status: 404, key: 'errors.courier.courier_not_found' },
  unauthorized: { err: 'unauthorized', status: 401, key: 'errors.unauthorized' },
  forbidden: { err: 'forbidden', status: 403, key: 'errors.forbidden' },
  notFound: { err: 'not found', status: 404, key: 'errors.not_found' },
  fileTooLarge: { err: 'file is too large', status: 413, key: 'errors.file_is_too_large' },
  tooManyRequests: { err: 'too many requests', status: 429, key: 'errors.too_many_requests' },
  orderNotAvailable: { err: 'order is not available', status: 409, key: 'errors.order_is_not_available' },
  orderNotPreparing: { err: 'order is not preparing', status: 409, key: 'errors.order_is_not_preparing' },
  dishNotAvailable: { err: 'dish is not available', status: 409, key: 'errors.dish_is_not_available' },
  pubNotAccepting: { err: 'pub is not accepting orders', status: 409, key: 'errors.pub_is_not_accepting_orders' },
  slotFull: { err: 'slot is full', status: 409, key: 'errors.slot_is_full' },
  outsideZones: {
    err: 'address is outside delivery zones',
    status: 400,
    key: 'errors.address_is_outside_delivery_zones',
  },
} as const satisfies Record<string, { err: string; status: number; key: string }>;

type Table = typeof TABLE;
export type ErrorName = keyof Table;
export type ServerError = Table[ErrorName]['err'];
/** A translation key the server's errors map to (each has a message in the client catalog). */
export type ServerErrorKey = Table[ErrorName]['key'];

const NAMES = Object.keys(TABLE) as ErrorName[];

/** Name → wire string, for throwing: `throw new HttpError(SERVER_ERRORS.notFound)`. */
export const SERVER_ERRORS = Object.fromEntries(NAMES.map((n) => [n, TABLE[n].err])) as {
  [N in ErrorName]: Table[N]['err'];
};

const BY_STRING = new Map<string, Table[ErrorName]>(NAMES.map((n) => [TABLE[n].err, TABLE[n]]));

/** HTTP status of a server error string. */
export function errorStatus(err: ServerError): number {
  return BY_STRING.get(err)!.status;
}

/** Shown for an answer whose string is not in the table (a proxy's page, a newer server). */
export const GENERIC_ERROR_KEY = 'errors.unknown_error';
/** Shown when no answer arrived at all (offline, connection cut). */
export const FETCH_ERROR_KEY = 'errors.fetch_error';

/** Translation key for a server error string; unknown or missing strings give the generic one. */
export function errorKey(err: string | undefined | null): ServerErrorKey | typeof GENERIC_ERROR_KEY {
  return (err && BY_STRING.get(err)?.key) || GENERIC_ERROR_KEY;
}

/** Every row, for tests and docs. */
export const ERROR_TABLE: readonly { name: ErrorName; err: ServerError; status: number; key: ServerErrorKey }[] =
  NAMES.map((name) => ({ name, ...TABLE[name] }));
