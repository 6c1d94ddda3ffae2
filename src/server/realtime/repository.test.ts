import { describe, expect, it } from 'vitest';
import { fileTestApp } from '#test/app.ts';
import { eventsSince } from './repository.ts';

/**
 * The replay's outbox read: the rows after `since`, and again those written in the overlap before it, since an
 * id is taken at insert and a transaction that started earlier may commit (and be heard) later.
 */
const t = fileTestApp();

/** Outbox rows written `agoS` seconds ago, for order `orderId` of pub `pubId`; their ids in order. */
async function rows(...spec: { pubId: number; orderId: number; agoS: number }[]): Promise<number[]> {
  const ids: number[] = [];
  for (const r of spec) {
    const { rows: written } = await t.app.pool.query<{ id: string }>(
      `insert into order_events (order_id, pub_id, version, kind, created_at)
       values ($1, $2, 1, 'updated', now() - make_interval(secs => $3)) returning id`,
      [r.orderId, r.pubId, r.agoS],
    );
    ids.push(Number(written[0].id));
  }
  return ids;
}

describe('eventsSince', () => {
  it('reads the rows after since and those of the overlap before it, of one pub, at most limit', async () => {
    const [old, lateCommit, seen, other, next] = await rows(
      { pubId: 901, orderId: 1, agoS: 300 },
      { pubId: 901, orderId: 2, agoS: 40 },
      { pubId: 901, orderId: 3, agoS: 10 },
      { pubId: 902, orderId: 4, agoS: 5 },
      { pubId: 901, orderId: 5, agoS: 1 },
    );
    const ids = async (since: number, limit = 100) =>
      (await eventsSince(t.app.db, since, 60, { pubId: 901 }, limit))?.map((e) => e.id);
    expect(await ids(seen)).toEqual([lateCommit, seen, next]);
    expect(await ids(seen, 2)).toEqual([lateCommit, seen]);
    expect(await ids(old)).toEqual([old, lateCommit, seen, next]);
    expect((await eventsSince(t.app.db, seen, 60, { orderId: 4 }, 100))?.map((e) => e.id)).toEqual([other]);
    expect(await eventsSince(t.app.db, next + 1000, 60, undefined, 100)).toBeNull();
  });
});
