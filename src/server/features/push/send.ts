import http from 'node:http';
import https from 'node:https';
import webPush from 'web-push';
import type { PushPayload } from '../../db/schema.ts';
import { acceptableEndpoint, guardedLookup, isAllowedOrigin } from './endpoint.ts';
import type { VapidKeys } from './keys.ts';

export type Outcome = 'sent' | 'retry' | 'failed' | 'gone' | 'expired';
export type Delivery = { outcome: 'sent' } | { outcome: 'gone' } | { outcome: 'retry' | 'failed'; error: string; retryAfterS: number };

const TIMEOUT_MS = 15_000;
/** A VAPID signature is made once per push service and reused this long (it may live up to 24 hours). */
const VAPID_REUSE_S = 12 * 3600;

/**
 * Signing a VAPID token costs more than encrypting the message, so one token per push service origin is
 * kept and reused until it nears its expiry: a burst of thousands of pushes signs a handful of tokens.
 */
const signed = new Map<string, { authorization: string; until: number }>();
function vapidAuthorization(origin: string, keys: VapidKeys): string {
  const nowS = Math.floor(Date.now() / 1000);
  const key = `${origin} ${keys.publicKey}`;
  const cached = signed.get(key);
  if (cached && cached.until > nowS) return cached.authorization;
  const headers = webPush.getVapidHeaders(origin, keys.subject, keys.publicKey, keys.privateKey, 'aes128gcm', nowS + VAPID_REUSE_S + 3600);
  signed.set(key, { authorization: String(headers.Authorization), until: nowS + VAPID_REUSE_S });
  return String(headers.Authorization);
}

/**
 * One push to one subscription: encrypted and signed by the `web-push` library (RFC 8291, RFC 8292), posted
 * with Node's http client through a lookup that refuses private addresses. 201 = delivered; 404/410 = the
 * subscription is gone; 429 and 5xx (and network failures) are worth a retry; other answers are not.
 */
export async function deliver(
  allowedOrigins: readonly string[],
  keys: VapidKeys,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  payload: PushPayload,
  options: { ttl: number; urgency: string; topic: string },
): Promise<Delivery> {
  const url = acceptableEndpoint(subscription.endpoint, allowedOrigins);
  if (!url) return { outcome: 'gone' };
  let details: webPush.RequestDetails;
  try {
    details = webPush.generateRequestDetails(subscription, JSON.stringify(payload), {
      TTL: options.ttl,
      urgency: options.urgency as webPush.Urgency,
      topic: options.topic,
    });
  } catch (error) {
    // A key the browser gave that cannot be encrypted to: the subscription is of no use.
    return { outcome: 'failed', error: String((error as Error).message), retryAfterS: 0 };
  }
  details.headers.Authorization = vapidAuthorization(url.origin, keys);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Delivery>((resolve) => {
    const req = client.request(url, {
      method: 'POST',
      headers: details.headers as http.OutgoingHttpHeaders,
      lookup: guardedLookup(isAllowedOrigin(url, allowedOrigins)) as never,
      timeout: TIMEOUT_MS,
    }, (res) => {
      res.resume();
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        if (status >= 200 && status < 300) return resolve({ outcome: 'sent' });
        if (status === 404 || status === 410) return resolve({ outcome: 'gone' });
        const retryAfterS = Number(res.headers['retry-after']) || 0;
        resolve({ outcome: status === 429 || status >= 500 ? 'retry' : 'failed', error: `HTTP ${status}`, retryAfterS });
      });
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ outcome: error.code === 'EPRIVATE' ? 'failed' : 'retry', error: error.message, retryAfterS: 0 }));
    req.end(details.body);
  });
}
