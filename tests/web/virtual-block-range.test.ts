import { describe, expect, it } from 'vitest';
import { blockRange } from '../../src/web/engine/list/use-virtual-rows';

// Long lists draw their rows in whole blocks of 6: the drawn slice covers the rows in view plus the
// overscan, and moves only when the view crosses a block edge, so most scroll frames change no row.

const range = (startIndex: number, endIndex: number, count = 10_000, overscan = 6) => ({ startIndex, endIndex, overscan, count });

describe('rows drawn in blocks', () => {
  it('covers the view and the overscan, snapped outward to multiples of 6', () => {
    const drawn = blockRange(range(100, 120));
    expect(drawn[0]).toBe(90); // 100 - 6 = 94 → 90
    expect(drawn.at(-1)).toBe(131); // 120 + 6 = 126 → up to 131 (block 126–131)
    expect(drawn).toEqual(Array.from({ length: 42 }, (_, i) => 90 + i));
  });

  it('keeps the same slice while the view moves inside a block, and moves it a whole block at a time', () => {
    const at = (s: number) => { const d = blockRange(range(s, s + 20)); return [d[0], d.at(-1)]; };
    expect(at(96)).toEqual([90, 125]);
    expect(at(97)).toEqual([90, 125]);
    expect(at(99)).toEqual([90, 125]);
    expect(at(100)).toEqual([90, 131]); // 120 + 6 reached the next block: six rows more below
    expect(at(101)).toEqual([90, 131]);
    expect(at(102)).toEqual([96, 131]);
  });

  it('stays inside the list at both ends, and draws nothing for no rows', () => {
    expect(blockRange(range(0, 15, 10_000))[0]).toBe(0);
    expect(blockRange(range(9_980, 9_999)).at(-1)).toBe(9_999);
    expect(blockRange(range(0, 3, 4))).toEqual([0, 1, 2, 3]);
    expect(blockRange(range(0, 0, 0))).toEqual([]);
  });
});
