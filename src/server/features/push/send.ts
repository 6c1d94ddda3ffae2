import http from 'node:http';
import https from 'node:https';
import type { PushPayload } from './repository.ts';
import { acceptableEndpoint, guardedLookup, isAllowedOrigin } from './endpoint.ts';
import type { VapidKeys } from './keys.ts';
import type { SealPool } from './seal-pool.ts';

export type Outcome = 'sent' | 'retry' | 'failed' | 'gone' | 'expired';
export type Delivery =
  { outcome: 'sent' } | { outcome: 'gone' } | { outcome: 'retry' | 'failed'; error: string; retryAfterS: number };

const TIMEOUT_MS = 15_000;

/**
 * One push to one subscription: encrypted and signed by the `web-push` library (RFC 8291, RFC 8292) in a thread
 * of `pool`, posted with Node's http client through a lookup that refuses private addresses. 201 = delivered;
 * 404/410 = the subscription is gone; 429 and 5xx (and network failures, and a sealing thread that died) are
 * worth a retry; other answers, and a key that cannot be encrypted to, are not.
 */
export async function deliver(
  pool: SealPool,
  allowedOrigins: readonly string[],
  keys: VapidKeys,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  payload: PushPayload,
  options: { ttl: number; urgency: string; topic: string },
): Promise<Delivery> {
  const url = acceptableEndpoint(subscription.endpoint, allowedOrigins);
  if (!url) return { outcome: 'gone' };
  const sealed = await pool.seal({
    origin: url.origin,
    vapid: keys,
    subscription,
    payload: JSON.stringify(payload),
    options,
  });
  if ('error' in sealed) return { outcome: sealed.retry ? 'retry' : 'failed', error: sealed.error, retryAfterS: 0 };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Delivery>((resolve) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: sealed.headers,
        lookup: guardedLookup(isAllowedOrigin(url, allowedOrigins)) as never,
        timeout: TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) return resolve({ outcome: 'sent' });
          if (status === 404 || status === 410) return resolve({ outcome: 'gone' });
          const retryAfterS = Number(res.headers['retry-after']) || 0;
          resolve({
            outcome: status === 429 || status >= 500 ? 'retry' : 'failed',
            error: `HTTP ${status}`,
            retryAfterS,
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ outcome: error.code === 'EPRIVATE' ? 'failed' : 'retry', error: error.message, retryAfterS: 0 }),
    );
    req.end(sealed.body);
  });
}
