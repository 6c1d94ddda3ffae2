import { RESTART_RECONNECT_JITTER_MS, SERVICE_RESTART_CLOSE } from '#shared/constants.ts';
import type { LiveClientOptions } from '../../chaos/live-client.ts';

/**
 * The topology run's sockets reconnect as the app does (client/lib/socket.ts): with `since=` the highest
 * `seq` applied; after a 1012 a random wait of up to 3 s, after any other close the next tick of its
 * retry timer (whose phase is random).
 */
export function reconnectLikeTheApp(retryMs: number): LiveClientOptions {
  return {
    resume: true,
    reconnectAfter: (code) =>
      code === SERVICE_RESTART_CLOSE ? Math.random() * RESTART_RECONNECT_JITTER_MS : Math.random() * retryMs,
  };
}
