import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestApp, type TestApp } from '#test/app.ts';
import { aCompany, aPub } from '#test/factories/accounts.ts';
import { anOrder } from '#test/factories/orders.ts';
import { eventOfPayload, eventPayload, insertOrderEvent, type OrderEvent } from './bus.ts';

/**
 * A NOTIFY carries the whole outbox row (no read when it is heard), and announcements made while one is on
 * its way go out together in one statement.
 */
let t: TestApp;
let pubId: number;

beforeAll(async () => {
  t = await createTestApp();
  pubId = (await aPub(t, await aCompany(t))).pubId;
});
afterAll(() => t.close());

describe('event payloads', () => {
  const row: OrderEvent = {
    id: 41,
    orderId: 7,
    pubId: 3,
    version: 2,
    kind: 'updated',
    extraCourierIds: [12345678],
    createdAt: new Date('2026-11-27T18:00:00.123Z'),
  };

  it('carry the row and read back equal to it', () => {
    expect(eventOfPayload(eventPayload(row))).toEqual(row);
  });

  it('an id alone (an older instance, a row too long) is read as that id', () => {
    expect(eventOfPayload('41')).toBe(41);
    const long = { ...row, extraCourierIds: Array.from({ length: 1000 }, (_, i) => 10_000_000 + i) };
    expect(eventPayload(long)).toBe('41');
  });

  it('anything else is ignored', () => {
    for (const payload of ['', 'x', '{', '{"id":1}', JSON.stringify({ ...row, createdAt: 'never' }), undefined])
      expect(eventOfPayload(payload)).toBeNull();
  });
});

describe('announcements', () => {
  it('40 made at once reach the bus in fewer statements, each as its row, without reading the outbox', async () => {
    const order = await anOrder(t, pubId);
    const rows = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        insertOrderEvent(t.app.db, { orderId: order.id, pubId, version: 100 + i, kind: 'updated' }),
      ),
    );
    const heard = new Map<number, OrderEvent>();
    const all = new Promise<void>((resolve) => {
      const off = t.app.bus.subscribe((event) => {
        if (!rows.some((r) => r.id === event.id)) return;
        heard.set(event.id, event);
        if (heard.size < rows.length) return;
        off();
        resolve();
      });
    });
    const statements: string[] = [];
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const q = args[0] as string | { text: string };
      statements.push(typeof q === 'string' ? q : q.text);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    try {
      await Promise.all(rows.map((r) => t.app.bus.announce(r)));
      await all;
    } finally {
      pg.Client.prototype.query = query;
    }
    const notifies = statements.filter((s) => s.includes('pg_notify'));
    expect(notifies.length).toBeGreaterThanOrEqual(1);
    expect(notifies.length).toBeLessThan(rows.length / 4);
    expect(statements.filter((s) => s.includes('"order_events"'))).toEqual([]);
    for (const r of rows) expect(heard.get(r.id)).toEqual(r);
  });
});
