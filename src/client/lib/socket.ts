import { refreshToken } from './api-client.ts';
import { getSession, tokenClaims } from './session.ts';
import { RESTART_RECONNECT_JITTER_MS, SERVICE_RESTART_CLOSE } from '#shared/constants.ts';

/**
 * The token in memory while it is young — issued less than a third of its lifetime ago — else null. A live socket
 * opened with it stays open until the token's expiry (the server closes it then, with 4401), so a socket opened
 * right after the session refresh need not refresh again. Its age is read on this device's clock: one running
 * behind may take an older token for a young one, which costs a reconnect at its expiry, nothing more.
 */
export function youngToken(now = Date.now()): string | null {
  const token = getSession().token;
  const { iat, exp } = token ? tokenClaims(token) : {};
  return token && iat && exp && exp > iat && now - iat * 1000 < ((exp - iat) * 1000) / 3 ? token : null;
}

/**
 * A live channel (docs/product.md S4 "Live order updates", S9, D8). Before every connect the access
 * token is refreshed (the socket needs a fresh one) and passed as ?access_token=. Text PING is
 * answered with PONG. After an error or close the state is `error` and a timer retries every
 * `retryMs`; after `reloadAfter` failed ticks the page reloads, as the original front end did to
 * recover from a stuck tab. Coming back online or to a visible tab reconnects at once. A socket closed
 * because its server restarts (1012) first waits a random 0–3 s, so that the clients of one instance
 * do not all reconnect in the same moment; then the same policy applies. The socket remembers the
 * highest `seq` its messages carried and reconnects to the same channel with `since=` it, so the server
 * replays what was missed instead of a full GET_ALL.
 */
/** Close code of a socket whose session or access token ended (server realtime/sessions.ts). */
export const SESSION_ENDED_CODE = 4401;

export type LiveState = 'disconnected' | 'connecting' | 'connected' | 'error';

export interface LiveSocketOptions {
  /** Path or absolute URL of the channel, without the token ('/ws/orders/company/1/pub/2'). */
  url: () => string;
  onMessage: (data: unknown) => void;
  onState?: (state: LiveState) => void;
  retryMs: number;
  reloadAfter: number;
  /** Overridable for tests. */
  reload?: () => void;
  /**
   * false: a channel that needs no session (the guest's order, whose URL carries its tracking token): no
   * token refresh and no ?access_token=. Default true.
   */
  session?: boolean;
}

export interface LiveSocket {
  close(): void;
  /** Reconnects now if not connected (used on 'online' and tab visible). */
  kick(): void;
  readonly state: LiveState;
}

const absolute = (path: string) =>
  /^wss?:/.test(path) ? path : `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
const withSince = (url: string, since?: number) =>
  since === undefined ? url : `${url}${url.includes('?') ? '&' : '?'}since=${since}`;

export function wsUrl(path: string, token: string, since?: number): string {
  const base = absolute(path);
  const sep = base.includes('?') ? '&' : '?';
  return withSince(`${base}${sep}access_token=${encodeURIComponent(token)}`, since);
}

export function createLiveSocket(opts: LiveSocketOptions): LiveSocket {
  let ws: WebSocket | null = null;
  let state: LiveState = 'disconnected';
  let closed = false;
  let connecting = false;
  let failedTicks = 0;
  let timer: ReturnType<typeof setInterval> | null = null;
  /** The random wait after a 1012; no tick or kick reconnects during it. */
  let restartWait: ReturnType<typeof setTimeout> | null = null;
  /** The highest `seq` applied on channel `seqPath` (a different channel starts again from GET_ALL). */
  let lastSeq: number | undefined;
  let seqPath = '';

  const setState = (s: LiveState) => {
    if (s === state) return;
    state = s;
    opts.onState?.(s);
  };

  async function connect(): Promise<void> {
    if (closed || connecting || (ws && ws.readyState <= WebSocket.OPEN)) return;
    connecting = true;
    setState('connecting');
    try {
      const path = opts.url();
      if (path !== seqPath) {
        seqPath = path;
        lastSeq = undefined;
      }
      let url = withSince(absolute(path), opts.session === false ? lastSeq : undefined);
      if (opts.session !== false) {
        // The handshake needs a token that will not expire soon: the one the session refresh just brought, else a
        // refreshed one (a failed refresh, offline, still tries the one in memory).
        let token = youngToken();
        if (!token) {
          await refreshToken();
          token = getSession().token;
        }
        if (closed) return;
        if (!token) {
          setState('error');
          return;
        }
        url = wsUrl(url, token, lastSeq);
      }
      const socket = new WebSocket(url);
      ws = socket;
      socket.onopen = () => {
        if (ws !== socket) return;
        failedTicks = 0;
        setState('connected');
      };
      socket.onmessage = (event) => {
        if (ws !== socket) return;
        const text = typeof event.data === 'string' ? event.data : '';
        if (text === 'PING') {
          socket.send('PONG');
          return;
        }
        try {
          const data: unknown = JSON.parse(text);
          opts.onMessage(data);
          const seq = (data as { seq?: unknown } | null)?.seq;
          if (typeof seq === 'number' && seq > (lastSeq ?? -1)) lastSeq = seq;
        } catch (error) {
          // A bad message is logged and ignored (docs/product.md S4).
          console.warn('live socket: bad message', error);
        }
      };
      const fail = () => {
        if (ws !== socket) return;
        ws = null;
        if (!closed) setState('error');
      };
      socket.onerror = fail;
      socket.onclose = (event?: CloseEvent) => {
        const wasCurrent = ws === socket;
        fail();
        // 4401: the server ended the socket with its access token (docs/product.md D11). Reconnect at once
        // with a fresh token instead of waiting for the next tick; an ended session cannot refresh.
        if (wasCurrent && !closed && event?.code === SESSION_ENDED_CODE) void connect();
        if (wasCurrent && !closed && event?.code === SERVICE_RESTART_CLOSE && !restartWait) {
          restartWait = setTimeout(() => {
            restartWait = null;
            void connect();
          }, Math.random() * RESTART_RECONNECT_JITTER_MS);
        }
      };
    } catch (error) {
      console.warn('live socket: connect failed', error);
      if (!closed) setState('error');
    } finally {
      connecting = false;
    }
  }

  // The reconnect timer of docs/product.md S9: one tick per interval while not connected.
  timer = setInterval(() => {
    if (closed || state === 'connected' || connecting || restartWait) return;
    failedTicks++;
    if (failedTicks >= opts.reloadAfter) {
      (opts.reload ?? (() => location.reload()))();
      return;
    }
    void connect();
  }, opts.retryMs);

  const kick = () => {
    if (state !== 'connected' && !restartWait) void connect();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') kick();
  };
  window.addEventListener('online', kick);
  document.addEventListener('visibilitychange', onVisible);
  void connect();

  return {
    get state() {
      return state;
    },
    kick,
    close() {
      closed = true;
      if (timer) clearInterval(timer);
      if (restartWait) clearTimeout(restartWait);
      window.removeEventListener('online', kick);
      document.removeEventListener('visibilitychange', onVisible);
      const socket = ws;
      ws = null;
      socket?.close();
      setState('disconnected');
    },
  };
}
