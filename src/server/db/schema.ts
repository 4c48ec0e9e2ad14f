import { columnType, KINDS } from '../../core/resource/kinds';
import type { Field, Resource } from '../../core/resource/types';
import { getResource } from '../../core/resources';
import { CUSTOM_COLUMN } from '../../core/custom-fields';

/** The database schema the resources ask for: tables, columns, pivots, indexes (src of the migrations). */

export interface ColumnSpec { name: string; type: string; references?: string; notNull?: boolean; onDelete?: 'cascade' | 'set null' }
export interface TableSpec { name: string; columns: ColumnSpec[]; indexes: IndexSpec[]; pivot: boolean }
export interface IndexSpec { name: string; ddl: string }

/** SQL type of a stored field, from the field-kind catalogue; null for fields that are not columns. */
export { columnType };

export const isColumn = (f: Field) => columnType(f) !== null;

const tableOf = (resourceName: string) => {
  const r = getResource(resourceName);
  if (!r) throw new Error(`unknown resource ${resourceName}`);
  return r.table;
};

/** A (tenant_id, column) index: kinds that are always filtered on, or any kind the resource filters. */
const indexed = (f: Field) => {
  const index = KINDS[f.kind].index ?? 'filtered';
  return index === 'always' || (index === 'filtered' && !!f.filter);
};

export function resourceTable(r: Resource, searchIndexDdl: (r: Resource) => string | null): TableSpec {
  const columns: ColumnSpec[] = [];
  const indexes: IndexSpec[] = [
    { name: `${r.table}_tenant_id_idx`, ddl: `create index if not exists ${r.table}_tenant_id_idx on ${r.table} (tenant_id, id)` },
    { name: `${r.table}_tenant_created_idx`, ddl: `create index if not exists ${r.table}_tenant_created_idx on ${r.table} (tenant_id, created_at)` },
  ];
  for (const [name, f] of Object.entries(r.fields)) {
    const type = columnType(f);
    if (!type) continue;
    const references = f.kind === 'relation' ? tableOf(f.relation!.resource) : undefined;
    columns.push({ name, type, references });
    if (f.unique) {
      indexes.push({ name: `${r.table}_${name.toLowerCase()}_unique`, ddl: `create unique index if not exists ${r.table}_${name.toLowerCase()}_unique on ${r.table} (tenant_id, ${q(name)})` });
    } else if (indexed(f)) {
      indexes.push({ name: `${r.table}_${name.toLowerCase()}_idx`, ddl: `create index if not exists ${r.table}_${name.toLowerCase()}_idx on ${r.table} (tenant_id, ${q(name)})` });
    }
  }
  for (const u of r.uniqueTogether) {
    const name = `${r.table}_${u.fields.map((f) => f.toLowerCase()).join('_')}_unique`;
    indexes.push({ name, ddl: `create unique index if not exists ${name} on ${r.table} (tenant_id, ${u.fields.map(q).join(', ')})` });
  }
  // A tenant's custom field values (core/custom-fields): one jsonb object per row, no migration per field.
  if (r.customFields) columns.push({ name: CUSTOM_COLUMN, type: 'jsonb' });
  const search = searchIndexDdl(r);
  if (search) indexes.push({ name: `${r.table}_search_trgm`, ddl: search });
  return { name: r.table, columns, indexes, pivot: false };
}

export function pivotTables(resources: readonly Resource[]): TableSpec[] {
  const out = new Map<string, TableSpec>();
  for (const r of resources) {
    for (const f of Object.values(r.fields)) {
      if (f.kind !== 'relation_multiple' || !f.relation?.pivot) continue;
      const { pivot, ownerKey, targetKey } = f.relation;
      if (out.has(pivot)) continue;
      const cols = [
        { name: ownerKey!, type: 'integer', references: r.table },
        { name: targetKey!, type: 'integer', references: tableOf(f.relation.resource) },
      ].sort((a, b) => a.name.localeCompare(b.name));
      out.set(pivot, {
        name: pivot,
        columns: cols,
        pivot: true,
        indexes: [{ name: `${pivot}_reverse_idx`, ddl: `create index if not exists ${pivot}_reverse_idx on ${pivot} (tenant_id, ${cols[1].name}, ${cols[0].name})` }],
      });
    }
  }
  return [...out.values()];
}

