// Pieces of the ticket page: file chips, the upload button, one comment, the composer, history.
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { Field } from '../../../core/resource/types';
import { useLabel } from '../../lib/labels';
import { FieldCell, formatDatetime, RichTextInput, RichTextView } from '../../engine';
import { Button, ConfirmDialog, cx, Icon } from '../../ui';
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

export interface CommentActions {
  /** Shown only when the user may change this comment (its author, an admin of tickets). */
  canEdit: boolean;
  canDelete: boolean;
  onSave(texto: string): Promise<void>;
  onDelete(): Promise<void>;
}

export function Comment({ row, files, highlighted, actions }: { row: Row; files: FileInfo[]; highlighted: boolean; actions: CommentActions }) {
  const { t } = useLingui();
  const user = row.user as { id?: number; full_name?: string } | null;
  const name = user?.full_name ?? '—';
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async (fn: () => Promise<void>, after: () => void) => {
    setBusy(true);
    try { await fn(); after(); } catch { /* the shared handler showed the server's answer */ } finally { setBusy(false); }
  };
  const save = () => { if (draft && !busy) void run(() => actions.onSave(draft), () => setEditing(false)); };
  return (
    <li id={`comentario-${row.id}`} data-testid="comment" className={cx('group flex gap-3 rounded-lg px-2 py-2 transition-colors', highlighted && 'bg-accent-soft ring-1 ring-accent/30')}>
      <Avatar id={Number(user?.id ?? 0)} name={name} className="size-7 text-[11px] ring-0" />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline gap-2">
          <span className="text-13 font-medium">{name}</span>
          <time className="text-xs text-fg-subtle" dateTime={String(row.created_at)}>{formatDatetime(row.created_at)}</time>
          {!editing && (actions.canEdit || actions.canDelete) && (
            <span className="ml-auto flex gap-0.5 opacity-60 group-hover:opacity-100 group-focus-within:opacity-100">
              {actions.canEdit && <Button variant="ghost" size="sm" aria-label={t`Editar comentario`} title={t`Editar comentario`} onClick={() => { setDraft(String(row.texto ?? '')); setEditing(true); }}><Icon name="pencil" className="size-3.5" /></Button>}
              {actions.canDelete && <Button variant="ghost" size="sm" aria-label={t`Eliminar comentario`} title={t`Eliminar comentario`} onClick={() => setConfirming(true)}><Icon name="trash" className="size-3.5" /></Button>}
            </span>
          )}
        </div>
        {editing ? (
          <div className="mt-1 space-y-2" onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) { e.preventDefault(); save(); }
            if (e.key === 'Escape') { e.stopPropagation(); setEditing(false); }
          }}>
            <RichTextInput height={180} field={COMMENT_FIELD} name="texto" id={`editar-comentario-${row.id}`} label={t`Editar comentario`} value={draft} onChange={(v) => setDraft(String(v ?? ''))} onBlur={() => {}} />
            <div className="flex justify-end gap-2">
              <Button size="sm" onClick={() => setEditing(false)}>{t`Cancelar`}</Button>
              <Button variant="primary" size="sm" disabled={!draft || busy} onClick={save}>{t`Guardar`}</Button>
            </div>
          </div>
        ) : <RichTextView html={String(row.texto ?? '')} className="mt-0.5 text-13 leading-5 text-fg" />}
        {files.length > 0 && <div className="mt-2"><FileChips files={files} /></div>}
      </div>
      {confirming && (
        <ConfirmDialog title={t`¿Eliminar este comentario?`} message={t`Se eliminarán también sus archivos adjuntos.`} confirmLabel={t`Eliminar`} busy={busy}
          onClose={() => setConfirming(false)} onConfirm={() => void run(actions.onDelete, () => setConfirming(false))} />
      )}
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
      <RichTextInput key={key} height={180} field={COMMENT_FIELD} name="texto" id="nuevo-comentario" label={t`Nuevo comentario`} value={texto} onChange={(v) => setTexto(String(v ?? ''))} onBlur={() => {}} />
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
