import { flushSync } from 'react-dom';
import {
  EARLY_MODE_ATTRIBUTE,
  PENDING_ATTRIBUTE,
  TAP_ATTRIBUTE,
  TAP_QUEUE,
  type EarlyTapQueue,
} from '#shared/early-taps.ts';

/** What a tappable element does, as the page's early-tap recorder reads it (decision 122). */
export const tap = (action: 'add' | 'open' | 'mode', what: number | string) => ({
  [TAP_ATTRIBUTE]: `${action}:${what}`,
});

/**
 * Once the page has hydrated: ends the recording of the server-rendered page's early taps
 * (#shared/early-taps.ts) and replays them in order, each one a click on the same element, now
 * answered by the app, rendered before the next (a mode chosen first prices the dishes added next).
 * On a page the app rendered itself there is no recorder and nothing to do.
 */
export function replayEarlyTaps(): void {
  const queue = (window as unknown as Record<string, EarlyTapQueue | undefined>)[TAP_QUEUE];
  if (!queue) return;
  const taps = queue.stop();
  for (const action of taps) {
    const target = document.querySelector(`[${TAP_ATTRIBUTE}="${CSS.escape(action)}"]`);
    if (target instanceof HTMLElement) flushSync(() => target.click());
  }
  document.documentElement.removeAttribute(EARLY_MODE_ATTRIBUTE);
  for (const marked of document.querySelectorAll(`[${PENDING_ATTRIBUTE}]`)) marked.removeAttribute(PENDING_ATTRIBUTE);
}
