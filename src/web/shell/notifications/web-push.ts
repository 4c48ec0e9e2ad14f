// Browser push (spec 03 §4, §7.7): the permission states ask / granted / denied, the service worker
// (public/sw.js) and the subscription the server pushes to. Refusal raises 'User denied permissions!'.
import { PUSH_DENIED_MESSAGE } from '../../../core/notifications';
import { api } from '../../lib/api';

export type PushPermission = 'ask' | 'granted' | 'denied' | 'unsupported';

const SW_URL = '/sw.js';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export function pushPermission(): PushPermission {
  if (!pushSupported()) return 'unsupported';
  const p = Notification.permission;
  return p === 'default' ? 'ask' : p;
}

/**
 * The service worker, registered when the file is really there: a 404 or a non-JavaScript answer
 * (an old build, a proxy's page) unregisters it instead (spec 03 §4).
 */
async function registration(): Promise<ServiceWorkerRegistration> {
  const res = await fetch(SW_URL, { cache: 'no-store' });
  if (!res.ok || !/javascript/.test(res.headers.get('content-type') ?? '')) {
    const old = await navigator.serviceWorker.getRegistration('/');
    await old?.unregister();
    throw new Error('service worker unavailable');
  }
  await navigator.serviceWorker.register(SW_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

const keyBytes = (b64url: string): Uint8Array<ArrayBuffer> => {
  const b64 = b64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(b64url.length / 4) * 4, '=');
  const bin = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
};

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((x, i) => x === b[i]);

/**
 * Subscribes this browser for the signed-in user and tells the server (POST users/{id}/subscribe-web-push).
 * `ask`: request the permission first (a user gesture); denial throws 'User denied permissions!'.
 * `confirm`: the server sends a first push at once (?sendNotification=true).
 */
export async function subscribeWebPush(userId: number, { ask = false, confirm = false } = {}): Promise<void> {
  if (!pushSupported()) throw new Error('push unsupported');
  let permission = Notification.permission;
  if (permission === 'default' && ask) permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(PUSH_DENIED_MESSAGE);
  const reg = await registration();
  const { publicKey } = await api.get('web-push/public-key', { context: { silent: true } }).json<{ publicKey: string }>();
  const key = keyBytes(publicKey);
  let sub = await reg.pushManager.getSubscription();
  // A subscription made for another server key (keys regenerated, another deployment) is renewed.
  if (sub && !sameKey(sub.options.applicationServerKey, key)) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await api.post(`users/${userId}/subscribe-web-push`, {
    json: sub.toJSON(), searchParams: { sendNotification: String(confirm) }, context: { silent: !ask },
  });
}

/** Messages the service worker posts to open pages: a push arrived, or open this app path. */
export function onServiceWorkerMessage(fn: (msg: { type: string; url?: string }) => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => {};
  const handler = (e: MessageEvent) => {
    if (e.data && typeof e.data.type === 'string') fn(e.data);
  };
  navigator.serviceWorker.addEventListener('message', handler);
  return () => navigator.serviceWorker.removeEventListener('message', handler);
}
