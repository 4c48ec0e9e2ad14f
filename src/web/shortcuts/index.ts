export { installShortcutDispatcher, dispatchKey, SEQUENCE_TIMEOUT_MS } from './dispatcher';
export { keyCaps, eventStep, normaliseStep } from './keys';
export { activeShortcuts, addShortcutScope, keysOf, shortcutState, type Shortcut, type ShortcutScope } from './registry';
export { useShortcuts } from './use-shortcuts';
export { ShortcutHint } from './shortcut-hint';
