// Tiptap editor for the `richtext` kind (lazy chunk: see richtext.tsx). The form value is HTML; an
// empty document is ''. 350 px high by default (spec 03 §3.2; the text scrolls inside), a slash menu
// (richtext-slash-menu.tsx) and tables (Tiptap's table kit; the server's sanitizer keeps them).
import { useLingui } from '@lingui/react/macro';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import StarterKit from '@tiptap/starter-kit';
import { TableKit } from '@tiptap/extension-table';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cx, Icon, inputClass } from '../../ui';
import { linkHref } from '../../../core/richtext/link';
import { LinkForm, linkShortcutLabel } from './richtext-link';
import { SlashMenu, type SlashKeys } from './richtext-slash-menu';
import type { InputProps } from './types';

type EditorProps = NonNullable<NonNullable<Parameters<typeof useEditor>[0]>['editorProps']>;

const asHtml = (v: unknown) => (typeof v === 'string' ? v : '');

function ToolButton({ active, label, onClick, children, keys }: { active: boolean; label: string; onClick: () => void; children: ReactNode; keys?: string }) {
  return (
    <button type="button" aria-label={label} title={keys ? `${label} (${keys})` : label} aria-pressed={active} tabIndex={-1} aria-keyshortcuts={keys}
      onMouseDown={(e) => e.preventDefault()} onClick={onClick}
      className={cx('h-6 min-w-6 rounded px-1.5 text-xs font-medium text-fg-muted hover:bg-surface-2 hover:text-fg', active && 'bg-surface-2 text-fg')}>
      {children}
    </button>
  );
}

function Toolbar({ editor, linking, setLinking }: { editor: Editor; linking: boolean; setLinking: (open: boolean) => void }) {
  const { t } = useLingui();
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'), italic: e.isActive('italic'), strike: e.isActive('strike'),
      bullet: e.isActive('bulletList'), ordered: e.isActive('orderedList'), code: e.isActive('codeBlock'), quote: e.isActive('blockquote'),
      link: e.isActive('link'), table: e.isActive('table'),
    }),
  });
  const c = () => editor.chain().focus();
  return (
    <div className="flex flex-wrap gap-0.5 border-b border-line px-1 py-1">
      <ToolButton active={s.bold} label={t`Negrita`} onClick={() => c().toggleBold().run()}><b>B</b></ToolButton>
      <ToolButton active={s.italic} label={t`Cursiva`} onClick={() => c().toggleItalic().run()}><i>I</i></ToolButton>
      <ToolButton active={s.strike} label={t`Tachado`} onClick={() => c().toggleStrike().run()}><s>S</s></ToolButton>
      <ToolButton active={s.bullet} label={t`Lista`} onClick={() => c().toggleBulletList().run()}>•</ToolButton>
      <ToolButton active={s.ordered} label={t`Lista numerada`} onClick={() => c().toggleOrderedList().run()}>1.</ToolButton>
      <ToolButton active={s.quote} label={t`Cita`} onClick={() => c().toggleBlockquote().run()}>“</ToolButton>
      <ToolButton active={s.code} label={t`Código`} onClick={() => c().toggleCodeBlock().run()}>{'</>'}</ToolButton>
      <ToolButton active={s.link || linking} label={s.link ? t`Editar enlace` : t`Enlace`} keys={linkShortcutLabel()} onClick={() => setLinking(!linking)}>
        <Icon name="link" className="size-3.5" />
      </ToolButton>
      {s.table && (
        <span role="group" aria-label={t`Tabla`} className="ml-1 flex gap-0.5 border-l border-line pl-1">
          <ToolButton active={false} label={t`Agregar fila`} onClick={() => c().addRowAfter().run()}>+{t`fila`}</ToolButton>
          <ToolButton active={false} label={t`Agregar columna`} onClick={() => c().addColumnAfter().run()}>+{t`columna`}</ToolButton>
          <ToolButton active={false} label={t`Eliminar fila`} onClick={() => c().deleteRow().run()}>−{t`fila`}</ToolButton>
          <ToolButton active={false} label={t`Eliminar columna`} onClick={() => c().deleteColumn().run()}>−{t`columna`}</ToolButton>
          <ToolButton active={false} label={t`Eliminar tabla`} onClick={() => c().deleteTable().run()}><Icon name="x" className="size-3.5" /></ToolButton>
        </span>
      )}
    </div>
  );
}

/**
 * The form owns the value. What the editor emitted is remembered; a different value from outside (the
 * form loaded or reset another record) remounts the editor with it, instead of replacing the
 * document of a live editor (which Tiptap may not have mounted yet). Values the editor emitted but the
 * form has not rendered yet are not "from outside": on a slow device the form may render keystroke n
 * while the editor already holds n+1, and remounting then would drop the last keys typed.
 */
