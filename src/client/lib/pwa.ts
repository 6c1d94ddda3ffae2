import type { Workbox } from 'workbox-window';
import { IMAGE_CACHE } from './cache-names.ts';

/**
 * The service worker (docs/product.md D9): registered through workbox-window. A new version waits
 * until the user accepts the in-app prompt; accepting activates it and reloads once. Nothing reloads
 * on its own, so no screen changes under a user's hands. workbox-window loads after the page, outside
 * the first load.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let waiting: Workbox | null = null;

export function updateWaiting(): boolean {
  return waiting !== null;
}

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Activates the waiting version and reloads the page once it controls it. */
export function acceptUpdate(): void {
  const wb = waiting;
  if (!wb) return;
  waiting = null;
  let reloaded = false;
  wb.addEventListener('controlling', () => {
    if (reloaded) return;
    reloaded = true;
    location.reload();
  });
  wb.messageSkipWaiting();
}

export function dismissUpdate(): void {
  waiting = null;
  for (const l of listeners) l();
}

const UPDATE_CHECK_MS = 30 * 60 * 1000;

export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const start = () =>
    void import('workbox-window').then(({ Workbox }) => register(new Workbox('/sw.js', { scope: '/' })));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

function register(wb: Workbox): void {
  wb.addEventListener('waiting', () => {
    waiting = wb;
    for (const l of listeners) l();
  });
  void wb.register().catch(() => undefined);
  // Long-open screens (a kitchen tablet) learn about new versions without a reload.
  setInterval(() => void wb.update().catch(() => undefined), UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update().catch(() => undefined);
  });
}

/**
 * Puts an image in the service worker's image cache now, while online. The
 * runtime rule only stores images the worker itself fetched, so an image first shown before the
 * worker controlled the page (the courier's own photo, on the first visit) was missing offline.
 */
export async function warmImageCache(url: string): Promise<void> {
  if (typeof caches === 'undefined' || !navigator.onLine) return;
  try {
    const cache = await caches.open(IMAGE_CACHE);
    if (!(await cache.match(url))) await cache.add(url);
  } catch {
    // Storage full or blocked: the image still loads while online.
  }
}
