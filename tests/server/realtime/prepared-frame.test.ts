import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { prepareText, sendPrepared } from '../../../src/server/realtime/prepared-frame';

// A fan-out frames its message once and writes the same bytes to every socket: what each client
// receives must be exactly the text, as a text frame, in the order the server sent it, for every
// length form of the frame header (7-bit, 16-bit, 64-bit) and behind a message ws still compresses.

const servers: WebSocketServer[] = [];
afterEach(async () => { await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r)))); });

async function pair(perMessageDeflate: boolean) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: perMessageDeflate ? { threshold: 0 } : false });
  servers.push(wss);
  await new Promise((r) => wss.once('listening', r));
  const serverSide = new Promise<WebSocket>((r) => wss.once('connection', r));
  const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`, { perMessageDeflate });
  const got: { text: string; binary: boolean }[] = [];
  client.on('message', (data, isBinary) => got.push({ text: data.toString(), binary: isBinary }));
  await new Promise((r) => client.once('open', r));
  return { server: await serverSide, client, got };
}

const until = async (ok: () => boolean) => { for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 10)); };

describe('prepared text frames', () => {
  it('reach several clients as the exact text frames, for short, 16-bit and 64-bit lengths', async () => {
    const a = await pair(false);
    const b = await pair(false);
    const texts = ['{"event":"updated"}', `{"x":"${'á'.repeat(200)}"}`, `{"big":"${'x'.repeat(70_000)}"}`];
    for (const t of texts) {
      const p = prepareText(t);
      sendPrepared(a.server, p);
      sendPrepared(b.server, p);
    }
    await until(() => a.got.length === 3 && b.got.length === 3);
    for (const side of [a, b]) {
      expect(side.got.map((m) => m.text)).toEqual(texts);
      expect(side.got.every((m) => !m.binary)).toBe(true);
      side.client.close();
    }
  });

  it('never overtakes a message ws is still compressing, and keeps order with ordinary sends', async () => {
    const { server, client, got } = await pair(true);
    const sent: string[] = [];
    for (let i = 0; i < 20; i++) {
      const plain = `{"plain":${i},"pad":"${'y'.repeat(i * 50)}"}`;
      server.send(plain); // compressed asynchronously: the sender is busy right after
      sent.push(plain);
      const shared = `{"prepared":${i}}`;
      sendPrepared(server, prepareText(shared));
      sent.push(shared);
    }
    await until(() => got.length === sent.length);
    expect(got.map((m) => m.text)).toEqual(sent);
    client.close();
  });

  it('sends nothing to a socket that is closing', async () => {
    const { server, client, got } = await pair(false);
    const closed = new Promise((r) => client.once('close', r));
    server.close();
    sendPrepared(server, prepareText('{"late":true}'));
    await closed;
    expect(got).toEqual([]);
  });
});
