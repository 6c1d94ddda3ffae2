import { parseWireTime } from '#shared/time.ts';
import type { Paused, PublicPub } from './api.ts';

/**
 * Pause and busy mode as the guest page reads them (docs/product.md D13): per order type `false` (taking
 * orders), `null` (paused until resumed) or a wire time (paused until then). A time already past reads
 * as not paused: the pause ends by itself even on a page opened before its end.
 */
export type PauseEnd = false | null | Date;

export function pauseEnd(value: Paused | undefined, now: Date): PauseEnd {
  if (value === null) return null;
  if (!value) return false;
  const until = parseWireTime(value);
  return until && until > now ? until : false;
}

export interface PubPause {
  delivery: PauseEnd;
  in_place: PauseEnd;
  busyMinutes: number;
}

export function pubPause(pub: Pick<PublicPub, 'paused' | 'busy_extra_minutes'>, now = new Date()): PubPause {
  return {
    delivery: pauseEnd(pub.paused?.delivery, now),
    in_place: pauseEnd(pub.paused?.in_place, now),
    busyMinutes: Math.max(0, pub.busy_extra_minutes ?? 0),
  };
}
