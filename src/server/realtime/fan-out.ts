// A message for many sockets goes out in slices (issue 12, docs/design-notes.md "Fan-out in slices").
//
// Writing one frame to 1,000 sockets is 1,000 socket writes: ~15 ms of this process's event loop on
// the 2-core bench machine. Done in one go it held everything else back — the HTTP answer of the very
// write that caused the event waited behind it (PUT answered p50 16 ms with one subscriber, 39 ms
// with 1,000). Here a fan-out sends up to SLICE sockets, then lets the event loop run (I/O, other
// requests) before the next slice.
//
// Order: every sliced send goes through ONE queue per hub, first in first out, so two messages for
// the same socket always arrive in the order they were queued (a record's `.updated` never overtakes
// an earlier one). Whether a socket still gets a message is decided when it is sent (`keep`): a
// socket whose channel was revoked or left while the message waited gets nothing.
import type { PreparedText } from './prepared-frame';

/** Sockets written per turn of the event loop (~1.5 ms on the bench machine). */
export const SLICE = 100;

export interface Recipient {
  send(text: string | PreparedText): void;
}

interface Job<C extends Recipient> {
  conns: readonly C[];
  text: string | PreparedText;
  keep?: (c: C) => boolean;
  next: number;
}

export class FanOut<C extends Recipient> {
  private readonly jobs: Job<C>[] = [];
  private scheduled = false;
  private stopped = false;

  constructor(private readonly slice = SLICE) {}

  /**
   * Queues `text` for `conns` (sent to each for which `keep` still holds when its turn comes). With
   * nothing queued before it, the first slice goes out at once: a small fan-out is as immediate as
   * a plain loop.
   */
  send(conns: readonly C[], text: string | PreparedText, keep?: (c: C) => boolean): void {
    if (this.stopped || !conns.length) return;
    this.jobs.push({ conns, text, keep, next: 0 });
    if (!this.scheduled && this.jobs.length === 1) this.drain();
  }

  /** Messages still waiting (for tests and the bench). */
  get pending(): number {
    return this.jobs.reduce((n, j) => n + j.conns.length - j.next, 0);
  }

  /** Drops what is queued; later sends are ignored (the hub is closing). */
  stop(): void {
    this.stopped = true;
    this.jobs.length = 0;
  }

  private drain = (): void => {
    this.scheduled = false;
    let budget = this.slice;
    while (this.jobs.length && budget > 0) {
      const job = this.jobs[0];
      while (job.next < job.conns.length && budget > 0) {
        const c = job.conns[job.next++];
        budget -= 1;
        if (!job.keep || job.keep(c)) c.send(job.text);
      }
      if (job.next >= job.conns.length) this.jobs.shift();
    }
    if (this.jobs.length && !this.stopped) {
      this.scheduled = true;
      setImmediate(this.drain);
    }
  };
}
