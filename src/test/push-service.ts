import crypto from 'node:crypto';
import type http from 'node:http';
import ece from 'http_ece';
import { afterAll, beforeAll } from 'vitest';
import { Arrivals, LocalHttpStandIn } from './local-http.ts';
import { fileTestApp, type TestApp } from './app.ts';

/**
 * A local stand-in of a Web Push service (RFC 8030) for the push tests: each `subscribe()` is one browser — a
 * P-256 key pair and an auth secret, and an endpoint `http://127.0.0.1:<port>/push/<id>`. What arrives is checked
 * the way a push service and a browser would: the VAPID JWT (RFC 8292) must verify against the server's public
 * key and name this origin as its audience, and the body is decrypted (aes128gcm, RFC 8291). Later messages
 * with the same Topic replace one not yet read, as a real service does while the device is offline.
 * As with a real service, where the browser decrypts, decrypting waits until the test reads what arrived
 * (or a waiting `next` must match it), so that a stand-in in the server's own process takes no CPU from a
 * burst the test is timing.
 */
export interface Received {
  subscriber: string;
  payload: { type: string; order_id: number; pub_id: number; title: string; body: string; url: string };
  ttl: number;
  urgency: string;
  topic: string;
  vapidKey: string;
  at: number;
}

interface Subscriber {
  id: string;
  ecdh: crypto.ECDH;
  auth: Buffer;
  answers: number[];
}

export class PushServiceStandIn extends LocalHttpStandIn {
  private readonly delivered: Received[] = [];
  /** Arrived and accepted, not decrypted yet (in arrival order). */
  private readonly sealed: { subscriber: Subscriber; body: Buffer; received: Omit<Received, 'payload'> }[] = [];
  /** Requests refused before decryption (bad signature, unknown endpoint). */
  readonly refused: string[] = [];
  private readonly subscribers = new Map<string, Subscriber>();
  private readonly verified = new Set<string>();
  private readonly arrivals = new Arrivals<Received>();

  /** A new browser: what `PushSubscription.toJSON()` gives, plus its id here. */
  subscribe(): { id: string; endpoint: string; keys: { p256dh: string; auth: string } } {
    const id = crypto.randomBytes(8).toString('hex');
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = crypto.randomBytes(16);
    this.subscribers.set(id, { id, ecdh, auth, answers: [] });
    return {
      id,
      endpoint: `${this.url}/push/${id}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    };
  }

  /** The next pushes to `id` are answered with these statuses (then 201 again). */
  answer(id: string, ...statuses: number[]): void {
    this.subscribers.get(id)!.answers.push(...statuses);
  }

  /** Every message delivered, oldest first. */
  get received(): Received[] {
    this.open();
    return this.delivered;
  }

  private open(): void {
    for (const { subscriber, body, received } of this.sealed.splice(0)) {
      const plain = ece.decrypt(body, {
        version: 'aes128gcm',
        privateKey: subscriber.ecdh,
        authSecret: subscriber.auth,
      });
      this.delivered.push({ ...received, payload: JSON.parse(plain.toString('utf8')) });
    }
  }

  /** Messages delivered to one subscriber, oldest first. */
  of(id: string): Received[] {
    return this.received.filter((r) => r.subscriber === id);
  }

  /** Resolves with the first delivered message that matches (already received or still to come). */
  next(match: (r: Received) => boolean): Promise<Received> {
    const found = this.received.find(match);
    if (found) return Promise.resolve(found);
    return this.arrivals.next(match);
  }

  protected async serve(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): Promise<void> {
    const id = /^\/push\/([0-9a-f]+)$/.exec(req.url ?? '')?.[1] ?? '';
    const subscriber = this.subscribers.get(id);
    if (!subscriber) {
      this.refused.push(`unknown ${req.url}`);
      res.writeHead(404).end();
      return;
    }
    const vapidKey = this.verifyVapid(String(req.headers.authorization ?? ''));
    if (!vapidKey || req.headers['content-encoding'] !== 'aes128gcm') {
      this.refused.push(`unauthorized ${id}`);
      res.writeHead(403).end();
      return;
    }
    const status = subscriber.answers.shift() ?? 201;
    if (status !== 201) {
      res.writeHead(status, status === 429 ? { 'retry-after': '0' } : {}).end();
      return;
    }
    this.sealed.push({
      subscriber,
      body,
      received: {
        subscriber: id,
        ttl: Number(req.headers.ttl),
        urgency: String(req.headers.urgency ?? 'normal'),
        topic: String(req.headers.topic ?? ''),
        vapidKey,
        at: Date.now(),
      },
    });
    if (this.arrivals.waiting) {
      const from = this.delivered.length;
      this.open();
      for (const received of this.delivered.slice(from)) this.arrivals.offer(received);
    }
    res.writeHead(201).end();
  }

  /** `vapid t=<jwt>, k=<key>`: answers the key when the ES256 signature holds and `aud` is this origin. */
  private verifyVapid(header: string): string | null {
    const t = /t=([^,\s]+)/.exec(header)?.[1];
    const k = /k=([^,\s]+)/.exec(header)?.[1];
    if (!t || !k) return null;
    if (this.verified.has(`${t} ${k}`)) return k;
    const [head, claims, signature] = t.split('.');
    const point = Buffer.from(k, 'base64url');
    const key = crypto.createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      format: 'jwk',
    });
    const ok = crypto.verify(
      'sha256',
      Buffer.from(`${head}.${claims}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud?: string; exp?: number };
    if (!ok || body.aud !== this.url || (body.exp ?? 0) * 1000 <= Date.now()) return null;
    this.verified.add(`${t} ${k}`);
    return k;
  }
}

/** The test file's push service stand-in, started before the file's own app, which may deliver to it. */
export function filePushApp(env: Record<string, string>): { service: PushServiceStandIn; t: TestApp } {
  const service = new PushServiceStandIn();
  beforeAll(() => service.start());
  afterAll(() => service.close());
  return { service, t: fileTestApp(() => ({ PUSH_ALLOWED_ORIGINS: service.url, ...env })) };
}
