import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signature } from '../../../src/server/realtime/protocol';
import { rawClient, sleep, startServer, waitFor } from './helpers';

// The Pusher protocol 7 as a raw websocket client sees it: handshake, ping, error codes, limits.

let s: Awaited<ReturnType<typeof startServer>>;
let token: string;

async function auth(socketId: string, channel: string, t = token, tenant = 'demo') {
  return s.app.inject({ method: 'POST', url: `/${tenant}/api/broadcasting/auth`, headers: { 'auth-token': t, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `socket_id=${socketId}&channel_name=${encodeURIComponent(channel)}`, })
    .then((r) => ({ status: r.statusCode, body: r.statusCode === 200 ? r.json() : r.body }));
}
async function connected(key = 'demo') {
  const c = await rawClient(s.port, key);
  const hello = await c.next((f) => f.event === 'pusher:connection_established');
  return Object.assign(c, { socketId: hello.data.socket_id as string, hello });
}

beforeAll(async () => {
  s = await startServer({}, { activityTimeoutS: 1, pongGraceS: 1 });
  token = await s.login('staff@demo.test');
}, 120_000);
afterAll(() => s.close());

describe('signatures', () => {
  it('match the published Pusher example', () => {
    expect(signature('7ad3773142a6692b25b8', '1234.1234', 'private-foobar'))
      .toBe('58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4');
  });
});

describe('connection', () => {
  it('greets with socket_id and activity_timeout as a JSON string, and answers ping with pong', async () => {
    const c = await connected();
    expect(c.socketId).toMatch(/^\d+\.\d+$/);
    expect(c.hello.data.activity_timeout).toBe(1);
    c.send({ event: 'pusher:ping', data: {} });
    const pong = await c.next((f) => f.event === 'pusher:pong');
    expect(pong.data).toEqual({});
    c.ws.close();
  });

  it('refuses an unknown app key with 4001 (error, then close)', async () => {
    const c = await rawClient(s.port, 'nadie');
    const err = await c.next((f) => f.event === 'pusher:error');
    expect(err.data.code).toBe(4001);
    expect(await c.closed()).toBe(4001);
  });

  it('pings an idle socket, and closes one that never answers with 4201', async () => {
    const c = await connected();
    await c.next((f) => f.event === 'pusher:ping', 4000);
    expect(await waitFor(() => c.closeCode, 5000)).toBe(4201);
    expect(c.frames.some((f) => f.event === 'pusher:error' && f.data.code === 4201)).toBe(true);
  });

  it('keeps a socket that answers the ping', async () => {
    const c = await connected();
    const answer = setInterval(() => c.send({ event: 'pusher:pong', data: {} }), 500);
    await sleep(3500);
    clearInterval(answer);
    expect(c.closeCode).toBeNull();
    c.ws.close();
  });

  it('refuses a message over 10 KB with 4301 and stays open', async () => {
    const c = await connected();
    c.send({ event: 'pusher:ping', data: { pad: 'x'.repeat(10_001) } });
    const err = await c.next((f) => f.event === 'pusher:error');
    expect(err.data.code).toBe(4301);
    c.send({ event: 'pusher:ping', data: {} });
    await c.next((f) => f.event === 'pusher:pong');
    c.ws.close();
  });
});

describe('subscriptions and client events', () => {
  it('subscribes to a public channel without auth', async () => {
    const c = await connected();
    c.send({ event: 'pusher:subscribe', data: { auth: '', channel: 'orders' } });
    const ok = await c.next((f) => f.event === 'pusher_internal:subscription_succeeded');
    expect(ok.channel).toBe('orders');
    c.ws.close();
  });

  it('refuses a private subscription with a wrong or another socket’s signature', async () => {
    const c = await connected();
    const other = await connected();
    const a = await auth(other.socketId, 'private-tickets');
    expect(a.status).toBe(200);
    c.send({ event: 'pusher:subscribe', data: { auth: a.body.auth, channel_data: a.body.channel_data, channel: 'private-tickets' } });
    const err = await c.next((f) => f.event === 'pusher:subscription_error');
    expect(err).toMatchObject({ channel: 'private-tickets', data: { type: 'AuthError', status: 401 } });
    c.send({ event: 'pusher:subscribe', data: { auth: 'demo:00', channel: 'private-tickets' } });
    await waitFor(() => c.frames.filter((f) => f.event === 'pusher:subscription_error').length === 2);
    c.ws.close(); other.ws.close();
  });

  it('refuses client events on public channels, unsubscribed channels, Application and over 10 per second (4009, 4301)', async () => {
    const a = await connected();
    const b = await connected();
    // b watches /live-users (SuperAdmin): only such viewers receive App.Mobile's whispers.
    const viewer = await s.login('admin@demo.test');
    for (const [c, who] of [[a, token], [b, viewer]] as const) {
      for (const channel of ['private-Application', 'presence-App.Mobile']) {
        const au = await auth(c.socketId, channel, who);
        c.send({ event: 'pusher:subscribe', data: { auth: au.body.auth, channel_data: au.body.channel_data, channel } });
        await c.next((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel);
      }
    }
    const errors = (code: number) => a.frames.filter((f) => f.event === 'pusher:error' && f.data.code === code).length;
    a.send({ event: 'client-x', channel: 'orders', data: {} });
    await waitFor(() => errors(4009) === 1);
    a.send({ event: 'client-x', channel: 'private-tickets', data: {} });
    await waitFor(() => errors(4009) === 2);
    // 'Application' is every user's own channel under one name: a whisper there would reach the whole tenant.
    a.send({ event: 'client-x', channel: 'private-Application', data: {} });
    await waitFor(() => errors(4009) === 3);
    for (let i = 0; i < 12; i++) a.send({ event: 'client-typing', channel: 'presence-App.Mobile', data: { i } });
    const limited = await a.next((f) => f.event === 'pusher:error' && f.data.code === 4301);
    expect(limited.data.message).toMatch(/rate/i);
    await waitFor(() => b.frames.filter((f) => f.event === 'client-typing').length === 10);
    await sleep(100);
    expect(b.frames.filter((f) => f.event === 'client-typing').map((f) => f.data.i)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(b.frames.some((f) => f.event === 'client-x')).toBe(false);
    expect(a.frames.some((f) => f.event === 'client-typing')).toBe(false);
    a.ws.close(); b.ws.close();
  });

  it('answers 4100 over capacity', async () => {
    const small = await startServer({}, { maxConnections: 1 });
    try {
      const first = await rawClient(small.port, 'demo');
      await first.next((f) => f.event === 'pusher:connection_established');
      const second = await rawClient(small.port, 'demo');
      expect((await second.next((f) => f.event === 'pusher:error')).data.code).toBe(4100);
      expect(await second.closed()).toBe(4100);
      first.ws.close();
    } finally {
      await small.close();
    }
  }, 120_000);
});

describe('POST broadcasting/auth', () => {
  it('401 without a session, 403 for a channel the rules refuse, 400 for a bad socket id', async () => {
    const c = await connected();
    expect((await auth(c.socketId, 'private-tickets', '')).status).toBe(401);
    expect((await auth(c.socketId, 'private-users')).status).toBe(403); // staff has no 'Ver Usuarios'
    expect((await auth(c.socketId, 'private-nada')).status).toBe(403);
    expect((await auth(c.socketId, 'presence-otra-cosa')).status).toBe(403);
    expect((await auth('abc', 'private-tickets')).status).toBe(400);
    const ok = await auth(c.socketId, 'presence-App.Mobile');
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body.channel_data)).toMatchObject({ user_id: expect.any(Number), user_info: { name: 'Santiago Soporte' } });
    // The session that signed it (the token's stored hash): the hub closes the socket when it ends.
    expect(JSON.parse(ok.body.channel_data).sid).toMatch(/^[0-9a-f]{64}$/);
    expect(ok.body.auth).toMatch(/^demo:[0-9a-f]{64}$/);
    c.ws.close();
  });
});
