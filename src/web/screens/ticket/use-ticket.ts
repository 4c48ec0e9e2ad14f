// Data of the ticket page: the ticket, its files, its comments with theirs, its revisions.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { canSeeField, type Principal } from '../../../core/access';
import type { Resource } from '../../../core/resource/types';
import { getResource } from '../../../core/resources';
import { api } from '../../lib/api';
import { usePrincipal } from '../../lib/session';
import { resourceKeys } from '../../engine';
import type { Revision } from '../revisions';

export interface FileInfo { id: number; resource: string; record_id: number; name: string; mime: string; size: number; user_id: number | null; created_at: string }
export type Row = Record<string, unknown> & { id: number };

export const commentsResource = () => getResource('seguimientos')!;

/** Includes of fields this user may read (another's would be a 400: the field does not exist for them). */
export const readableIncludes = (r: Resource, principal: Principal | null) =>
  Object.entries(r.includes).filter(([, field]) => canSeeField(principal, r.fields[field])).map(([name]) => name).join(',');

export function useTicket(r: Resource, id: number) {
  const include = readableIncludes(r, usePrincipal());
  return useQuery({
    queryKey: resourceKeys.one(r.name, id, include),
    queryFn: ({ signal }) => api.get(`${r.name}/${id}`, { signal, searchParams: { include }, context: { silent: true }, retry: 0 }).json<Row>(),
    retry: false,
  });
}

export function useFiles(resource: string, ids: number[]) {
  return useQuery({
    queryKey: [...resourceKeys.all(resource), 'files', ids.join(',')],
    enabled: ids.length > 0,
    queryFn: ({ signal }) => api.get(`${resource}/files`, { signal, searchParams: { ids: ids.join(',') } }).json<FileInfo[]>(),
  });
}

export function useComments(ticketId: number) {
  const c = commentsResource();
  return useQuery({
    queryKey: [...resourceKeys.lists(c.name), 'ticket', ticketId],
    queryFn: ({ signal }) => api.get(c.name, { signal, searchParams: { 'where[ticket_id]': String(ticketId), include: 'user', order: 'id', limit: '1000' } }).json<Row[]>(),
  });
}

export function useTicketRevisions(r: Resource, id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['revisions', r.name, id],
    enabled,
    queryFn: ({ signal }) => api.get(`${r.name}/${id}/revisions`, { signal, context: { silent: true }, retry: 0 }).json<Revision[]>(),
  });
}

/** Uploads files to a record (multipart, parts named `archivo`). */
export async function uploadFiles(resource: string, id: number, files: File[]): Promise<FileInfo[]> {
  const form = new FormData();
  for (const f of files) form.append('archivo', f, f.name);
  return api.post(`${resource}/${id}/files`, { body: form, timeout: 120_000 }).json<FileInfo[]>();
}

/** Downloads a file through the API (the token travels in the header, never in the address). */
export async function downloadFile(f: FileInfo) {
  const blob = await api.get(`files/${f.id}`, { timeout: 120_000 }).blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = f.name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useAddComment(ticketId: number) {
  const qc = useQueryClient();
  const c = commentsResource();
  return useMutation({
    mutationFn: async ({ texto, files }: { texto: string; files: File[] }) => {
      const row = await api.post(c.name, { json: { ticket_id: ticketId, texto } }).json<Row>();
      if (files.length) await uploadFiles(c.name, row.id, files);
      return row;
    },
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: resourceKeys.all(c.name) });
      await qc.invalidateQueries({ queryKey: resourceKeys.all('tickets') });
    },
  });
}

/** Edits or deletes a comment (the server allows its author and admins of tickets). */
export function useCommentWrites() {
  const qc = useQueryClient();
  const c = commentsResource();
  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: resourceKeys.all(c.name) });
    await qc.invalidateQueries({ queryKey: resourceKeys.all('tickets') });
  };
  return {
    save: async (id: number, texto: string) => { try { await api.put(`${c.name}/${id}`, { json: { texto } }).json(); } finally { await refresh(); } },
    remove: async (id: number) => { try { await api.delete(`${c.name}/${id}`).json(); } finally { await refresh(); } },
  };
}
