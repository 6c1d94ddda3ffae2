import type http from 'node:http';
import { Arrivals, LocalHttpStandIn } from './local-http.ts';

/**
 * A small local stand-in of the Telegram Bot API's HTTP interface (`POST /bot<token>/<method>`, JSON in and
 * out, `{ok, result}` / `{ok:false, error_code, description}`), for the alert tests (docs/product.md D15).
 * getUpdates long-polls: it answers at once when updates wait, else when one is pushed or `timeout` ends.
 * A test in another process (the browser tests) drives it over HTTP: `POST /stand-in/messages` `{chat, text}` is a
 * user writing to the bot, `GET /stand-in/sent` lists the messages the bot sent (`[{chat_id, text}]`).
 */
export interface StandInRequest {
  method: string;
  token: string;
  body: Record<string, unknown>;
  failed: boolean;
}

export class BotApiStandIn extends LocalHttpStandIn {
  readonly requests: StandInRequest[] = [];
  private readonly updates: { update_id: number; message: unknown }[] = [];
  private nextUpdateId = 1000;
  private readonly failures = new Map<string, { status: number; description: string; retryAfter?: number }[]>();
  private readonly pollers = new Set<() => void>();
  private readonly arrivals = new Arrivals<StandInRequest>();

  async close(): Promise<void> {
    for (const wake of this.pollers) wake();
    await super.close();
  }

  /** The next `times` calls of `method` fail with `status`. */
  failNext(method: string, status: number, times = 1, retryAfter?: number): void {
    const list = this.failures.get(method) ?? [];
    for (let i = 0; i < times; i++)
      list.push({
        status,
        description: status === 429 ? 'Too Many Requests' : `Stand-in failure ${status}`,
        retryAfter,
      });
    this.failures.set(method, list);
  }

  /** A user writes `text` to the bot from `chat`. */
  pushMessage(chat: Record<string, unknown>, text: string): void {
    this.updates.push({
      update_id: this.nextUpdateId++,
      message: { message_id: this.nextUpdateId, date: Math.floor(Date.now() / 1000), chat, text },
    });
    for (const wake of this.pollers) wake();
  }

  /** Resolves with the first request (already seen or future) that matches. */
  waitFor(match: (r: StandInRequest) => boolean): Promise<StandInRequest> {
    const seen = this.requests.find(match);
    if (seen) return Promise.resolve(seen);
    return this.arrivals.next(match);
  }

  sent(match: (text: string, chatId: string) => boolean): Promise<StandInRequest> {
    return this.waitFor(
      (r) => r.method === 'sendMessage' && !r.failed && match(String(r.body.text), String(r.body.chat_id)),
    );
  }

  private record(r: StandInRequest): void {
    this.requests.push(r);
    this.arrivals.offer(r);
  }

  protected async serve(req: http.IncomingMessage, res: http.ServerResponse, raw: Buffer): Promise<void> {
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
    const send = (status: number, json: unknown) => {
      if (res.writableEnded || res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    };
    if (req.url === '/stand-in/messages' && req.method === 'POST') {
      const { chat, text } = JSON.parse(raw.toString('utf8')) as {
        chat: Record<string, unknown>;
        text: string;
      };
      this.pushMessage(chat, text);
      return send(200, { ok: true });
    }
    if (req.url === '/stand-in/sent' && req.method === 'GET') {
      const sent = this.requests
        .filter((r) => r.method === 'sendMessage' && !r.failed)
        .map((r) => ({ chat_id: String(r.body.chat_id), text: String(r.body.text) }));
      return send(200, { ok: true, result: sent });
    }
    if (!match) return send(404, { ok: false, error_code: 404, description: 'Not Found' });
    const [, token, method] = match;
    const body = raw.length ? (JSON.parse(raw.toString('utf8')) as Record<string, unknown>) : {};
    const failure = this.failures.get(method)?.shift();
    this.record({ method, token, body, failed: Boolean(failure) });
    if (failure) {
      return send(failure.status, {
        ok: false,
        error_code: failure.status,
        description: failure.description,
        ...(failure.retryAfter ? { parameters: { retry_after: failure.retryAfter } } : {}),
      });
    }
    if (method === 'getMe')
      return send(200, {
        ok: true,
        result: { id: 42, is_bot: true, first_name: 'Tavola', username: 'tavola_test_bot' },
      });
    if (method === 'sendMessage')
      return send(200, {
        ok: true,
        result: { message_id: this.requests.length, chat: { id: body.chat_id }, text: body.text },
      });
    if (method === 'getUpdates') {
      const offset = Number(body.offset ?? 0);
      const pending = () => this.updates.filter((u) => u.update_id >= offset);
      if (pending().length === 0) {
        await new Promise<void>((resolve) => {
          const wake = () => {
            this.pollers.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, Number(body.timeout ?? 0) * 1000);
          this.pollers.add(wake);
          req.socket.once('close', wake);
        });
      }
      return send(200, { ok: true, result: pending() });
    }
    return send(404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
  }
}
