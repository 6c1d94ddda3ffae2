import { isMainThread, threadId } from 'node:worker_threads';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PushServiceStandIn } from '#test/push-service.ts';
import { poolSize, SealPool } from './seal-pool.ts';
import { deliver } from './send.ts';

let service: PushServiceStandIn;
let pool: SealPool;
const made = webPush.generateVAPIDKeys();
const keys = { ...made, subject: 'mailto:test@tavola.md' };

beforeAll(async () => {
  service = await new PushServiceStandIn().start();
  pool = new SealPool(1);
});
afterAll(async () => {
  await pool.close();
  await service.close();
});

describe('sealing pushes in worker threads', () => {
  it('leaves one core to the event loop, and has at least one thread', () => {
    expect([poolSize(1), poolSize(2), poolSize(8)]).toEqual([1, 1, 7]);
  });

  it('encrypts and signs off the event loop: the push service verifies and decrypts, the main thread never called web-push', async () => {
    expect(isMainThread && threadId === 0).toBe(true);
    const encrypt = vi.spyOn(webPush, 'generateRequestDetails');
    const sign = vi.spyOn(webPush, 'getVapidHeaders');
    const phones = Array.from({ length: 20 }, () => service.subscribe());
    const payload = {
      type: 'courier_available',
      order_id: 7,
      pub_id: 3,
      title: 'Comandă nouă',
      body: 'Chișinău · 2 km',
      url: '/courier/orders?tab=available',
    };
    const results = await Promise.all(
      phones.map((p) =>
        deliver(pool, [service.url], keys, p, payload, { ttl: 120, urgency: 'high', topic: 'order-7' }),
      ),
    );
    expect(results.every((r) => r.outcome === 'sent')).toBe(true);
    for (const p of phones) {
      const [got] = service.of(p.id);
      expect(got.payload).toEqual(payload);
      expect({ ttl: got.ttl, urgency: got.urgency, topic: got.topic, vapidKey: got.vapidKey }).toEqual({
        ttl: 120,
        urgency: 'high',
        topic: 'order-7',
        vapidKey: keys.publicKey,
      });
    }
    expect(encrypt).not.toHaveBeenCalled();
    expect(sign).not.toHaveBeenCalled();
    encrypt.mockRestore();
    sign.mockRestore();
  });

  it('a key that cannot be encrypted to fails without a retry; a stopped pool answers retry', async () => {
    const phone = service.subscribe();
    const bad = await deliver(
      pool,
      [service.url],
      keys,
      { endpoint: phone.endpoint, keys: { p256dh: 'AAAA', auth: phone.keys.auth } },
      { type: 'x', order_id: 1, pub_id: 1, title: 't', body: 'b', url: '/' },
      { ttl: 60, urgency: 'normal', topic: 'order-1' },
    );
    expect(bad.outcome).toBe('failed');
    const stopped = new SealPool(1);
    await stopped.close();
    const later = await deliver(
      stopped,
      [service.url],
      keys,
      phone,
      { type: 'x', order_id: 1, pub_id: 1, title: 't', body: 'b', url: '/' },
      { ttl: 60, urgency: 'normal', topic: 'order-1' },
    );
    expect(later.outcome).toBe('retry');
    expect(service.of(phone.id)).toEqual([]);
  });
});
