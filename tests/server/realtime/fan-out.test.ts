import { describe, expect, it } from 'vitest';
import { FanOut } from '../../../src/server/realtime/fan-out';

// A fan-out to many sockets goes out in slices, letting the event loop run between them (the HTTP
// answer of the write behind the event must not wait for 1,000 socket writes); messages for the same
// socket keep their order, and a socket that left the channel while a message waited gets nothing.

class Sock {
  got: string[] = [];
  subscribed = true;
  constructor(readonly id: number) {}
  send(text: string | object) { this.got.push(String(text)); }
}
const sockets = (n: number) => Array.from({ length: n }, (_, i) => new Sock(i));
const turn = () => new Promise((r) => setImmediate(r));

describe('fan-out in slices', () => {
  it('sends a small fan-out at once, a large one a slice per turn of the event loop', async () => {
    const f = new FanOut<Sock>(10);
    const few = sockets(10);
    f.send(few, 'a');
    expect(few.every((s) => s.got.join() === 'a')).toBe(true);

    const many = sockets(35);
    f.send(many, 'b');
    expect(many.filter((s) => s.got.length).length).toBe(10); // the first slice only
    let otherWork = 0;
    setImmediate(() => { otherWork = many.filter((s) => s.got.length).length; });
    for (let i = 0; i < 5 && f.pending; i++) await turn();
    expect(otherWork).toBeGreaterThan(0);
    expect(otherWork).toBeLessThan(35); // other work ran before the fan-out ended
    expect(many.every((s) => s.got.join() === 'b')).toBe(true);
    expect(f.pending).toBe(0);
  });

  it('keeps each socket\'s order across messages queued behind a running fan-out', async () => {
    const f = new FanOut<Sock>(7);
    const all = sockets(50);
    f.send(all, '1');
    f.send(all.slice(0, 3), '2'); // queued while the first is still going out
    f.send(all.slice(40), '3');
    while (f.pending) await turn();
    expect(all[0].got).toEqual(['1', '2']);
    expect(all[45].got).toEqual(['1', '3']);
    expect(all[20].got).toEqual(['1']);
  });

  it('decides when it sends: a socket that left the channel meanwhile gets nothing; stop drops the rest', async () => {
    const f = new FanOut<Sock>(5);
    const all = sockets(20);
    f.send(all, 'x', (s) => s.subscribed);
    all[15].subscribed = false;
    while (f.pending) await turn();
    expect(all[15].got).toEqual([]);
    expect(all[14].got).toEqual(['x']);

    f.send(all, 'y');
    f.stop();
    await turn();
    expect(all.filter((s) => s.got.includes('y')).length).toBe(5);
    f.send(all, 'z');
    expect(all.some((s) => s.got.includes('z'))).toBe(false);
  });
});
