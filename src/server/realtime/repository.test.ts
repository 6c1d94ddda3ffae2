import { describe, expect, it } from 'vitest';
import { fileTestApp } from '#test/app.ts';
import { eventsSince, type ReplayFilter } from './repository.ts';

/**
 * The replay's outbox read: the rows after `since`, and again those before it whose transaction may have committed
 * after it was written (decision 320), since an id is taken at insert and a transaction that started earlier may
 * commit (and be heard) later.
 */
const t = fileTestApp();

const insert = `insert into order_events (order_id, pub_id, version, kind, created_at)
  values ($1, $2, 1, 'updated', now() - make_interval(secs => $3)) returning id`;

/**
 * Outbox rows written `agoS` seconds ago, for order `orderId` of pub `pubId`, each committed at once; their ids.
 * Transaction ids are the cluster's, and other test files run beside this one: a transaction of theirs open across two
 * inserts here puts the first at or above the second's horizon (read again rightly, but not what a test is about).
 * - `finished`: the row's transaction is given the lowest id there is, one that ended before any other began.
 * - `alone`: the row's horizon is its own transaction, as when no other transaction was open while it was written.
 */
async function rows(
  ...spec: { pubId: number; orderId: number; agoS: number; finished?: true; alone?: true }[]
): Promise<number[]> {
  const ids: number[] = [];
  for (const r of spec) {
    const { rows: written } = await t.app.pool.query<{ id: string }>(insert, [r.orderId, r.pubId, r.agoS]);
    ids.push(Number(written[0].id));
    if (r.finished) await t.app.pool.query(`update order_events set xid = '1' where id = $1`, [written[0].id]);
    if (r.alone) await t.app.pool.query(`update order_events set horizon = xid where id = $1`, [written[0].id]);
  }
  return ids;
}

const ids = async (since: number, filter: ReplayFilter = { pubId: 901 }, limit = 100) =>
  (await eventsSince(t.app.db, since, 60, filter, limit))?.map((e) => e.id);

describe('eventsSince', () => {
  it('reads the rows after since, of one pub, at most limit; rows committed before since was written are not read again', async () => {
    const [old, committedBefore, seen, other, next] = await rows(
      { pubId: 901, orderId: 1, agoS: 300 },
      { pubId: 901, orderId: 2, agoS: 40, finished: true },
      { pubId: 901, orderId: 3, agoS: 10 },
      { pubId: 902, orderId: 4, agoS: 5 },
      { pubId: 901, orderId: 5, agoS: 1 },
    );
    expect(await ids(seen)).toEqual([seen, next]);
    expect(await ids(seen, { pubId: 901 }, 1)).toEqual([seen]);
    expect(await ids(old)).toEqual([old, committedBefore, seen, next]);
    expect(await ids(seen, { orderId: 4 })).toEqual([other]);
    expect(await eventsSince(t.app.db, next + 1000, 60, undefined, 100)).toBeNull();
  });

  it('reads again a row with a lower id whose transaction was still open when since was written, and committed after', async () => {
    const slow = await t.app.pool.connect();
    try {
      await slow.query('begin');
      const late = Number((await slow.query<{ id: string }>(insert, [11, 903, 0])).rows[0].id);
      const [seen] = await rows({ pubId: 903, orderId: 12, agoS: 0 });
      // A socket heard `seen` while `late` was not committed yet; then it commits, and the socket reconnects.
      await slow.query('commit');
      expect(await ids(seen, { pubId: 903 })).toEqual([late, seen]);
      // A row written after `late` committed, while no transaction was open, does not bring it back.
      const [after] = await rows({ pubId: 903, orderId: 13, agoS: 0, alone: true });
      expect(await ids(after, { pubId: 903 })).toEqual([after]);
    } finally {
      slow.release();
    }
  });
});
