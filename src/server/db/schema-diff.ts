import { sql, type Kysely } from 'kysely';
import { RESOURCES } from '../../core/resources';
import { addColumnSql, createTableSql, itemTables, onDeleteOf, pivotTables, resourceTable, type TableSpec } from './schema';
import { searchIndexDdl } from './search';
import { SEARCH_STATISTICS, searchStatisticsDdl, tenantViewDdl, tenantViewName } from './tenant-view';

/** Tables the resources ask for, pivots included, in dependency-safe order (referenced first). */
export function desiredTables(): TableSpec[] {
  const tables = [...RESOURCES.map((r) => resourceTable(r, searchIndexDdl)), ...pivotTables(RESOURCES), ...itemTables(RESOURCES)];
  const byName = new Map(tables.map((t) => [t.name, t]));
  const ordered: TableSpec[] = [];
  const seen = new Set<string>();
  const visit = (t: TableSpec) => {
    if (seen.has(t.name)) return;
    seen.add(t.name);
    for (const c of t.columns) {
      const dep = c.references && c.references !== t.name ? byName.get(c.references) : undefined;
      if (dep) visit(dep);
    }
    ordered.push(t);
  };
  tables.forEach(visit);
  return ordered;
}

/**
 * DDL that brings the database to what the resources declare: new tables, new columns, new
 * indexes. Drops and type changes are never automatic — they are listed as warnings to write by hand.
 * Self-references and cycles (users ⇄ clientes) are resolved by creating tables first and adding
 * the foreign keys of not-yet-created tables afterwards.
 */
export async function schemaChanges(db: Kysely<any>): Promise<{ statements: string[]; warnings: string[] }> {
  const cols = (await sql<{ table_name: string; column_name: string; data_type: string }>`
    select table_name, column_name, data_type from information_schema.columns where table_schema = 'public'`.execute(db)).rows;
  const idx = new Set((await sql<{ indexname: string }>`select indexname from pg_indexes where schemaname = 'public'`.execute(db)).rows.map((r) => r.indexname));
  const statTargets = new Map((await sql<{ relname: string; target: number | null }>`
    select c.relname, a.attstattarget::int as target from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attnum = 1
    where c.relkind = 'i' and c.relname like '%search_trgm'`.execute(db)).rows.map((r) => [r.relname, Number(r.target ?? -1)]));
  const existing = new Map<string, Set<string>>();
  for (const c of cols) {
    if (!existing.has(c.table_name)) existing.set(c.table_name, new Set());
    existing.get(c.table_name)!.add(c.column_name);
  }
  const statements: string[] = [];
  const deferredFks: string[] = [];
  const after: string[] = []; // tenant views and statistics, once every table and column exists
  const warnings: string[] = [];
  const created = new Set(existing.keys());
  for (const t of desiredTables()) {
    const have = existing.get(t.name);
    if (!have) {
      // References to tables not created yet become ALTERs after all tables exist.
      const now = { ...t, columns: t.columns.map((c) => (c.references && !created.has(c.references) && c.references !== t.name
        ? (deferredFks.push(`alter table ${t.name} add foreign key (${c.name}) references ${c.references}(id) on delete ${onDeleteOf(t, c)}`), { ...c, references: undefined })
        : c)) };
      statements.push(...createTableSql(now));
      created.add(t.name);
      after.push(...viewAndStats(t, existing, statTargets));
      continue;
    }
    for (const c of t.columns) if (!have.has(c.name)) statements.push(addColumnSql(t.name, c));
    for (const i of t.indexes) if (!idx.has(i.name)) statements.push(i.ddl);
    after.push(...viewAndStats(t, existing, statTargets));
    const wanted = new Set(['id', 'tenant_id', 'created_at', 'updated_at', ...t.columns.map((c) => c.name)]);
    for (const c of have) if (!wanted.has(c)) warnings.push(`${t.name}.${c} is no longer declared (drop it by hand if intended)`);
  }
  return { statements: [...statements, ...deferredFks, ...after], warnings };
}

/** The tenant view (missing, or fewer columns than the table) and the search index's statistics target. */
function viewAndStats(t: TableSpec, existing: Map<string, Set<string>>, statTargets: Map<string, number>): string[] {
  if (t.pivot) return [];
  const out: string[] = [];
  const tableCols = new Set(['id', 'tenant_id', 'created_at', 'updated_at', ...(existing.get(t.name) ?? []), ...t.columns.map((c) => c.name)]);
  const viewCols = existing.get(tenantViewName(t.name));
  if (!viewCols || viewCols.size !== tableCols.size) out.push(tenantViewDdl(t.name));
  if (t.indexes.some((i) => i.name === `${t.name}_search_trgm`) && statTargets.get(`${t.name}_search_trgm`) !== SEARCH_STATISTICS) {
    out.push(searchStatisticsDdl(t.name));
  }
  return out;
}
