// How realtime messages reach every process. Without REDIS_URL: this process alone (in memory). With
// it: Redis pub/sub fans each message out to every node (the sender included, like Reverb), and
// presence membership lives in Redis hashes so every node answers the same member list.
import { Redis } from 'ioredis';

/** What travels between nodes. Each node delivers to its own sockets. */
export type BusMessage =
  /** A ready frame for every local subscriber of a channel, except one socket. */
  | { t: 'ch'; app: string; channel: string; frame: string; except?: string;
    /** The member a presence frame is about (its user_info): recipients are filtered by it (hidden users). */
    about?: unknown }
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
// One connection count per user (n) and its user_info (i); the last leave removes both atomically.
const LEAVE = `local c = redis.call('hincrby', KEYS[1], ARGV[1], -1)
if c <= 0 then redis.call('hdel', KEYS[1], ARGV[1]); redis.call('hdel', KEYS[2], ARGV[1]) end
return c`;

class RedisPresence implements PresenceStore {
  constructor(private readonly r: Redis) {}
  private keys(app: string, channel: string) {
    const base = `${PREFIX}p:${app}:${channel}`;
    return [`${base}:n`, `${base}:i`] as const;
  }
  async join(app: string, channel: string, userId: string, info: unknown) {
    const [n, i] = this.keys(app, channel);
    const res = await this.r.multi().hincrby(n, userId, 1).hset(i, userId, JSON.stringify(info ?? null)).exec();
    return res?.[0]?.[1] === 1;
  }
  async leave(app: string, channel: string, userId: string) {
    const [n, i] = this.keys(app, channel);
    return (await this.r.eval(LEAVE, 2, n, i, userId)) === 0;
  }
  async members(app: string, channel: string) {
    const [, i] = this.keys(app, channel);
    const all = await this.r.hgetall(i);
    return Object.fromEntries(Object.entries(all).map(([k, v]) => [k, JSON.parse(v)]));
  }
}

/** Redis fan-out: every node publishes to one topic and delivers what it hears (its own included). */
export async function redisBus(url: string): Promise<Bus> {
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
  return {
    publish: (m) => { pub.publish(TOPIC, JSON.stringify(m)).catch((e) => console.error('realtime: redis publish failed', e)); },
    onMessage: (fn) => { handlers.push(fn); },
    presence: new RedisPresence(pub),
    sharedSecret: async (fallback) => {
      await pub.set(`${PREFIX}secret`, fallback, 'NX');
      return (await pub.get(`${PREFIX}secret`)) ?? fallback;
    },
    close: async () => { sub.disconnect(); await pub.quit().catch(() => pub.disconnect()); },
  };
}
