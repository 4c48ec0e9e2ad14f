import webpush from 'web-push';
import type { VapidKeys } from './vapid';

/** A browser's Push API subscription as `PushSubscription.toJSON()` gives it. */
export interface WebPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Outcome of one delivery: `gone` means the push service dropped the subscription (404/410). */
export interface PushResult {
  ok: boolean;
  status: number;
  gone: boolean;
}

/** Delivers one payload to one subscription. Tests swap in their own or point endpoints at a simulator. */
export type PushSender = (sub: WebPushSubscription, payload: string) => Promise<PushResult>;

export interface SenderOptions {
  keys: () => VapidKeys;
  subject: string;
  /** Seconds a push service keeps an undelivered message. */
  ttl?: number;
  timeoutMs?: number;
}

/**
 * The web push adapter: the `web-push` package builds the request (VAPID JWT, ES256; payload
 * encrypted with aes128gcm, RFC 8291), and we send it with fetch — so it goes wherever the
 * subscription's endpoint says, a real push service or a local simulator (web-push itself only speaks
 * https). Which endpoints are accepted is decided when a subscription is stored (subscriptions.ts).
 */
export function webPushSender(opts: SenderOptions): PushSender {
  return async (sub, payload) => {
    const keys = opts.keys();
    const details = webpush.generateRequestDetails(sub, payload, {
      vapidDetails: { subject: opts.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: opts.ttl ?? 24 * 60 * 60,
      contentEncoding: 'aes128gcm',
    });
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
    });
    await res.arrayBuffer().catch(() => undefined);
    return { ok: res.ok, status: res.status, gone: res.status === 404 || res.status === 410 };
  };
}
