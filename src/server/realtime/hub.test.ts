import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import type { WebSocket } from 'ws';
import type { Bus, OrderEvent } from './bus.ts';
import { Hub, loadEach, type HubSpec, type Versioned } from './hub.ts';

/** A bus whose events the test emits by hand, and a socket that records what it was sent. */
function fakeBus(outbox: OrderEvent[] = []) {
  const listeners = new Set<(e: OrderEvent) => void>();
  const resumes = new Set<() => void>();
  return {
    bus: {
      subscribe: (fn: (e: OrderEvent) => void) => (listeners.add(fn), () => listeners.delete(fn)),
      onResume: (fn: () => void) => (resumes.add(fn), () => resumes.delete(fn)),
      latestSeq: async () => 0,
      eventsAfter: async (since: number) => outbox.filter((e) => e.id > since),
      channels: new Set(),
      countSent: () => {},
    } as unknown as Bus,
    resume: () => {
      for (const fn of resumes) fn();
    },
    emit: (orderId: number, version: number, kind = 'updated') => {
      for (const fn of listeners) fn(anEvent(0, orderId, version, kind));
    },
    count: () => listeners.size,
  };
}
function anEvent(id: number, orderId: number, version: number, kind = 'updated'): OrderEvent {
  return { id, orderId, pubId: 1, version, kind, extraCourierIds: [], createdAt: new Date() };
}
function fakeSocket() {
  const socket = Object.assign(new EventEmitter(), {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    sent: [] as unknown[],
    closedWith: undefined as number | undefined,
    send(data: string | Buffer, options?: unknown, cb?: (e?: Error) => void) {
      const text = data.toString();
      socket.sent.push(text.startsWith('{') ? JSON.parse(text) : text);
      (typeof options === 'function' ? options : cb)?.();
    },
    close(code?: number) {
      socket.closedWith = code;
      socket.readyState = 3;
      socket.emit('close');
    },
    terminate() {
      socket.close();
    },
  });
  return socket;
}
/** One turn of the event loop: what the hub began (a read, its flush after the turn) runs before the test looks. */
const tick = () => new Promise((r) => setImmediate(r));
/** What a socket is sent: the snapshot of `orders`, and one order's event at the outbox position `seq`. */
const getAll = (...orders: Versioned[]) => ({ event_type: 'GET_ALL', orders, seq: 0 });
const updated = (id: number, version: number, seq = 0) => ({ event_type: 'UPDATE_EVENT', order: { id, version }, seq });
const created = (id: number, version: number, seq = 0) => ({ event_type: 'CREATE_EVENT', order: { id, version }, seq });
/** A hub over `bus` that loads nothing and tells nobody unless `spec` says otherwise; it logs nothing. */
function aHub(bus: Bus, spec: Partial<HubSpec<number, Versioned>>, pingMs = 60_000) {
  return new Hub<number, Versioned>(
    bus,
    {
      name: 'test',
      load: async () => new Map(),
      audience: () => [],
      render: (o) => o,
      snapshot: async () => [],
      ...spec,
    },
    pino({ level: 'silent' }),
    pingMs,
  );
}

