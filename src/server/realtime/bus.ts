// How realtime messages reach every process. Without REDIS_URL: this process alone (in memory). With
// it: Redis pub/sub fans each message out to every node (the sender included, like Reverb), and
// presence membership lives in Redis hashes so every node answers the same member list.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { frame } from './protocol';

/** What travels between nodes. Each node delivers to its own sockets. */
export type BusMessage =
  /** A ready frame for every local subscriber of a channel, except one socket. */
  | { t: 'ch'; app: string; channel: string; frame: string; except?: string;
    /** The member a presence frame is about (its user_info): recipients are filtered by it (hidden users). */
    about?: unknown;
    /** Only this socket (a catch-up replay). */
    only?: string }
  /** A socket joined App.Mobile: every node replays its sockets' last whispers to it (`to`). */
  | { t: 'catchup'; tenantId: number; channel: string; to: string }
  /**
   * A record written: each node filters per socket (permission, row scope, fields). `before`: the
   * stored row of a delete; `scope`: the row-scope fields before an update (who could see it before).
   */
  | { t: 'rec'; tenantId: number; resource: string; action: 'created' | 'updated' | 'deleted'; id: number;
    before?: Record<string, unknown> | null; scope?: Record<string, unknown> | null }
  /** A client event on `private-{resource}` about record id: only its viewers receive it. */
  | { t: 'whisper'; tenantId: number; resource: string; id: number; frame: string; except: string }
  /** Sessions or access changed (logout, user/role/permission write): re-check sockets of a tenant (or one user). */
  | { t: 'revalidate'; tenantId: number; userId?: number }
  /** A per-user push on the private channel 'Application'. */
  | { t: 'user'; tenantId: number; userId: number; event: string; data: unknown };

export interface PresenceStore {
  /** Adds one connection of a user; true when it is that user's first (→ member_added). */
  join(app: string, channel: string, userId: string, info: unknown): Promise<boolean>;
  /** Removes one connection; true when it was the user's last (→ member_removed). */
  leave(app: string, channel: string, userId: string): Promise<boolean>;
  /** user id → user_info of everyone present. */
  members(app: string, channel: string): Promise<Record<string, unknown>>;
  /** Set by the hub: this node's presence was dropped by others (it stalled): join its members again. */
  onLost?: () => void;
}

export interface Bus {
  publish(m: BusMessage): void;
  onMessage(fn: (m: BusMessage) => void): void;
  presence: PresenceStore;
  /** The master secret shared by the nodes (Redis) or null (use the configured one). */
  sharedSecret(fallback: string): Promise<string>;
  close(): Promise<void>;
}

class LocalPresence implements PresenceStore {
  private readonly channels = new Map<string, Map<string, { info: unknown; n: number }>>();
  async join(app: string, channel: string, userId: string, info: unknown) {
    const k = `${app}\0${channel}`;
    const members = this.channels.get(k) ?? new Map();
    this.channels.set(k, members);
    const m = members.get(userId);
    if (m) { m.n += 1; m.info = info; return false; }
    members.set(userId, { info, n: 1 });
    return true;
  }
  async leave(app: string, channel: string, userId: string) {
    const k = `${app}\0${channel}`;
    const members = this.channels.get(k);
    const m = members?.get(userId);
    if (!members || !m) return false;
    m.n -= 1;
    if (m.n > 0) return false;
    members.delete(userId);
    if (!members.size) this.channels.delete(k);
    return true;
  }
  async members(app: string, channel: string) {
    const out: Record<string, unknown> = {};
    for (const [id, m] of this.channels.get(`${app}\0${channel}`) ?? []) out[id] = m.info;
    return out;
  }
}

export function localBus(): Bus {
  const handlers: ((m: BusMessage) => void)[] = [];
  return {
    publish: (m) => { for (const h of handlers) h(m); },
    onMessage: (fn) => { handlers.push(fn); },
    presence: new LocalPresence(),
    sharedSecret: async (fallback) => fallback,
    close: async () => {},
  };
}

const PREFIX = 'mando:rt:';
const TOPIC = `${PREFIX}bus`;
/** Every node's id (a set); a node is alive while its key `node:{id}` (with a TTL) exists. */
const NODES = `${PREFIX}nodes`;

// Per presence channel three hashes: `:n` connections per node and user (field `node|user`), `:u` the
// user's connections over all nodes, `:i` its user_info. A node's crash leaves its `:n` fields behind:
// the node keeps `node:{id}` alive by a heartbeat, and once that key expired another node reaps them
// (REAP) and announces member_removed for the users left with no connection.
const JOIN = `redis.call('hincrby', KEYS[1], ARGV[1] .. '|' .. ARGV[2], 1)
redis.call('hset', KEYS[3], ARGV[2], ARGV[3])
redis.call('sadd', KEYS[4], ARGV[4])
return redis.call('hincrby', KEYS[2], ARGV[2], 1)`;
const LEAVE = `local f = ARGV[1] .. '|' .. ARGV[2]
local c = redis.call('hincrby', KEYS[1], f, -1)
if c <= 0 then redis.call('hdel', KEYS[1], f) end
if c < 0 then return 1 end
local t = redis.call('hincrby', KEYS[2], ARGV[2], -1)
if t <= 0 then redis.call('hdel', KEYS[2], ARGV[2]); redis.call('hdel', KEYS[3], ARGV[2]); return 0 end
return t`;
/** Removes a dead node's connections from one channel; returns [user, info, …] of the users now gone. */
const REAP = `local all = redis.call('hgetall', KEYS[1])
local prefix = ARGV[1] .. '|'
local out = {}
for k = 1, #all, 2 do
  local f = all[k]
  if string.sub(f, 1, #prefix) == prefix then
    local user = string.sub(f, #prefix + 1)
    redis.call('hdel', KEYS[1], f)
    local t = redis.call('hincrby', KEYS[2], user, -tonumber(all[k + 1]))
    if t <= 0 then
      local info = redis.call('hget', KEYS[3], user)
      redis.call('hdel', KEYS[2], user); redis.call('hdel', KEYS[3], user)
      table.insert(out, user); table.insert(out, info or 'null')
    end
  end
end
return out`;

