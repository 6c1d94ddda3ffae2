import { normalizePhone } from '#shared/validators.ts';

/**
 * The deletion page's rules (spec §5, §8). The phone must be 11 characters with its 3-character
 * country prefix, which is stripped before sending; the answer is read by hand because an unreadable
 * one has its own message ("something went wrong").
 */
export const PHONE_LENGTH = 11;
export const PREFIX_LENGTH = 3;
/** Spelled so in every language (spec §8). */
export const IVALID_PHONE = 'Ivalid phone';

/** The local number to send, or null when the phone is not 11 characters. */
export function phoneToSend(input: string): string | null {
  const value = normalizePhone(input).replace(/^\+/, '');
  return value.length === PHONE_LENGTH ? value.slice(PREFIX_LENGTH) : null;
}

export type DeleteResult = { kind: 'deleted' } | { kind: 'error'; err: string } | { kind: 'unreadable' } | { kind: 'network' };

export async function deleteClient(phone: string, password: string): Promise<DeleteResult> {
  let res: Response;
  try {
    res = await fetch('/api/client/delete-client', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone, password }) });
  } catch {
    return { kind: 'network' };
  }
  const body = (await res.json().catch(() => null)) as { ok?: boolean; err?: unknown } | null;
  if (!body || typeof body !== 'object') return { kind: 'unreadable' };
  if (res.ok && body.ok) return { kind: 'deleted' };
  return typeof body.err === 'string' && body.err ? { kind: 'error', err: body.err } : { kind: 'unreadable' };
}
