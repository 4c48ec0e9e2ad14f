// /{resource}/reorder?title=&description= (spec 01 §2.6): the resource's records as a drag-to-reorder
// tree, each node with its title field (default full_name) and description field (default
// description). Mouse: drag a row by its handle (sideways to nest or un-nest). Keyboard: ↑/↓ (or j/k)
// move the focus, Alt+↑/↓ move the row among its siblings, Alt+→ nests it under the row above,
// Alt+← takes it out one level; on the handle, Space picks up, arrows move, Space drops (dnd-kit).
// 'Guardar orden' saves through `PUT {resource}/reorder` (update permission; the server checks all).
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { canOnResource } from '../../../core/access';
import { getResource } from '../../../core/resources';
import type { Resource } from '../../../core/resource/types';
import { resourceKeys } from '../../engine/data/keys';
import { api, handleApiError } from '../../lib/api';
import { useLabel } from '../../lib/labels';
import { notify } from '../../lib/notices';
import { usePrincipal } from '../../lib/session';
import { Button, Icon, Skeleton, buttonClass, cx } from '../../ui';
import { buildTree, dropOn, flatten, indent, moveAmongSiblings, outdent, toOrder, type FlatNode, type TreeNode } from './tree-model';

/** Sideways drag distance that nests (→) or un-nests (←) the dropped row. */
const NEST_PX = 32;

/** The title and description fields: the query's when the resource has them, else the view's defaults. */
export function reorderFields(r: Resource, search: { title?: string; description?: string }) {
  const has = (k: string | undefined): k is string => !!k && Object.prototype.hasOwnProperty.call(r.fields, k) && !r.fields[k].writeOnly;
  const view = r.views.reorder;
  const title = [search.title, view?.title, 'full_name', r.title].find(has) ?? 'id';
  const description = [search.description, view?.description, 'description'].find(has);
  return { title, description };
}

export function ReorderScreen({ name, search }: { name: string; search: { title?: string; description?: string } }) {
  const { t } = useLingui();
  const tr = useLabel();
  const principal = usePrincipal();
  const r = getResource(name);
  const view = r?.views.reorder;
  if (!r || !view) return <p className="p-6 text-fg-muted">{t`Esta lista no se puede ordenar.`}</p>;
  if (!canOnResource(principal, r, 'update')) return <p className="p-6 text-fg-muted">{t`Acceso denegado`}</p>;
  return <ReorderTree r={r} fields={reorderFields(r, search)} label={tr(r.label.many)} />;
}