describe('Hub', () => {
  it('subscribes before the snapshot and drops buffered events the snapshot covers', async () => {
    const { bus, emit } = fakeBus();
    // The current state each order would load as; the snapshot is released by the test.
    const state = new Map<number, Versioned>([
      [1, { id: 1, version: 3 }],
      [2, { id: 2, version: 1 }],
    ]);
    let release!: () => void;
    const hub = aHub(bus, {
      load: loadEach(async (id) => state.get(id) ?? null),
      audience: () => [1],
      render: (o) => ({ ...o }),
      snapshot: async () => {
        const snap = [...state.values()].map((o) => ({ ...o }));
        await new Promise<void>((r) => (release = r));
        return snap;
      },
    });
    const socket = fakeSocket();
    const connecting = hub.connect(1, socket as unknown as WebSocket);
    await tick();
    // During the snapshot: order 1 changes again (v4), an old event of order 2 arrives, order 3 is created.
    state.set(1, { id: 1, version: 4 });
    emit(1, 4);
    emit(2, 1);
    state.set(3, { id: 3, version: 1 });
    emit(3, 1, 'created');
    await tick();
    expect(socket.sent).toEqual([]);
    release();
    await connecting;
    expect(socket.sent).toEqual([getAll({ id: 1, version: 3 }, { id: 2, version: 1 }), updated(1, 4), created(3, 1)]);
    // A duplicate or late event after that is not sent again.
    emit(1, 4);
    await tick();
    expect(socket.sent).toHaveLength(3);
    hub.close();
  });

  it('sockets of a key that connect while its snapshot is read share the next read, and miss no event', async () => {
    const { bus, emit } = fakeBus();
    const state = new Map<number, Versioned>([[1, { id: 1, version: 1 }]]);
    const releases: (() => void)[] = [];
    let reads = 0;
    const hub = aHub(bus, {
      load: loadEach(async (id) => state.get(id) ?? null),
      audience: () => [1],
      render: (o) => ({ ...o }),
      snapshot: async () => {
        reads++;
        const snap = [...state.values()].map((o) => ({ ...o }));
        await new Promise<void>((r) => releases.push(r));
        return snap;
      },
    });
    const first = fakeSocket();
    const firstDone = hub.connect(1, first as unknown as WebSocket);
    await tick();
    const later = [fakeSocket(), fakeSocket(), fakeSocket()];
    const laterDone = Promise.all(later.map((s) => hub.connect(1, s as unknown as WebSocket)));
    // Order 2 is created after the first read began: the first socket hears it as an event, the later ones in their GET_ALL.
    state.set(2, { id: 2, version: 1 });
    emit(2, 1, 'created');
    await tick();
    releases[0]();
    await firstDone;
    await tick();
    releases[1]();
    await laterDone;
    expect(reads).toBe(2);
    expect(first.sent).toEqual([getAll({ id: 1, version: 1 }), created(2, 1)]);
    for (const s of later) expect(s.sent).toEqual([getAll({ id: 1, version: 1 }, { id: 2, version: 1 })]);
    // The shared versions still keep a socket from hearing what its GET_ALL carried; a newer version goes out.
    emit(2, 1);
    state.set(1, { id: 1, version: 2 });
    emit(1, 2);
    await tick();
    for (const s of later) expect(s.sent.slice(1)).toEqual([updated(1, 2)]);
    hub.close();
  });

  it('loads each changed order once for all sockets, and only when someone listens', async () => {
    const { bus, emit } = fakeBus();
    let loads = 0;
    let version = 1;
    const hub = aHub(bus, {
      load: loadEach(async (id) => (loads++, { id, version })),
      audience: (_o, _e, connected) => [...connected],
    });
    emit(7, 1);
    await tick();
    expect(loads).toBe(0);
    const sockets = [fakeSocket(), fakeSocket(), fakeSocket()];
    await Promise.all(sockets.map((s, i) => hub.connect(i % 2, s as unknown as WebSocket)));
    version = 2;
    emit(7, 2);
    await tick();
    expect(loads).toBe(1);
    for (const s of sockets) expect(s.sent.at(-1)).toEqual(updated(7, 2));
    sockets[0].close();
    expect(hub.size).toBe(2);
    hub.close();
  });

  it('closes a socket that leaves two PINGs unanswered; PONG resets the count', async () => {
    vi.useFakeTimers();
    const { bus } = fakeBus();
    const hub = aHub(
      bus,
      {
        render: () => null,
      },
      20,
    );
    const quiet = fakeSocket();
    const polite = fakeSocket();
    await hub.connect(1, quiet as unknown as WebSocket);
    await hub.connect(1, polite as unknown as WebSocket);
    const answer = setInterval(() => polite.emit('message', Buffer.from('PONG'), false), 10);
    await vi.advanceTimersByTimeAsync(150);
    clearInterval(answer);
    vi.useRealTimers();
    expect(quiet.readyState).toBe(3);
    expect(quiet.sent.filter((m) => m === 'PING')).toHaveLength(2);
    expect(polite.readyState).toBe(1);
    expect(polite.sent.filter((m) => m === 'PING').length).toBeGreaterThan(3);
    hub.close();
  });

  it('cuts a socket that does not keep up instead of queueing without end', async () => {
    const { bus, emit } = fakeBus();
    const hub = aHub(bus, {
      load: loadEach(async (id) => ({ id, version: 2 })),
      audience: () => [1],
    });
    const slow = fakeSocket();
    await hub.connect(1, slow as unknown as WebSocket);
    slow.bufferedAmount = 10 * 1024 * 1024;
    emit(5, 2);
    await tick();
    expect(slow.readyState).toBe(3);
    expect(hub.size).toBe(0);
    hub.close();
  });
});

