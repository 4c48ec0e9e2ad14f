import { useId, useLayoutEffect, useMemo, useRef, type HTMLAttributes, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode, type RefObject } from 'react';

/**
 * The palette's combobox and listbox (ARIA 1.2 'combobox with listbox popup', the popup always
 * shown): the input keeps the focus, ↓/↑ move the selection (looping) and Enter runs it; the
 * selected option is `aria-activedescendant`, never focused. No store and no per-option
 * subscription: the caller renders the options itself (memoised, with a `selected` boolean), so
 * moving the selection re-renders the two options that change and a keystroke renders the list
 * once. Pointer and click are handled once on the listbox (event delegation), not per option.
 */

/** An option's DOM id: stable for its value as long as the list lives, valid as an IDREF. */
export function optionId(listId: string, value: string): string {
  // Every character outside [A-Za-z0-9:.-] as _hex_ ('_' too): no spaces, no two values alike.
  return `${listId}-${value.replace(/[^A-Za-z0-9:.-]/g, (c) => `_${c.codePointAt(0)!.toString(16)}_`)}`;
}

export interface ListboxOptions {
  /** Every option's value, in the order shown (across groups). */
  values: readonly string[];
  /** The selected value ('' or a value not in `values`: none). */
  value: string;
  onValueChange: (value: string) => void;
  /** Enter on the selected option, or a click on an option. */
  onRun: (value: string) => void;
  /**
   * Which of the caller's lists is shown, when it keeps more than one rendered (the others hidden):
   * part of the option ids, so a value in two lists never gives two elements one id.
   */
  scope?: string;
}

export interface Listbox {
  listId: string;
  labelId: string;
  /** The selected value ('' for none: no options). */
  selected: string;
  /** DOM id of the option with this value (in the shown list, or in the list of `scope`). */
  optionId: (value: string, scope?: string) => string;
  /** For the <input>: the combobox role and its ARIA links. */
  inputProps: HTMLAttributes<HTMLInputElement> & { id: string };
  /** For the element around input and list (as cmdk's root): ↓/↑/Enter from the input or from it. */
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
  /** For the listbox element. */
  listProps: HTMLAttributes<HTMLDivElement> & { ref: RefObject<HTMLDivElement | null> };
}

export function useListbox({ values, value, onValueChange, onRun, scope = '' }: ListboxOptions): Listbox {
  const base = useId();
  const listId = `${base}list`;
  const labelId = `${base}label`;
  const inputId = `${base}input`;
  const listRef = useRef<HTMLDivElement>(null);
  const index = values.indexOf(value);
  const selected = index >= 0 ? value : '';
  // Handlers read the latest props through a ref, so their identity never changes.
  const latest = useRef({ values, selected, onValueChange, onRun });
  useLayoutEffect(() => { latest.current = { values, selected, onValueChange, onRun }; });
  /** The selection was last moved by the pointer: the list does not scroll under it. */
  const byPointer = useRef(false);

  const handlers = useMemo(() => {
    const valueAt = (e: { target: EventTarget }): string | null => {
      const el = (e.target as Element).closest?.('[role=option]');
      return el instanceof HTMLElement && el.dataset.value != null ? el.dataset.value : null;
    };
    return {
      onKeyDown(e: KeyboardEvent<HTMLElement>) {
        // Keys that compose text (IME) are the input's.
        if (e.nativeEvent.isComposing || e.keyCode === 229) return;
        const { values: vs, selected: sel } = latest.current;
        if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
          // With Alt/⌘/Ctrl the keys are the caret's (as Home and End always are).
          if (e.altKey || e.metaKey || e.ctrlKey) return;
          e.preventDefault();
          if (!vs.length) return;
          const i = vs.indexOf(sel);
          const step = e.key === 'ArrowDown' ? 1 : -1;
          // Looping; from no selection ↓ takes the first and ↑ the last.
          const next = i < 0 ? (step > 0 ? 0 : vs.length - 1) : (i + step + vs.length) % vs.length;
          latest.current.onValueChange(vs[next]!);
        } else if (e.key === 'Enter') {
          e.preventDefault();
          if (sel) latest.current.onRun(sel);
        }
      },
      onPointerMove(e: PointerEvent<HTMLElement>) {
        // pointermove, not mouseenter: a list re-rendered under a still pointer keeps the selection.
        const v = valueAt(e);
        if (v != null && v !== latest.current.selected) { byPointer.current = true; latest.current.onValueChange(v); }
      },
      onClick(e: MouseEvent<HTMLElement>) {
        const v = valueAt(e);
        if (v != null) latest.current.onRun(v);
      },
      onMouseDown(e: MouseEvent<HTMLElement>) {
        // The focus stays in the input (typing and ↓/↑ go on working after a click in the list).
        if (e.button === 0 && e.target !== e.currentTarget) e.preventDefault();
      },
    };
  }, []);

  // The selected option in view (and its group's heading, for a group's first option), as cmdk did:
  // on each move by key and on each new list (which selects its first option: back to the top); not
  // when the pointer chose it (a half-visible option would slide under the pointer).
  useLayoutEffect(() => {
    const pointer = byPointer.current;
    byPointer.current = false;
    const list = listRef.current;
    if (!list || !selected || pointer) return;
    const el = document.getElementById(optionId(listId + scope, selected));
    if (!el || !list.contains(el)) return;
    if (el.parentElement?.firstElementChild === el) {
      const heading = el.parentElement.getAttribute('aria-labelledby');
      if (heading) document.getElementById(heading)?.scrollIntoView({ block: 'nearest' });
    }
    el.scrollIntoView({ block: 'nearest' });
  }, [selected, values, listId, scope]);

  return {
    listId,
    labelId,
    selected,
    optionId: (v, s = scope) => optionId(listId + s, v),
    inputProps: {
      id: inputId,
      role: 'combobox',
      'aria-expanded': true,
      'aria-controls': listId,
      'aria-autocomplete': 'list',
      'aria-labelledby': labelId,
      'aria-activedescendant': selected ? optionId(listId + scope, selected) : undefined,
    },
    onKeyDown: handlers.onKeyDown,
    listProps: {
      ref: listRef,
      id: listId,
      role: 'listbox',
      'aria-labelledby': labelId,
      tabIndex: -1,
      onPointerMove: handlers.onPointerMove,
      onClick: handlers.onClick,
      onMouseDown: handlers.onMouseDown,
    },
  };
}

/**
 * A group of options under a visible heading: the heading names the group (aria-labelledby) and is
 * hidden from the accessibility tree itself, so it is not read twice (as cmdk did).
 */
export function ListboxGroup({ heading, className, headingClassName, children }: { heading: string; className?: string; headingClassName?: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="presentation" className={className}>
      {heading ? <div id={id} aria-hidden data-palette-group-heading="" className={headingClassName}>{heading}</div> : null}
      <div role="group" aria-labelledby={heading ? id : undefined}>{children}</div>
    </div>
  );
}