function ReorderTree({ r, fields, label }: { r: Resource; fields: { title: string; description?: string }; label: string }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const view = r.views.reorder!;
  const cols = [...new Set(['id', fields.title, fields.description, view.parent, view.order].filter((x): x is string => !!x))];
  const entries: [string, string][] = [['limit', '10000'], ['fields', cols.join(',')]];
  const rows = useQuery({
    queryKey: resourceKeys.list(r.name, [['reorder', '1'], ...entries]),
    queryFn: ({ signal }) => api.get(r.name, { searchParams: entries, signal }).json<Record<string, unknown>[]>(),
  });
  const initial = useMemo(() => (rows.data ? buildTree(rows.data.map((x) => ({
    id: Number(x.id),
    parent: view.parent && x[view.parent] != null ? Number(x[view.parent]) : null,
    order: x[view.order] == null ? null : Number(x[view.order]),
    title: String(x[fields.title] ?? `#${String(x.id)}`),
    description: fields.description && x[fields.description] != null ? String(x[fields.description]) : '',
  }))) : null), [rows.data, view, fields]);
  const [forest, setForest] = useState<TreeNode[] | null>(null);
  useEffect(() => { setForest(initial); }, [initial]);
  const [focusId, setFocusId] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);

  const flat = useMemo(() => (forest ? flatten(forest) : []), [forest]);
  const dirty = !!forest && !!initial && JSON.stringify(toOrder(forest)) !== JSON.stringify(toOrder(initial));
  const tree = !!view.parent;

  // Keep the keyboard focus on the row that moved (React re-renders it in its new place).
  useEffect(() => {
    if (focusId === null) return;
    const el = listRef.current?.querySelector<HTMLElement>(`[data-node-id="${focusId}"]`);
    if (el && document.activeElement !== el && listRef.current?.contains(document.activeElement)) el.focus();
  }, [flat, focusId]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const change = (next: TreeNode[], id: number) => { setForest(next); setFocusId(id); };
  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    if (!forest) return;
    const id = Number(active.id);
    let next = over ? dropOn(forest, id, Number(over.id)) : forest;
    if (tree && delta.x >= NEST_PX) next = indent(next, id);
    if (tree && delta.x <= -NEST_PX) next = outdent(next, id);
    change(next, id);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>, f: FlatNode) => {
    if (!forest || e.target !== e.currentTarget) return;
    const i = flat.findIndex((x) => x.id === f.id);
    const focusAt = (j: number) => {
      const target = flat[Math.max(0, Math.min(flat.length - 1, j))];
      if (!target) return;
      setFocusId(target.id);
      listRef.current?.querySelector<HTMLElement>(`[data-node-id="${target.id}"]`)?.focus();
    };
    const key = e.key;
    if (e.altKey && (key === 'ArrowUp' || key === 'ArrowDown')) change(moveAmongSiblings(forest, f.id, key === 'ArrowUp' ? -1 : 1), f.id);
    else if (e.altKey && key === 'ArrowRight' && tree) change(indent(forest, f.id), f.id);
    else if (e.altKey && key === 'ArrowLeft' && tree) change(outdent(forest, f.id), f.id);
    else if (!e.altKey && (key === 'ArrowDown' || key === 'j')) focusAt(i + 1);
    else if (!e.altKey && (key === 'ArrowUp' || key === 'k')) focusAt(i - 1);
    else if (key === 'Home') focusAt(0);
    else if (key === 'End') focusAt(flat.length - 1);
    else return;
    e.preventDefault();
  };

  const save = async () => {
    if (!forest) return;
    setSaving(true);
    try {
      await api.put(`${r.name}/reorder`, { json: { order: toOrder(forest) } }).json();
      await qc.invalidateQueries({ queryKey: resourceKeys.all(r.name) });
      notify({ kind: 'success', title: t`Orden guardado` });
    } catch (err) {
      await handleApiError(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="flex h-full min-h-0 flex-col bg-surface text-13">
      <div className="flex flex-wrap items-center gap-2 border-b border-line px-3 py-2">
        <h1 className="text-sm font-semibold text-fg">{t`Ordenar ${label}`}</h1>
        <span className="hidden text-xs text-fg-subtle md:inline">
          {tree ? t`Arrastre una fila por su asa (a la derecha para anidarla). Teclado: Alt+↑/↓ mueve, Alt+→ anida, Alt+← saca un nivel.`
            : t`Arrastre una fila por su asa. Teclado: Alt+↑/↓ mueve la fila.`}
        </span>
        <div className="ml-auto flex items-center gap-1.5">
          <Link to="/$resource" params={{ resource: r.name }} className={buttonClass('ghost', 'md')}>{t`Volver a la lista`}</Link>
          <Button variant="ghost" disabled={!dirty || saving} onClick={() => { setForest(initial); }}>{t`Deshacer cambios`}</Button>
          <Button variant="primary" disabled={!dirty || saving} onClick={() => void save()}>{saving ? t`Guardando…` : t`Guardar orden`}</Button>
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-auto p-3">
        {rows.isPending || !forest ? (
          <div className="space-y-2" aria-hidden>{Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-10 w-full" />)}</div>
        ) : rows.error ? (
          <p className="py-10 text-center text-fg-muted">{t`No se pudo cargar la lista.`}</p>
        ) : !flat.length ? (
          <p className="py-10 text-center text-fg-muted">{t`No hay datos para mostrar`}</p>
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={flat.map((f) => f.id)} strategy={verticalListSortingStrategy}>
              <ul ref={listRef} role="tree" aria-label={t`Ordenar ${label}`} className="mx-auto max-w-3xl space-y-1">
                {flat.map((f) => (
                  <TreeRow key={f.id} f={f} focused={(focusId ?? flat[0].id) === f.id} onFocus={() => setFocusId(f.id)} onKeyDown={(e) => onKeyDown(e, f)} />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
        )}
      </div>
    </div>
  );
}

function TreeRow({ f, focused, onFocus, onKeyDown }: { f: FlatNode; focused: boolean; onFocus: () => void; onKeyDown: (e: KeyboardEvent<HTMLElement>) => void }) {
  const { t } = useLingui();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: f.id });
  const title = f.node.title;
  return (
    <li ref={setNodeRef} role="treeitem" aria-level={f.depth + 1} aria-posinset={f.index + 1} aria-setsize={f.siblings}
      aria-selected={focused} data-node-id={f.id} tabIndex={focused ? 0 : -1} onFocus={(e) => { if (e.target === e.currentTarget) onFocus(); }} onKeyDown={onKeyDown}
      style={{ transform: CSS.Translate.toString(transform), transition, marginLeft: f.depth * 28 }}
      className={cx('flex items-center gap-2 rounded-md border border-line bg-surface px-2 py-1.5 outline-none',
        'focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/40', isDragging && 'relative z-10 opacity-80 shadow-lg')}>
      <button type="button" ref={setActivatorNodeRef} {...attributes} {...listeners} tabIndex={-1}
        aria-label={t`Mover ${title}`} title={t`Arrastrar para mover`}
        className="flex size-7 shrink-0 cursor-grab items-center justify-center rounded text-fg-subtle hover:bg-muted active:cursor-grabbing">
        <Icon name="chevrons-up-down" className="size-3.5" />
      </button>
      <div className="min-w-0 flex-1">
        <div className="truncate font-medium text-fg">{title}</div>
        {f.node.description && <div className="truncate text-xs text-fg-muted">{f.node.description}</div>}
      </div>
      {f.node.children.length > 0 && <span className="shrink-0 text-xs text-fg-subtle">{f.node.children.length}</span>}
    </li>
  );
}
