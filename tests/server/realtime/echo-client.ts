// The stock browser clients, driven from Node: pusher-js (its node build) under laravel-echo 2.
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';

export function echoClient(port: number, key: string, token: string, tenant = key) {
  return new Echo({
    broadcaster: 'pusher',
    key,
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    authEndpoint: `http://127.0.0.1:${port}/${tenant}/api/broadcasting/auth`,
    auth: { headers: { 'Auth-Token': token } },
    Pusher,
  } as any);
}

export type EchoClient = ReturnType<typeof echoClient>;

/** Resolves when a channel's subscription succeeds, rejects on its error. */
export function subscribed(ch: { subscribed(cb: () => void): unknown; error(cb: (e: unknown) => void): unknown }): Promise<void> {
  return new Promise((res, rej) => { ch.subscribed(() => res()); ch.error((e) => rej(e)); });
}

/** Resolves with the subscription error (the auth endpoint's status), rejects if it succeeds. */
export function refused(ch: { subscribed(cb: () => void): unknown; error(cb: (e: any) => void): unknown }): Promise<any> {
  return new Promise((res, rej) => { ch.subscribed(() => rej(new Error('subscribed'))); ch.error((e) => res(e)); });
}
