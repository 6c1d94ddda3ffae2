import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { VapidKeys } from './keys.ts';

export interface SealRequest {
  id: number;
  origin: string;
  vapid: VapidKeys;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  payload: string;
  options: { ttl: number; urgency: string; topic: string };
}
/** The sealed message (headers with the VAPID authorization, encrypted body), or why it could not be sealed. */
export type SealReply =
  { id: number; headers: Record<string, string>; body: Uint8Array } | { id: number; error: string };
/** `retry` when the thread, not the subscription, was at fault. */
export type Sealed = { headers: Record<string, string>; body: Uint8Array } | { error: string; retry?: boolean };

/** Threads in the pool: one core is left to the event loop (and PostgreSQL), at least one thread. */
export function poolSize(parallelism = os.availableParallelism()): number {
  return Math.max(1, parallelism - 1);
}

interface Slot {
  worker: Worker;
  busy: Map<number, (reply: Sealed) => void>;
}

/**
 * Encrypting a push (RFC 8291) and signing its VAPID token (RFC 8292) are CPU work of about a millisecond and
 * a half each; a burst of thousands of pushes done on the event loop would slow every request beside it. The
 * pool does this work in worker threads: each request goes to the thread with the fewest in flight. A thread
 * that dies fails its requests (the sender retries them like a network failure) and is replaced.
 */
export class SealPool {
  private slots: Slot[] = [];
  private nextId = 1;
  private closed = false;
  readonly size: number;

  constructor(size = poolSize()) {
    this.size = size;
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    const worker = new Worker(new URL('./seal-worker.ts', import.meta.url));
    const slot: Slot = { worker, busy: new Map() };
    worker.unref();
    worker.on('message', (reply: SealReply) => {
      const resolve = slot.busy.get(reply.id);
      slot.busy.delete(reply.id);
      const { id: _id, ...sealed } = reply;
      resolve?.(sealed);
    });
    const fail = (error: string) => {
      for (const resolve of slot.busy.values()) resolve({ error, retry: true });
      slot.busy.clear();
      const at = this.slots.indexOf(slot);
      if (at >= 0 && !this.closed) this.slots[at] = this.spawn();
    };
    worker.on('error', (error) => fail(`sealing thread failed: ${error.message}`));
    worker.on('exit', (code) => fail(`sealing thread exited (${code})`));
    return slot;
  }

  /** Encrypts `payload` for `subscription` and adds the VAPID authorization for the push service at `origin`. */
  seal(request: Omit<SealRequest, 'id'>): Promise<Sealed> {
    if (this.closed) return Promise.resolve({ error: 'stopped', retry: true });
    const slot = this.slots.reduce((a, b) => (b.busy.size < a.busy.size ? b : a));
    const id = this.nextId++;
    return new Promise<Sealed>((resolve) => {
      slot.busy.set(id, resolve);
      slot.worker.postMessage({ ...request, id } satisfies SealRequest);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
    this.slots = [];
  }
}
