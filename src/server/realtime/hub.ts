// The websocket side of realtime: one Hub per process holds its sockets and their channels, speaks
// the protocol (protocol.ts) and delivers what the bus carries to its own sockets.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Kysely } from 'kysely';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { findApp, type RealtimeApp } from './apps';
import { FanOut } from './fan-out';
import { prepareText, sendPrepared, type PreparedText } from './prepared-frame';
import type { Bus, BusMessage } from './bus';
import {
  ACTIVITY_TIMEOUT_S, CLIENT_EVENTS_PER_SECOND, ErrorCode, MAX_FRAME_BYTES, MAX_MESSAGE_BYTES, PONG_GRACE_S,
  authValid, channelKind, errorFrame, frame, newSocketId,
} from './protocol';

export const APPLICATION_CHANNEL = 'private-Application';
export const LIVE_USERS_CHANNEL = 'presence-App.Mobile';

/** One websocket. userId is bound by the first signed private/presence subscription (its channel_data). */
export class Conn {
  readonly channels = new Set<string>();
  /** presence channel → user id this socket counts for there. */
  readonly presence = new Map<string, string>();
  /** presence channel → the user_info it joined with (to join again after this node was reaped). */
  readonly presenceInfo = new Map<string, unknown>();
  userId: number | null = null;
  /** Sessions (token hashes) that signed this socket's channels: one revoked → the socket is closed. */
  readonly sessions = new Set<string>();
  /** The user_info this socket's user presented on App.Mobile (e-mail: the hidden-user rule). */
  info: { email?: unknown } | null = null;
  /** May this socket's user see the live-users list (its screen's rule): only then it learns of other App.Mobile members. */
  seesLiveUsers = false;
  /** App.Mobile: the last client event of each name this socket sent (a newcomer viewer catches up). */
  readonly lastWhispers = new Map<string, string>();
  lastSeen = Date.now();
  pinged = false;
  closed = false;
  private windowStart = 0;
  private windowCount = 0;
  constructor(readonly ws: WebSocket, readonly socketId: string, readonly app: RealtimeApp) {}
  /** A text frame; a fan-out passes one PreparedText (framed once) to every recipient. */
  send(text: string | PreparedText) {
    if (typeof text !== 'string') sendPrepared(this.ws, text);
    else if (this.ws.readyState === WebSocket.OPEN) this.ws.send(text, { binary: false });
  }
  /** Counts one client event; false when over the per-second limit. */
  takeClientEvent(now: number): boolean {
    if (now - this.windowStart >= 1000) { this.windowStart = now; this.windowCount = 0; }
    this.windowCount += 1;
    return this.windowCount <= CLIENT_EVENTS_PER_SECOND;
  }
}

export interface HubOptions {
  activityTimeoutS?: number;
  pongGraceS?: number;
  /** Connections this process accepts before answering 4100 (default 50,000). */
  maxConnections?: number;
  /** Seconds between sweeps of the sockets' sessions (guard.ts; default 60). */
  sessionCheckS?: number;
  /** Privileged users when a tenant's settings name none (config PRIVILEGED_USERS). */
  privilegedUsers?: readonly string[];
  /** With Redis: seconds a crashed node's presence members outlive it (default 30). */
  presenceTtlS?: number;
}

/** Access decisions the hub delegates (guard.ts): record events, resource whispers, re-checks. */
export interface HubGuard {
  /** A record written: deliver to this node's sockets that may see it (and re-check record presence). */
  record(app: string, m: Extract<BusMessage, { t: 'rec' }>): void | Promise<void>;
  /** A client event on `private-{resource}` by conn: null to relay, or the refusal message. */
  checkWhisper(conn: Conn, resource: string, data: unknown): Promise<{ id: number } | string>;
  /** Delivers a resource whisper to the local subscribers that may view its record. */
  whisper(app: string, m: Extract<BusMessage, { t: 'whisper' }>): void | Promise<void>;
  /** Sessions, users or roles changed: re-check the matching sockets of this node. */
  revalidate(app: string, m: Extract<BusMessage, { t: 'revalidate' }>): void | Promise<void>;
  /** Before a presence join: loads what presenceAudience needs (the tenant's privileged users). */
  prepare?(conn: Conn, channel: string): Promise<void>;
  /** May `recipient` learn of the member a presence frame is about (App.Mobile's hidden users)? */
  presenceAudience?(app: string, channel: string, about: unknown, recipient: Conn): boolean;
}

