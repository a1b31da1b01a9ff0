import { getPushKey, subscribePush, unsubscribePush } from './api/push';

/**
 * Web Push in this browser: the service worker at `/sw.js` (scope `/`) shows the
 * notices; its push subscription is made with the server's VAPID key and saved on the server.
 */
export const SERVICE_WORKER_URL = '/sw.js';

export type BrowserPushState = 'unsupported' | 'denied' | 'off' | 'on';

export function browserPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function subscriptionData(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * Where this browser stands. A subscription found is saved again (the member signed in may
 * have changed since, or the server lost it).
 */
export async function readBrowserPush(): Promise<BrowserPushState> {
  if (!browserPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await currentSubscription();
  if (subscription === null || Notification.permission !== 'granted') return 'off';
  await subscribePush(subscriptionData(subscription));
  return 'on';
}

/** Registers the service worker, asks for permission, subscribes and tells the server. */
export async function enableBrowserPush(): Promise<BrowserPushState> {
  if (!browserPushSupported()) return 'unsupported';
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const registration = await navigator.serviceWorker.ready;
  const key = base64UrlBytes(await getPushKey());
  let subscription = await registration.pushManager.getSubscription();
  // Made with another key (the server's pair changed): the push service would refuse it.
  if (subscription !== null && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await subscribePush(subscriptionData(subscription));
  return 'on';
}

/** Tells the server first (no more notices here), then drops the subscription. */
export async function disableBrowserPush(): Promise<BrowserPushState> {
  if (!browserPushSupported()) return 'unsupported';
  const subscription = await currentSubscription();
  if (subscription !== null) {
    await unsubscribePush(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}
