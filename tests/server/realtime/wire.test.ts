// A frame encoded once for a fan-out (wire.ts) reaches a stock ws client intact at every length
// encoding (7-bit, 16-bit and 64-bit lengths), in order with ws's own sends on the same socket.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { sendWire, wireFrame } from '../../../src/server/realtime/wire';

describe('realtime wire frames', () => {
  let wss: WebSocketServer;
  let server: WebSocket;
  let client: WebSocket;
  beforeAll(async () => {
    wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
    await once(wss, 'listening');
    const accepted = once(wss, 'connection');
    client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`, { perMessageDeflate: false });
    [server] = (await accepted) as [WebSocket];
    await once(client, 'open');
  });
  afterAll(async () => {
    client.close();
    await new Promise((r) => wss.close(r));
  });

  it('arrive as text messages of every length, in send order', async () => {
    const texts = ['{"event":"a"}', 'x'.repeat(125), 'é'.repeat(63), 'y'.repeat(126), 'z'.repeat(65535), 'w'.repeat(70_000)];
    const got: { text: string; binary: boolean }[] = [];
    const all = new Promise<void>((resolve) => client.on('message', (data, binary) => {
      got.push({ text: data.toString(), binary });
      if (got.length === texts.length + 1) resolve();
    }));
    for (const t of texts) sendWire(server, wireFrame(t));
    server.send('after', { binary: false }); // ws's own send keeps its place behind them
    await all;
    expect(got.map((g) => g.text)).toEqual([...texts, 'after']);
    expect(got.every((g) => !g.binary)).toBe(true);
  });

  it('are not written to a socket that is no longer open', async () => {
    const closed = once(server, 'close');
    client.close();
    await closed;
    expect(() => sendWire(server, wireFrame('late'))).not.toThrow();
  });
});
