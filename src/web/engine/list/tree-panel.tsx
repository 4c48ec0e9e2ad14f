// The tree panel of a list (resource views.tree, /documents): the records of the tree resource the
// field points at, nested and collapsible, each with how many rows it holds with its subtree; choosing
// one lists its rows and those below it. A WAI-ARIA tree: one tab stop, arrows move and open/close,
// Enter or Space chooses, Home/End jump. The server decides which nodes and rows the user sees.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Resource } from '../../../core/resource/types';
import { getResource } from '../../../core/resources';
import { api } from '../../lib/api';
import { useLabel } from '../../lib/labels';
import { useNarrow } from '../../lib/ui-state';
import { Icon, cx } from '../../ui';
import { resourceKeys } from '../data/keys';
import { localRowsQuery } from '../data/queries';
import { useLiveResource } from '../data/use-live-resource';
import { ancestorsOf, buildForest, indexForest, visibleNodes, type PanelNode } from './tree-model';

/** Trees up to this many nodes open fully at first; larger ones open the way to the chosen node only. */
const OPEN_ALL_BELOW = 40;
/** The 'all' row's id in the panel's focus state. */
const ALL = 0;
/**
 * Choosing a node changes the route (/documents → /documents/5), which mounts the panel again: the
 * new panel takes the focus back when the old one had it (keyboard users stay in the tree).
 */
let refocus: string | null = null;

export interface TreePanelProps {
  /** The listed resource (documents) and its relation field to the tree resource (categoria_id). */
  resource: Resource;
  field: string;
  selected: number | null;
  onSelect: (id: number | null) => void;
}

export function treeTarget(resource: Resource, field: string): Resource | undefined {
  const target = getResource(resource.fields[field]?.relation?.resource ?? '');
  return target?.tree ? target : undefined;
}

/** Rows per tree node, over every row the user may read (`count=1&countBy=field`). */
function useTreeCounts(resource: Resource, field: string) {
  const entries: [string, string][] = [['count', '1'], ['countBy', field]];
  return useQuery({
    queryKey: resourceKeys.list(resource.name, entries),
    queryFn: ({ signal }) => api.get(resource.name, { searchParams: entries, signal }).json<{ count: number; counts?: Record<string, number> }>(),
    staleTime: 15_000,
  });
}

