import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { courierAction, courierMutationKeys, registerOfflineMutations } from './offline-mutations.ts';

/** What the courier's queued actions put on the wire. */
describe('courier actions on the wire', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('send the order, stage and time in the body and no idempotency key: a repeat is harmless by the server rule of each action', async () => {
    const sent: { url: string; headers: Headers; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      sent.push({ url, headers: new Headers(init.headers), body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ ok: true }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const queryClient = new QueryClient();
    registerOfflineMutations(queryClient);
    const run = (key: readonly unknown[], vars: unknown) =>
      queryClient.getMutationCache().build(queryClient, { mutationKey: key }).execute(vars);
    await run(courierMutationKeys.stage, courierAction(5, { stage: 'picked_up' }, 4));
    // An action an older build queued (its id under the old name) goes out the same way.
    await run(courierMutationKeys.complete, {
      orderId: 5,
      courierId: 4,
      idempotencyKey: 'queued-before',
      at: '2026-11-27T08:00:00.000Z',
    });
    expect(sent.map((s) => [s.url, s.body])).toEqual([
      ['/api/courier/4/set-order-stage', { order_id: 5, stage: 'picked_up' }],
      ['/api/courier/4/set-order-to-completed', { order_id: 5, at: '2026-11-27T08:00:00.000Z' }],
    ]);
    for (const s of sent) expect(s.headers.has('idempotency-key')).toBe(false);
  });
});
