// /tickets/{ticketId}?comentarioId=: a ticket with its rich content, attachments, comments (with
// theirs), people, and its history from revisions. A comentarioId link scrolls to that comment.
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isHTTPError } from 'ky';
import { useEffect, useMemo, useRef, useState } from 'react';
import { can, canChangeRecord, canOnResource } from '../../../core/access';
import { recordTitle } from '../../../core/resource/define';
import { getResource } from '../../../core/resources';
import { api } from '../../lib/api';
import { useLabel } from '../../lib/labels';
import { usePrincipal } from '../../lib/session';
import { FieldCell, FormDialog, formatDatetime, resourceKeys, RichTextView } from '../../engine';
import { Button, Icon, Skeleton } from '../../ui';
import { installShortcutDispatcher, useShortcuts } from '../../shortcuts';
import { NotFoundScreen } from '../errors';
import { Avatar, DueDate, ScaleMark } from '../board/index';
import { revisionFields } from '../revisions';
import { Comment, Composer, FileChips, History } from './ticket-parts';
import { commentsResource, uploadFiles, useAddComment, useCommentWrites, useComments, useFiles, useTicket, useTicketRevisions, type Row } from './use-ticket';

export interface TicketScreenProps { id: string; comentarioId?: string }

function Side({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] items-center gap-2 py-1.5 text-13">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="min-w-0 overflow-hidden">{children}</dd>
    </div>
  );
}

