/*
 * Web Push in the service worker (docs/architecture.md "Web Push"), imported by the generated worker
 * (workbox `importScripts`). Every push is shown as a notification — a browser may revoke a subscription
 * whose pushes show nothing — tagged by the order, so a newer message of the same order replaces the older.
 * A click focuses a window already on that page, else brings an open window of the app there, else opens one.
 */
/* global self, URL, fetch */
const COURIER_VIBRATION = [300, 120, 300, 120, 600];

self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const courier = typeof data.type === 'string' && data.type.startsWith('courier_');
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    tag: data.order_id ? `order-${data.order_id}` : 'tavola',
    renotify: true,
    timestamp: Date.now(),
    data: { url: typeof data.url === 'string' ? data.url : '/', type: data.type || '' },
  };
  if (courier) {
    options.vibrate = COURIER_VIBRATION;
    options.requireInteraction = true;
  }
  event.waitUntil(self.registration.showNotification(typeof data.title === 'string' && data.title ? data.title : 'Tavola', options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  let target = new URL(self.location.origin + '/');
  try {
    const url = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
    if (url.origin === self.location.origin) target = url;
  } catch {
    // A malformed url opens the app's start.
  }
  // Focusing may be refused (no user activation): the window is still the right one.
  const focus = (w) => w.focus().catch(() => w);
  const work = (async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const same = windows.find((w) => w.url === target.href);
    if (same) return focus(same);
    const open = windows.find((w) => new URL(w.url).origin === target.origin && 'navigate' in w);
    if (open) {
      try {
        const moved = await open.navigate(target.href);
        return focus(moved || open);
      } catch {
        // An uncontrolled window cannot be navigated from here: a new one is opened instead.
      }
    }
    return self.clients.openWindow(target.href);
  })();
  try {
    event.waitUntil(work);
  } catch {
    // Only an event made by a script (not by the browser) refuses waitUntil; the work above runs all the same.
  }
});

// The browser replaced the subscription: the old endpoint is forgotten at once, and open pages are asked to
// register the new one (each screen resubscribes on start as well, with its own token or order).
self.addEventListener('pushsubscriptionchange', (event) => {
  const work = (async () => {
    const old = event.oldSubscription;
    if (old) {
      await fetch('/api/push/subscriptions', { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ endpoint: old.endpoint }) }).catch(() => {});
    }
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    for (const w of windows) w.postMessage({ type: 'push-subscription-change' });
  })();
  try {
    event.waitUntil(work);
  } catch {
    // Only an event made by a script (not by the browser) refuses waitUntil; the work above runs all the same.
  }
});