describe('resync after the database was away', () => {
  it('sends every open socket a fresh GET_ALL when the bus resumes', async () => {
    const { bus, resume } = fakeBus();
    let rows: Versioned[] = [{ id: 1, version: 1 }];
    const hub = aHub(bus, {
      snapshot: async () => rows,
    });
    const a = fakeSocket();
    const b = fakeSocket();
    await hub.connect(1, a as unknown as WebSocket);
    await hub.connect(2, b as unknown as WebSocket);
    rows = [
      { id: 1, version: 2 },
      { id: 2, version: 1 },
    ];
    resume();
    await tick();
    for (const s of [a, b]) {
      const all = s.sent.filter((m) => typeof m === 'object' && (m as { event_type: string }).event_type === 'GET_ALL');
      expect(all).toEqual([getAll({ id: 1, version: 1 }), getAll(...rows)]);
    }
    hub.close();
  });
});

describe('an event heard while its order cannot be read', () => {
  it('is fanned out again once it can, not lost (a database restarting behind a pooler)', async () => {
    vi.useFakeTimers();
    try {
      const f = fakeBus();
      let reads = 0;
      const hub = aHub(f.bus, {
        load: loadEach(async (id) => {
          if (++reads <= 2) throw new Error('server login has been failing, try again later (server_login_retry)');
          return { id, version: 3 };
        }),
        audience: () => [1],
      });
      const socket = fakeSocket();
      await hub.connect(1, socket as unknown as WebSocket);
      socket.sent.length = 0;
      f.emit(9, 3);
      await vi.advanceTimersByTimeAsync(0);
      expect(socket.sent).toEqual([]);
      await vi.advanceTimersByTimeAsync(500);
      expect(socket.sent).toEqual([]);
      // The second try (at 0.5 s) fails too; the third, a second later, reads it.
      await vi.advanceTimersByTimeAsync(2000);
      expect(reads).toBe(3);
      expect(socket.sent).toEqual([updated(9, 3)]);
      hub.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is read with the other events heard in the same turn: one read for a burst', async () => {
    const f = fakeBus();
    const reads: number[][] = [];
    const hub = aHub(f.bus, {
      load: async (ids) => (reads.push([...ids]), new Map(ids.map((id) => [id, { id, version: 2 }]))),
      audience: () => [1],
    });
    const socket = fakeSocket();
    await hub.connect(1, socket as unknown as WebSocket);
    socket.sent.length = 0;
    f.emit(7, 2);
    f.emit(8, 2);
    f.emit(7, 2);
    await tick();
    expect(reads).toEqual([[7, 8]]);
    expect(socket.sent).toEqual([updated(7, 2), updated(8, 2)]);
    hub.close();
  });

  it('closes the sockets it may concern (1011) after its last try, so that their apps replay it', async () => {
    vi.useFakeTimers();
    try {
      const f = fakeBus();
      const hub = aHub(f.bus, {
        wants: (event, connected) => connected.has(event.pubId),
        load: async () => {
          throw new Error('timeout exceeded when trying to connect');
        },
        audience: () => [1],
      });
      const concerned = fakeSocket();
      const other = fakeSocket();
      await hub.connect(1, concerned as unknown as WebSocket);
      await hub.connect(2, other as unknown as WebSocket);
      f.emit(9, 3);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(concerned.readyState).toBe(1);
      await vi.advanceTimersByTimeAsync(40_000);
      expect(concerned.closedWith).toBe(1011);
      expect(other.readyState).toBe(1);
      hub.close();
    } finally {
      vi.useRealTimers();
    }
  });
});

/**
 * A bus whose replay reads wait until the test lets them go: each read's `since`, and the most that ran at once.
 * `releaseAll(n)` lets the reads go one at a time until at least `n` were made and none waits.
 */
function heldReplays(answer: (since: number) => OrderEvent[] | null) {
  const f = fakeBus();
  const held = { reads: [] as number[], most: 0 };
  const release: (() => void)[] = [];
  let running = 0;
  f.bus.eventsAfter = async (since) => {
    running++;
    held.most = Math.max(held.most, running);
    held.reads.push(since);
    await new Promise<void>((resolve) => release.push(resolve));
    running--;
    return answer(since);
  };
  const releaseAll = async (n = 0) => {
    while (release.length || held.reads.length < n) {
      release.shift()?.();
      await tick();
    }
  };
  return { bus: f.bus, held, releaseAll };
}

describe('replay', () => {
  it('reads the orders of every replayed event at once and sends each order once, at its latest seq', async () => {
    const f = fakeBus([anEvent(11, 7, 1, 'created'), anEvent(12, 8, 2), anEvent(13, 7, 2)]);
    const reads: number[][] = [];
    const hub = aHub(f.bus, {
      load: async (ids) => (reads.push([...ids]), new Map(ids.map((id) => [id, { id, version: 2 }]))),
      audience: () => [1],
    });
    const socket = fakeSocket();
    await hub.connect(1, socket as unknown as WebSocket, 10);
    expect(reads).toEqual([[7, 8]]);
    expect(socket.sent).toEqual([created(7, 2, 13), updated(8, 2, 12)]);
    hub.close();
  });

  /** A hub whose outbox read fails with `error`, and a snapshot that answers one order. */
  function failingReplay(error: Error) {
    const f = fakeBus();
    f.bus.eventsAfter = async () => {
      throw error;
    };
    return aHub(f.bus, { snapshot: async () => [{ id: 7, version: 1 }] });
  }

  it('closes the socket (1011) with no GET_ALL when the database cannot be reached, so the app replays later', async () => {
    const hub = failingReplay(
      Object.assign(new Error('server login has been failing, try again later'), { code: '08P01' }),
    );
    const socket = fakeSocket();
    await hub.connect(1, socket as unknown as WebSocket, 10);
    expect(socket.sent).toEqual([]);
    expect(socket.closedWith).toBe(1011);
    expect(hub.size).toBe(0);
    hub.close();
  });

  it('a reconnect wave reads at most four replays at once; sockets of a key that ask meanwhile share the next read, from the lowest since', async () => {
    const { bus, held, releaseAll } = heldReplays(() => [
      anEvent(21, 7, 1, 'created'),
      anEvent(25, 8, 1, 'created'),
      anEvent(26, 7, 2),
    ]);
    const loads: number[][] = [];
    const hub = aHub(bus, {
      load: async (ids) => (loads.push([...ids]), new Map(ids.map((id) => [id, { id, version: id === 7 ? 2 : 1 }]))),
      audience: () => [1],
    });
    const sockets = Array.from({ length: 10 }, () => fakeSocket());
    // Sockets 0–3 take the four turns; 4–9 wait, and ask from 24, 23 … 19.
    const sinces = [20, 20, 20, 20, 24, 23, 22, 21, 20, 19];
    const connected = sockets.map((socket, i) => hub.connect(1, socket as unknown as WebSocket, sinces[i]));
    await tick();
    expect(held.reads).toEqual([20, 20, 20, 20]);
    await releaseAll(5);
    await Promise.all(connected);
    expect(held.most).toBe(4);
    // One read for the six that waited, from the lowest since among them; their orders read once.
    expect(held.reads).toEqual([20, 20, 20, 20, 19]);
    expect(loads).toHaveLength(5);
    // Order 8 was created at 25: new to every socket. Order 7 was created at 21: new only to those that asked from before it.
    const types = (s: ReturnType<typeof fakeSocket>) =>
      (s.sent as { event_type: string; order: { id: number } }[]).map((m) => `${m.order.id}:${m.event_type}`);
    expect(types(sockets[4])).toEqual(['7:UPDATE_EVENT', '8:CREATE_EVENT']);
    expect(types(sockets[9])).toEqual(['7:CREATE_EVENT', '8:CREATE_EVENT']);
    expect(sockets.every((s) => s.sent.length === 2)).toBe(true);
    hub.close();
  });

  it('the hubs of one bus share the four turns: a wave on two channels still reads four at a time', async () => {
    const { bus, held, releaseAll } = heldReplays(() => []);
    const hubs = [aHub(bus, {}), aHub(bus, {})];
    const sockets = Array.from({ length: 6 }, () => fakeSocket());
    const connected = sockets.map((socket, i) => hubs[i % 2].connect(i, socket as unknown as WebSocket, 10 + i));
    await tick();
    expect(held.reads).toEqual([10, 11, 12, 13]);
    await releaseAll(6);
    await Promise.all(connected);
    expect(held.most).toBe(4);
    expect(held.reads).toEqual([10, 11, 12, 13, 14, 15]);
    hubs.forEach((hub) => hub.close());
  });

  it('a replay read that every socket waiting for it gave up on is not made', async () => {
    const { bus, held, releaseAll } = heldReplays(() => []);
    const hub = aHub(bus, {});
    const sockets = Array.from({ length: 6 }, () => fakeSocket());
    const connected = sockets.map((socket, i) => hub.connect(1, socket as unknown as WebSocket, 10 + i));
    await tick();
    // Sockets 4 and 5 wait for the same read; their apps give up.
    sockets[4].close();
    sockets[5].close();
    await releaseAll();
    await Promise.all(connected);
    expect(held.reads).toEqual([10, 11, 12, 13]);
    hub.close();
  });

  it('a socket whose shared read came from a since the outbox no longer reaches is replayed from its own', async () => {
    const { bus, held, releaseAll } = heldReplays((since) => (since < 10 ? null : [anEvent(31, 7, 1, 'created')]));
    const hub = aHub(bus, {
      load: async (ids) => new Map(ids.map((id) => [id, { id, version: 1 }])),
      audience: () => [1],
      snapshot: async () => [{ id: 7, version: 1 }],
    });
    const sockets = Array.from({ length: 6 }, () => fakeSocket());
    // Socket 4 asks from 30; socket 5, a tablet asleep for hours, from 5.
    const sinces = [30, 30, 30, 30, 30, 5];
    const connected = sockets.map((socket, i) => hub.connect(1, socket as unknown as WebSocket, sinces[i]));
    await releaseAll(6);
    await Promise.all(connected);
    expect(held.reads).toEqual([30, 30, 30, 30, 5, 30]);
    expect(JSON.stringify(sockets[4].sent)).toContain('CREATE_EVENT');
    expect(JSON.stringify(sockets[5].sent)).toContain('GET_ALL');
    hub.close();
  });

  it('falls back to a GET_ALL when the replay fails for another reason', async () => {
    const hub = failingReplay(new Error('an order the replay could not render'));
    const socket = fakeSocket();
    await hub.connect(1, socket as unknown as WebSocket, 10);
    expect(socket.closedWith).toBeUndefined();
    expect(socket.sent).toHaveLength(1);
    expect(JSON.stringify(socket.sent[0])).toContain('GET_ALL');
    hub.close();
  });
});
