import { normalizePhone } from '#shared/validators.ts';
import { api, ApiError } from '../../lib/api-client.ts';

/**
 * The deletion page's rules (docs/product.md S5, S8). The phone must be 11 characters with its 3-character
 * country prefix, which is stripped before sending; the answer is read by hand because an unreadable
 * one has its own message ("something went wrong"), so the caller gets the kind of failure.
 */
export const PHONE_LENGTH = 11;
export const PREFIX_LENGTH = 3;
/** Spelled so in every language (docs/product.md S8). */
export const IVALID_PHONE = 'Ivalid phone';

/** The local number to send, or null when the phone is not 11 characters. */
export function phoneToSend(input: string): string | null {
  const value = normalizePhone(input).replace(/^\+/, '');
  return value.length === PHONE_LENGTH ? value.slice(PREFIX_LENGTH) : null;
}

export type DeleteResult =
  { kind: 'deleted' } | { kind: 'error'; err: string } | { kind: 'unreadable' } | { kind: 'network' };

export async function deleteGuestAccount(phone: string, password: string): Promise<DeleteResult> {
  try {
    await api.post('/api/client/delete-client', { phone, password }, { noRefresh: true });
    return { kind: 'deleted' };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.isNetwork) return { kind: 'network' };
    return error.err ? { kind: 'error', err: error.err } : { kind: 'unreadable' };
  }
}
