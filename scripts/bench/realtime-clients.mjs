// Child process of the realtime bench (realtime.ts): many raw Pusher-protocol websocket clients, so
// they do not share the server's event loop. Driven over IPC: {cmd:'open'|'subscribe'|'stats'|'close'}.
import WebSocket from 'ws';

const sockets = [];
let received = 0;
let latencies = [];
let lastAt = 0;

const now = () => performance.timeOrigin + performance.now();

function open(port, key) {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=js&version=8.6.0&flash=false`, { perMessageDeflate: false });
    let done = false;
    const finish = (v) => { if (!done) { done = true; resolve(v); } };
    ws.on('message', (buf) => {
      const text = buf.toString();
      if (text.includes('"pusher:connection_established"')) {
        ws.socketId = JSON.parse(JSON.parse(text).data).socket_id;
        sockets.push(ws);
        finish(ws);
      } else if (text.includes('"pusher:ping"')) {
        ws.send('{"event":"pusher:pong","data":{}}');
      } else if (text.includes('"event":"updated"')) {
        received += 1;
        lastAt = now();
        const m = /bench (\d+(?:\.\d+)?)/.exec(text);
        if (m && latencies.length < 2_000_000) latencies.push(m[1], now()); // [write start, receipt] pairs
      } else if (text.includes('subscription_succeeded')) {
        ws.emit('subscribed');
      }
    });
    ws.on('error', () => finish(null));
    ws.on('close', () => finish(null));
  });
}

async function subscribe(ws, port, tenant, token, channel) {
  const res = await fetch(`http://127.0.0.1:${port}/${tenant}/api/broadcasting/auth`, {
    method: 'POST', headers: { 'auth-token': token, 'content-type': 'application/x-www-form-urlencoded' },
    body: `socket_id=${ws.socketId}&channel_name=${channel}`,
  });
  if (res.status !== 200) return false;
  const a = await res.json();
  const ok = new Promise((r) => ws.once('subscribed', () => r(true)));
  ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { auth: a.auth, channel_data: a.channel_data, channel } }));
  return ok;
}

async function inBatches(n, batch, fn) {
  let ok = 0;
  for (let i = 0; i < n; i += batch) {
    const got = await Promise.all(Array.from({ length: Math.min(batch, n - i) }, fn));
    ok += got.filter(Boolean).length;
  }
  return ok;
}

process.on('message', async (msg) => {
  if (msg.cmd === 'open') {
    const t = now();
    const opened = await inBatches(msg.n, 250, () => open(msg.port, msg.key));
    process.send({ opened, ms: now() - t });
  } else if (msg.cmd === 'subscribe') {
    const fresh = [];
    for (let i = 0; i < msg.n; i++) { const ws = await open(msg.port, msg.key); if (ws) fresh.push(ws); }
    let i = 0;
    const subscribed = await inBatches(fresh.length, 50, () => subscribe(fresh[i++], msg.port, msg.key, msg.token, msg.channel));
    process.send({ subscribed });
  } else if (msg.cmd === 'stats') {
    process.send({ received, lastAt, latencies: msg.latencies ? latencies : [] });
    if (msg.reset) { received = 0; latencies = []; }
  } else if (msg.cmd === 'close') {
    for (const ws of sockets.splice(0)) ws.terminate();
    process.send({ closed: true });
  }
});
process.send({ ready: true });
