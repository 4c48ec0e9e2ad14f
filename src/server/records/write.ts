import { sql } from 'kysely';
import { canChangeRecord, canWriteField, fixedValues } from '../../core/access';
import { resolveDefault } from '../../core/resource/fields';
import { columnType } from '../../core/resource/kinds';
import type { Field, Resource } from '../../core/resource/types';
import { coerceValue } from '../../core/resource/values';
import { getResource } from '../../core/resources';
import { validateRecord } from '../../core/rules';
import { hashPassword } from '../auth/password';
import { isColumn } from '../db/schema';
import type { RecordContext, WriteOptions } from './context';
import { recordConflict, recordForbidden, recordInvalid, recordNotFound } from './errors';
import { afterStateFromWrite, runHooks, type RecordChange } from './hooks';
import { fillItemDefaults, prepareItems, writeItems } from './items';
import { snapshotColumns } from './columns';
import { recordRevision, snapshot, snapshotAfterWrite } from './revisions';
import { baseCondition } from './scope';

export type { WriteOptions } from './context';

type Row = Record<string, unknown>;
type Errors = Record<string, string[]>;

const UNIQUE_MESSAGE = 'Ya existe un registro con este valor.';
const MISSING_MESSAGE = 'El valor seleccionado no es válido.';
export const STALE_MESSAGE = 'Otra persona guardó cambios en este registro mientras lo editabas. Recarga para ver su versión antes de guardar.';

/**
 * Optimistic concurrency: a body carrying the `updated_at` its editor loaded is refused (409) when the
 * stored row is newer, so a save never silently overwrites someone else's change. Timestamps are
 * compared to the millisecond, the precision the API's JSON gives the client.
 */
function assertNotStale(before: Row, body: Row) {
  const seen = body.updated_at;
  if (typeof seen !== 'string' || !seen) return;
  const seenMs = Date.parse(seen);
  const storedMs = new Date(before.updated_at as string | Date).getTime();
  if (Number.isFinite(seenMs) && Number.isFinite(storedMs) && storedMs > seenMs) throw recordConflict(STALE_MESSAGE);
}

/** Fields present in the body that this write may set, coerced by kind; type errors are collected per field. */
function takeWritable(rec: RecordContext, r: Resource, body: Row, opts: WriteOptions, errors: Errors): Row {
  const out: Row = {};
  for (const [name, f] of Object.entries(r.fields)) {
    if (!Object.prototype.hasOwnProperty.call(body, name) || f.kind === 'computed') continue;
    if (!opts.trusted && !canWriteField(rec.principal, f)) continue;
    const c = coerceValue(f, body[name]);
    if (c.ok) out[name] = c.value;
    // Child rows report their parts' errors by path (items.0.cantidad).
    else if (c.errors) for (const [path, msgs] of Object.entries(c.errors)) errors[`${name}.${path}`] = msgs;
    else (errors[name] ??= []).push(c.message);
  }
  return out;
}

/**
 * Unique values and related ids must hold within the tenant (the database cannot see tenants in FKs);
 * a related id must also be one the user reaches (row scope), so a write cannot probe other rows.
 */