export interface RedisPresenceOptions {
  /** Seconds a node's presence outlives its last heartbeat (default 30; heartbeat every third of it). */
  ttlS?: number;
  /** A member left because its node died: announce member_removed. */
  removed(app: string, channel: string, userId: string, info: unknown): void;
}

export class RedisPresence implements PresenceStore {
  readonly node = randomBytes(8).toString('hex');
  private readonly ttlMs: number;
  private readonly timer: NodeJS.Timeout;
  /** Called when this node finds itself reaped (it stalled past the TTL): it joins its members again. */
  onLost: () => void = () => {};

  constructor(private readonly r: Redis, private readonly opts: RedisPresenceOptions) {
    this.ttlMs = (opts.ttlS ?? 30) * 1000;
    this.timer = setInterval(() => { this.heartbeat().catch((e) => console.error('realtime: presence heartbeat failed', e)); }, this.ttlMs / 3);
    this.timer.unref();
  }

  private keys(app: string, channel: string) {
    const base = `${PREFIX}p:${app}:${channel}`;
    return [`${base}:n`, `${base}:u`, `${base}:i`] as const;
  }
  private nodeChannels = (node: string) => `${PREFIX}nodech:${node}`;

  /** Registers this node (before its first join). */
  async start() {
    await this.r.multi().set(`${PREFIX}node:${this.node}`, '1', 'PX', this.ttlMs).sadd(NODES, this.node).exec();
  }

  /** Keeps this node alive, and reaps the nodes whose key expired (one reaper per dead node). */
  async heartbeat() {
    const res = await this.r.multi().set(`${PREFIX}node:${this.node}`, '1', 'PX', this.ttlMs).sadd(NODES, this.node).exec();
    if (res?.[1]?.[1] === 1) this.onLost(); // it was not in the set: another node reaped it
    for (const node of await this.r.smembers(NODES)) {
      if (node === this.node || await this.r.exists(`${PREFIX}node:${node}`)) continue;
      if (await this.r.set(`${PREFIX}reap:${node}`, this.node, 'PX', this.ttlMs, 'NX') !== 'OK') continue;
      await this.reap(node);
    }
  }

  private async reap(node: string) {
    for (const member of await this.r.smembers(this.nodeChannels(node))) {
      const [app, channel] = JSON.parse(member) as [string, string];
      const [n, u, i] = this.keys(app, channel);
      const gone = (await this.r.eval(REAP, 3, n, u, i, node)) as string[];
      for (let k = 0; k < gone.length; k += 2) this.opts.removed(app, channel, gone[k], JSON.parse(gone[k + 1]));
    }
    await this.r.multi().del(this.nodeChannels(node)).srem(NODES, node).exec();
  }

  async join(app: string, channel: string, userId: string, info: unknown) {
    const [n, u, i] = this.keys(app, channel);
    const total = await this.r.eval(JOIN, 4, n, u, i, this.nodeChannels(this.node), this.node, userId, JSON.stringify(info ?? null),
      JSON.stringify([app, channel]));
    return total === 1;
  }
  async leave(app: string, channel: string, userId: string) {
    const [n, u, i] = this.keys(app, channel);
    return (await this.r.eval(LEAVE, 3, n, u, i, this.node, userId)) === 0;
  }
  async members(app: string, channel: string) {
    const [, , i] = this.keys(app, channel);
    const all = await this.r.hgetall(i);
    return Object.fromEntries(Object.entries(all).map(([k, v]) => [k, JSON.parse(v)]));
  }
  /** Stops the heartbeat; a clean stop takes this node's presence away at once (its sockets left already). */
  async stop() {
    clearInterval(this.timer);
    await this.r.multi().del(`${PREFIX}node:${this.node}`).del(this.nodeChannels(this.node)).srem(NODES, this.node).exec();
  }
}

/** Redis fan-out: every node publishes to one topic and delivers what it hears (its own included). */
export async function redisBus(url: string, opts: { presenceTtlS?: number } = {}): Promise<Bus> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([pub.connect(), sub.connect()]);
  const handlers: ((m: BusMessage) => void)[] = [];
  sub.on('message', (_topic: string, text: string) => {
    let m: BusMessage;
    try { m = JSON.parse(text); } catch { return; }
    for (const h of handlers) h(m);
  });
  await sub.subscribe(TOPIC);
  const publish = (m: BusMessage) => { pub.publish(TOPIC, JSON.stringify(m)).catch((e) => console.error('realtime: redis publish failed', e)); };
  const presence = new RedisPresence(pub, {
    ttlS: opts.presenceTtlS,
    removed: (app, channel, userId, info) =>
      publish({ t: 'ch', app, channel, frame: frame('pusher_internal:member_removed', { user_id: userId }, channel), about: info }),
  });
  await presence.start();
  return {
    publish,
    onMessage: (fn) => { handlers.push(fn); },
    presence,
    sharedSecret: async (fallback) => {
      await pub.set(`${PREFIX}secret`, fallback, 'NX');
      return (await pub.get(`${PREFIX}secret`)) ?? fallback;
    },
    close: async () => {
      await presence.stop().catch(() => {});
      sub.disconnect();
      await pub.quit().catch(() => pub.disconnect());
    },
  };
}
