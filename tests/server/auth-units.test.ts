import { describe, expect, test } from 'vitest';
import { loginThrottleKey, MemoryThrottleStore, Throttle, throttleMessage } from '../../src/server/auth/throttle';
import { dummyVerify, hashPassword, verifyPassword } from '../../src/server/auth/password';
import { broadcastingOf, canSendToDian } from '../../src/server/auth/session-user';
import { readSettings } from '../../src/core/resources/settings';

describe('login throttle', () => {
  const clock = () => {
    let t = 1_000_000;
    return { now: () => t, advance: (ms: number) => { t += ms; } };
  };

  test('five attempts pass, the sixth waits for the rest of the minute, then the window resets', async () => {
    const c = clock();
    const throttle = new Throttle(new MemoryThrottleStore(100, c.now), { maxAttempts: 5, windowMs: 60_000, now: c.now });
    for (let i = 0; i < 5; i++) expect(await throttle.attempt('k')).toBe(0);
    c.advance(15_500);
    expect(await throttle.attempt('k')).toBe(45);
    expect(await throttle.retryAfter('k')).toBe(45);
    expect(await throttle.attempt('other')).toBe(0);
    c.advance(44_600);
    expect(await throttle.retryAfter('k')).toBe(0);
    expect(await throttle.attempt('k')).toBe(0);
  });

  test('a success (clear) starts the count again', async () => {
    const c = clock();
    const throttle = new Throttle(new MemoryThrottleStore(100, c.now), { maxAttempts: 5, windowMs: 60_000, now: c.now });
    for (let i = 0; i < 5; i++) await throttle.attempt('k');
    await throttle.clear('k');
    for (let i = 0; i < 5; i++) expect(await throttle.attempt('k')).toBe(0);
    expect(await throttle.attempt('k')).toBeGreaterThan(0);
  });

  test('the in-memory store stays bounded: expired keys go first, then the oldest', async () => {
    const c = clock();
    const store = new MemoryThrottleStore(3, c.now);
    await store.hit('a', 1_000);
    await store.hit('b', 60_000);
    await store.hit('c', 60_000);
    c.advance(2_000);
    await store.hit('d', 60_000); // 'a' has expired and makes room
    expect(store.size).toBe(3);
    expect(await store.get('b')).not.toBeNull();
    await store.hit('e', 60_000); // full of live keys: the oldest ('b') goes
    expect(store.size).toBe(3);
    expect(await store.get('b')).toBeNull();
    expect((await store.get('e'))?.count).toBe(1);
  });

  test('keys ignore e-mail case and the message names the seconds', () => {
    expect(loginThrottleKey(1, ' Admin@Demo.test ', '10.0.0.1')).toBe(loginThrottleKey(1, 'admin@demo.test', '10.0.0.1'));
    expect(loginThrottleKey(1, 'a@b.co', '10.0.0.1')).not.toBe(loginThrottleKey(2, 'a@b.co', '10.0.0.1'));
    expect(throttleMessage(42)).toBe('Demasiados intentos. por favor intente de nuevo en 42 segundos.');
  });
});

describe('passwords', () => {
  test('argon2id hashes verify, wrong or malformed input does not throw', async () => {
    const h = await hashPassword('demo1234');
    expect(h.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(h, 'demo1234')).toBe(true);
    expect(await verifyPassword(h, 'demo12345')).toBe(false);
    expect(await verifyPassword(null, 'x')).toBe(false);
    expect(await verifyPassword('$2y$10$notargon', 'x')).toBe(false);
    expect(await verifyPassword('$argon2id$garbage', 'x')).toBe(false);
    expect(await dummyVerify('anything')).toBe(false);
  });
});

describe('session user helpers', () => {
  test('canSendToDian needs the module, the tenant switch and Agregar Facturas (or SuperAdmin)', () => {
    const modules = ['facturas', 'facturacion_electronica'];
    const on = { settings: readSettings([{ key: 'dian_enabled', value: 'true' }]), modules };
    const off = { settings: readSettings([]), modules };
    const noModule = { ...on, modules: ['facturas'] };
    const cajero = { roles: ['Caja'], permissions: ['Agregar Facturas'] };
    const soporte = { roles: ['Soporte'], permissions: ['Ver Tickets'] };
    const superAdmin = { roles: ['SuperAdmin'], permissions: [] };
    expect(canSendToDian(on, cajero)).toBe(true);
    expect(canSendToDian(on, superAdmin)).toBe(true);
    expect(canSendToDian(on, soporte)).toBe(false);
    expect(canSendToDian(off, superAdmin)).toBe(false);
    expect(canSendToDian(off, cajero)).toBe(false);
    expect(canSendToDian(noModule, cajero)).toBe(false);
  });

  test('broadcasting points at the public host, keyed by tenant, switched on', () => {
    expect(broadcastingOf({ publicUrl: 'https://app.mando.co' }, 'acme'))
      .toEqual({ enabled: true, hostEcho: 'app.mando.co', hostPort: 443, pusherAppKey: 'acme', pusherCluster: 'mt1' });
    expect(broadcastingOf({ publicUrl: 'http://localhost:3000' }, 'demo').hostPort).toBe(3000);
  });
});
