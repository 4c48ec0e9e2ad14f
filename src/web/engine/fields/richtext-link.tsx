// The rich-text toolbar's link button and its small form: add, change or remove the link at the
// selection. Keyboard: Ctrl/⌘+Shift+K in the editor opens it (Ctrl+K is the command palette), the
// address field has the focus, Enter applies, Escape goes back to the text. Addresses are read by
// core/richtext/link.ts (web and mail only; 'mando.co' → https://mando.co), as the sanitizer keeps them.
import { useLingui } from '@lingui/react/macro';
import type { Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState } from 'react';
import { linkHref } from '../../../core/richtext/link';
import { Button, cx, Icon, modKey } from '../../ui';

export const LINK_KEYS = 'Mod-Shift-k';

/** Applies href to the selection (or to the whole link under the cursor); an empty selection inserts the address as text. */
export function applyLink(editor: Editor, href: string) {
  const chain = editor.chain().focus().extendMarkRange('link');
  if (editor.state.selection.empty && !editor.isActive('link')) {
    chain.insertContent({ type: 'text', text: href.replace(/^mailto:/, ''), marks: [{ type: 'link', attrs: { href } }] }).run();
  } else {
    chain.setLink({ href }).run();
  }
}

export function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const current = String(editor.getAttributes('link').href ?? '');
  const [value, setValue] = useState(current);
  const [error, setError] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => { input.current?.focus(); input.current?.select(); }, []);
  const close = () => { onClose(); editor.commands.focus(); };
  const apply = () => {
    const href = linkHref(value);
    if (!href) { setError(true); return; }
    onClose();
    applyLink(editor, href);
  };
  const remove = () => { onClose(); editor.chain().focus().extendMarkRange('link').unsetLink().run(); };
  return (
    <div role="group" aria-label={t`Enlace`} className="absolute left-1 top-8 z-20 w-80 max-w-[calc(100%-0.5rem)] rounded-lg border border-line bg-surface p-2 shadow-lg"
      onKeyDown={(e) => {
        if (e.key === 'Escape') { e.preventDefault(); e.stopPropagation(); close(); }
        if (e.key === 'Enter') { e.preventDefault(); e.stopPropagation(); apply(); }
      }}>
      <label htmlFor={id} className="mb-1 block text-xs text-fg-muted">{t`Dirección del enlace`}</label>
      <input ref={input} id={id} type="text" inputMode="url" value={value} placeholder="https://…" autoComplete="off" spellCheck={false}
        aria-invalid={error || undefined} aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => { setValue(e.target.value); setError(false); }}
        className={cx('h-8 w-full rounded-md border bg-surface px-2 text-13 outline-none focus:ring-2 focus:ring-accent/40', error ? 'border-danger' : 'border-line')} />
      {error && <p id={`${id}-error`} className="mt-1 text-xs text-danger">{t`Escribe una dirección web (https://…) o de correo.`}</p>}
      <div className="mt-2 flex justify-end gap-1.5">
        {current && <Button size="sm" variant="ghost" onClick={remove}><Icon name="x" className="size-3.5" />{t`Quitar enlace`}</Button>}
        <Button size="sm" onClick={close}>{t`Cancelar`}</Button>
        <Button size="sm" variant="primary" onClick={apply}>{t`Aplicar`}</Button>
      </div>
    </div>
  );
}

/** The toolbar's label for the link button, with its keys. */
export const linkShortcutLabel = () => `${modKey()}+⇧+K`;
