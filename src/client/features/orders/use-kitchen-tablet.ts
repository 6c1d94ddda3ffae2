import { useEffect, useRef, useSyncExternalStore } from 'react';
import { NEW_ORDER_SOUND_REPEAT_MS } from '#shared/constants.ts';
import { notificationSound } from '../../lib/sound.ts';

/**
 * The kitchen tablet (docs/product.md S4 "Live order updates", D9, D13): the chime plays when the count of
 * new (not handled) orders rises and again every `repeatMs` (60 s, or the pub's `alert_repeat_seconds`)
 * while any is waiting. Accepting the last one on any tablet stops it on every tablet: the count comes
 * from the live list.
 */
export function useNewOrderSound(
  newCount: number | undefined,
  repeatMs = NEW_ORDER_SOUND_REPEAT_MS,
): { blocked: boolean; unlock: () => Promise<void>; test: () => void } {
  const sound = notificationSound();
  const previous = useRef(0);
  const blocked = useSyncExternalStore(sound.subscribe, sound.blocked);

  useEffect(() => {
    if (newCount === undefined) return;
    if (newCount > previous.current) sound.play();
    previous.current = newCount;
  }, [newCount, sound]);

  const waiting = (newCount ?? 0) > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => sound.play(), repeatMs);
    return () => clearInterval(timer);
  }, [waiting, sound, repeatMs]);

  return { blocked, unlock: () => sound.unlock(), test: () => sound.play() };
}

/** Keeps the tablet's screen on while the board is open; the lock is lost when hidden, so re-acquire. */
export function useWakeLock(): void {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let active = true;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (active) lock = next;
        else void next.release();
      } catch {
        // Refused (battery saver, no permission): the board works without it.
      }
    };
    void acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', acquire);
      void lock?.release();
    };
  }, []);
}

/** "(2) Orders" in the tab title while new orders wait. */
export function useTitleCount(title: string, count: number): void {
  useEffect(() => {
    const before = document.title;
    document.title = count > 0 ? `(${count}) ${title}` : title;
    return () => {
      document.title = before;
    };
  }, [title, count]);
}
