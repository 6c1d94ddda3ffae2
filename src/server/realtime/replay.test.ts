import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp, listenOnFreePort } from '#test/app.ts';
import { anOwnedPub, aPub, type CompanyFixture } from '#test/factories/accounts.ts';
import { anOrder } from '#test/factories/orders.ts';
import { isEvent, openSocket } from '#test/ws.ts';

/**
 * Events are not lost to a reconnect: every live message carries `seq`; a socket that comes back with
 * `?since=SEQ` gets what changed after it from the outbox instead of GET_ALL, and GET_ALL when the outbox
 * no longer reaches back that far.
 */
const t = fileTestApp();
let owner: CompanyFixture;
let pubId: number;
let otherPubId: number;
let port: number;
const channel = (query = '') =>
  `ws://127.0.0.1:${port}/ws/orders/company/${owner.companyId}/pub/${pubId}?access_token=${owner.token}${query}`;
const objects = (messages: unknown[]) => messages.filter((m): m is Record<string, unknown> => typeof m === 'object');

beforeAll(async () => {
  ({ owner, pubId } = await anOwnedPub(t));
  otherPubId = (await aPub(t, owner)).pubId;
  port = await listenOnFreePort(t.app);
});

describe('replay with ?since=', () => {
  it('GET_ALL and every event carry seq; a socket back with since gets only the changes it missed, no GET_ALL', async () => {
    const first = await openSocket(channel());
    const all = await first.next<{ seq: number }>(isEvent('GET_ALL'));
    expect(all.seq).toEqual(expect.any(Number));
    const kept = await anOrder(t, pubId);
    const created = await first.next<{ seq: number; order: { id: number } }>(isEvent('CREATE_EVENT'));
    expect(created.order.id).toBe(kept.id);
    expect(created.seq).toBeGreaterThan(all.seq);
    first.close();
    await first.closed;

    // While away: the kept order moves on, a new order arrives, and another pub gets an order.
    const moved = await t.inject({
      method: 'PUT',
      url: `/api/company/${owner.companyId}/pubs/${pubId}/orders/${kept.id}/update-status?status=preparing`,
      headers: owner.headers,
    });
    expect(moved.statusCode).toBe(200);
    const missed = await anOrder(t, pubId);
    await anOrder(t, otherPubId);

    const back = await openSocket(channel(`&since=${created.seq}`));
    const update = await back.next<{ seq: number; order: { id: number; status: string; version: number } }>(
      isEvent('UPDATE_EVENT'),
    );
    expect(update.order).toMatchObject({ id: kept.id, status: 'preparing', version: 2 });
    const fresh = await back.next<{ seq: number; order: { id: number } }>(isEvent('CREATE_EVENT'));
    expect(fresh.order.id).toBe(missed.id);
    expect(fresh.seq).toBeGreaterThan(update.seq);
    // Live events follow the replay.
    const later = await anOrder(t, pubId);
    expect((await back.next<{ order: { id: number } }>(isEvent('CREATE_EVENT'))).order.id).toBe(later.id);
    expect(objects(back.messages).filter((m) => m.event_type === 'GET_ALL')).toEqual([]);
    expect(objects(back.messages).every((m) => !m.order || (m.order as { pub_id: number }).pub_id === pubId)).toBe(
      true,
    );
    back.close();
  });

  it('a since the outbox no longer reaches (pruned, or beyond its end) gets GET_ALL', async () => {
    await anOrder(t, pubId);
    const old = await openSocket(channel('&since=0'));
    expect(await old.next(isEvent('GET_ALL'))).toMatchObject({ seq: expect.any(Number) });
    const future = await openSocket(channel('&since=999999999999'));
    expect(await future.next(isEvent('GET_ALL'))).toMatchObject({ seq: expect.any(Number) });
    const garbage = await openSocket(channel('&since=abc'));
    expect(await garbage.next(isEvent('GET_ALL'))).toMatchObject({ seq: expect.any(Number) });
    for (const s of [old, future, garbage]) s.close();
  });
});