export function RichTextEditor(p: InputProps & { height?: number }) {
  const emitted = useRef(asHtml(p.value));
  const unrendered = useRef<string[]>([]);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const next = asHtml(p.value);
    if (next === emitted.current) { unrendered.current = []; return; }
    if (unrendered.current.includes(next)) return;
    emitted.current = next;
    unrendered.current = [];
    setGeneration((g) => g + 1);
  }, [p.value]);
  const onChange = useCallback((html: string) => {
    emitted.current = html;
    unrendered.current.push(html);
    if (unrendered.current.length > 100) unrendered.current.shift();
    p.onChange(html);
  }, [p]);
  return <EditorBody key={generation} {...p} initial={emitted.current} onHtml={onChange} />;
}

// Links: web and mail addresses only (as the sanitizer keeps them), opened safely in a new tab.
const LINK_OPTIONS = {
  openOnClick: false, autolink: true, defaultProtocol: 'https',
  isAllowedUri: (url: string) => !!linkHref(url),
  HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
};

/** Spec 03 §3.2: a rich-text field is 350 px high by default. */
export const RICH_TEXT_HEIGHT = 350;

// Tables: not resizable (widths would need the mouse); Tab moves through the cells and adds a row at the end.
const EXTENSIONS = [StarterKit.configure({ link: LINK_OPTIONS }), TableKit.configure({ table: { resizable: false } })];

/**
 * ProseMirror learns of a selection made with Shift+arrows from 'selectionchange' events, which the
 * browser may deliver after the next key: the link shortcut takes the selection the page shows.
 */
function selectionFromPage(view: EditorView) {
  const sel = view.dom.ownerDocument.getSelection();
  if (!sel?.anchorNode || !sel.focusNode || !view.dom.contains(sel.anchorNode) || !view.dom.contains(sel.focusNode)) return;
  const anchor = view.posAtDOM(sel.anchorNode, sel.anchorOffset);
  const head = view.posAtDOM(sel.focusNode, sel.focusOffset);
  const now = view.state.selection;
  if (anchor === now.anchor && head === now.head) return;
  view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, anchor, head)));
}

function EditorBody(p: InputProps & { height?: number; initial: string; onHtml: (html: string) => void }) {
  const [linking, setLinking] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const slash = useRef<SlashKeys | null>(null);
  // Options that differ from the editor's make useEditor call setOptions after the render, which
  // writes ProseMirror's selection back to the page: a fresh object per keystroke undid the
  // Shift+arrow selection typed meanwhile. So the document is the one at mount and the props are stable.
  const [content] = useState(p.initial);
  const { id, label, invalid, describedBy } = p;
  const editorProps = useMemo<EditorProps>(() => ({
    attributes: {
      id: id ?? '',
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-label': label ?? '',
      ...(invalid ? { 'aria-invalid': 'true' } : {}),
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      class: 'rich-text min-h-full px-2.5 py-2 outline-none',
    },
    // Ctrl/⌘+Enter saves the form or comment around the editor (it bubbles to them): not a line
    // break here (Shift+Enter is). Ctrl/⌘+Shift+K: the link form (Ctrl+K stays the palette's).
    handleKeyDown: (view, e) => {
      // The slash menu's keys first (returning true also stops Escape from closing the dialog).
      if (slash.current?.onKey(e)) return true;
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) return true;
      if (e.key.toLowerCase() !== 'k' || !e.shiftKey || !(e.ctrlKey || e.metaKey) || e.altKey) return false;
      e.preventDefault();
      selectionFromPage(view);
      setLinking(true);
      return true;
    },
  }), [id, label, invalid, describedBy]);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content,
    editable: !p.disabled,
    // Created in an effect, not during render: Tiptap destroys an editor made during render when the
    // effects come later than 1 ms (a slow phone, a busy tab) and makes another, which lost focus and keys.
    immediatelyRender: false,
    editorProps,
    onUpdate: ({ editor: e }) => p.onHtml(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => p.onBlur(),
  });
  if (!editor) return <div className={inputClass(p.invalid)} style={{ height: p.height ?? RICH_TEXT_HEIGHT }} aria-busy="true" />;
  return (
    <div ref={frame} style={{ height: p.height ?? RICH_TEXT_HEIGHT }}
      className={cx(inputClass(p.invalid, 'h-auto p-0'), 'relative flex flex-col focus-within:ring-2 focus-within:ring-accent/40')}>
      <Toolbar editor={editor} linking={linking} setLinking={setLinking} />
      {linking && <LinkForm editor={editor} onClose={() => setLinking(false)} />}
      <EditorContent editor={editor} className="min-h-0 flex-1 overflow-y-auto" onClick={(e) => { if (e.target === e.currentTarget) editor.commands.focus('end'); }} />
      <SlashMenu editor={editor} frame={frame} keys={slash} />
    </div>
  );
}
