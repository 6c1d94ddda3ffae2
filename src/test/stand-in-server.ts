import http from 'node:http';

/** A stand-in for an outside HTTP service (a push service, Telegram's Bot API) on a free local port. */
export abstract class StandInServer {
  private readonly server = http.createServer((req, res) => void this.serve(req, res));
  /** The base URL, once started. */
  url = '';

  protected abstract serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<void>;

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
