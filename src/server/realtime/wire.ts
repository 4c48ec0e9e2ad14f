// A message framed once for all its recipients. `ws` frames every send itself: per socket it builds
// a header, corks, writes header and payload, uncorks (a two-buffer writev). A fan-out to 1,000
// sockets repeats that 1,000 times for the same bytes; a WireFrame is the whole frame in one buffer,
// written to each socket as is (docs/design-notes.md "Realtime: the fan-out").
import { WebSocket } from 'ws';

/** One text message: its payload and its complete websocket frame (RFC 6455 §5.2). */
export class WireFrame {
  constructor(readonly payload: Buffer, readonly bytes: Buffer) {}
}

/** Frames `text` as one final, unmasked text frame (server → client frames are never masked). */
export function wireFrame(text: string | Buffer): WireFrame {
  const payload = typeof text === 'string' ? Buffer.from(text) : text;
  const n = payload.length;
  const head = n < 126 ? 2 : n < 65536 ? 4 : 10;
  const bytes = Buffer.allocUnsafe(head + n);
  bytes[0] = 0x81; // FIN + opcode 1 (text)
  if (n < 126) bytes[1] = n;
  else if (n < 65536) { bytes[1] = 126; bytes.writeUInt16BE(n, 2); }
  else { bytes[1] = 127; bytes.writeBigUInt64BE(BigInt(n), 2); }
  payload.copy(bytes, head);
  return new WireFrame(payload, bytes);
}

// ws's sender is idle (nothing queued or half-sent, no fragmented message open) only in this state;
// then bytes written to its socket are the next frame on the wire, exactly as its own send would be.
interface SenderState { _state?: number; _firstFragment?: boolean; _queue?: unknown[] }
const IDLE = 0;

/** Sends a framed message on an open socket; falls back to ws's own send when it is not idle. */
export function sendWire(ws: WebSocket, f: WireFrame): void {
  if (ws.readyState !== WebSocket.OPEN) return;
  const inner = ws as unknown as { _sender?: SenderState; _socket?: { write(b: Buffer): boolean; writable?: boolean } };
  const sender = inner._sender;
  const socket = inner._socket;
  if (sender && socket?.writable && sender._state === IDLE && sender._firstFragment === true && !sender._queue?.length) socket.write(f.bytes);
  else ws.send(f.payload, { binary: false });
}
