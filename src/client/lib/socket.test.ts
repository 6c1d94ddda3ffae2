import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveSocketOptions } from './socket.ts';

/**
 * The live socket's policy (docs/product.md S4, S9): a fresh token before each connect, PING → PONG, state
 * changes, a retry tick every retryMs while not connected, a page reload after reloadAfter ticks.
 */
const refreshToken = vi.fn(async () => true);
vi.mock('./api-client.ts', () => ({ refreshToken: () => refreshToken() }));
/** The token in memory; 'tok en' has no times, so it is never young and every connect refreshes it. */
let token = 'tok en';
vi.mock('./session.ts', () => ({
  getSession: () => ({ token }),
  tokenClaims: (t: string) => (t === 'tok en' ? {} : JSON.parse(t)),
}));

class FakeSocket {
  static all: FakeSocket[] = [];
  static OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  url: string;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((e?: { code: number }) => void) | null = null;
  constructor(url: string) {
    this.url = url;
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  fail(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const flush = () => vi.advanceTimersByTimeAsync(0);

/** A live socket on /ws/x (a tick every 4 s, a reload after 500 ticks) with the test's own options, its first connect made. */
async function started(opts: Partial<LiveSocketOptions> = {}) {
  const { createLiveSocket } = await import('./socket.ts');
  const live = createLiveSocket({ url: () => '/ws/x', onMessage: () => {}, retryMs: 4000, reloadAfter: 500, ...opts });
  await flush();
  return live;
}

describe('createLiveSocket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    refreshToken.mockClear();
    token = 'tok en';
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('refreshes the token, connects with it, answers PING and hands JSON to onMessage', async () => {
    const states: string[] = [];
    const messages: unknown[] = [];
    const live = await started({
      url: () => '/ws/orders/company/1/pub/2',
      onMessage: (m) => messages.push(m),
      onState: (s) => states.push(s),
    });
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(FakeSocket.all[0].url).toMatch(/^ws:\/\/[^/]+\/ws\/orders\/company\/1\/pub\/2\?access_token=tok%20en$/);
    FakeSocket.all[0].open();
    FakeSocket.all[0].onmessage!({ data: 'PING' });
    FakeSocket.all[0].onmessage!({ data: '{"event_type":"GET_ALL","orders":[]}' });
    FakeSocket.all[0].onmessage!({ data: 'not json' });
    expect(FakeSocket.all[0].sent).toEqual(['PONG']);
    expect(messages).toEqual([{ event_type: 'GET_ALL', orders: [] }]);
    expect(states).toEqual(['connecting', 'connected']);
    live.close();
    expect(states.at(-1)).toBe('disconnected');
  });

  it('opens with the token the session refresh just brought, without refreshing it again', async () => {
    const now = Math.floor(Date.now() / 1000);
    token = JSON.stringify({ iat: now - 60, exp: now - 60 + 900 });
    const live = await started({ url: () => '/ws/courier/7', retryMs: 60_000 });
    expect(refreshToken).not.toHaveBeenCalled();
    expect(FakeSocket.all[0].url).toContain(`access_token=${encodeURIComponent(token)}`);
    live.close();
  });

  it('a token older than a third of its lifetime is refreshed before the handshake', async () => {
    const { youngToken } = await import('./socket.ts');
    const issued = 1_800_000_000;
    token = JSON.stringify({ iat: issued, exp: issued + 900 });
    expect(youngToken(issued * 1000 + 4 * 60_000)).toBe(token);
    expect(youngToken(issued * 1000 + 6 * 60_000)).toBeNull();
    token = 'tok en';
    expect(youngToken()).toBeNull();
  });

  it('after a close the state is error and a tick reconnects with a fresh token; many failed ticks reload', async () => {
    const reload = vi.fn();
    const states: string[] = [];
    const live = await started({ onState: (s) => states.push(s), retryMs: 2000, reloadAfter: 3, reload });
    FakeSocket.all[0].open();
    FakeSocket.all[0].fail();
    expect(states.at(-1)).toBe('error');
    await vi.advanceTimersByTimeAsync(2000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(refreshToken).toHaveBeenCalledTimes(2);
    FakeSocket.all[1].fail();
    await vi.advanceTimersByTimeAsync(2000);
    FakeSocket.all[2].fail();
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(reload).toHaveBeenCalledTimes(1);
    live.close();
  });

  it('a socket the server ends with 4401 (token expired) reconnects at once with a fresh token, not at the next tick', async () => {
    const live = await started();
    FakeSocket.all[0].open();
    expect(refreshToken).toHaveBeenCalledTimes(1);
    FakeSocket.all[0].fail(4401);
    await flush();
    expect(FakeSocket.all).toHaveLength(2);
    expect(refreshToken).toHaveBeenCalledTimes(2);
    // Any other close waits for the tick, as before.
    FakeSocket.all[1].open();
    FakeSocket.all[1].fail(1006);
    await flush();
    expect(FakeSocket.all).toHaveLength(2);
    live.close();
  });

  it('a channel without a session (session: false) connects with its own URL, no token refresh, and reconnects on the tick', async () => {
    const live = await started({
      url: () => '/ws/client/order/5?token=abc',
      retryMs: 2000,
      reloadAfter: 1000,
      session: false,
    });
    expect(refreshToken).not.toHaveBeenCalled();
    expect(FakeSocket.all[0].url).toMatch(/^ws:\/\/[^/]+\/ws\/client\/order\/5\?token=abc$/);
    FakeSocket.all[0].fail();
    await vi.advanceTimersByTimeAsync(2000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(refreshToken).not.toHaveBeenCalled();
    live.close();
  });

  it('coming back online reconnects at once', async () => {
    const live = await started();
    FakeSocket.all[0].fail();
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(FakeSocket.all).toHaveLength(2);
    live.close();
  });

  it('a socket closed for a server restart (1012) waits a random 0–3 s before its first try; ticks and coming online do not cut the wait', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const live = await started({ retryMs: 1000 });
    FakeSocket.all[0].open();
    FakeSocket.all[0].fail(1012);
    await vi.advanceTimersByTimeAsync(1000);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(499);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);
    // Then the usual policy: a failed try is retried at the next tick.
    FakeSocket.all[1].fail(1006);
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(3);
    random.mockRestore();
    live.close();
  });

  it('reconnects with since= the highest seq it applied; another channel starts without it', async () => {
    let path = '/ws/orders/company/1/pub/2';
    const live = await started({ url: () => path, retryMs: 1000 });
    expect(FakeSocket.all[0].url).not.toContain('since=');
    FakeSocket.all[0].open();
    FakeSocket.all[0].onmessage!({ data: '{"event_type":"GET_ALL","orders":[],"seq":40}' });
    FakeSocket.all[0].onmessage!({ data: '{"event_type":"CREATE_EVENT","order":{"id":1,"version":1},"seq":42}' });
    FakeSocket.all[0].onmessage!({ data: '{"event_type":"UPDATE_EVENT","order":{"id":1,"version":2},"seq":41}' });
    FakeSocket.all[0].fail(1006);
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all[1].url).toMatch(/\?access_token=tok%20en&since=42$/);
    FakeSocket.all[1].fail(1006);
    path = '/ws/orders/company/1/pub/3';
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all[2].url).not.toContain('since=');
    live.close();
  });
});
