import { eventStep, normaliseStep } from './keys';
import { activeShortcuts, keysOf, shortcutState, type Shortcut } from './registry';

/** How long the next step of a sequence ('g' … 't') may take. */
export const SEQUENCE_TIMEOUT_MS = 1200;

const isElement = (el: EventTarget | null): el is HTMLElement =>
  typeof HTMLElement !== 'undefined' && el instanceof HTMLElement;

const editable = (el: EventTarget | null): boolean =>
  isElement(el) && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));

const inOverlay = (el: EventTarget | null): boolean =>
  isElement(el) && !!el.closest('[role=menu],[role=dialog],[role=listbox],[data-headlessui-state~="open"]');

let pending: string[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function resetPending(): void {
  pending = [];
  shortcutState.pending = '';
  if (timer) clearTimeout(timer);
}

/**
 * Handles one keydown: finds the newest active shortcut whose keys match the typed steps. A step that
 * only begins a sequence is held (`pending`) until the next key or the timeout.
 */
export function dispatchKey(e: KeyboardEvent): boolean {
  if (e.defaultPrevented || e.isComposing || ['shift', 'control', 'alt', 'meta'].includes(e.key.toLowerCase())) return false;
  const typing = editable(e.target);
  const overlay = inOverlay(e.target);
  const usable = (s: Shortcut) => (!typing || s.inInputs) && (!overlay || s.inDialogs) && (!s.when || s.when(e));
  const candidates = activeShortcuts().map((a) => a.shortcut).filter(usable);
  const steps = [...pending, eventStep(e)];
  const typed = steps.join(' ');
  let prefix = false;
  for (const s of candidates) {
    for (const k of keysOf(s)) {
      const want = k.split(' ').map(normaliseStep).join(' ');
      if (want === typed) {
        resetPending();
        e.preventDefault();
        s.run(e);
        return true;
      }
      if (want.startsWith(`${typed} `)) prefix = true;
    }
  }
  if (prefix) {
    pending = steps;
    shortcutState.pending = typed;
    e.preventDefault();
    if (timer) clearTimeout(timer);
    timer = setTimeout(resetPending, SEQUENCE_TIMEOUT_MS);
    return true;
  }
  // An unfinished sequence followed by a key that continues nothing: start over with this key alone.
  if (pending.length) {
    resetPending();
    return dispatchKey(e);
  }
  return false;
}

let installed = 0;
const onKeyDown = (e: KeyboardEvent) => { dispatchKey(e); };

/** Installs the document listener once (ref-counted, so tests and remounts stay clean). */
export function installShortcutDispatcher(): () => void {
  if (installed++ === 0) document.addEventListener('keydown', onKeyDown);
  return () => {
    if (--installed === 0) { document.removeEventListener('keydown', onKeyDown); resetPending(); }
  };
}
