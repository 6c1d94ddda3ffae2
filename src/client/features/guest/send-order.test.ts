import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLostAnswer, sendOrder } from './send-order.ts';
import { ApiError } from '../../lib/api-client.ts';

/** Decision 082: a lost answer is sent again with the same key; any real answer is final. */
const created = () =>
  new Response(JSON.stringify({ ok: true, order: { id: 7, tracking_token: 't' } }), {
    status: 201,
    headers: { 'content-type': 'application/json' },
  });

afterEach(() => vi.unstubAllGlobals());

describe('sendOrder', () => {
  it('retries a lost answer with the same Idempotency-Key until the server answers', async () => {
    const keys: string[] = [];
    let calls = 0;
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      calls += 1;
      return calls < 3 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(created());
    });
    const retries: number[] = [];
    const { order } = await sendOrder('bistro', 'key-1', { dishes: [] }, (n) => retries.push(n), [0, 0, 0]);
    expect(order.id).toBe(7);
    expect(keys).toEqual(['key-1', 'key-1', 'key-1']);
    expect(retries).toEqual([1, 2]);
  });

  it('gives up after the last delay with a network error', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', () => {
      calls += 1;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    await expect(sendOrder('bistro', 'k', {}, () => {}, [0, 0])).rejects.toMatchObject({ status: 0 });
    expect(calls).toBe(3);
  });

  it('does not repeat an answer about the order itself', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', () => {
      calls += 1;
      return Promise.resolve(
        new Response(JSON.stringify({ ok: false, err: 'pub is closed' }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
    await expect(sendOrder('bistro', 'k', {}, () => {}, [0, 0])).rejects.toMatchObject({ status: 409 });
    expect(calls).toBe(1);
  });

  it('counts gateways and timeouts as lost answers', () => {
    expect(isLostAnswer(new ApiError(502, '', 'x'))).toBe(true);
    expect(isLostAnswer(new ApiError(400, 'validation error', 'x'))).toBe(false);
    expect(isLostAnswer(Object.assign(new Error('t'), { name: 'TimeoutError' }))).toBe(true);
  });
});
