import WebSocket from 'ws';

/**
 * A websocket client for channel tests: collects every message and waits for the next one matching a
 * predicate (no sleeps). Text that is not JSON (PING) is kept as a string.
 */
export interface LiveSocket {
  ws: WebSocket;
  messages: unknown[];
  /** Resolves with the first message (already received or coming) after `from` that matches. */
  next<T = Record<string, unknown>>(
    match: (m: Record<string, unknown> | string) => boolean,
    timeoutMs?: number,
  ): Promise<T>;
  closed: Promise<number>;
  close(): void;
}

export function openSocket(url: string, options: { answerPings?: boolean } = {}): Promise<LiveSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const messages: unknown[] = [];
    const waiters = new Set<() => void>();
    let cursor = 0;
    const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
    ws.on('message', (data) => {
      const text = data.toString();
      if (text === 'PING' && options.answerPings !== false) ws.send('PONG');
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // PING and other plain text stay strings.
      }
      messages.push(parsed);
      for (const wake of [...waiters]) wake();
    });
    const live: LiveSocket = {
      ws,
      messages,
      closed,
      close: () => ws.close(),
      next<T>(match: (m: Record<string, unknown> | string) => boolean, timeoutMs = 5000) {
        return new Promise<T>((res, rej) => {
          const check = () => {
            while (cursor < messages.length) {
              const m = messages[cursor++] as Record<string, unknown> | string;
              if (match(m)) {
                waiters.delete(check);
                clearTimeout(timer);
                res(m as T);
                return;
              }
            }
          };
          const timer = setTimeout(() => {
            waiters.delete(check);
            rej(new Error(`no matching message in ${timeoutMs} ms; got ${JSON.stringify(messages).slice(0, 500)}`));
          }, timeoutMs);
          waiters.add(check);
          check();
        });
      },
    };
    ws.on('open', () => resolve(live));
    ws.on('unexpected-response', (_req, res) =>
      reject(Object.assign(new Error(`refused ${res.statusCode}`), { status: res.statusCode })),
    );
    ws.on('error', (error) => reject(error));
  });
}

/** The HTTP status that refuses a handshake (101 when it opens). */
export function handshakeStatus(url: string): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('open', () => {
      ws.close();
      resolve(101);
    });
    ws.on('error', () => resolve(0));
  });
}

export const isEvent = (type: string) => (m: Record<string, unknown> | string) =>
  typeof m === 'object' && m.event_type === type;
