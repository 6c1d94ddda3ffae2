import { Howl, Howler } from 'howler';

/**
 * The kitchen tablet's new-order chime (docs/product.md S4, S7 "Static resources", D9). Howler plays it
 * through Web Audio; browsers block audio until the page gets a user gesture, so the blocked state is
 * exposed for an "enable sound" button that unlocks it with one tap. Only the orders feature
 * imports this module, which keeps Howler out of every other chunk.
 *
 * `window.__tavolaSound.plays` counts play calls so browser tests can check that the chime was asked for.
 */
export const NOTIFICATION_SOUND_URL = '/static/admin/sounds/notification.mp3';

declare global {
  interface Window {
    __tavolaSound?: { plays: number };
  }
}

export interface NotificationSound {
  play(): void;
  /** Resumes the audio context from a user gesture (the "enable sound" button). */
  unlock(): Promise<void>;
  blocked(): boolean;
  subscribe(listener: () => void): () => void;
}

let instance: NotificationSound | null = null;

export function notificationSound(): NotificationSound {
  if (instance) return instance;
  const listeners = new Set<() => void>();
  let playFailed = false;
  const emit = () => {
    for (const l of listeners) l();
  };
  // A tablet sits idle for long stretches: Howler's idle suspension would look like a blocked context.
  Howler.autoSuspend = false;
  const howl = new Howl({
    src: [NOTIFICATION_SOUND_URL],
    preload: true,
    onplayerror: () => {
      playFailed = true;
      emit();
      // Howler retries once audio is unlocked.
      howl.once('unlock', () => howl.play());
    },
    onunlock: () => {
      playFailed = false;
      emit();
    },
    onplay: () => {
      playFailed = false;
      emit();
    },
  });
  // Howler may recreate its context while setting up, so the listener goes on the current one.
  Howler.ctx?.addEventListener('statechange', emit);
  window.__tavolaSound ??= { plays: 0 };

  instance = {
    play() {
      window.__tavolaSound!.plays++;
      howl.play();
    },
    async unlock() {
      try {
        await Howler.ctx?.resume();
      } catch {
        // Still blocked: the button stays.
      }
      if (Howler.ctx?.state === 'running') playFailed = false;
      emit();
    },
    blocked() {
      return playFailed || Howler.ctx?.state === 'suspended';
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return instance;
}