async function checkReferences(rec: RecordContext, r: Resource, data: Row, existing: Row | null, opts: WriteOptions, errors: Errors) {
  const recordId = (existing?.id as number | undefined) ?? null;
  for (const [name, value] of Object.entries(data)) {
    const f = r.fields[name];
    if (value === null || value === undefined || errors[name]) continue;
    if (f.unique) {
      const dup = (await sql`select 1 from ${sql.table(r.table)} where tenant_id = ${rec.tenantId}
        and ${sql.ref(name)} = ${value} and id <> ${recordId ?? 0} limit 1`.execute(rec.trx)).rows.length;
      if (dup) (errors[name] ??= []).push(UNIQUE_MESSAGE);
    }
    if (f.relation) {
      const target = getResource(f.relation.resource)!;
      const ids = [...new Set(f.kind === 'relation' ? [value as number] : (value as number[]))];
      if (!ids.length) continue;
      const where = opts.trusted ? sql`tenant_id = ${rec.tenantId}` : rec.base(target);
      // The field's pre-filter (relation.whereIn, what its selector offers) holds for ids the write
      // adds; ids the record already holds stay valid (a tax deactivated later does not lock a product).
      const held = new Set((Array.isArray(existing?.[name]) ? existing[name] as unknown[] : [existing?.[name]]).map(Number));
      const fresh = ids.filter((id) => !held.has(id));
      const pre = Object.entries(f.relation.whereIn ?? {}).map(([col, vals]) =>
        (vals.length ? sql`${sql.ref(`${target.table}.${col}`)} in (${sql.join(vals)})` : sql`false`));
      const prefilter = pre.length && fresh.length
        ? sql`, count(*) filter (where ${sql.ref(`${target.table}.id`)} = any(${fresh}::int[]) and ${sql.join(pre, sql` and `)})::int as p`
        : sql`, ${fresh.length}::int as p`;
      const counted = (await sql<{ n: number; p: number }>`select count(*)::int as n${prefilter} from ${sql.table(target.table)}
        where ${where} and ${sql.ref(`${target.table}.id`)} = any(${ids}::int[])`.execute(rec.trx)).rows[0];
      const found = counted.p === fresh.length ? counted.n : -1;
      if (found !== ids.length) (errors[name] ??= []).push(MISSING_MESSAGE);
    }
  }
  // Fields unique together (a stock row per product and warehouse), as the row will be stored.
  for (const u of r.uniqueTogether) {
    if (!u.fields.some((f) => f in data) || u.fields.some((f) => errors[f])) continue;
    const values = u.fields.map((f) => (f in data ? data[f] : existing?.[f]));
    if (values.some((v) => v === null || v === undefined)) continue;
    const same = u.fields.map((f, i) => sql`${sql.ref(f)} = ${values[i]}`);
    const dup = (await sql`select 1 from ${sql.table(r.table)} where tenant_id = ${rec.tenantId}
      and ${sql.join(same, sql` and `)} and id <> ${recordId ?? 0} limit 1`.execute(rec.trx)).rows.length;
    if (dup) (errors[u.fields[u.fields.length - 1]] ??= []).push(u.message);
  }
}

/**
 * Coerced values → column values. Custom fields (`stored` in a jsonb column) are gathered into one
 * object per column, merged into the stored one by the caller (`storedAssignments`): a write changes
 * only the keys it sends, and keys of definitions deleted since stay untouched.
 */
async function toColumns(r: Resource, data: Row): Promise<Row> {
  const cols: Row = {};
  const stored: Record<string, Row> = {};
  for (const [name, value] of Object.entries(data)) {
    const f: Field | undefined = r.fields[name];
    if (f?.stored) {
      (stored[f.stored.column] ??= {})[f.stored.key] = value instanceof Date ? value.toISOString() : value;
      continue;
    }
    if (!f || !isColumn(f)) continue;
    if (f.kind === 'password') cols[name] = value ? await hashPassword(String(value)) : undefined;
    else if (columnType(f) === 'jsonb') cols[name] = value === null ? null : JSON.stringify(value);
    else cols[name] = value;
    if (cols[name] === undefined) delete cols[name];
  }
  for (const [column, patch] of Object.entries(stored)) {
    // The JSON field itself sent in the same write (preferences with default_homepage): its keys, then the field's.
    const sent = typeof cols[column] === 'string' ? JSON.parse(cols[column] as string) : undefined;
    cols[column] = sent && typeof sent === 'object' && !Array.isArray(sent) ? JSON.stringify({ ...sent, ...patch }) : new StoredPatch(patch);
  }
  return cols;
}

/** Keys to merge into a jsonb column (`column = coalesce(column, '{}') || patch`). */
class StoredPatch {
  constructor(readonly patch: Row) {}
}

/** The SQL value of a column in an insert or update (a custom-fields patch merges into what is stored). */
const columnValue = (name: string, v: unknown) => (v instanceof StoredPatch
  ? sql`coalesce(${sql.ref(name)}, '{}'::jsonb) || ${JSON.stringify(v.patch)}::jsonb`
  : sql`${v}`);

