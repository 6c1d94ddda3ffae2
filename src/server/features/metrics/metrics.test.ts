import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, listenOnFreePort, type TestApp } from '#test/app.ts';
import { aGuestPub, deliveryBody, postOrder } from '#test/factories/guest-pub.ts';
import { isEvent, openSocket } from '#test/ws.ts';

/** GET /metrics: Prometheus text with the operating figures, to loopback or the METRICS_TOKEN bearer only. */
const TOKEN = 'metrics-token-0123456789';
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  port = await listenOnFreePort(t.app);
});
afterAll(() => t.close());

describe('GET /metrics', () => {
  it('answers a loopback client with request durations, open sockets, outbox lag, events sent, pool, NOTIFY queue, orders by type, Telegram failures', async () => {
    const p = await aGuestPub(t);
    const board = await openSocket(
      `ws://127.0.0.1:${port}/ws/orders/company/${p.company.companyId}/pub/${p.pubId}?access_token=${p.company.token}`,
    );
    await board.next(isEvent('GET_ALL'));
    expect((await postOrder(t, p.urlName, deliveryBody(p))).statusCode).toBe(201);
    await board.next(isEvent('CREATE_EVENT'));
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(
      /tavola_http_request_duration_seconds_count\{method="POST",route="\/api\/client\/pub\/:urlName\/orders",status="201"\} 1/,
    );
    expect(text).toContain('tavola_open_sockets{channel="pub-orders"} 1');
    expect(text).toMatch(/tavola_live_messages_sent_total\{channel="pub-orders"\} [1-9]/);
    expect(text).toMatch(/^tavola_outbox_lag_seconds \d/m);
    expect(text).toMatch(/tavola_db_pool_connections\{state="in_use"\} \d/);
    expect(text).toMatch(/tavola_db_pool_connections\{state="waiting"\} 0/);
    expect(text).toMatch(/^tavola_pg_notification_queue_usage \d/m);
    expect(text).toContain('tavola_orders_created_total{order_type="delivery"} 1');
    expect(text).toMatch(/^tavola_telegram_failures_total 0/m);
    board.close();
  });

  it('refuses an outside address, and a loopback proxy relaying one, unless the bearer token is right', async () => {
    const outside = { remoteAddress: '203.0.113.9' };
    expect((await t.inject({ method: 'GET', url: '/metrics', ...outside })).statusCode).toBe(403);
    expect(
      (
        await t.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': '203.0.113.9' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.inject({
          method: 'GET',
          url: '/metrics',
          ...outside,
          headers: { authorization: 'Bearer wrong-token-0123456789' },
        })
      ).statusCode,
    ).toBe(403);
    const ok = await t.inject({
      method: 'GET',
      url: '/metrics',
      ...outside,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('tavola_open_sockets');
    expect((await t.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
  });
});
