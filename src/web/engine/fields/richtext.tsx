// The `richtext` kind's cell and input. The editor (Tiptap) loads on first use, so the login and list
// bundles never carry it; until it arrives the field shows a plain textarea-sized placeholder.
import { lazy, Suspense } from 'react';
import { htmlToText, richTextExcerpt, sanitizeHtml } from '../../../core/richtext/sanitize';
import { loadChunk } from '../../lib/chunk-errors';
import { cx, inputClass } from '../../ui';
import type { CellProps, InputProps } from './types';

const Editor = lazy(loadChunk(() => import('./richtext-editor').then((m) => ({ default: m.RichTextEditor }))));

/** List cell: the plain text, cut at 3000 characters (spec 01 §9); the viewer shows the formatted text. */
export function RichTextCell({ row, name, full }: CellProps) {
  const v = row[name];
  if (typeof v !== 'string' || !htmlToText(v)) return <span className="text-fg-subtle">—</span>;
  if (full) return <RichTextView html={v} />;
  const text = richTextExcerpt(v);
  return <span className="line-clamp-2" title={text.length > 70 ? text.slice(0, 500) : undefined}>{text}</span>;
}

/** Formatted rich text, sanitised again in the browser (the server already did; belt and braces). */
export function RichTextView({ html, className }: { html: string; className?: string }) {
  return <div className={cx('rich-text', className)} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}

/** Form input; `height` in px (default 350, spec 03 §3.2), smaller for comments. */
export function RichTextInput(p: InputProps & { height?: number }) {
  return (
    <Suspense fallback={<div className={inputClass(p.invalid)} style={{ height: p.height ?? 350 }} aria-busy="true" />}>
      <Editor {...p} />
    </Suspense>
  );
}
