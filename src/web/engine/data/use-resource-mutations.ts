import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Resource } from '../../../core/resource/types';
import { api, notifySuccess, reportApiError } from '../../lib/api';
import { hasNewFile } from '../fields/file-values';
import { resourceKeys } from './keys';
import { sendRecordMultipart } from './upload';
import type { Row } from './queries';

export interface SaveInput {
  id?: number | null;
  body: Record<string, unknown>;
}

/**
 * Create/update/delete of one resource. Every success invalidates the `['r', name]` prefix (lists and
 * records) and shows the success toast ('Creado!' / 'Exito!' / 'Eliminado!'). Failures other than a
 * save's 422 go to the shared error handler here; `save` rethrows so the form can place field errors.
 */
export function useResourceMutations(resource: Pick<Resource, 'name'>) {
  const qc = useQueryClient();
  const name = resource.name;
  const invalidate = () => qc.invalidateQueries({ queryKey: resourceKeys.all(name) });

  const save = useMutation({
    // A body with new files goes as multipart with upload progress (upload.ts); others as JSON.
    mutationFn: ({ id, body }: SaveInput) => hasNewFile(body) ? sendRecordMultipart<Row>(id ? `${name}/${id}` : name, body, !!id) :
      id ? api.put(`${name}/${id}`, { json: body }).json<Row>() : api.post(name, { json: body }).json<Row>(),
    onSuccess: async (_row, { id }) => {
      notifySuccess(id ? 200 : 201);
      await invalidate();
    },
  });

  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`${name}/${id}`).json<{ message?: string }>(),
    onSuccess: async () => { notifySuccess(204); await invalidate(); },
    onError: (err) => { void reportApiError(err); },
  });

  const removeMany = useMutation({
    mutationFn: (ids: number[]) =>
      api.delete(name, { searchParams: ids.map((id) => ['ids[]', String(id)] as [string, string]) }).json<{ message?: string; deleted?: number }>(),
    onSuccess: async () => { notifySuccess(204); await invalidate(); },
    onError: (err) => { void reportApiError(err); },
  });

  return { save, remove, removeMany, invalidate };
}