export function TreePanel({ resource, field, selected, onSelect }: TreePanelProps) {
  const { t } = useLingui();
  const label = useLabel();
  const small = useNarrow();
  const target = treeTarget(resource, field)!;
  const spec = target.tree!;
  const nodesQuery = useQuery(localRowsQuery(target.name, [['fields', `id,${spec.name},${spec.parent}`], ['limit', '10000'], ['order', spec.name]]));
  useLiveResource(target.name);
  const counts = useTreeCounts(resource, field);
  const forest = useMemo(() => buildForest((nodesQuery.data ?? []).map((r) => ({
    id: r.id, parent: r[spec.parent] == null ? null : Number(r[spec.parent]), name: String(r[spec.name] ?? ''),
  })), counts.data?.counts), [nodesQuery.data, counts.data, spec]);
  const index = useMemo(() => indexForest(forest), [forest]);

  const [expanded, setExpanded] = useState<Set<number> | null>(null);
  // First data: small trees open fully; the way to the chosen node is always open.
  useEffect(() => {
    if (!nodesQuery.data) return;
    setExpanded((prev) => {
      const next = new Set(prev ?? (index.size <= OPEN_ALL_BELOW ? [...index.values()].filter((n) => n.children.length).map((n) => n.id) : []));
      if (selected) ancestorsOf(index, selected).forEach((id) => next.add(id));
      return prev && [...next].every((id) => prev.has(id)) ? prev : next;
    });
  }, [nodesQuery.data, index, selected]);
  const open = expanded ?? new Set<number>();
  const shown = useMemo(() => visibleNodes(forest, open), [forest, open]);
  const order = useMemo(() => [ALL, ...shown.map((n) => n.id)], [shown]);

  const [focusId, setFocusId] = useState<number>(selected ?? ALL);
  const tabStop = order.includes(focusId) ? focusId : (selected && order.includes(selected) ? selected : ALL);
  const treeRef = useRef<HTMLUListElement>(null);
  const focusItem = (id: number) => {
    setFocusId(id);
    treeRef.current?.querySelector<HTMLElement>(`[data-node="${id}"]`)?.focus();
  };
  const toggle = (id: number, to?: boolean) => setExpanded((prev) => {
    const next = new Set(prev ?? []);
    if (to ?? !next.has(id)) next.add(id);
    else next.delete(id);
    return next;
  });

  useEffect(() => {
    if (refocus !== resource.name || !nodesQuery.data || !expanded) return;
    refocus = null;
    const id = selected ?? ALL;
    setFocusId(id);
    treeRef.current?.querySelector<HTMLElement>(`[data-node="${id}"]`)?.focus();
  }, [resource.name, nodesQuery.data, expanded, selected]);

  const [phoneOpen, setPhoneOpen] = useState(false);
  const choose = (id: number | null) => {
    if (treeRef.current?.contains(document.activeElement)) refocus = resource.name;
    setFocusId(id ?? ALL);
    onSelect(id);
    setPhoneOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>, id: number) => {
    const i = order.indexOf(id);
    const node = index.get(id);
    const handled = () => { e.preventDefault(); e.stopPropagation(); };
    switch (e.key) {
      case 'ArrowDown': handled(); if (i < order.length - 1) focusItem(order[i + 1]); break;
      case 'ArrowUp': handled(); if (i > 0) focusItem(order[i - 1]); break;
      case 'Home': handled(); focusItem(order[0]); break;
      case 'End': handled(); focusItem(order[order.length - 1]); break;
      case 'ArrowRight':
        handled();
        if (node?.children.length) {
          if (!open.has(id)) toggle(id, true);
          else focusItem(node.children[0].id);
        }
        break;
      case 'ArrowLeft':
        handled();
        if (node?.children.length && open.has(id)) toggle(id, false);
        else if (node?.parentId != null) focusItem(node.parentId);
        else if (id !== ALL) focusItem(ALL);
        break;
      case 'Enter': case ' ': handled(); choose(id === ALL ? null : id); break;
      default: break;
    }
  };

  const chosen = selected ? index.get(selected) : undefined;
  const allLabel = target.gender === 'f' ? t`Todas` : t`Todos`;
  const heading = label(target.label.many);
  const item = (id: number, name: string, count: number | undefined, node?: PanelNode) => {
    const isOpen = !!node && open.has(node.id);
    const active = id === ALL ? selected == null : selected === id;
    return (
      <li key={id} role="treeitem" data-node={id} aria-level={(node?.depth ?? -1) + 2} aria-selected={active}
        aria-expanded={node?.children.length ? isOpen : undefined} tabIndex={tabStop === id ? 0 : -1}
        onFocus={(e) => { if (e.target === e.currentTarget) setFocusId(id); }} onKeyDown={(e) => onKeyDown(e, id)}
        onClick={(e) => { e.stopPropagation(); choose(id === ALL ? null : id); }}
        className="outline-none [&:focus-visible>div]:ring-2 [&:focus-visible>div]:ring-accent/50">
        <div style={{ paddingLeft: `${(node?.depth ?? 0) * 14 + 4}px` }}
          className={cx('flex cursor-pointer items-center gap-1 rounded-md py-1 pr-2 text-13',
            active ? 'bg-accent/10 font-medium text-accent' : 'text-fg hover:bg-muted')}>
          {node?.children.length ? (
            <button type="button" tabIndex={-1} aria-hidden onClick={(e) => { e.stopPropagation(); toggle(node.id); }}
              className="flex size-5 shrink-0 items-center justify-center rounded text-fg-subtle hover:bg-line">
              <Icon name={isOpen ? 'chevron-down' : 'chevron-right'} className="size-3.5" />
            </button>
          ) : <span className="size-5 shrink-0" aria-hidden />}
          <Icon name={id === ALL ? 'inbox' : 'tags'} className="size-3.5 shrink-0 text-fg-subtle" />
          <span className="min-w-0 flex-1 truncate" title={name}>{name}</span>
          {count !== undefined && <span className="shrink-0 text-xs tabular-nums text-fg-subtle">{count}</span>}
        </div>
        {node && isOpen && node.children.length > 0 && (
          <ul role="group">{node.children.map((c) => item(c.id, c.name, counts.data ? c.total : undefined, c))}</ul>
        )}
      </li>
    );
  };

  const tree = (
    <ul ref={treeRef} role="tree" aria-label={heading} className="space-y-px p-1.5">
      {item(ALL, allLabel, counts.data?.count)}
      {forest.map((n) => item(n.id, n.name, counts.data ? n.total : undefined, n))}
      {nodesQuery.isPending && <li className="px-3 py-2 text-xs text-fg-subtle" aria-hidden>…</li>}
    </ul>
  );

  if (small) {
    return (
      <div className="border-b border-line bg-surface">
        <button type="button" aria-expanded={phoneOpen} onClick={() => setPhoneOpen(!phoneOpen)}
          className="flex w-full items-center gap-2 px-3 py-2 text-left text-13 focus-visible:outline-2 focus-visible:outline-accent">
          <Icon name="tags" className="size-3.5 text-fg-subtle" />
          <span className="text-fg-muted">{heading}:</span>
          <span className="min-w-0 flex-1 truncate font-medium text-fg">{chosen?.name ?? allLabel}</span>
          <Icon name={phoneOpen ? 'chevron-up' : 'chevron-down'} className="size-3.5 text-fg-subtle" />
        </button>
        {phoneOpen && <div className="max-h-[50vh] overflow-auto border-t border-line">{tree}</div>}
      </div>
    );
  }
  return (
    <aside className="flex w-60 shrink-0 flex-col border-r border-line bg-surface" aria-label={heading}>
      <div className="border-b border-line px-3 py-2.5 text-xs font-medium uppercase tracking-wide text-fg-subtle">{heading}</div>
      <div className="min-h-0 flex-1 overflow-auto">{tree}</div>
    </aside>
  );
}