async function writePivots(rec: RecordContext, r: Resource, id: number, data: Row) {
  for (const [name, value] of Object.entries(data)) {
    const f = r.fields[name];
    if (f?.kind !== 'relation_multiple' || !Array.isArray(value)) continue;
    const { pivot, ownerKey, targetKey } = f.relation!;
    await sql`delete from ${sql.table(pivot!)} where tenant_id = ${rec.tenantId} and ${sql.ref(ownerKey!)} = ${id}`.execute(rec.trx);
    for (const target of value as number[]) {
      await sql`insert into ${sql.table(pivot!)} (tenant_id, ${sql.ref(ownerKey!)}, ${sql.ref(targetKey!)})
        values (${rec.tenantId}, ${id}, ${target}) on conflict do nothing`.execute(rec.trx);
    }
  }
}

/** Body → the change to store: coercion, defaults, fixed values, prepare hooks, rules, references, checks. */
async function prepared(rec: RecordContext, r: Resource, body: Row, existing: Row | null, opts: WriteOptions): Promise<RecordChange> {
  const errors: Errors = {};
  const data = takeWritable(rec, r, body, opts, errors);
  fillItemDefaults(r, data, rec.userId);
  if (!existing) {
    // Defaults fill what the body left out, including fields the user may not set (owner = me).
    for (const [name, f] of Object.entries(r.fields)) {
      if (data[name] === undefined && f.default !== undefined && f.kind !== 'computed') {
        const d = resolveDefault(f, { userId: rec.userId ?? undefined });
        if (d !== undefined) data[name] = d;
      }
    }
  }
  if (!opts.trusted) Object.assign(data, fixedValues(rec.principal, r));
  const change: RecordChange = {
    resource: r, action: existing ? 'updated' : 'created', id: (existing?.id as number) ?? null, before: existing, after: null, data,
  };
  await runHooks('prepare', rec, change);
  if (!opts.trusted) {
    const confirmations = Object.fromEntries(Object.entries(body).filter(([k]) => k.endsWith('_confirmation')));
    // On update only what was sent is validated; the stored row gives cross-field rules their context.
    const ruleErrors = validateRecord(r, { ...data, ...confirmations }, {
      principal: rec.principal, mode: existing ? 'update' : 'create', recordId: change.id, existing, timeZone: 'America/Bogota',
    });
    // A field whose value (or a part of it: items.2.cantidad) failed coercion keeps that error alone.
    const failed = (k: string) => !!errors[k] || Object.keys(errors).some((e) => e.startsWith(`${k}.`));
    for (const [k, msgs] of Object.entries(ruleErrors)) if (!failed(k)) errors[k] = msgs;
  }
  await checkReferences(rec, r, data, existing, opts, errors);
  // Lines: same-tenant ids, tax entries from the taxes table, amounts and totals (client values ignored).
  await prepareItems(opts.trusted ? { trx: rec.trx, tenantId: rec.tenantId } : rec, r, data, errors);
  if (Object.keys(errors).length) throw recordInvalid(errors);
  await runHooks('beforeWrite', rec, change);
  return change;
}

/** A row the writer moved (or created) outside its own row scope would vanish for it: refused. */
async function assertInScope(rec: RecordContext, r: Resource, id: number, opts: WriteOptions) {
  if (opts.trusted || !rec.scope(r)) return;
  const ok = (await sql`select 1 from ${sql.table(r.table)} where ${rec.base(r)} and ${sql.ref(`${r.table}.id`)} = ${id}`
    .execute(rec.trx)).rows.length;
  if (!ok) throw recordForbidden();
}

/**
 * After the row: links, lines, afterWrite hooks, the after-state and the revision. `returned` is the
 * row as the insert/update returned it (snapshot columns), when no afterWrite hook may change the
 * record (afterStateFromWrite): the after-state is built from it instead of read again.
 */
