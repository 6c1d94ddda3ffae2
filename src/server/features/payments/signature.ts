import crypto from 'node:crypto';
import { CALLBACK_SKEW_MS } from '#shared/payment.ts';

/**
 * maib's checkout callback signature: `X-Signature: sha256=<base64 HMAC-SHA256(key, rawBody + "." + timestamp)>`
 * with `X-Signature-Timestamp` in epoch milliseconds. Computed over the exact bytes received.
 */
export function signCallback(signatureKey: string, rawBody: string, timestamp: string): string {
  const digest = crypto.createHmac('sha256', signatureKey).update(`${rawBody}.${timestamp}`, 'utf8').digest('base64');
  return `sha256=${digest}`;
}

export type SignatureCheck = 'ok' | 'missing' | 'stale' | 'forged';

/** Checks a callback's signature (constant-time) and that its timestamp lies within 5 minutes of `now`. */
export function checkCallbackSignature(
  signatureKey: string,
  rawBody: string,
  header: unknown,
  timestamp: unknown,
  now: number,
): SignatureCheck {
  if (
    typeof header !== 'string' ||
    typeof timestamp !== 'string' ||
    !/^\d{1,15}$/.test(timestamp) ||
    !header.startsWith('sha256=')
  )
    return 'missing';
  if (Math.abs(now - Number(timestamp)) > CALLBACK_SKEW_MS) return 'stale';
  const expected = Buffer.from(signCallback(signatureKey, rawBody, timestamp));
  const given = Buffer.from(header);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? 'ok' : 'forged';
}

/**
 * maib's MIA QR callback signature: the `result` object's values sorted by key (case-insensitive), empty and
 * null values left out, numbers with two decimals, joined by ":" with the signature key last, SHA-256, base64.
 */
export function signMiaResult(signatureKey: string, result: Record<string, unknown>): string {
  const values: string[] = [];
  for (const key of Object.keys(result).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))) {
    const value = result[key];
    if (value === null || value === undefined) continue;
    const text = typeof value === 'number' ? value.toFixed(2) : String(value);
    if (text.trim() === '') continue;
    values.push(text);
  }
  values.push(signatureKey);
  return crypto.createHash('sha256').update(values.join(':'), 'utf8').digest('base64');
}

/** Checks a MIA QR callback's `signature` against its `result` (constant-time). */
export function checkMiaSignature(signatureKey: string, result: Record<string, unknown>, signature: unknown): boolean {
  if (typeof signature !== 'string' || signature === '') return false;
  const expected = Buffer.from(signMiaResult(signatureKey, result));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
