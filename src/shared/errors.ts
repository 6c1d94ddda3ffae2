/**
 * Server error strings (DESIGN.md §5) and the translation keys the client shows for them (spec §8).
 * Unknown strings map to the generic message.
 */
export const SERVER_ERRORS = {
  internal: 'internal server error',
  invalidCredentials: 'invalid credentials',
  companyEmailExists: 'company with the same email already exists',
  companyNameExists: 'company with the same name already exists',
  courierEmailExists: 'courier with the same email already exists',
  clientPhoneExists: 'client with the same phone already exists',
  urlNameExists: 'pub with the same url name already exists',
  staffExists: 'staff with the same login already exists',
  badDocument: 'bad document',
  invalidFileExtension: 'invalid file extension',
  pubLimitExceeded: 'pub limit exceeded',
  validation: 'validation error',
  courierNotFound: 'courier not found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not found',
  fileTooLarge: 'file is too large',
  tooManyRequests: 'too many requests',
  orderNotAvailable: 'order is not available',
  orderNotPreparing: 'order is not preparing',
  pubNotAccepting: 'pub is not accepting orders',
  outsideZones: 'address is outside delivery zones',
  serviceUnavailable: 'service unavailable',
  badRequest: 'bad request',
} as const;
export type ServerError = (typeof SERVER_ERRORS)[keyof typeof SERVER_ERRORS];

export const ERROR_STATUS: Record<ServerError, number> = {
  'internal server error': 500,
  'invalid credentials': 401,
  'company with the same email already exists': 409,
  'company with the same name already exists': 409,
  'courier with the same email already exists': 409,
  'client with the same phone already exists': 409,
  'pub with the same url name already exists': 409,
  'staff with the same login already exists': 409,
  'bad document': 400,
  'invalid file extension': 400,
  'pub limit exceeded': 403,
  'validation error': 400,
  'courier not found': 404,
  unauthorized: 401,
  forbidden: 403,
  'not found': 404,
  'file is too large': 413,
  'too many requests': 429,
  'order is not available': 409,
  'order is not preparing': 409,
  'pub is not accepting orders': 409,
  'address is outside delivery zones': 400,
  'service unavailable': 503,
  'bad request': 400,
};

/** Translation key for a server error string (spec §8). */
export const ERROR_KEYS: Record<string, string> = {
  'internal server error': 'errors.something_went_wrong',
  'invalid credentials': 'errors.invalid_credentials',
  'company with the same email already exists': 'errors.company_with_the_same_email_already_exists',
  'company with the same name already exists': 'errors.company_with_the_same_name_already_exists',
  'courier with the same email already exists': 'errors.courier_with_the_same_email_already_exists',
  'client with the same phone already exists': 'errors.client_with_the_same_phone_already_exists',
  'pub with the same url name already exists': 'errors.pub_with_the_same_url_name_already_exists',
  'staff with the same login already exists': 'errors.staff_with_the_same_login_already_exists',
  'bad document': 'errors.file_is_not_an_image',
  'invalid file extension': 'errors.invalid_file_extension',
  'pub limit exceeded': 'errors.pub_limit_exceeded',
  'validation error': 'errors.validation_error',
  'courier not found': 'errors.courier.courier_not_found',
  unauthorized: 'errors.unauthorized',
  forbidden: 'errors.forbidden',
  'not found': 'errors.not_found',
  'file is too large': 'errors.file_is_too_large',
  'too many requests': 'errors.too_many_requests',
  'order is not available': 'errors.order_is_not_available',
  'order is not preparing': 'errors.order_is_not_preparing',
  'pub is not accepting orders': 'errors.pub_is_not_accepting_orders',
  'address is outside delivery zones': 'errors.address_is_outside_delivery_zones',
  'service unavailable': 'errors.service_unavailable',
  'bad request': 'errors.bad_request',
};
export const GENERIC_ERROR_KEY = 'errors.unknown_error';
export function errorKey(err: string | undefined | null): string {
  return (err && ERROR_KEYS[err]) || GENERIC_ERROR_KEY;
}
