import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushesSettled } from '../../src/server/features/notifications';
import { vapidKeys } from '../../src/server/features/notifications/push/vapid';
import { api, createTestApp, login } from '../helpers/app';
import { browserKeys, decryptWebPush, startPushService, verifyVapid } from '../helpers/push-service';

// Web push (RFC 8291 payload encryption, RFC 8292 VAPID): our decryption is first checked against
// RFC 8291's published example, then used on what the server sends to a local push service when a
// notification is created.

const b = (s: string) => Buffer.from(s, 'base64url');

describe('RFC 8291 §5 example', () => {
  it('decrypts the published message with the published keys', () => {
    const body = b('DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN');
    const uaPrivate = b('q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94');
    const uaPublic = b('BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4');
    const auth = b('BTBZMqHH6r4Tts7J_aSIgg');
    expect(decryptWebPush(body, uaPrivate, uaPublic, auth).toString()).toBe('When I grow up, I want to be a watermelon');
    // A wrong auth secret does not authenticate.
    expect(() => decryptWebPush(body, uaPrivate, uaPublic, Buffer.alloc(16))).toThrow();
  });
});

describe('VAPID keys', () => {
  it('are generated once in the data folder, owner-only, and kept', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mando-vapid-'));
    try {
      const keys = vapidKeys(dir);
      expect(b(keys.publicKey)).toHaveLength(65);
      expect(b(keys.privateKey)).toHaveLength(32);
      const file = join(dir, 'vapid.json');
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(keys);
      expect(statSync(file).mode & 0o077).toBe(0);
      expect(vapidKeys(dir)).toEqual(keys);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('web push on a new notification', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let service: Awaited<ReturnType<typeof startPushService>>;
  let dataDir: string;
  const gone = new Set<string>();

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mando-push-'));
    service = await startPushService((path) => (gone.has(path) ? 410 : 201));
    t = await createTestApp({ dataDir, webPushAllowHttp: true });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends the notification, encrypted for the subscription and signed with the data folder’s VAPID key', async () => {
    const admin = api(t.app, await login(t.app, 'admin@demo.test'));
    const staffToken = await login(t.app, 'staff@demo.test');
    const staff = api(t.app, staffToken);
    const me = (await staff('GET', 'demo', 'login')).json().id as number;
    const keys = browserKeys();
    const sub = { endpoint: `${service.url}/push/staff-1`, keys: { p256dh: keys.publicKey.toString('base64url'), auth: keys.auth.toString('base64url') } };
    const saved = await staff('POST', 'demo', `users/${me}/subscribe-web-push`, sub);
    expect(saved.statusCode, saved.body).toBe(200);

    const categoria_id = (await admin('GET', 'demo', 'categorias-tickets?limit=1')).json()[0].id;
    const ticket = await admin('POST', 'demo', 'tickets', { titulo: 'Servidor lento', contenido: '<p>Tarda mucho.</p>', categoria_id, assignees: [me] });
    expect(ticket.statusCode, ticket.body).toBe(201);
    await pushesSettled();

    expect(service.received).toHaveLength(1);
    const msg = service.received[0];
    expect(msg.path).toBe('/push/staff-1');
    expect(msg.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(msg.headers.ttl)).toBeGreaterThan(0);
    const { claims, publicKey } = verifyVapid(msg.headers.authorization);
    expect(publicKey).toBe(JSON.parse(readFileSync(join(dataDir, 'vapid.json'), 'utf8')).publicKey);
    expect(publicKey).toBe((await staff('GET', 'demo', 'web-push/public-key')).json().publicKey);
    expect(claims.aud).toBe(service.url);
    expect(claims.sub).toMatch(/^mailto:/);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);

    const payload = JSON.parse(decryptWebPush(msg.body, keys.privateKey, keys.publicKey, keys.auth).toString());
    const id = ticket.json().id;
    expect(payload).toMatchObject({
      title: `Te asignaron el ticket #${id}`, body: 'Laura Administradora te asignó el ticket «Servidor lento».',
      url: `/tickets/${id}`, tag: expect.stringMatching(/^notification-\d+$/),
    });
    // The admin (who acted) has no subscription and gets nothing; other users' pushes never reach staff's browser.
    await admin('POST', 'demo', 'tickets', { titulo: 'Sin asignar', contenido: '<p>Nadie.</p>', categoria_id });
    await pushesSettled();
    expect(service.received).toHaveLength(1);
  });

  it('sendNotification=true confirms at once; a subscription the push service calls gone is dropped', async () => {
    const bea = api(t.app, await login(t.app, 'staff@demo.test'));
    const me = (await bea('GET', 'demo', 'login')).json().id as number;
    const keys = browserKeys();
    const sub = { endpoint: `${service.url}/push/old-browser`, keys: { p256dh: keys.publicKey.toString('base64url'), auth: keys.auth.toString('base64url') } };
    const before = service.received.length;
    const res = await bea('POST', 'demo', `users/${me}/subscribe-web-push?sendNotification=true`, sub);
    expect(res.json()).toMatchObject({ sent: true });
    expect(service.received).toHaveLength(before + 1);
    expect(JSON.parse(decryptWebPush(service.received[before].body, keys.privateKey, keys.publicKey, keys.auth).toString()).body)
      .toBe('Notificaciones activadas en este navegador.');

    gone.add('/push/old-browser');
    const admin = api(t.app, await login(t.app, 'admin@demo.test'));
    const categoria_id = (await admin('GET', 'demo', 'categorias-tickets?limit=1')).json()[0].id;
    await admin('POST', 'demo', 'tickets', { titulo: 'Otra', contenido: '<p>Otra cosa.</p>', categoria_id, assignees: [me] });
    await pushesSettled();
    const toOld = () => service.received.filter((r) => r.path === '/push/old-browser').length;
    expect(toOld()).toBe(2);
    await admin('POST', 'demo', 'tickets', { titulo: 'Y otra', contenido: '<p>Otra cosa.</p>', categoria_id, assignees: [me] });
    await pushesSettled();
    expect(toOld()).toBe(2); // dropped after the 410
    expect(service.received.filter((r) => r.path === '/push/staff-1').length).toBe(3);
  });

  it('refuses http endpoints unless configured for a local simulator', async () => {
    const other = await createTestApp({ dataDir });
    try {
      const staff = api(other.app, await login(other.app, 'staff@demo.test'));
      const me = (await staff('GET', 'demo', 'login')).json().id as number;
      const keys = browserKeys();
      const res = await staff('POST', 'demo', `users/${me}/subscribe-web-push`, { endpoint: `${service.url}/push/x`, keys: { p256dh: keys.publicKey.toString('base64url'), auth: keys.auth.toString('base64url') } });
      expect(res.statusCode).toBe(422);
    } finally {
      await other.close();
    }
  }, 60_000);
});
