// Child rows of `items` fields (an order's lines): coerce, check, price, write (replace-set) and
// read in batches. The records layer calls these inside the parent's transaction, so a parent and
// its lines are saved, or refused, together.
import { sql, type RawBuilder } from 'kysely';
import { canSeeField, type Principal } from '../../core/access';
import { D, parseDecimal, taxEntry, type TaxEntry } from '../../core/money';
import { priceItems } from '../../core/resource/items';
import { resolveDefault } from '../../core/resource/fields';
import type { Field, ItemsSpec, Resource } from '../../core/resource/types';
import { getResource, taxes as taxesResource } from '../../core/resources';
import { isColumn } from '../db/schema';
import type { Tx } from '../db/tenant-scope';
import { toJsonRow } from './columns';

type Row = Record<string, unknown>;
type Errors = Record<string, string[]>;

/** What these functions need of the record pipeline; `base` (tenant + row scope) is absent for trusted writes. */
interface Ctx { trx: Tx; tenantId: number; base?: (r: Resource) => RawBuilder<unknown> }

const MISSING_MESSAGE = 'El valor seleccionado no es válido.';
/** numeric(18,2) holds 16 integer digits; a larger computed amount is refused, not a 500. */
const TOO_LARGE_MESSAGE = 'El valor de la línea es demasiado grande.';
const MAX_AMOUNT = new D('1e16');

const push = (errors: Errors, path: string, message: string) => { if (!errors[path]?.includes(message)) (errors[path] ??= []).push(message); };

type ItemsField = [string, Field & { items: ItemsSpec }];
// Per resource object (definitions and their tenant-derived copies are built once and kept): every
// list read asks, and most resources have none.
const itemsFieldsOf = new WeakMap<Resource, ItemsField[]>();

/** The `items` fields of a resource. */
export const itemsFields = (r: Resource): ItemsField[] => {
  let found = itemsFieldsOf.get(r);
  if (!found) {
    found = Object.entries(r.fields).filter((e): e is ItemsField => e[1].kind === 'items' && !!e[1].items);
    itemsFieldsOf.set(r, found);
  }
  return found;
};

/** Stored sub-fields of a spec (columns of the child table). */
const storedFields = (spec: ItemsSpec) => Object.entries(spec.fields).filter(([, f]) => isColumn(f));

/**
 * Each row sent is a whole row (replace-set): sub-fields it leaves out take their defaults (quantity 1,
 * discount 0). Rows arrive coerced by the kind catalogue (KINDS.items); an omitted `items` key is absent
 * from data and leaves the stored rows alone.
 */
export function fillItemDefaults(r: Resource, data: Row, userId?: number | null) {
  for (const [name, f] of itemsFields(r)) {
    const rows = data[name];
    if (!Array.isArray(rows)) continue;
    for (const row of rows as Row[]) {
      for (const [key, sub] of Object.entries(f.items.fields)) {
        if (row[key] !== undefined || sub.readonly || sub.default === undefined) continue;
        row[key] = resolveDefault(sub, { userId: userId ?? undefined });
      }
    }
  }
}

/**
 * Checks what rules cannot: related ids in rows exist in this tenant, tax ids resolve to the tenant's
 * taxes (stored as the entries of spec 01 §3, never as the client sent them). Then prices the rows
 * and sets the parent's totals (client-sent totals are ignored: readonly fields are never taken).
 */
export async function prepareItems(ctx: Ctx, r: Resource, data: Row, errors: Errors) {
  for (const [name, f] of itemsFields(r)) {
    const rows = data[name];
    if (!Array.isArray(rows)) continue;
    const spec = f.items;
    for (const [key, sub] of Object.entries(spec.fields)) {
      if (sub.kind !== 'relation' || !sub.relation) continue;
      const target = getResource(sub.relation.resource)!;
      const ids = [...new Set(rows.map((row) => row[key]).filter((v): v is number => typeof v === 'number'))];
      const found = await existingIds(ctx, target, ids);
      rows.forEach((row, i) => { if (typeof row[key] === 'number' && !found.has(row[key] as number)) push(errors, `${name}.${i}.${key}`, MISSING_MESSAGE); });
    }
    if (spec.taxes) await resolveTaxes(ctx, name, spec.taxes, rows, errors);
    const totals = priceItems(spec, rows);
    const priceKey = ['precio', 'price', 'valor_unitario'].find((k) => spec.fields[k] && !spec.fields[k].readonly);
    let lineTooLarge = false;
    rows.forEach((row, i) => {
      const tooLarge = ['subtotal', 'impuestos', 'total'].some((k) => parseDecimal(row[k])?.abs().gte(MAX_AMOUNT));
      // Shown on the line's price (the figure a user corrects), or on the line itself.
      lineTooLarge ||= tooLarge;
      if (tooLarge) push(errors, priceKey ? `${name}.${i}.${priceKey}` : `${name}.${i}`, TOO_LARGE_MESSAGE);
    });
    for (const [k, parentField] of Object.entries(spec.totals ?? {})) {
      if (!parentField) continue;
      const v = totals[k as keyof typeof totals];
      if (!lineTooLarge && new D(v).abs().gte(MAX_AMOUNT)) push(errors, name, TOO_LARGE_MESSAGE);
      data[parentField] = v;
    }
  }
}

