// One fan-out, one framing: a message for many sockets is framed once (ws's public Sender.frame) and
// the same bytes are written to each socket. ws.send would frame it again per socket (a header
// allocation and a corked two-buffer write each); at 1,000 subscribers that was a third of the
// fan-out's CPU (design-notes "Fan-out frames once").
import * as wsModule from 'ws';
import { WebSocket } from 'ws';

/** ws exports its Sender with a public static frame(); @types/ws does not declare it. */
const { Sender } = wsModule as unknown as {
  Sender: { frame(data: Buffer, o: { fin: boolean; rsv1: boolean; opcode: number; mask: boolean; readOnly: boolean }): Buffer[] };
};

/** A text message framed once for many sockets (unmasked, unfragmented, uncompressed: server → client). */
export interface PreparedText {
  readonly text: string;
  readonly framed: Buffer;
}

export function prepareText(text: string): PreparedText {
  const payload = Buffer.from(text);
  const list = Sender.frame(payload, { fin: true, rsv1: false, opcode: 1, mask: false, readOnly: true });
  return { text, framed: list.length === 1 ? list[0] : Buffer.concat(list) };
}

/** ws's sender, when it may take a ready frame now: only while idle (nothing queued behind compression). */
interface SenderInternals { _state?: number; _queue?: unknown[]; sendFrame?: (list: Buffer[]) => void }

/**
 * Writes a prepared message to one socket. The ready bytes go through the sender's own frame writer
 * only when it is idle, so the frame cannot overtake anything ws still holds; otherwise (or should a
 * later ws change those internals) it is an ordinary send of the text.
 */
export function sendPrepared(ws: WebSocket, p: PreparedText): void {
  if (ws.readyState !== WebSocket.OPEN) return;
  const sender = (ws as unknown as { _sender?: SenderInternals })._sender;
  if (sender && sender._state === 0 && sender._queue?.length === 0 && typeof sender.sendFrame === 'function') {
    sender.sendFrame([p.framed]);
  } else {
    ws.send(p.text, { binary: false });
  }
}
