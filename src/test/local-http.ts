import http from 'node:http';

/**
 * A stand-in HTTP service on a free port of 127.0.0.1, for tests of what the server calls out to (the push
 * service, the Telegram Bot API): `start()` listens and sets `url`, `close()` cuts every connection; a subclass
 * answers each request in `serve` with the whole body already read.
 */
export abstract class LocalHttpStandIn {
  private readonly server = http.createServer((req, res) => void this.handle(req, res));
  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  protected abstract serve(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): Promise<void>;

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    await this.serve(req, res, Buffer.concat(chunks));
  }
}

/** Tests waiting for something to arrive: `next` resolves with the first arrival `offer`ed that matches. */
export class Arrivals<T> {
  private readonly waiters: { match: (item: T) => boolean; resolve: (item: T) => void }[] = [];

  get waiting(): boolean {
    return this.waiters.length > 0;
  }

  next(match: (item: T) => boolean): Promise<T> {
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }

  offer(item: T): void {
    for (const w of [...this.waiters]) {
      if (w.match(item)) {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        w.resolve(item);
      }
    }
  }
}
