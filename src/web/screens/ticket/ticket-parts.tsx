// Pieces of the ticket page: file chips, the upload button, one comment, the composer, history.
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { Field } from '../../../core/resource/types';
import { useLabel } from '../../lib/labels';
import { FieldCell, formatDatetime, RichTextInput, RichTextView } from '../../engine';
import { Button, cx, Icon } from '../../ui';
import { Avatar } from '../board/index';
import type { Revision } from '../revisions';
import { revisionChanges } from '../revisions';
import { downloadFile, type FileInfo, type Row } from './use-ticket';

const kb = (n: number) => (n >= 1_000_000 ? `${(n / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1000))} KB`);

export function FileChips({ files }: { files: FileInfo[] }) {
  const { t } = useLingui();
  if (!files.length) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {files.map((f) => (
        <li key={f.id}>
          <button type="button" onClick={() => void downloadFile(f)} title={t`Descargar ${f.name}`}
            className="inline-flex max-w-64 items-center gap-1.5 rounded-md border border-line bg-subtle px-2 py-1 text-xs text-fg hover:border-line-strong hover:bg-muted">
            <Icon name="paperclip" className="size-3.5 text-fg-subtle" />
            <span className="truncate">{f.name}</span>
            <span className="shrink-0 text-fg-subtle">{kb(f.size)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function FilePicker({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const { t } = useLingui();
  const ref = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <input ref={ref} type="file" multiple className="sr-only" aria-label={t`Adjuntar archivos`} data-testid="comment-files"
        onChange={(e) => { onChange([...files, ...Array.from(e.target.files ?? [])]); e.target.value = ''; }} />
      <Button type="button" variant="ghost" size="sm" onClick={() => ref.current?.click()}><Icon name="paperclip" className="size-3.5" />{t`Adjuntar`}</Button>
      {files.map((f, i) => (
        <span key={`${f.name}${i}`} className="inline-flex items-center gap-1 rounded-md bg-muted px-2 py-0.5 text-xs">
          {f.name}
          <button type="button" aria-label={t`Quitar ${f.name}`} onClick={() => onChange(files.filter((_, j) => j !== i))} className="text-fg-subtle hover:text-fg"><Icon name="x" className="size-3" /></button>
        </span>
      ))}
    </div>
  );
}

export function Comment({ row, files, highlighted }: { row: Row; files: FileInfo[]; highlighted: boolean }) {
  const user = row.user as { id?: number; full_name?: string } | null;
  const name = user?.full_name ?? '—';
  return (
    <li id={`comentario-${row.id}`} data-testid="comment" className={cx('flex gap-3 rounded-lg px-2 py-2 transition-colors', highlighted && 'bg-accent-soft ring-1 ring-accent/30')}>
      <Avatar id={Number(user?.id ?? 0)} name={name} className="size-7 text-[11px] ring-0" />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline gap-2">
          <span className="text-13 font-medium">{name}</span>
          <time className="text-xs text-fg-subtle" dateTime={String(row.created_at)}>{formatDatetime(row.created_at)}</time>
        </div>
        <RichTextView html={String(row.texto ?? '')} className="mt-0.5 text-13 leading-5 text-fg" />
        {files.length > 0 && <div className="mt-2"><FileChips files={files} /></div>}
      </div>
    </li>
  );
}

const COMMENT_FIELD: Field = { kind: 'richtext', label: 'Comentario' };

export function Composer({ busy, onSubmit }: { busy: boolean; onSubmit: (texto: string, files: File[]) => Promise<void> }) {
  const { t } = useLingui();
  const [texto, setTexto] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [key, setKey] = useState(0);
  const submit = async () => {
    if (!texto || busy) return;
    await onSubmit(texto, files);
    setTexto('');
    setFiles([]);
    setKey((k) => k + 1);
  };
  return (
    <div className="space-y-2" onKeyDown={(e) => { if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) { e.preventDefault(); void submit(); } }}>
      <RichTextInput key={key} field={COMMENT_FIELD} name="texto" id="nuevo-comentario" label={t`Nuevo comentario`} value={texto} onChange={(v) => setTexto(String(v ?? ''))} onBlur={() => {}} />
      <div className="flex items-center justify-between gap-2">
        <FilePicker files={files} onChange={setFiles} />
        <Button variant="primary" size="sm" disabled={!texto || busy} onClick={() => void submit()}>{t`Comentar`}</Button>
      </div>
    </div>
  );
}

export function History({ revisions, fields }: { revisions: Revision[]; fields: [string, Field][] }) {
  const { t } = useLingui();
  const tr = useLabel();
  const shown = fields.filter(([k]) => k !== 'last_seguimiento' && k !== 'orden');
  return (
    <ol className="space-y-2">
      {revisions.map((rev) => {
        const changes = revisionChanges(shown, rev);
        if (rev.action === 'updated' && !changes.length) return null;
        return (
          <li key={rev.id} className="flex gap-2 text-xs text-fg-muted">
            <Icon name="history" className="mt-0.5 size-3.5 shrink-0 text-fg-subtle" />
            <div className="min-w-0">
              <span className="font-medium text-fg">{rev.user_name ?? t`Sistema`}</span>{' '}
              {rev.action === 'created' ? t`creó el ticket` : rev.action === 'deleted' ? t`eliminó el ticket` : t`cambió`}{' '}
              {rev.action === 'updated' && changes.map((c, i) => (
                <span key={c.key}>{i > 0 ? ', ' : ''}<span className="text-fg">{tr(c.field.label)}</span>
                  {c.field.kind !== 'richtext' && c.field.kind !== 'relation_multiple' ? <> → <FieldCell field={c.field} name={c.key} row={{ ...(rev.after ?? {}) }} /></> : null}
                </span>
              ))}
              <time className="ml-1.5 text-fg-subtle">{formatDatetime(rev.created_at)}</time>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
