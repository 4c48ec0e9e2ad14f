/**
 * Login throttling (Laravel's ThrottlesLogins): after `maxAttempts` failed attempts for one key
 * inside `windowMs`, further attempts are refused until the window that started with the first
 * attempt ends. A success clears the key. The counters live behind `ThrottleStore`, so a shared store
 * (Redis: INCR + PEXPIRE NX, PTTL, DEL) can replace the in-memory one when several processes serve
 * the API.
 */

export interface ThrottleState {
  count: number;
  /** Epoch ms when the window (and any lockout) ends. */
  resetAt: number;
}

export interface ThrottleStore {
  /** The live state of key, or null when none or expired. */
  get(key: string): Promise<ThrottleState | null>;
  /** Counts one hit; starts a new window of windowMs when none is live. */
  hit(key: string, windowMs: number): Promise<ThrottleState>;
  clear(key: string): Promise<void>;
  /** Takes one hit back (a success that should not use up a shared budget); Redis: DECR. */
  unhit(key: string): Promise<void>;
}

/** Process-local store: a Map bounded to maxEntries (expired first, then oldest are dropped). */
export class MemoryThrottleStore implements ThrottleStore {
  private readonly map = new Map<string, ThrottleState>();

  constructor(private readonly maxEntries = 10_000, private readonly now: () => number = Date.now) {}

  get size() { return this.map.size; }

  async get(key: string): Promise<ThrottleState | null> {
    const s = this.map.get(key);
    if (!s) return null;
    if (s.resetAt <= this.now()) {
      this.map.delete(key);
      return null;
    }
    return { ...s };
  }

  async hit(key: string, windowMs: number): Promise<ThrottleState> {
    const now = this.now();
    const live = this.map.get(key);
    if (live && live.resetAt > now) {
      live.count += 1;
      return { ...live };
    }
    this.map.delete(key);
    this.makeRoom(now);
    const s = { count: 1, resetAt: now + windowMs };
    this.map.set(key, s);
    return { ...s };
  }

  async clear(key: string): Promise<void> {
    this.map.delete(key);
  }

  async unhit(key: string): Promise<void> {
    const s = this.map.get(key);
    if (s && s.count > 0) s.count -= 1;
  }

  private makeRoom(now: number) {
    if (this.map.size < this.maxEntries) return;
    for (const [k, s] of this.map) if (s.resetAt <= now) this.map.delete(k);
    // Insertion order is window-start order: the first keys are the oldest windows.
    for (const k of this.map.keys()) {
      if (this.map.size < this.maxEntries) break;
      this.map.delete(k);
    }
  }
}

export interface ThrottleOptions {
  maxAttempts: number;
  windowMs: number;
  now?: () => number;
}

export class Throttle {
  private readonly now: () => number;

  constructor(readonly store: ThrottleStore, readonly options: ThrottleOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Seconds until key may try again; 0 when it may try now. Does not count. */
  async retryAfter(key: string): Promise<number> {
    const s = await this.store.get(key);
    return s && s.count >= this.options.maxAttempts ? this.secondsLeft(s) : 0;
  }

  /**
   * Counts one attempt before the work is done (so parallel requests cannot slip past the limit)
   * and answers 0 when it may proceed, else the seconds until the window ends. A success should
   * clear the key; a failure simply stays counted.
   */
  async attempt(key: string): Promise<number> {
    const s = await this.store.hit(key, this.options.windowMs);
    return s.count > this.options.maxAttempts ? this.secondsLeft(s) : 0;
  }

  private secondsLeft(s: ThrottleState) {
    return Math.max(1, Math.ceil((s.resetAt - this.now()) / 1000));
  }

  clear(key: string): Promise<void> {
    return this.store.clear(key);
  }

  /** Gives back the attempt counted for key (it succeeded): only failures use up the budget. */
  forgive(key: string): Promise<void> {
    return this.store.unhit(key);
  }
}

export const LOGIN_MAX_ATTEMPTS = 5;
export const LOGIN_WINDOW_MS = 60_000;

export const createLoginThrottle = (store: ThrottleStore = new MemoryThrottleStore()) =>
  new Throttle(store, { maxAttempts: LOGIN_MAX_ATTEMPTS, windowMs: LOGIN_WINDOW_MS });

/**
 * Across accounts, one address may try LOGIN_IP_MAX_ATTEMPTS sign-ins per LOGIN_WINDOW_MS (whatever
 * the tenant or e-mail): the per-account key alone let one address try any number of e-mails.
 * Attempts count before the work (parallel requests cannot slip past it) and a success gives its
 * attempt back, so an office behind one NAT signing in at nine o'clock is never refused.
 */
export const LOGIN_IP_MAX_ATTEMPTS = 20;

export const createLoginIpThrottle = (store: ThrottleStore = new MemoryThrottleStore()) =>
  new Throttle(store, { maxAttempts: LOGIN_IP_MAX_ATTEMPTS, windowMs: LOGIN_WINDOW_MS });

export const loginIpThrottleKey = (ip: string) => `login-ip:${ip}`;

/** One counter per tenant + e-mail (lower-cased, trimmed) + client IP. */
export const loginThrottleKey = (tenantId: number, email: string, ip: string) =>
  `login:${tenantId}|${email.trim().toLowerCase()}|${ip}`;

export const throttleMessage = (seconds: number) =>
  `Demasiados intentos. por favor intente de nuevo en ${seconds} segundos.`;
