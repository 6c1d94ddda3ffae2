/**
 * A worker thread of the push sealing pool (seal-pool.ts): encrypts one message for one subscription and adds
 * the VAPID authorization, so that this CPU work stays off the server's event loop. Loaded by Node itself
 * (not through the app's module graph), so it imports nothing of the app.
 */
import { parentPort } from 'node:worker_threads';
import webPush from 'web-push';
import type { SealReply, SealRequest } from './seal-pool.ts';

/** A VAPID signature is made once per push service and reused this long (it may live up to 24 hours). */
const VAPID_REUSE_S = 12 * 3600;

/**
 * Signing a VAPID token costs more than encrypting the message, so one token per push service origin is
 * kept and reused until it nears its expiry: a burst of thousands of pushes signs a handful of tokens.
 */
const signed = new Map<string, { authorization: string; until: number }>();
function vapidAuthorization(request: SealRequest): string {
  const { origin, vapid } = request;
  const nowS = Math.floor(Date.now() / 1000);
  const key = `${origin} ${vapid.publicKey}`;
  const cached = signed.get(key);
  if (cached && cached.until > nowS) return cached.authorization;
  const headers = webPush.getVapidHeaders(
    origin,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
    nowS + VAPID_REUSE_S + 3600,
  );
  signed.set(key, { authorization: String(headers.Authorization), until: nowS + VAPID_REUSE_S });
  return String(headers.Authorization);
}

function seal(request: SealRequest): SealReply {
  try {
    const details = webPush.generateRequestDetails(request.subscription, request.payload, {
      TTL: request.options.ttl,
      urgency: request.options.urgency as webPush.Urgency,
      topic: request.options.topic,
    });
    const headers = Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)]));
    headers.Authorization = vapidAuthorization(request);
    const body = details.body as Buffer;
    return { id: request.id, headers, body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength) };
  } catch (error) {
    return { id: request.id, error: String((error as Error).message) };
  }
}

parentPort!.on('message', (request: SealRequest) => {
  const reply = seal(request);
  parentPort!.postMessage(reply);
});