export class Hub {
  readonly conns = new Set<Conn>();
  /** `app\0channel` → its sockets on this process. */
  private readonly subs = new Map<string, Set<Conn>>();
  /** tenant id → app key, for messages that name the tenant (records, per-user pushes). */
  private readonly appKeys = new Map<number, string>();
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false });
  private readonly timer: NodeJS.Timeout;
  private readonly activityS: number;
  private readonly graceS: number;
  private readonly maxConnections: number;
  guard: HubGuard | null = null;
  /** Every message for several sockets goes out through this one ordered queue, in slices (fan-out.ts). */
  readonly fanOut = new FanOut<Conn>();

  constructor(private readonly db: Kysely<any>, readonly bus: Bus, private readonly master: string, opts: HubOptions = {}) {
    this.activityS = opts.activityTimeoutS ?? ACTIVITY_TIMEOUT_S;
    this.graceS = opts.pongGraceS ?? PONG_GRACE_S;
    this.maxConnections = opts.maxConnections ?? 50_000;
    bus.onMessage((m) => this.deliver(m));
    bus.presence.onLost = () => { this.rejoinPresence().catch((e) => console.error('realtime: presence rejoin failed', e)); };
    this.timer = setInterval(() => this.sweep(), Math.min(5, this.activityS) * 1000 / 2);
    this.timer.unref();
  }

  /** The HTTP server's 'upgrade' for `/app/{key}`; any other path is refused. */
  handleUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const m = /^\/app\/([^/?#]+)/.exec(req.url ?? '');
    if (!m) { socket.destroy(); return; }
    const key = decodeURIComponent(m[1]);
    this.wss.handleUpgrade(req, socket, head, (ws) => { void this.accept(ws, key); });
  };

  private async accept(ws: WebSocket, key: string) {
    ws.on('error', () => {});
    if (this.conns.size >= this.maxConnections) return this.refuse(ws, ErrorCode.OVER_CAPACITY, 'Over capacity');
    const app = await findApp(this.db, this.master, key).catch(() => null);
    if (!app) return this.refuse(ws, ErrorCode.APP_NOT_FOUND, `App key ${key} not in this cluster`);
    if (ws.readyState !== WebSocket.OPEN) return;
    const conn = new Conn(ws, newSocketId(), app);
    this.appKeys.set(app.tenantId, app.key);
    this.conns.add(conn);
    ws.on('message', (raw, isBinary) => this.message(conn, raw, isBinary));
    ws.on('close', () => { void this.drop(conn); });
    conn.send(frame('pusher:connection_established', { socket_id: conn.socketId, activity_timeout: this.activityS }));
  }

  private refuse(ws: WebSocket, code: number, message: string) {
    if (ws.readyState === WebSocket.OPEN) ws.send(errorFrame(code, message));
    ws.close(code, message);
  }

  private message(conn: Conn, raw: RawData, isBinary: boolean) {
    conn.lastSeen = Date.now();
    conn.pinged = false;
    const size = Array.isArray(raw) ? raw.reduce((n, b) => n + b.length, 0) : (raw as Buffer).byteLength;
    if (size > MAX_MESSAGE_BYTES) {
      conn.send(errorFrame(ErrorCode.CLIENT_EVENT_REJECTED, `Message too large (over ${MAX_MESSAGE_BYTES} bytes)`));
      return;
    }
    let msg: { event?: unknown; channel?: unknown; data?: unknown };
    try {
      msg = JSON.parse(isBinary ? Buffer.from(raw as Buffer).toString('utf8') : raw.toString());
    } catch {
      conn.send(errorFrame(ErrorCode.CLIENT_EVENT_REJECTED, 'Invalid JSON'));
      return;
    }
    if (!msg || typeof msg !== 'object' || typeof msg.event !== 'string') return;
    const data = (typeof msg.data === 'string' ? safeParse(msg.data) : msg.data) as Record<string, unknown> | undefined;
    switch (msg.event) {
      case 'pusher:ping': conn.send(frame('pusher:pong', {})); return;
      case 'pusher:pong': return;
      case 'pusher:subscribe': void this.subscribe(conn, data ?? {}); return;
      case 'pusher:unsubscribe': void this.unsubscribe(conn, String(data?.channel ?? '')); return;
      default:
        if (msg.event.startsWith('client-')) this.clientEvent(conn, msg.event, msg.channel, msg.data);
    }
  }

  private async subscribe(conn: Conn, data: Record<string, unknown>) {
    const channel = data.channel;
    const kind = channelKind(channel);
    if (!kind) {
      conn.send(frame('pusher:subscription_error', { type: 'InvalidChannel', error: 'Invalid channel name', status: 400 }, String(channel ?? '')));
      return;
    }
    const name = channel as string;
    const refuse = (error: string) => conn.send(frame('pusher:subscription_error', { type: 'AuthError', error, status: 401 }, name));
    let userId: string | null = null;
    let userInfo: unknown;
    if (kind !== 'public') {
      const channelData = typeof data.channel_data === 'string' ? data.channel_data : undefined;
      if (!authValid(conn.app.key, conn.app.secret, conn.socketId, name, data.auth, channelData)) return refuse('Invalid signature');
      const parsed = channelData !== undefined ? safeParse(channelData) as { user_id?: unknown; user_info?: unknown; sid?: unknown } | undefined : undefined;
      const uid = Number(parsed?.user_id);
      if (!Number.isSafeInteger(uid) || uid <= 0) return refuse('channel_data must carry user_id');
      if (conn.userId !== null && conn.userId !== uid) return refuse('One user per connection');
      conn.userId = uid;
      if (typeof parsed?.sid === 'string') conn.sessions.add(parsed.sid);
      userId = String(uid);
      userInfo = parsed?.user_info ?? {};
    }
    const key = `${conn.app.key}\0${name}`;
    if (!conn.channels.has(name)) {
      conn.channels.add(name);
      const set = this.subs.get(key) ?? new Set<Conn>();
      set.add(conn);
      this.subs.set(key, set);
    }
    if (kind !== 'presence') {
      conn.send(frame('pusher_internal:subscription_succeeded', {}, name));
      return;
    }
    await this.guard?.prepare?.(conn, name);
    if (conn.closed || !conn.channels.has(name)) return;
    const already = conn.presence.has(name);
    conn.presence.set(name, userId!);
    conn.presenceInfo.set(name, userInfo);
    if (name === LIVE_USERS_CHANNEL && userInfo && typeof userInfo === 'object') conn.info = userInfo as { email?: unknown };
    const first = already ? false : await this.bus.presence.join(conn.app.key, name, userId!, userInfo);
    if (conn.closed) { await this.leavePresence(conn, name); return; }
    const all = await this.bus.presence.members(conn.app.key, name);
    const audience = this.guard?.presenceAudience;
    const hash = audience ? Object.fromEntries(Object.entries(all).filter(([id, info]) => id === userId || audience(conn.app.key, name, info, conn))) : all;
    const ids = Object.keys(hash);
    conn.send(frame('pusher_internal:subscription_succeeded', { presence: { ids, hash, count: ids.length } }, name));
    if (name === LIVE_USERS_CHANNEL && conn.seesLiveUsers) this.bus.publish({ t: 'catchup', tenantId: conn.app.tenantId, channel: name, to: conn.socketId });
    if (first) {
      this.bus.publish({ t: 'ch', app: conn.app.key, channel: name, except: conn.socketId,
        frame: frame('pusher_internal:member_added', { user_id: userId, user_info: userInfo }, name), about: userInfo });
    }
  }

  private async unsubscribe(conn: Conn, channel: string) {
    if (!conn.channels.delete(channel)) return;
    const key = `${conn.app.key}\0${channel}`;
    const set = this.subs.get(key);
    set?.delete(conn);
    if (set && !set.size) this.subs.delete(key);
    await this.leavePresence(conn, channel);
  }

  private async leavePresence(conn: Conn, channel: string) {
    const userId = conn.presence.get(channel);
    if (userId === undefined) return;
    conn.presence.delete(channel);
    conn.presenceInfo.delete(channel);
    if (await this.bus.presence.leave(conn.app.key, channel, userId)) {
      this.bus.publish({ t: 'ch', app: conn.app.key, channel, frame: frame('pusher_internal:member_removed', { user_id: userId }, channel),
        about: conn.info ?? undefined });
    }
  }

  private clientEvent(conn: Conn, event: string, channel: unknown, data: unknown) {
    const kind = channelKind(channel);
    if (kind !== 'private' && kind !== 'presence') {
      conn.send(errorFrame(ErrorCode.UNAUTHORIZED, 'Client events are allowed only on private and presence channels'));
      return;
    }
    const name = channel as string;
    if (!conn.channels.has(name)) {
      conn.send(errorFrame(ErrorCode.UNAUTHORIZED, `Client event rejected: not subscribed to ${name}`));
      return;
    }
    // 'Application' is every user's own channel under one name: a whisper there would reach the whole tenant.
    if (name === APPLICATION_CHANNEL) {
      conn.send(errorFrame(ErrorCode.UNAUTHORIZED, `Client events are not allowed on ${name}`));
      return;
    }
    if (!conn.takeClientEvent(Date.now())) {
      conn.send(errorFrame(ErrorCode.CLIENT_EVENT_REJECTED, `Client event rate limit: at most ${CLIENT_EVENTS_PER_SECOND} per second`));
      return;
    }
    const d = typeof data === 'string' ? data : JSON.stringify(data ?? {});
    if (kind === 'presence') {
      const out = JSON.stringify({ event, channel, data: d, user_id: conn.presence.get(name) });
      if (name === LIVE_USERS_CHANNEL && conn.lastWhispers.size < 5) conn.lastWhispers.set(event, out);
      else if (name === LIVE_USERS_CHANNEL && conn.lastWhispers.has(event)) conn.lastWhispers.set(event, out);
      this.bus.publish({ t: 'ch', app: conn.app.key, channel: name, frame: out, except: conn.socketId, about: conn.info ?? undefined });
      return;
    }
    // A resource channel's members may each see different rows: a whisper names one record (data.id)
    // and reaches only those who may view it, like that record's events (guard.ts).
    const resource = name.slice('private-'.length);
    const out = JSON.stringify({ event, channel, data: d, user_id: conn.userId == null ? undefined : String(conn.userId) });
    void (async () => {
      const verdict = this.guard ? await this.guard.checkWhisper(conn, resource, typeof data === 'string' ? safeParse(data) : data) : 'No guard';
      if (typeof verdict === 'string') { conn.send(errorFrame(ErrorCode.UNAUTHORIZED, `Client event rejected: ${verdict}`)); return; }
      this.bus.publish({ t: 'whisper', tenantId: conn.app.tenantId, resource, id: verdict.id, frame: out, except: conn.socketId });
    })().catch((e) => console.error('realtime: whisper failed', e));
  }

  /** Server-side unsubscribe of a channel the socket's user may no longer see (Echo's `.error()` gets 403). */
  async revoke(conn: Conn, channel: string): Promise<void> {
    if (!conn.channels.has(channel)) return;
    await this.unsubscribe(conn, channel);
    conn.send(frame('pusher:subscription_error', { type: 'AuthError', error: 'Access revoked', status: 403 }, channel));
  }

  /** Ends a socket whose session is gone: 4009 (pusher-js does not retry with the dead token). */
  async end(conn: Conn, message: string): Promise<void> {
    conn.send(errorFrame(ErrorCode.UNAUTHORIZED, message));
    conn.ws.close(ErrorCode.UNAUTHORIZED, message);
    await this.drop(conn);
  }

  /** This node stalled past the presence TTL and was reaped by another: its sockets join again. */
  private async rejoinPresence() {
    for (const conn of this.conns) {
      for (const [channel, userId] of conn.presence) {
        const info = conn.presenceInfo.get(channel);
        if (await this.bus.presence.join(conn.app.key, channel, userId, info)) {
          this.bus.publish({ t: 'ch', app: conn.app.key, channel, about: info,
            frame: frame('pusher_internal:member_added', { user_id: userId, user_info: info }, channel) });
        }
      }
    }
  }

  /** This node's sockets of one app. */
  connsOf(app: string): Conn[] {
    return [...this.conns].filter((c) => c.app.key === app);
  }

  private async drop(conn: Conn) {
    if (conn.closed) return;
    conn.closed = true;
    this.conns.delete(conn);
    for (const channel of [...conn.channels]) await this.unsubscribe(conn, channel).catch(() => {});
  }

  /** Pings sockets idle past activity_timeout; closes those silent past it plus the grace (4201). */
  private sweep() {
    const now = Date.now();
    for (const conn of this.conns) {
      const idle = now - conn.lastSeen;
      if (idle > (this.activityS + this.graceS) * 1000) {
        conn.send(errorFrame(ErrorCode.PONG_NOT_RECEIVED, 'Pong reply not received'));
        conn.ws.close(ErrorCode.PONG_NOT_RECEIVED, 'Pong reply not received');
        void this.drop(conn);
      } else if (idle > this.activityS * 1000 && !conn.pinged) {
        conn.pinged = true;
        conn.send(frame('pusher:ping', {}));
      }
    }
  }

  /** Local sockets subscribed to a channel of an app. */
  subscribers(app: string, channel: string): Set<Conn> {
    return this.subs.get(`${app}\0${channel}`) ?? new Set();
  }

  private deliver(m: BusMessage) {
    if (m.t === 'ch') {
      const subs = this.subscribers(m.app, m.channel);
      const audience = m.about !== undefined ? this.guard?.presenceAudience : undefined;
      const bytes = subs.size > 1 ? prepareText(m.frame) : m.frame;
      const to = [...subs].filter((c) => c.socketId !== m.except && (!m.only || c.socketId === m.only)
        && (!audience || audience(m.app, m.channel, m.about, c)));
      this.fanOut.send(to, bytes, (c) => c.channels.has(m.channel));
      return;
    }
    const app = this.appKeys.get(m.tenantId);
    if (!app) return;
    const run = (p: void | Promise<void> | undefined) => Promise.resolve(p).catch((e) => console.error(`realtime: ${m.t} failed`, e));
    if (m.t === 'user') {
      const text = frame(m.event.startsWith('.') ? m.event.slice(1) : m.event, m.data, APPLICATION_CHANNEL);
      for (const c of this.subscribers(app, APPLICATION_CHANNEL)) if (c.userId === m.userId) c.send(text);
    } else if (m.t === 'rec') void run(this.guard?.record(app, m));
    else if (m.t === 'whisper') {
      if (this.subscribers(app, `private-${m.resource}`).size) void run(this.guard?.whisper(app, m));
    } else if (m.t === 'revalidate') void run(this.guard?.revalidate(app, m));
    else if (m.t === 'catchup') {
      // A member joined App.Mobile: every node replays its sockets' last whispers to it alone (the
      // audience rule still decides what it may receive).
      for (const c of this.subscribers(app, m.channel)) {
        if (c.socketId === m.to) continue;
        for (const text of c.lastWhispers.values()) this.bus.publish({ t: 'ch', app, channel: m.channel, frame: text, only: m.to, about: c.info ?? undefined });
      }
    }
  }

  /** Closes every socket with 4200 (clients reconnect elsewhere) and leaves their presence channels. */
  async close() {
    clearInterval(this.timer);
    this.fanOut.stop();
    const all = [...this.conns];
    for (const c of all) c.ws.close(ErrorCode.SERVER_CLOSING, 'Server closing');
    await Promise.all(all.map((c) => this.drop(c)));
    this.wss.close();
  }
}

function safeParse(text: string): unknown {
  try { return JSON.parse(text); } catch { return undefined; }
}
