import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { FETCH_ERROR_KEY, GENERIC_ERROR_KEY, type ServerErrorKey } from '#shared/errors.ts';

/**
 * Every translation key a validator or the server can produce (docs/product.md S5, S8), with its message.
 * Screens translate a key with `i18n._(messageFor(key))`; unknown keys fall back to the generic error.
 */
const MESSAGES = {
  'errors.something_went_wrong': msg({ id: 'errors.something_went_wrong', message: 'Something went wrong' }),
  'errors.unknown_error': msg({ id: 'errors.unknown_error', message: 'Unknown error' }),
  'errors.service_unavailable': msg({
    id: 'errors.service_unavailable',
    message: 'The service is briefly unavailable, try again in a moment',
  }),
  'errors.fetch_error': msg({ id: 'errors.fetch_error', message: 'No connection to the server' }),
  'errors.unauthorized': msg({ id: 'errors.unauthorized', message: 'Your session has expired, please sign in again' }),
  'errors.forbidden': msg({ id: 'errors.forbidden', message: 'You do not have access to this' }),
  'errors.not_found': msg({ id: 'errors.not_found', message: 'Not found' }),
  'errors.too_many_requests': msg({ id: 'errors.too_many_requests', message: 'Too many attempts, try again later' }),
  'errors.validation_error': msg({ id: 'errors.validation_error', message: 'Check the highlighted fields' }),
  'errors.field_is_required': msg({ id: 'errors.field_is_required', message: 'This field is required' }),
  'errors.invalid_email': msg({ id: 'errors.invalid_email', message: 'Invalid email' }),
  'errors.invalid_phone': msg({ id: 'errors.invalid_phone', message: 'Invalid phone number' }),
  'errors.min': msg({ id: 'errors.min', message: 'Too short' }),
  'errors.max': msg({ id: 'errors.max', message: 'Too long' }),
  'errors.field_must_be_number': msg({ id: 'errors.field_must_be_number', message: 'Must be a number' }),
  'errors.sale_price_not_lower': msg({
    id: 'errors.sale_price_not_lower',
    message: 'The sale price must be lower than the price (leave it empty for no sale)',
  }),
  'errors.time_from_after_to': msg({ id: 'errors.time_from_after_to', message: '"From" must not be later than "to"' }),
  'errors.work_day_starts_at_midnight': msg({
    id: 'errors.work_day_starts_at_midnight',
    message: 'A day cannot start at 24:00; to close the day, tick "Closed"',
  }),
  'errors.work_day_empty': msg({
    id: 'errors.work_day_empty',
    message: 'Start and end are the same: set the hours, or tick "Closed"',
  }),
  'errors.days_range': msg({ id: 'errors.days_range', message: 'A whole number of days from 1 to 3650' }),
  'errors.table_range': msg({ id: 'errors.table_range', message: 'A table number from 1 to 999' }),
  'errors.table_sheet_max': msg({ id: 'errors.table_sheet_max', message: 'At most 100 tables in one sheet' }),
  'errors.amount_range': msg({ id: 'errors.amount_range', message: 'At most 100 000 either way' }),
  'errors.invalid_url_name': msg({
    id: 'errors.invalid_url_name',
    message: 'Only lowercase letters, digits and hyphens',
  }),
  'errors.invalid_credentials': msg({ id: 'errors.invalid_credentials', message: 'Wrong email or password' }),
  'errors.company_with_the_same_name_already_exists': msg({
    id: 'errors.company_with_the_same_name_already_exists',
    message: 'A company with this name already exists',
  }),
  'errors.company_with_the_same_email_already_exists': msg({
    id: 'errors.company_with_the_same_email_already_exists',
    message: 'A company with this email already exists',
  }),
  'errors.courier_with_the_same_email_already_exists': msg({
    id: 'errors.courier_with_the_same_email_already_exists',
    message: 'An account with this email already exists',
  }),
  'errors.client_with_the_same_phone_already_exists': msg({
    id: 'errors.client_with_the_same_phone_already_exists',
    message: 'An account with this phone already exists',
  }),
  'errors.pub_with_the_same_url_name_already_exists': msg({
    id: 'errors.pub_with_the_same_url_name_already_exists',
    message: 'This link name is already taken',
  }),
  'errors.staff_with_the_same_login_already_exists': msg({
    id: 'errors.staff_with_the_same_login_already_exists',
    message: 'A staff login with this name already exists',
  }),
  'errors.pub_limit_exceeded': msg({
    id: 'errors.pub_limit_exceeded',
    message: 'Your tariff does not allow more venues',
  }),
  'errors.file_is_too_large': msg({ id: 'errors.file_is_too_large', message: 'The file is too large (5 MB at most)' }),
  'errors.invalid_file_extension': msg({
    id: 'errors.invalid_file_extension',
    message: 'This file type is not allowed',
  }),
  'errors.file_is_not_an_image': msg({ id: 'errors.file_is_not_an_image', message: 'The file is not an image' }),
  'errors.invalid_file': msg({ id: 'errors.invalid_file', message: 'Invalid file' }),
  'errors.courier.courier_id_is_invalid': msg({
    id: 'errors.courier.courier_id_is_invalid',
    message: 'Invalid courier ID',
  }),
  'errors.courier.courier_not_found': msg({ id: 'errors.courier.courier_not_found', message: 'Courier not found' }),
  'errors.order_is_not_available': msg({
    id: 'errors.order_is_not_available',
    message: 'This order is no longer available',
  }),
  'errors.dish_is_not_available': msg({
    id: 'errors.dish_is_not_available',
    message: 'Some dishes are sold out right now',
  }),
  'errors.stop_until_in_past': msg({ id: 'errors.stop_until_in_past', message: 'Choose a time in the future' }),
  'errors.modifier_selection': msg({
    id: 'errors.modifier_selection',
    message: 'Choose the options this dish asks for',
  }),
  'errors.modifier_max_below_min': msg({
    id: 'errors.modifier_max_below_min',
    message: 'The maximum must be at least the minimum',
  }),
  'errors.modifier_min_above_options': msg({
    id: 'errors.modifier_min_above_options',
    message: 'The group has fewer options than guests must choose',
  }),
  'errors.order_is_not_preparing': msg({
    id: 'errors.order_is_not_preparing',
    message: 'The order is not being prepared',
  }),
  'errors.pub_is_not_accepting_orders': msg({
    id: 'errors.pub_is_not_accepting_orders',
    message: 'The venue is not accepting orders right now',
  }),
  'errors.slot_is_full': msg({ id: 'errors.slot_is_full', message: 'This time is fully booked: choose another' }),
  'errors.address_is_outside_delivery_zones': msg({
    id: 'errors.address_is_outside_delivery_zones',
    message: 'This address is outside the delivery zones',
  }),
  'errors.bad_request': msg({ id: 'errors.bad_request', message: 'The request could not be understood' }),
  'errors.invalid_characters': msg({
    id: 'errors.invalid_characters',
    message: 'Contains characters that are not allowed',
  }),
  'admin.validation_errors.company.company_name.required': msg({
    id: 'admin.validation_errors.company.company_name.required',
    message: 'Enter the company name',
  }),
  'admin.validation_errors.company.company_name.min': msg({
    id: 'admin.validation_errors.company.company_name.min',
    message: 'The company name needs at least 3 characters',
  }),
  'admin.validation_errors.company.company_name.max': msg({
    id: 'admin.validation_errors.company.company_name.max',
    message: 'The company name may have at most 255 characters',
  }),
  'admin.validation_errors.company.email.required': msg({
    id: 'admin.validation_errors.company.email.required',
    message: 'Enter the email',
  }),
  'admin.validation_errors.company.email.invalid': msg({
    id: 'admin.validation_errors.company.email.invalid',
    message: 'Invalid email',
  }),
  'admin.validation_errors.company.phone.required': msg({
    id: 'admin.validation_errors.company.phone.required',
    message: 'Enter the phone number',
  }),
  'admin.validation_errors.company.phone.invalid': msg({
    id: 'admin.validation_errors.company.phone.invalid',
    message: 'Invalid phone number',
  }),
  'admin.validation_errors.company.password.required': msg({
    id: 'admin.validation_errors.company.password.required',
    message: 'Enter the password',
  }),
  'admin.validation_errors.company.password.min': msg({
    id: 'admin.validation_errors.company.password.min',
    message: 'The password needs at least 8 characters',
  }),
  'admin.validation_errors.company.password.max': msg({
    id: 'admin.validation_errors.company.password.max',
    message: 'The password may have at most 255 characters',
  }),
  'admin.validation_errors.company.repeat_password.not_match': msg({
    id: 'admin.validation_errors.company.repeat_password.not_match',
    message: 'The passwords do not match',
  }),
  'admin.validation_errors.pub.name.required': msg({
    id: 'admin.validation_errors.pub.name.required',
    message: 'Enter the venue name',
  }),
  'admin.validation_errors.pub.name.min': msg({
    id: 'admin.validation_errors.pub.name.min',
    message: 'The venue name needs at least 3 characters',
  }),
  'admin.validation_errors.pub.name.max': msg({
    id: 'admin.validation_errors.pub.name.max',
    message: 'The venue name may have at most 255 characters',
  }),
  'admin.validation_errors.pub.url_name.required': msg({
    id: 'admin.validation_errors.pub.url_name.required',
    message: 'Enter the link name',
  }),
  'admin.validation_errors.pub.url_name.min': msg({
    id: 'admin.validation_errors.pub.url_name.min',
    message: 'The link name needs at least 3 characters',
  }),
  'admin.validation_errors.pub.url_name.max': msg({
    id: 'admin.validation_errors.pub.url_name.max',
    message: 'The link name may have at most 255 characters',
  }),
  'admin.validation_errors.pub.url_name.invalid_url_name': msg({
    id: 'admin.validation_errors.pub.url_name.invalid_url_name',
    message: 'Only lowercase letters, digits and hyphens',
  }),
} satisfies Record<string, MessageDescriptor>;

/** A key with a message: every server error's key (checked below) and every validator's key. */
export type MessageKey = keyof typeof MESSAGES;
// Compile-time proof that each row of the shared error table has a message.
MESSAGES satisfies Record<ServerErrorKey | typeof GENERIC_ERROR_KEY | typeof FETCH_ERROR_KEY, MessageDescriptor>;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(MESSAGES, key);
}

/** The message of a key; a key without one (a newer server's) shows the generic error. */
export function messageFor(key: string): MessageDescriptor {
  return isMessageKey(key) ? MESSAGES[key] : MESSAGES[GENERIC_ERROR_KEY];
}
