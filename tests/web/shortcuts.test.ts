import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeShortcuts, addShortcutScope, dispatchKey, keyCaps, SEQUENCE_TIMEOUT_MS, type Shortcut } from '../../src/web/shortcuts';

const key = (k: string, mods: Partial<Pick<KeyboardEvent, 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey'>> = {}) => {
  let prevented = false;
  const e = {
    key: k, ctrlKey: false, shiftKey: false, altKey: false, metaKey: false, isComposing: false, target: null,
    ...mods,
    get defaultPrevented() { return prevented; },
    preventDefault() { prevented = true; },
  };
  return e as unknown as KeyboardEvent;
};

const cleanups: (() => void)[] = [];
const scope = (name: string, list: Partial<Shortcut>[]) => {
  const full = list.map((s, i) => ({ id: `${name}.${i}`, label: s.id ?? String(i), group: 'x', keys: '', run: () => {}, ...s }));
  cleanups.push(addShortcutScope(name, full as Shortcut[]));
};
afterEach(() => { cleanups.splice(0).forEach((c) => c()); vi.useRealTimers(); });

describe('shortcut layer', () => {
  it('runs a single key and a two-step sequence', () => {
    const create = vi.fn(); const tickets = vi.fn();
    scope('list', [{ keys: 'c', run: create }, { keys: 'g t', run: tickets }]);
    expect(dispatchKey(key('c'))).toBe(true);
    expect(create).toHaveBeenCalledTimes(1);
    expect(dispatchKey(key('g'))).toBe(true);
    expect(tickets).not.toHaveBeenCalled();
    dispatchKey(key('t'));
    expect(tickets).toHaveBeenCalledTimes(1);
  });

  it('forgets an unfinished sequence after the timeout', () => {
    vi.useFakeTimers();
    const tickets = vi.fn(); const t = vi.fn();
    scope('s', [{ keys: 'g t', run: tickets }, { keys: 't', run: t }]);
    dispatchKey(key('g'));
    vi.advanceTimersByTime(SEQUENCE_TIMEOUT_MS + 1);
    dispatchKey(key('t'));
    expect(tickets).not.toHaveBeenCalled();
    expect(t).toHaveBeenCalledTimes(1);
  });

  it('lets the newest scope shadow the same keys of an older one', () => {
    const shell = vi.fn(); const screen = vi.fn();
    scope('global', [{ keys: 'n', run: shell }]);
    scope('board', [{ keys: 'n', run: screen }]);
    dispatchKey(key('n'));
    expect(screen).toHaveBeenCalled();
    expect(shell).not.toHaveBeenCalled();
    expect(activeShortcuts().filter((a) => a.shortcut.keys === 'n').map((a) => a.scope)).toEqual(['board']);
  });

  it('matches modifiers and shifted printable keys', () => {
    const palette = vi.fn(); const help = vi.fn(); const left = vi.fn();
    scope('g', [{ keys: 'mod+k', run: palette }, { keys: '?', run: help }, { keys: 'shift+arrowleft', run: left }]);
    expect(dispatchKey(key('k'))).toBe(false);
    dispatchKey(key('k', { ctrlKey: true }));
    dispatchKey(key('?', { shiftKey: true }));
    dispatchKey(key('ArrowLeft', { shiftKey: true }));
    expect([palette, help, left].map((f) => f.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('lets a shortcut decline an event (Enter on a button clicks the button)', () => {
    const open = vi.fn();
    scope('list', [{ keys: 'enter', run: open, when: (e) => (e.target as { tagName?: string } | null)?.tagName !== 'BUTTON' }]);
    const onButton = { ...key('Enter'), target: { tagName: 'BUTTON' } } as unknown as KeyboardEvent;
    expect(dispatchKey(onButton)).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(dispatchKey(key('Enter'))).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('writes key caps for menus and the overlay', () => {
    expect(keyCaps('mod+shift+k')).toEqual(['Ctrl', '⇧', 'K']);
    expect(keyCaps('g t')).toEqual(['G', 'T']);
    expect(keyCaps('delete')).toEqual(['Supr']);
  });
});
