// Editing a selected record from its selector (spec 03 §6: SuperAdmin only). The selector lives inside
// a form, and the form dialog lives in engine/form, which imports the fields: to keep imports one-way,
// form-dialog.tsx hands its component to `provideRecordEditor` when it loads (it always has by the time
// a selector renders, since selectors only render inside it).
import { createElement, useState, type ComponentType, type ReactNode } from 'react';
import { isSuperAdmin } from '../../../core/access';
import type { Resource } from '../../../core/resource/types';
import { getResource } from '../../../core/resources';
import { usePrincipal } from '../../lib/session';
import type { Row } from '../data/queries';

export interface RecordEditorProps {
  resource: Resource;
  id: number;
  onClose: () => void;
  onSaved?: (row: Row) => void;
}

let Editor: ComponentType<RecordEditorProps> | null = null;

export function provideRecordEditor(component: ComponentType<RecordEditorProps>) {
  Editor = component;
}

/**
 * `allowed` when the user is SuperAdmin and an editor is known; `edit(id)` opens the target record in
 * the generic edit dialog; render `node`. The dialog is portalled, but React events still bubble
 * through its React parents: the wrapper stops them, so saving the nested form never submits the
 * outer one (nor does Ctrl+Enter inside it).
 */
export function useRecordEditor(target: string, onSaved: (row: Row) => void): { allowed: boolean; edit: (id: number) => void; node: ReactNode } {
  const principal = usePrincipal();
  const [id, setId] = useState<number | null>(null);
  const resource = getResource(target);
  const allowed = isSuperAdmin(principal) && !!Editor && !!resource;
  const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();
  const node = allowed && id !== null && Editor && resource
    ? createElement('div', { onSubmit: stop, onKeyDown: stop, onClick: stop, style: { display: 'contents' } },
      createElement(Editor, { resource, id, onClose: () => setId(null), onSaved }))
    : null;
  return { allowed, edit: setId, node };
}
