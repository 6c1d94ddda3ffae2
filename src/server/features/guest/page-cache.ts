import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Bus } from '../../realtime/bus.ts';

/**
 * The public pub page's answers kept ready (decision 120): the menu JSON per pub and the
 * server-rendered HTML per pub and language, each with its ETag and its brotli and gzip forms made
 * once. An entry goes when the database says that pub changed (triggers → NOTIFY → the bus, so every
 * instance agrees), when the clock changes what it says — at the next whole minute (availability windows
 * and opening hours) or sooner at the moment a timed stop, pause or busy mode ends (`changesAt`) — and
 * all at once when the bus lost its connection (a change may have been missed). While the bus is
 * not listening nothing is kept: every read goes to the database.
 */
export interface CachedAnswer extends CompressedAnswer {
  pubId: number;
  expires: number;
}

/** An answer with its ETag and its brotli and gzip forms, made once. */
export interface CompressedAnswer {
  etag: string;
  type: string;
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export function compressedAnswer(body: string, type: string): CompressedAnswer {
  const raw = Buffer.from(body);
  return {
    type,
    raw,
    etag: `"${crypto.createHash('sha1').update(raw).digest('base64url')}"`,
    gzip: zlib.gzipSync(raw, { level: 9 }),
    br: zlib.brotliCompressSync(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
  };
}

const MAX_ENTRIES = 2000;

export class PageCache {
  private readonly entries = new Map<string, CachedAnswer>();
  /** Raised by every invalidation: an answer read from the database before one is not kept. */
  private changes = 0;
  private readonly bus: Bus;
  private readonly now: () => number;

  constructor(bus: Bus, now: () => number = Date.now) {
    this.bus = bus;
    this.now = now;
    bus.onMenuChange((pubId) => this.invalidate(pubId));
    bus.onResume(() => this.invalidate('*'));
  }

  get size(): number {
    return this.entries.size;
  }

  /** A fresh entry, or undefined (also while the bus is not listening). */
  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (!this.bus.listening || entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Taken before reading the database; `put` keeps the answer only if nothing changed meanwhile. */
  stamp(): number {
    return this.changes;
  }

  /** The answer with its ETag and compressed forms; kept when it is still current, until `changesAt` at the latest. */
  put(
    key: string,
    pubId: number,
    stamp: number,
    type: string,
    body: string,
    changesAt: number | null = null,
  ): CachedAnswer {
    const entry: CachedAnswer = {
      pubId,
      ...compressedAnswer(body, type),
      // Within the minute it was made (availability windows and hours change on whole minutes), and never
      // past the moment a timed stop, pause or busy mode it shows ends.
      expires: Math.min((Math.floor(this.now() / 60_000) + 1) * 60_000, changesAt ?? Infinity),
    };
    if (stamp === this.changes && this.bus.listening) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, entry);
    }
    return entry;
  }

  invalidate(pubId: number | '*'): void {
    this.changes++;
    if (pubId === '*') return this.entries.clear();
    for (const [key, entry] of this.entries) if (entry.pubId === pubId) this.entries.delete(key);
  }
}

/** 304 when the guest has it; else the smallest form the client accepts. */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CompressedAnswer,
  vary = 'accept-encoding',
) {
  reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('vary', vary);
  if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.type(entry.type);
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(entry.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(entry.gzip);
  return reply.send(entry.raw);
}
