import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { anOrder } from '#test/factories/orders.ts';
import { aCompany, aPub } from '#test/factories/accounts.ts';
import { filePushApp } from '#test/push-service.ts';

const { service, t } = filePushApp({ GUEST_ORDERS_PER_IP: '3' });

const count = async () =>
  Number((await t.app.db.execute<{ n: string }>(sql`select count(*) as n from push_subscriptions`)).rows[0].n);

describe('the public push routes are counted per address', () => {
  it('a guest subscribing past the address budget gets 429 and nothing is stored; DELETE has its own budget', async () => {
    const owner = await aCompany(t);
    const { pubId } = await aPub(t, owner);
    const order = await anOrder(t, pubId);
    const subscribe = () => {
      const phone = service.subscribe();
      return t.inject({
        method: 'POST',
        url: `/api/client/orders/${order.id}/push?token=${order.trackingToken}`,
        payload: { endpoint: phone.endpoint, keys: phone.keys, lang: 'ro' },
      });
    };
    for (let i = 0; i < 3; i++) expect((await subscribe()).statusCode).toBe(200);
    const before = await count();
    const refused = await subscribe();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ ok: false, err: 'too many requests' });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(await count()).toBe(before);
    // Another address still may.
    const phone = service.subscribe();
    const elsewhere = await t.inject({
      method: 'POST',
      url: `/api/client/orders/${order.id}/push?token=${order.trackingToken}`,
      remoteAddress: '203.0.113.9',
      payload: { endpoint: phone.endpoint, keys: phone.keys, lang: 'ro' },
    });
    expect(elsewhere.statusCode).toBe(200);

    const forget = (endpoint: string) =>
      t.inject({ method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint } });
    for (let i = 0; i < 3; i++) expect((await forget(`${service.url}/push/unknown${i}`)).statusCode).toBe(200);
    const stored = await count();
    const tooMany = await forget(phone.endpoint);
    expect(tooMany.statusCode).toBe(429);
    expect(await count()).toBe(stored);
  });
});