export function TicketScreen({ id: rawId, comentarioId }: TicketScreenProps) {
  const { t } = useLingui();
  const tr = useLabel();
  const principal = usePrincipal();
  const qc = useQueryClient();
  const r = getResource('tickets')!;
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
  const ticket = useTicket(r, id);
  const files = useFiles(r.name, id ? [id] : []);
  const comments = useComments(id);
  const commentIds = useMemo(() => (comments.data ?? []).map((c) => c.id), [comments.data]);
  const commentFiles = useFiles('seguimientos', commentIds);
  const showHistory = can(principal, r.revisions);
  const revisions = useTicketRevisions(r, id, showHistory && ticket.isSuccess);
  const addComment = useAddComment(id);
  const commentWrites = useCommentWrites();
  const [editing, setEditing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const canUpdate = canOnResource(principal, r, 'update');
  const target = Number(comentarioId);
  useEffect(() => installShortcutDispatcher(), []);
  useShortcuts('ticket', canUpdate ? [{ id: 'ticket.edit', keys: 'e', label: t`Editar`, group: t`Ticket`, run: () => setEditing(true) }] : [], !editing);

  // ?comentarioId=: once the comments are there, bring that one into view.
  useEffect(() => {
    if (!target || !comments.data?.some((c) => c.id === target)) return;
    requestAnimationFrame(() => document.getElementById(`comentario-${target}`)?.scrollIntoView({ block: 'center' }));
  }, [target, comments.data]);

  if (!id || (ticket.isError && isHTTPError(ticket.error) && ticket.error.response.status === 404)) return <NotFoundScreen />;
  if (ticket.isPending) {
    return <div className="mx-auto max-w-6xl space-y-3 p-4 sm:p-6"><Skeleton className="h-7 w-96" /><Skeleton className="h-48 w-full" /></div>;
  }
  if (ticket.isError) return <div className="p-6 text-fg-muted">{t`No se pudo cargar el ticket.`}</div>;
  const row = ticket.data as Row;
  const categoria = row.categoria as Row | null;
  const estadoField = r.fields.estado;
  const setEstado = async (estado: string) => {
    await api.put(`${r.name}/${id}`, { json: { estado } }).json();
    await qc.invalidateQueries({ queryKey: resourceKeys.all(r.name) });
  };
  const upload = async (list: File[]) => {
    if (!list.length) return;
    setUploading(true);
    try { await uploadFiles(r.name, id, list); } finally {
      setUploading(false);
      await qc.invalidateQueries({ queryKey: resourceKeys.all(r.name) });
    }
  };
  const filesOf = (cid: number) => (commentFiles.data ?? []).filter((f) => f.record_id === cid);
  const people = (row.assignees as Row[] | undefined) ?? [];
  const users = getResource('users');

  return (
    <div className="mx-auto w-full max-w-6xl p-4 sm:p-6">
      <nav className="mb-2 flex items-center gap-1.5 text-xs text-fg-muted" aria-label={t`Ruta`}>
        <Link to="/boards" className="hover:text-fg">{t`Tableros`}</Link>
        {categoria && <><span>/</span><Link to="/kanban/$boardId" params={{ boardId: String(categoria.id) }} className="hover:text-fg">{recordTitle(getResource('categorias-tickets'), categoria)}</Link></>}
        <span>/</span><span className="font-mono">#{row.id}</span>
      </nav>
      <div className="flex items-start gap-3">
        <h1 className="min-w-0 flex-1 text-xl font-semibold leading-7 text-fg">{String(row.titulo ?? '')}</h1>
        {canUpdate && <Button size="sm" onClick={() => setEditing(true)}><Icon name="pencil" className="size-3.5" />{t`Editar`}</Button>}
      </div>
      <div className="mt-5 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <main className="min-w-0 space-y-6">
          <section className="rounded-xl border border-line bg-surface p-4 shadow-xs">
            <RichTextView html={String(row.contenido ?? '')} className="text-sm leading-6" />
            <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-line pt-3">
              <FileChips files={files.data ?? []} />
              {canUpdate && (
                <>
                  <input ref={fileInput} type="file" multiple className="sr-only" aria-label={t`Adjuntar al ticket`} onChange={(e) => { void upload(Array.from(e.target.files ?? [])); e.target.value = ''; }} />
                  <Button variant="ghost" size="sm" disabled={uploading} onClick={() => fileInput.current?.click()}><Icon name="paperclip" className="size-3.5" />{uploading ? t`Subiendo…` : t`Adjuntar archivo`}</Button>
                </>
              )}
            </div>
          </section>
          <section aria-labelledby="comentarios">
            <h2 id="comentarios" className="mb-2 flex items-center gap-2 text-sm font-semibold">{t`Comentarios`}<span className="text-xs font-normal text-fg-subtle">{commentIds.length}</span></h2>
            {comments.isPending ? <Skeleton className="h-16 w-full" /> : (
              <ol className="mb-3 space-y-1">
                {(comments.data ?? []).map((c) => (
                  <Comment key={c.id} row={c} files={filesOf(c.id)} highlighted={c.id === target} actions={{
                    canEdit: canChangeRecord(principal, commentsResource(), 'update', c),
                    canDelete: canChangeRecord(principal, commentsResource(), 'delete', c),
                    onSave: (texto) => commentWrites.save(c.id, texto),
                    onDelete: () => commentWrites.remove(c.id),
                  }} />
                ))}
                {!commentIds.length && <li className="px-2 py-3 text-13 text-fg-subtle">{t`Aún no hay comentarios.`}</li>}
              </ol>
            )}
            <Composer busy={addComment.isPending} onSubmit={async (texto, list) => { await addComment.mutateAsync({ texto, files: list }); }} />
          </section>
          {showHistory && (revisions.data?.length ?? 0) > 0 && (
            <section aria-labelledby="historial">
              <h2 id="historial" className="mb-2 text-sm font-semibold">{t`Historial`}</h2>
              <History revisions={revisions.data!} fields={revisionFields(r, principal)} />
            </section>
          )}
        </main>
        <aside className="order-first h-fit rounded-xl border border-line bg-surface px-4 py-2 shadow-xs lg:order-none">
          <dl className="divide-y divide-line">
            <Side label={tr(estadoField.label)}>
              {canUpdate ? (
                <select aria-label={tr(estadoField.label)} value={String(row.estado ?? '')} onChange={(e) => void setEstado(e.target.value)}
                  className="h-7 w-full rounded-md border border-line bg-surface px-2 text-13 capitalize">
                  {(estadoField.options ?? []).map((o) => <option key={String(o.value)} value={String(o.value)}>{tr(o.label)}</option>)}
                </select>
              ) : <span className="capitalize">{tr(String(row.estado ?? ''))}</span>}
            </Side>
            <Side label={tr(r.fields.priority.label)}><ScaleMark field={r.fields.priority} value={row.priority} /></Side>
            <Side label={tr(r.fields.assignees.label)}>
              {people.length ? (
                <ul className="space-y-1">{people.map((u) => <li key={u.id} className="flex items-center gap-1.5"><Avatar id={u.id} name={recordTitle(users, u)} className="ring-0" /><span className="truncate">{recordTitle(users, u)}</span></li>)}</ul>
              ) : <span className="text-fg-subtle">—</span>}
            </Side>
            <Side label={tr(r.fields.guardian_id.label)}><FieldCell field={r.fields.guardian_id} name="guardian_id" row={row} /></Side>
            {'cliente' in row && <Side label={tr(r.fields.cliente_id.label)}><FieldCell field={r.fields.cliente_id} name="cliente_id" row={row} /></Side>}
            <Side label={tr(r.fields.vencimiento.label)}>{typeof row.vencimiento === 'string' ? <DueDate value={row.vencimiento} /> : <span className="text-fg-subtle">—</span>}</Side>
            <Side label={tr(r.fields.points.label)}><span className="tabular-nums">{String(row.points ?? 0)}</span></Side>
            <Side label={t`Creado`}><span className="text-xs text-fg-muted">{formatDatetime(row.created_at)}</span></Side>
          </dl>
        </aside>
      </div>
      {editing && <FormDialog resource={r} id={id} onClose={() => setEditing(false)} />}
    </div>
  );
}
