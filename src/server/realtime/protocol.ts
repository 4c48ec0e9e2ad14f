// Pusher Channels protocol 7 as stock pusher-js 8 and laravel-echo 2 speak it
// (/work/shared/reference/realtime.md §A): frames, signatures, channel kinds, error codes and limits.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Seconds without a message after which the client pings (sent in the handshake). */
export const ACTIVITY_TIMEOUT_S = 30;
/** Extra time the server allows for that ping (or an answer to its own) before it gives up (4201). */
export const PONG_GRACE_S = 30;
/** Largest message a client may send (bytes); larger ones are refused with 4301 and dropped. */
export const MAX_MESSAGE_BYTES = 10_000;
/** Hard cap on a websocket frame: beyond it the ws library closes with 1009. */
export const MAX_FRAME_BYTES = 64 * 1024;
/** Client events per second per connection (Pusher's limit). */
export const CLIENT_EVENTS_PER_SECOND = 10;

/** pusher:error codes (and websocket close codes) this server uses; see docs/contracts.md, Realtime. */
export const ErrorCode = {
  /** Unknown app key (tenant): close, the client does not retry. */
  APP_NOT_FOUND: 4001,
  /** Subscription or client event not allowed. */
  UNAUTHORIZED: 4009,
  /** The process holds its maximum of connections: the client retries after 1 s. */
  OVER_CAPACITY: 4100,
  /** The server is shutting down: the client reconnects at once (to another process). */
  SERVER_CLOSING: 4200,
  /** No message (nor pong) within activity_timeout + grace: the client reconnects at once. */
  PONG_NOT_RECEIVED: 4201,
  /** Client event over the rate limit, a message over the size limit, or an unusable message. */
  CLIENT_EVENT_REJECTED: 4301,
} as const;

export type ChannelKind = 'public' | 'private' | 'presence';

/** Pusher's channel name rule: 1–164 characters of [A-Za-z0-9_\-=@,.;]. */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;

/** Kind of a channel by prefix, or null when the name is invalid or unsupported (private-encrypted-). */
export function channelKind(name: unknown): ChannelKind | null {
  if (typeof name !== 'string' || !CHANNEL_NAME.test(name)) return null;
  if (name.startsWith('private-encrypted-')) return null;
  if (name.startsWith('private-')) return 'private';
  if (name.startsWith('presence-')) return 'presence';
  return 'public';
}

/** A server→client frame; `data` always travels as a JSON string (pusher-js parses it). */
export function frame(event: string, data: unknown, channel?: string): string {
  const d = typeof data === 'string' ? data : JSON.stringify(data ?? {});
  return channel === undefined ? JSON.stringify({ event, data: d }) : JSON.stringify({ event, channel, data: d });
}

export const errorFrame = (code: number, message: string) => frame('pusher:error', { code, message });

/** socket_id: `<int>.<int>` as Pusher server SDKs expect. */
export const newSocketId = () => `${randomInt(1, 1_000_000_000)}.${randomInt(1, 1_000_000_000)}`;
export const isSocketId = (s: unknown): s is string => typeof s === 'string' && /^\d{1,12}\.\d{1,12}$/.test(s);

/** Lowercase hex HMAC-SHA256 of `socket_id:channel[:channel_data]` with the app secret. */
export function signature(secret: string, socketId: string, channel: string, channelData?: string): string {
  const text = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** The `auth` value the auth endpoint answers: `key:signature`. */
export const authValue = (key: string, secret: string, socketId: string, channel: string, channelData?: string) =>
  `${key}:${signature(secret, socketId, channel, channelData)}`;

/** Constant-time check of a subscribe's `auth` (`key:hex`) against what this app would sign. */
export function authValid(key: string, secret: string, socketId: string, channel: string, auth: unknown, channelData?: string): boolean {
  if (typeof auth !== 'string') return false;
  const colon = auth.indexOf(':');
  if (colon < 0 || auth.slice(0, colon) !== key) return false;
  const given = Buffer.from(auth.slice(colon + 1), 'utf8');
  const expected = Buffer.from(signature(secret, socketId, channel, channelData), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
