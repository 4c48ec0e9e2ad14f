import { sql } from 'kysely';
import { canWriteField, type Principal } from '../../core/access';
import { resolveDefault } from '../../core/resource/fields';
import type { Field, Resource } from '../../core/resource/types';
import { coerceValue } from '../../core/resource/values';
import { getResource } from '../../core/resources';
import { validateRecord } from '../../core/rules';
import { hashPassword } from '../auth/password';
import { isColumn } from '../db/schema';
import type { Tx } from '../db/tenant-scope';
import { notFound, unprocessable } from '../http/errors';
import { recordRevision, snapshot } from './revisions';

export interface WriteContext {
  trx: Tx;
  tenantId: number;
  userId: number | null;
  principal: Principal;
}

type Row = Record<string, unknown>;
type Errors = Record<string, string[]>;

const UNIQUE_MESSAGE = 'Ya existe un registro con este valor.';
const MISSING_MESSAGE = 'El valor seleccionado no es válido.';

/** Writable fields present in the body, coerced by kind; type errors are collected per field. */
function takeWritable(r: Resource, body: Row, p: Principal, errors: Errors): Row {
  const out: Row = {};
  for (const [name, f] of Object.entries(r.fields)) {
    if (!(name in body) || !canWriteField(p, f)) continue;
    const c = coerceValue(f, body[name]);
    if (c.ok) out[name] = c.value;
    else (errors[name] ??= []).push(c.message);
  }
  return out;
}

/** Unique values and related ids must hold within the tenant (the database cannot see tenants in FKs). */
async function checkReferences(ctx: WriteContext, r: Resource, data: Row, recordId: number | null, errors: Errors) {
  for (const [name, value] of Object.entries(data)) {
    const f = r.fields[name];
    if (value === null || value === undefined || errors[name]) continue;
    if (f.unique) {
      const dup = (await sql`select 1 from ${sql.table(r.table)} where tenant_id = ${ctx.tenantId}
        and ${sql.ref(name)} = ${value} and id <> ${recordId ?? 0} limit 1`.execute(ctx.trx)).rows.length;
      if (dup) (errors[name] ??= []).push(UNIQUE_MESSAGE);
    }
    if (f.relation) {
      const target = getResource(f.relation.resource)!;
      const ids = f.kind === 'relation' ? [value as number] : (value as number[]);
      if (!ids.length) continue;
      const found = (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(target.table)}
        where tenant_id = ${ctx.tenantId} and id = any(${ids}::int[])`.execute(ctx.trx)).rows[0].n;
      if (found !== ids.length) (errors[name] ??= []).push(MISSING_MESSAGE);
    }
  }
}

async function toColumns(r: Resource, data: Row): Promise<Row> {
  const cols: Row = {};
  for (const [name, value] of Object.entries(data)) {
    const f: Field = r.fields[name];
    if (!isColumn(f)) continue;
    if (f.kind === 'password') cols[name] = value ? await hashPassword(String(value)) : undefined;
    else if (f.kind === 'json') cols[name] = value === null ? null : JSON.stringify(value);
    else cols[name] = value;
    if (cols[name] === undefined) delete cols[name];
  }
  return cols;
}

async function writePivots(ctx: WriteContext, r: Resource, id: number, data: Row) {
  for (const [name, value] of Object.entries(data)) {
    const f = r.fields[name];
    if (f.kind !== 'relation_multiple' || !Array.isArray(value)) continue;
    const { pivot, ownerKey, targetKey } = f.relation!;
    await sql`delete from ${sql.table(pivot!)} where tenant_id = ${ctx.tenantId} and ${sql.ref(ownerKey!)} = ${id}`.execute(ctx.trx);
    for (const target of value as number[]) {
      await sql`insert into ${sql.table(pivot!)} (tenant_id, ${sql.ref(ownerKey!)}, ${sql.ref(targetKey!)})
        values (${ctx.tenantId}, ${id}, ${target}) on conflict do nothing`.execute(ctx.trx);
    }
  }
}

async function validated(ctx: WriteContext, r: Resource, body: Row, existing: Row | null): Promise<Row> {
  const errors: Errors = {};
  const data = takeWritable(r, body, ctx.principal, errors);
  if (!existing) {
    // Defaults fill what the body left out, including fields the user may not set (owner = me).
    for (const [name, f] of Object.entries(r.fields)) {
      if (data[name] === undefined && f.default !== undefined && f.kind !== 'computed') {
        const d = resolveDefault(f, { userId: ctx.userId ?? undefined });
        if (d !== undefined) data[name] = d;
      }
    }
  }
  const confirmations = Object.fromEntries(Object.entries(body).filter(([k]) => k.endsWith('_confirmation')));
  // On update only what was sent is validated; the stored row gives cross-field rules their context.
  const ruleErrors = validateRecord(r, { ...data, ...confirmations }, {
    principal: ctx.principal, mode: existing ? 'update' : 'create', recordId: (existing?.id as number) ?? null,
    existing, timeZone: 'America/Bogota',
  });
  for (const [k, msgs] of Object.entries(ruleErrors)) if (!errors[k]) errors[k] = msgs;
  await checkReferences(ctx, r, data, (existing?.id as number) ?? null, errors);
  if (Object.keys(errors).length) throw unprocessable(errors);
  return data;
}

export async function createRecord(ctx: WriteContext, r: Resource, body: Row): Promise<number> {
  const data = await validated(ctx, r, body, null);
  const cols: Row = { ...(await toColumns(r, data)), tenant_id: ctx.tenantId };
  const names = Object.keys(cols);
  const id = (await sql<{ id: number }>`insert into ${sql.table(r.table)} (${sql.join(names.map((n) => sql.ref(n)))})
    values (${sql.join(names.map((n) => sql`${cols[n]}`))}) returning id`.execute(ctx.trx)).rows[0].id;
  await writePivots(ctx, r, id, data);
  await recordRevision(ctx, r, id, 'created', null, await snapshot(ctx, r, id));
  return id;
}

export async function updateRecord(ctx: WriteContext, r: Resource, id: number, body: Row): Promise<void> {
  const before = await snapshot(ctx, r, id);
  if (!before) throw notFound();
  const data = await validated(ctx, r, body, before);
  const cols = await toColumns(r, data);
  const names = Object.keys(cols);
  await sql`update ${sql.table(r.table)} set ${sql.join([...names.map((n) => sql`${sql.ref(n)} = ${cols[n]}`), sql`updated_at = now()`])}
    where tenant_id = ${ctx.tenantId} and id = ${id}`.execute(ctx.trx);
  await writePivots(ctx, r, id, data);
  await recordRevision(ctx, r, id, 'updated', before, await snapshot(ctx, r, id));
}

/** Deletes the tenant's rows among ids; returns how many were deleted (other tenants' ids count 0). */
export async function deleteRecords(ctx: WriteContext, r: Resource, ids: number[]): Promise<number> {
  let n = 0;
  for (const id of ids) {
    const before = await snapshot(ctx, r, id);
    if (!before) continue;
    await sql`delete from ${sql.table(r.table)} where tenant_id = ${ctx.tenantId} and id = ${id}`.execute(ctx.trx);
    await recordRevision(ctx, r, id, 'deleted', before, null);
    n++;
  }
  return n;
}
