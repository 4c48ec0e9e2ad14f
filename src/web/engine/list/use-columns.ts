// Columns of a list: the fields the user may read and a list can show, plus id and the timestamps.
// Visibility defaults to field.list.visible and is persisted per list in localStorage.
import type { Row } from '../data/queries';
import { useMemo } from 'react';
import { canSeeField, type Principal } from '../../../core/access';
import type { Field, Resource } from '../../../core/resource/types';
import { canSortBy } from '../data/list-params';
import { kindOf } from '../fields/field-kinds';
import { defaultVisible, isListable } from '../fields/kind-meta';
import { useStoredState } from './use-stored-state';
import './builtin-labels';

export interface Column {
  key: string;
  field: Field;
  align: 'left' | 'right' | 'center';
  sortable: boolean;
}

const BUILTIN: Record<string, Field> = {
  id: { kind: 'text', label: 'ID', list: { visible: false } },
  created_at: { kind: 'datetime', label: 'Creado', list: { visible: false } },
  updated_at: { kind: 'datetime', label: 'Actualizado', list: { visible: false } },
};

export const columnsStorageKey = (name: string) => `mando.list.${name}.columns`;
export const compactStorageKey = (name: string) => `mando.list.${name}.compact`;

export function listColumns(resource: Resource, principal: Principal | null): Column[] {
  const col = (key: string, field: Field, align = kindOf(field).align): Column => ({ key, field, align, sortable: canSortBy(resource, key) });
  return [
    col('id', BUILTIN.id, 'right'),
    ...Object.entries(resource.fields).filter(([, f]) => isListable(f) && canSeeField(principal, f)).map(([k, f]) => col(k, f)),
    col('created_at', BUILTIN.created_at),
    col('updated_at', BUILTIN.updated_at),
  ];
}

/** Per-list visibility choices (column key → shown), as stored under columnsStorageKey. */
export type ColumnOverrides = Record<string, boolean>;

/**
 * Another list of the same resource (/orders-payments lists pedidos): its own name for the stored
 * choices and the columns it shows by default (others stay in the column menu).
 */
export interface ListView {
  key: string;
  columns?: string[];
  /** A row (click, Enter, 'Abrir') opens this address instead of the record's dialog: a warehouse → its stock. */
  rowHref?: (row: Row) => string;
  /**
   * Filters the list is pinned to (field → value): always sent, neither offered nor shown as chips,
   * and the starting values of a new record. /storage/{bodegaId} pins `bodega_id`.
   */
  fixed?: Record<string, string>;
  /** Rows filed at or below a tree node (views.tree: /documents/{category}): field → node id. */
  under?: Record<string, number>;
}

const isShown = (overrides: ColumnOverrides, view?: ListView) => (c: Column) =>
  overrides[c.key] ?? (view?.columns ? view.columns.includes(c.key) : defaultVisible(c.field));

/** The columns a list shows: the user's choices over the fields' defaults; never none. */
export function visibleColumns(all: Column[], overrides: ColumnOverrides, view?: ListView): Column[] {
  const visible = all.filter(isShown(overrides, view));
  return visible.length ? visible : all.slice(0, 1);
}

export function useColumns(resource: Resource, principal: Principal | null, view?: ListView) {
  const all = useMemo(() => listColumns(resource, principal), [resource, principal]);
  const [overrides, setOverrides] = useStoredState<ColumnOverrides>(columnsStorageKey(view?.key ?? resource.name), {});
  const isVisible = isShown(overrides, view);
  return {
    all,
    visible: visibleColumns(all, overrides, view),
    isVisible,
    toggle: (key: string) => {
      const c = all.find((x) => x.key === key);
      if (c) setOverrides({ ...overrides, [key]: !isVisible(c) });
    },
    reset: () => setOverrides({}),
    customised: Object.keys(overrides).length > 0,
  };
}
