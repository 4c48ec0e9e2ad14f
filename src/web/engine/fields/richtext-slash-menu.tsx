// The rich-text editor's slash menu, React half: '/' at the start of a block or after a space opens it;
// the typed text filters it (richtext-slash.ts); ↑/↓ move, Enter (or Tab) runs the entry, Escape closes it
// for that '/', and typing on keeps filtering. The focus stays in the editor: the editable is the
// combobox (aria-controls / aria-activedescendant name the listbox and its active option).
import { useLingui } from '@lingui/react/macro';
import type { Editor } from '@tiptap/react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { cx } from '../../ui';
import { applySlashItem, slashItems, slashQueryAt, type SlashCommandId, type SlashItem } from './richtext-slash';

/** An open '/query': the document range it covers ('/' included) and the text after '/'. */
export interface SlashState { from: number; to: number; query: string }

/** The slash query at the cursor of an editor, or null. */
export function slashStateOf(editor: Editor): SlashState | null {
  const { selection } = editor.state;
  const { $from } = selection;
  if (!selection.empty || !$from.parent.isTextblock || $from.parent.type.spec.code) return null;
  const before = $from.parent.textBetween(0, $from.parentOffset, undefined, '\ufffc');
  const q = slashQueryAt(before);
  return q ? { from: $from.start() + q.offset, to: $from.pos, query: q.query } : null;
}

export function useSlashLabels(): Record<SlashCommandId, string> {
  const { t } = useLingui();
  return useMemo(() => ({
    paragraph: t`Texto`, heading1: t`Título 1`, heading2: t`Título 2`, heading3: t`Título 3`,
    bulletList: t`Lista`, orderedList: t`Lista numerada`, blockquote: t`Cita`, codeBlock: t`Código`,
    horizontalRule: t`Separador`, table: t`Tabla`,
  }), [t]);
}

/** Keys the editor hands to the open menu (true: handled, the editor does nothing else). */
export interface SlashKeys { onKey(e: KeyboardEvent): boolean }

/**
 * Tracks the slash query of `editor` and renders its menu inside `frame` (the editor's positioned box).
 * `keys.current` is set while the menu is open, for the editor's handleKeyDown.
 */
export function SlashMenu({ editor, frame, keys }: { editor: Editor; frame: React.RefObject<HTMLDivElement | null>; keys: React.RefObject<SlashKeys | null> }) {
  const { t } = useLingui();
  const labels = useSlashLabels();
  const listId = useId();
  const [state, setState] = useState<SlashState | null>(() => slashStateOf(editor));
  const [active, setActive] = useState(0);
  // Escape closes the menu for that '/' only; a new '/' opens it again.
  const dismissed = useRef<number | null>(null);

  useEffect(() => {
    const update = () => {
      const next = slashStateOf(editor);
      if (!next) dismissed.current = null;
      setState((prev) => (prev?.from === next?.from && prev?.query === next?.query && prev?.to === next?.to ? prev : next));
    };
    editor.on('transaction', update);
    editor.on('blur', update);
    return () => { editor.off('transaction', update); editor.off('blur', update); };
  }, [editor]);

  const open = !!state && state.from !== dismissed.current && editor.isFocused;
  const items = useMemo(() => (state ? slashItems(state.query, labels) : []), [state, labels]);
  const shown = open && items.length > 0;
  useEffect(() => setActive(0), [state?.query, state?.from]);

  const run = (item: SlashItem) => {
    if (!state) return;
    applySlashItem(editor.chain().focus().deleteRange({ from: state.from, to: state.to }), item).run();
  };

  keys.current = shown ? {
    onKey(e) {
      if (e.key === 'ArrowDown') setActive((a) => (a + 1) % items.length);
      else if (e.key === 'ArrowUp') setActive((a) => (a - 1 + items.length) % items.length);
      else if (e.key === 'Enter' || e.key === 'Tab') run(items[Math.min(active, items.length - 1)]);
      else if (e.key === 'Escape') { dismissed.current = state!.from; setState({ ...state! }); }
      else return false;
      return true;
    },
  } : null;

  // The editable is the combobox: it names the listbox and its active option while the menu shows.
  useEffect(() => {
    // Hidden by a Suspense boundary, useEditor destroys the editor and makes a new one on return.
    if (editor.isDestroyed) return;
    const dom = editor.view.dom;
    dom.setAttribute('aria-autocomplete', 'list');
    if (shown) {
      dom.setAttribute('aria-expanded', 'true');
      dom.setAttribute('aria-controls', listId);
      dom.setAttribute('aria-activedescendant', `${listId}-${Math.min(active, items.length - 1)}`);
    } else {
      dom.setAttribute('aria-expanded', 'false');
      dom.removeAttribute('aria-controls');
      dom.removeAttribute('aria-activedescendant');
    }
  }, [editor, shown, active, items.length, listId]);

  const list = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ left: number; top?: number; bottom?: number } | null>(null);
  useLayoutEffect(() => {
    if (!shown || !state || !frame.current || editor.isDestroyed) { setPlace(null); return; }
    const box = frame.current.getBoundingClientRect();
    const at = editor.view.coordsAtPos(state.from);
    const left = Math.max(0, Math.min(at.left - box.left, box.width - 264));
    // Below the line, or above it when the window has no room for the list below.
    setPlace(at.bottom + 290 > window.innerHeight && at.top - 290 > 0
      ? { left, bottom: box.bottom - at.top + 4 }
      : { left, top: at.bottom - box.top + 4 });
  }, [shown, state, editor, frame]);
  useEffect(() => {
    list.current?.querySelector(`#${CSS.escape(`${listId}-${active}`)}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  if (!shown || !place) return null;
  return (
    <div ref={list} id={listId} role="listbox" aria-label={t`Comandos`} style={place}
      className="absolute z-30 max-h-72 w-64 overflow-y-auto rounded-lg border border-line bg-surface p-1 shadow-lg">
      {items.map((item, i) => (
        <div key={item.id} id={`${listId}-${i}`} role="option" aria-selected={i === active}
          onMouseDown={(e) => { e.preventDefault(); run(item); }} onMouseMove={() => setActive(i)}
          className={cx('flex cursor-pointer items-baseline justify-between gap-2 rounded-md px-2 py-1.5 text-13', i === active ? 'bg-accent/10 text-fg' : 'text-fg-muted')}>
          <span className="truncate">{item.kind === 'table' ? t`Tabla ${item.rows} × ${item.cols}` : labels[item.id]}</span>
          <span className="shrink-0 font-mono text-[11px] text-fg-subtle">
            {item.kind === 'table' ? item.id : item.id === 'table' ? t`3 × 3, encabezado` : ''}
          </span>
        </div>
      ))}
    </div>
  );
}