/**
 * Child tables of `items` fields (an order's lines): the parent key (cascade: lines go with their
 * order), the row's position, and one column per stored sub-field. Tenant-scoped and RLS like the rest.
 */
export function itemTables(resources: readonly Resource[]): TableSpec[] {
  const out: TableSpec[] = [];
  for (const r of resources) {
    for (const f of Object.values(r.fields)) {
      if (f.kind !== 'items' || !f.items) continue;
      const { table, parentKey, fields } = f.items;
      const columns: ColumnSpec[] = [
        { name: parentKey, type: 'integer', references: r.table, notNull: true, onDelete: 'cascade' },
        { name: 'position', type: 'integer', notNull: true },
      ];
      const indexes: IndexSpec[] = [
        { name: `${table}_parent_idx`, ddl: `create index if not exists ${table}_parent_idx on ${table} (tenant_id, ${q(parentKey)}, position)` },
      ];
      for (const [name, sub] of Object.entries(fields)) {
        const type = columnType(sub);
        if (!type) continue;
        columns.push({ name, type, references: sub.kind === 'relation' ? tableOf(sub.relation!.resource) : undefined });
        if (sub.kind === 'relation') {
          indexes.push({ name: `${table}_${name.toLowerCase()}_idx`, ddl: `create index if not exists ${table}_${name.toLowerCase()}_idx on ${table} (tenant_id, ${q(name)})` });
        }
      }
      out.push({ name: table, columns, indexes, pivot: false });
    }
  }
  return out;
}

/** Foreign key clause of a column: pivots cascade, child rows follow their parent, others set null. */
export const onDeleteOf = (t: TableSpec, c: ColumnSpec) => c.onDelete ?? (t.pivot ? 'cascade' : 'set null');

/** Quote an identifier that may need it (camelCase field names such as setPrecio). */
/** PostgreSQL's reserved key words: a column named like one (a schedule's `end`) must be quoted. */
const RESERVED = new Set(('all analyse analyze and any array as asc asymmetric both case cast check collate column constraint create '
  + 'current_catalog current_date current_role current_time current_timestamp current_user default deferrable desc distinct do '
  + 'else end except false fetch for foreign from grant group having in initially intersect into lateral leading limit '
  + 'localtime localtimestamp not null offset on only or order placing primary references returning select session_user '
  + 'some symmetric table then to trailing true union unique user using variadic when where window with').split(' '));

export const q = (ident: string) =>
  (/^[a-z_][a-z0-9_]*$/.test(ident) && !RESERVED.has(ident) ? ident : `"${ident.replace(/"/g, '""')}"`);

const rls = (table: string) => [
  `alter table ${table} enable row level security`,
  `alter table ${table} force row level security`,
  `create policy tenant_isolation on ${table} using (tenant_id = mando_current_tenant()) with check (tenant_id = mando_current_tenant())`,
];

export function createTableSql(t: TableSpec): string[] {
  const fk = (c: ColumnSpec) => (c.references
    ? ` references ${c.references}(id) on delete ${onDeleteOf(t, c)}` : '');
  const cols = t.pivot
    ? [
      'tenant_id integer not null references tenants(id) on delete cascade',
      ...t.columns.map((c) => `${q(c.name)} ${c.type} not null${fk(c)}`),
      `primary key (${t.columns.map((c) => q(c.name)).join(', ')})`,
    ]
    : [
      'id integer generated by default as identity primary key',
      'tenant_id integer not null references tenants(id) on delete cascade',
      ...t.columns.map((c) => `${q(c.name)} ${c.type}${c.notNull ? ' not null' : ''}${fk(c)}`),
      'created_at timestamptz not null default now()',
      'updated_at timestamptz not null default now()',
    ];
  return [`create table ${t.name} (\n  ${cols.join(',\n  ')}\n)`, ...rls(t.name), ...t.indexes.map((i) => i.ddl)];
}

export const addColumnSql = (table: string, c: ColumnSpec) =>
  `alter table ${table} add column ${q(c.name)} ${c.type}${c.references ? ` references ${c.references}(id) on delete set null` : ''}`;