async function finish(rec: RecordContext, change: RecordChange & { id: number }, returned: Row | undefined) {
  await writePivots(rec, change.resource, change.id, change.data);
  await writeItems(rec, change.resource, change.id, change.data);
  await runHooks('afterWrite', rec, change);
  change.after = returned
    ? await snapshotAfterWrite(rec, change.resource, change.id, returned, change.before, change.data)
    : await snapshot(rec, change.resource, change.id);
  await recordRevision(rec, change.resource, change.id, change.action, change.before, change.after);
  rec.noteCommitted({ resource: change.resource, action: change.action, id: change.id, before: change.before,
    after: change.after, tenantId: rec.tenantId, userId: rec.userId });
}

export async function createRecord(rec: RecordContext, r: Resource, body: Row, opts: WriteOptions = {}): Promise<number> {
  if (!opts.trusted) rec.assert(r, 'create');
  const change = await prepared(rec, r, body, null, opts);
  const cols: Row = { ...(await toColumns(r, change.data)), tenant_id: rec.tenantId };
  const names = Object.keys(cols);
  const fromWrite = afterStateFromWrite(r);
  const row = (await sql<Row>`insert into ${sql.table(r.table)} (${sql.join(names.map((n) => sql.ref(n)))})
    values (${sql.join(names.map((n) => (cols[n] instanceof StoredPatch ? sql`${JSON.stringify((cols[n] as StoredPatch).patch)}::jsonb` : sql`${cols[n]}`)))})
    returning ${fromWrite ? snapshotColumns(r) : sql.ref('id')}`.execute(rec.trx)).rows[0];
  const id = row.id as number;
  change.id = id;
  await finish(rec, change as RecordChange & { id: number }, fromWrite ? row : undefined);
  await assertInScope(rec, r, id, opts);
  return id;
}

/** The stored row when the writer reaches it (tenant + row scope), else 404 as for a read. */
async function reachable(rec: RecordContext, r: Resource, id: number, opts: WriteOptions): Promise<Row | null> {
  return snapshot(rec, r, id, opts.trusted ? undefined : baseCondition(rec.principal, r, rec.tenantId));
}

export async function updateRecord(rec: RecordContext, r: Resource, id: number, body: Row, opts: WriteOptions = {}): Promise<void> {
  if (!opts.trusted) rec.assert(r, 'update');
  const before = await reachable(rec, r, id, opts);
  if (!before) throw recordNotFound();
  if (!opts.trusted && !canChangeRecord(rec.principal, r, 'update', before)) throw recordForbidden();
  assertNotStale(before, body);
  const change = await prepared(rec, r, body, before, opts);
  const cols = await toColumns(r, change.data);
  const names = Object.keys(cols);
  const fromWrite = afterStateFromWrite(r);
  const row = (await sql<Row>`update ${sql.table(r.table)} set ${sql.join([...names.map((n) => sql`${sql.ref(n)} = ${columnValue(n, cols[n])}`), sql`updated_at = now()`])}
    where tenant_id = ${rec.tenantId} and id = ${id}${fromWrite ? sql` returning ${snapshotColumns(r)}` : sql``}`.execute(rec.trx)).rows[0];
  await finish(rec, { ...change, id }, fromWrite ? row : undefined);
  await assertInScope(rec, r, id, opts);
}

/** Deletes the rows among ids the writer reaches; returns how many (others count 0, as if absent). */
export async function deleteRecords(rec: RecordContext, r: Resource, ids: number[], opts: WriteOptions = {}): Promise<number> {
  if (!opts.trusted) rec.assert(r, 'delete');
  let n = 0;
  for (const id of ids) {
    const before = await reachable(rec, r, id, opts);
    if (!before) continue;
    // Another's comment (a resource with an author): refused, and the whole request with it.
    if (!opts.trusted && !canChangeRecord(rec.principal, r, 'delete', before)) throw recordForbidden();
    const change: RecordChange = { resource: r, action: 'deleted', id, before, after: null, data: {} };
    await runHooks('beforeWrite', rec, change);
    await sql`delete from ${sql.table(r.table)} where tenant_id = ${rec.tenantId} and id = ${id}`.execute(rec.trx);
    await runHooks('afterWrite', rec, change);
    await recordRevision(rec, r, id, 'deleted', before, null);
    rec.noteCommitted({ resource: r, action: 'deleted', id, before, after: null, tenantId: rec.tenantId, userId: rec.userId });
    n++;
  }
  return n;
}
