import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { ServerConfig } from '../../../src/server/config';
import type { HubOptions } from '../../../src/server/realtime';
import { createTestApp, login } from '../../helpers/app';

/** The real app (fresh database) listening on a free loopback port. */
export async function startServer(overrides: Partial<ServerConfig> = {}, realtime?: HubOptions) {
  const t = await createTestApp(overrides, realtime);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  return { ...t, port, login: (email: string) => login(t.app, email) };
}

/** A raw websocket client that records every frame (data parsed when it is a JSON string). */
export async function rawClient(port: number, key: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=js&version=8.6.0&flash=false`);
  const frames: any[] = [];
  let closeCode: number | null = null;
  ws.on('message', (b) => {
    const f = JSON.parse(b.toString());
    if (typeof f.data === 'string') { try { f.data = JSON.parse(f.data); } catch { /* raw */ } }
    frames.push(f);
  });
  ws.on('close', (code) => { closeCode = code; });
  await new Promise<void>((res, rej) => { ws.once('open', () => res()); ws.once('error', rej); });
  return {
    ws,
    frames,
    get closeCode() { return closeCode; },
    send: (o: unknown) => ws.send(typeof o === 'string' ? o : JSON.stringify(o)),
    next: (pred: (f: any) => boolean, ms = 3000) => waitFor(() => frames.find(pred), ms),
    closed: () => waitFor(() => closeCode, 3000),
  };
}

/** Polls until fn returns something other than undefined/null/false. */
export async function waitFor<T>(fn: () => T | undefined | null | false, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v !== undefined && v !== null && v !== false) return v as T;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
