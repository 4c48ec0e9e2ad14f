import { describe, expect, it } from 'vitest';
import { repeatsTitle } from '../../src/web/engine/list/cards';

describe('phone cards', () => {
  it('do not repeat under the title what the title already says', () => {
    expect(repeatsTitle('José', 'José Pérez Gómez')).toBe(true);
    expect(repeatsTitle('Pérez Gómez', 'José Pérez Gómez')).toBe(true);
    expect(repeatsTitle('Cliente', 'José Pérez Gómez')).toBe(false);
    expect(repeatsTitle('', 'José')).toBe(false);
    expect(repeatsTitle(3, '3')).toBe(false);
  });
});
