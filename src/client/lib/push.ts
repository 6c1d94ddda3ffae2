import type { PushKey } from '#shared/schemas/push-answers.ts';

/**
 * Web Push on this device (docs/architecture.md "Web Push"): the true state of notifications, and
 * subscribing after a tap. The server side of a subscription (whose it is: a courier, a kitchen, a guest's
 * order) is the caller's `register`; this module only talks to the browser and to the public key route.
 *
 * - `unsupported`: no service worker or Push API here;
 * - `ios-install`: an iPhone or iPad in the browser: push works only once the app is added to the Home Screen;
 * - `blocked`: the user (or the browser) denied notifications for this site;
 * - `off` / `on`: allowed or not asked yet, and whether this device is subscribed.
 */
export type PushState = 'unsupported' | 'ios-install' | 'blocked' | 'off' | 'on';

export type SubscriptionJson = { endpoint: string; keys: { p256dh: string; auth: string } };

function isIos(): boolean {
  const ua = navigator.userAgent;
  return /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}

function supported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

export async function pushState(): Promise<PushState> {
  if (isIos() && !isStandalone()) return 'ios-install';
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const reg = await registration();
  const subscription = reg ? await reg.pushManager.getSubscription() : null;
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/** The browser family, for how-to-unblock steps. */
export function browserFamily(): 'ios' | 'android' | 'desktop' {
  if (isIos()) return 'ios';
  return /Android/.test(navigator.userAgent) ? 'android' : 'desktop';
}

async function serverKey(): Promise<Uint8Array> {
  const res = await fetch('/api/push/key', { headers: { accept: 'application/json' } });
  const { public_key: key } = (await res.json()) as PushKey;
  const base64 = key
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(key.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

function toJson(subscription: PushSubscription): SubscriptionJson {
  const json = subscription.toJSON() as { endpoint?: string; keys?: { p256dh?: string; auth?: string } };
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * Asks permission (call it from a tap), subscribes this device and hands the subscription to `register`.
 * Answers the state after: `on`, or `blocked` when the user said no, `off` when the prompt was dismissed.
 */
export async function turnOn(register: (subscription: SubscriptionJson) => Promise<void>): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const reg = await navigator.serviceWorker.ready;
  const existing = await reg.pushManager.getSubscription();
  const subscription =
    existing ??
    (await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: (await serverKey()) as BufferSource,
    }));
  await register(toJson(subscription));
  return 'on';
}

/** Unsubscribes this device and tells the server to forget the endpoint. */
export async function turnOff(): Promise<void> {
  const reg = await registration();
  const subscription = reg ? await reg.pushManager.getSubscription() : null;
  if (!subscription) return;
  await fetch('/api/push/subscriptions', {
    method: 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ endpoint: subscription.endpoint }),
  }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}

/**
 * Keeps the server's copy fresh: on start, a device that is subscribed registers again (its owner or language
 * may have changed, or the server forgot it), and when the service worker reports that the browser replaced
 * the subscription, a new one is made and registered. Answers a function that stops listening.
 */
export function keepSubscribed(register: (subscription: SubscriptionJson) => Promise<void>): () => void {
  if (!supported() || Notification.permission !== 'granted') return () => undefined;
  const refresh = async (renew: boolean) => {
    const reg = await registration();
    if (!reg) return;
    let subscription = await reg.pushManager.getSubscription();
    if (!subscription && renew)
      subscription = await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: (await serverKey()) as BufferSource,
      });
    if (subscription) await register(toJson(subscription));
  };
  void refresh(false).catch(() => undefined);
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'push-subscription-change')
      void refresh(true).catch(() => undefined);
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}
