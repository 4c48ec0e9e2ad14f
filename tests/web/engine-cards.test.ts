import { describe, expect, it } from 'vitest';
import { productos } from '../../src/core/resources';
import { repeatsTitle } from '../../src/web/engine/list/cards';

describe('phone cards', () => {
  it('do not repeat under the title what the title already says', () => {
    const text = { kind: 'text' } as const;
    expect(repeatsTitle(text, 'José', 'José Pérez Gómez')).toBe(true);
    expect(repeatsTitle(text, 'Pérez Gómez', 'José Pérez Gómez')).toBe(true);
    expect(repeatsTitle(text, 'Cliente', 'José Pérez Gómez')).toBe(false);
    expect(repeatsTitle(text, '', 'José')).toBe(false);
    expect(repeatsTitle({ kind: 'integer' }, 3, '3')).toBe(false);
  });

  it("keep a select's value even when its stored code is a word of the title (its cell shows the label)", () => {
    expect(repeatsTitle(productos.fields.type, 'combo', 'Kit de oficina (combo)')).toBe(false);
  });
});