/** Ids among `ids` the writer reaches in `target` (tenant + row scope; tenant only for trusted writes). */
async function existingIds(ctx: Ctx, target: Resource, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const where = ctx.base ? ctx.base(target) : sql`tenant_id = ${ctx.tenantId}`;
  const rows = (await sql<{ id: number }>`select ${sql.ref(`${target.table}.id`)} as id from ${sql.table(target.table)}
    where ${where} and ${sql.ref(`${target.table}.id`)} = any(${ids}::int[])`.execute(ctx.trx)).rows;
  return new Set(rows.map((x) => x.id));
}

async function resolveTaxes(ctx: Ctx, name: string, key: string, rows: Row[], errors: Errors) {
  const ids = [...new Set(rows.flatMap((row) => (Array.isArray(row[key]) ? (row[key] as number[]) : [])))];
  const found = new Map<number, TaxEntry>();
  if (ids.length) {
    const reachable = await existingIds(ctx, taxesResource, ids);
    const taxRows = (await sql<Row>`select id, name, rate, mode, type from ${sql.table(taxesResource.table)}
      where tenant_id = ${ctx.tenantId} and id = any(${[...reachable]}::int[])`.execute(ctx.trx)).rows;
    for (const t of taxRows) found.set(t.id as number, taxEntry(t as never));
  }
  rows.forEach((row, i) => {
    const list = Array.isArray(row[key]) ? (row[key] as number[]) : [];
    if (list.some((id) => !found.has(id))) push(errors, `${name}.${i}.${key}`, MISSING_MESSAGE);
    row[key] = list.filter((id) => found.has(id)).map((id) => found.get(id)!);
  });
}

const columnValue = (f: Field, v: unknown) => (f.kind === 'json' ? (v === null || v === undefined ? null : JSON.stringify(v)) : v ?? null);

/**
 * Replace-set write of the rows sent: the stored rows become exactly these, in this order. A row
 * whose id is one of this parent's rows is updated in place (its id survives a reorder); other rows
 * are inserted; stored rows not sent are deleted.
 */
export async function writeItems(ctx: Ctx, r: Resource, parentId: number, data: Row) {
  for (const [name, f] of itemsFields(r)) {
    const rows = data[name] as Row[] | undefined;
    if (!rows) continue;
    const { table, parentKey } = f.items;
    const cols = storedFields(f.items);
    const current = new Set((await sql<{ id: number }>`select id from ${sql.table(table)}
      where tenant_id = ${ctx.tenantId} and ${sql.ref(parentKey)} = ${parentId}`.execute(ctx.trx)).rows.map((x) => x.id));
    const kept = new Set<number>();
    for (const [position, row] of rows.entries()) {
      const id = typeof row.id === 'number' && current.has(row.id) && !kept.has(row.id) ? row.id : null;
      const values = cols.map(([k, sub]) => sql`${columnValue(sub, row[k])}`);
      if (id) {
        kept.add(id);
        await sql`update ${sql.table(table)} set position = ${position},
          ${sql.join(cols.map(([k], j) => sql`${sql.ref(k)} = ${values[j]}`))}, updated_at = now()
          where tenant_id = ${ctx.tenantId} and id = ${id}`.execute(ctx.trx);
      } else {
        await sql`insert into ${sql.table(table)} (tenant_id, ${sql.ref(parentKey)}, position, ${sql.join(cols.map(([k]) => sql.ref(k)))})
          values (${ctx.tenantId}, ${parentId}, ${position}, ${sql.join(values)})`.execute(ctx.trx);
      }
    }
    const gone = [...current].filter((id) => !kept.has(id));
    if (gone.length) {
      await sql`delete from ${sql.table(table)} where tenant_id = ${ctx.tenantId} and id = any(${gone}::int[])`.execute(ctx.trx);
    }
  }
}

/**
 * Embeds each parent's rows under the field name, in order: one query per `items` field for all
 * parents (never one per parent). `only` limits it to some fields (a list's include=items).
 */
export async function attachItems(ctx: Ctx, r: Resource, parents: Row[], p: Principal | null, only?: string[]) {
  const ids = parents.map((row) => row.id).filter((v): v is number => typeof v === 'number');
  if (!ids.length) return;
  for (const [name, f] of itemsFields(r)) {
    if ((only && !only.includes(name)) || (p && !canSeeField(p, f))) continue;
    const { table, parentKey } = f.items;
    const cols = storedFields(f.items).filter(([, sub]) => !p || canSeeField(p, sub)).map(([k]) => sql.ref(k));
    const rows = (await sql<Row>`select id, ${sql.ref(parentKey)} as _parent, ${sql.join(cols)} from ${sql.table(table)}
      where tenant_id = ${ctx.tenantId} and ${sql.ref(parentKey)} = any(${ids}::int[])
      order by ${sql.ref(parentKey)}, position, id`.execute(ctx.trx)).rows;
    const byParent = new Map<number, Row[]>();
    for (const { _parent, ...row } of rows) {
      const list = byParent.get(_parent as number) ?? [];
      list.push(toJsonRow(row));
      byParent.set(_parent as number, list);
    }
    for (const parent of parents) parent[name] = byParent.get(parent.id as number) ?? [];
  }
}
