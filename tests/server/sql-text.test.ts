// The flat SQL pieces of the hot list path (src/server/db/sql-text.ts) and the per-resource SELECT
// list cache (records/columns.ts): same text as Kysely's own quoting, values always bound, and a
// cached column list never handed to a principal who may see other fields.
import { Kysely, PostgresDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { canSeeField, type Principal } from '../../src/core/access';
import type { Resource } from '../../src/core/resource';
import { clientes, pedidos } from '../../src/core/resources';
import { ident, join, q, raw, toRaw } from '../../src/server/db/sql-text';
import { readableFields, selectColumns, selectColumnsSql } from '../../src/server/records/columns';

const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: {} as never }) });
const compile = (s: Parameters<typeof toRaw>[0]) => toRaw(s).compile(db);

describe('Sql pieces', () => {
  it('binds every value and numbers the placeholders in order, also through nesting and joins', () => {
    const evil = "x'); drop table clientes; --";
    const inner = q`${ident('a')} = ${evil}`;
    const list = join([q`${1}::bigint`, raw('null'), q`${'two'}`]);
    const c = compile(q`select 1 from ${ident('t')} where ${inner} and b in (${list}) and c = ${3}`);
    expect(c.sql).toBe(`select 1 from "t" where "a" = $1 and b in ($2::bigint, null, $3) and c = $4`);
    expect(c.parameters).toEqual([evil, 1, 'two', 3]);
  });

  it('quotes identifiers like sql.ref (dotted names, embedded quotes)', () => {
    for (const name of ['id', 'clientes.id', 'we"ird', 'a.b"c']) {
      expect(compile(ident(name)).sql).toBe(sql`${sql.ref(name)}`.compile(db).sql);
    }
  });

  it('joins with a separator, empty lists and pieces without values', () => {
    expect(compile(join([raw('a'), raw('b')], ' and ')).sql).toBe('a and b');
    expect(compile(join([])).sql).toBe('');
    expect(compile(join([q`${1}`, q`${2}`], ' or ')).sql).toBe('$1 or $2');
  });

  it('embeds a Kysely expression with its own values in place', () => {
    const scope = sql`${sql.ref('clientes.user_id')} = ${42}::bigint`;
    const c = compile(q`"tenant_id" = ${7} and (${scope}) and x = ${'y'}`);
    expect(c.sql).toBe(`"tenant_id" = $1 and ("clientes"."user_id" = $2::bigint) and x = $3`);
    expect(c.parameters).toEqual([7, 42, 'y']);
  });
});

const admin: Principal = { roles: ['SuperAdmin'], permissions: [], modules: [], userId: 1 };
const seller: Principal = { roles: ['Vendedor'], permissions: [], modules: [], userId: 2 };
const withEntidades: Principal = { roles: ['Vendedor'], permissions: [], modules: ['entidades', 'facturas'], userId: 3 };

/** The SELECT list straight from the definition (no cache). */
const reference = (r: Resource, p: Principal | null, only?: string[]) => {
  const wanted = (n: string) => !only || only.includes(n);
  const cols = ['"id"', ...readableFields(r, p).filter(([n]) => wanted(n)).map(([n, f]) => (f.kind === 'computed' ? `(${f.sql}) as "${n}"` : `"${n}"`))];
  for (const t of ['created_at', 'updated_at']) if (wanted(t)) cols.push(`"${t}"`);
  return cols.join(', ');
};

describe('SELECT list cache', () => {
  it('each principal gets the columns it may see, in any order of asking, again and again', () => {
    expect(canSeeField(seller, clientes.fields.balance)).toBe(false); // the premise: gated fields differ
    expect(canSeeField(withEntidades, clientes.fields.entidad_id)).toBe(true);
    const askers: (Principal | null)[] = [admin, seller, withEntidades, null, seller, admin, withEntidades, null];
    for (const r of [clientes, pedidos] as Resource[]) {
      for (const p of askers) {
        for (const only of [undefined, ['balance', 'nombres'], ['entidad_id', 'created_at'], ['total']]) {
          const fields = only?.filter((n) => n === 'created_at' || Object.prototype.hasOwnProperty.call(r.fields, n));
          const text = compile(selectColumnsSql(r, p, fields)).sql;
          expect(text).toBe(reference(r, p, fields));
          expect(selectColumns(r, p, fields).compile(db).sql).toBe(text);
        }
      }
    }
    expect(compile(selectColumnsSql(clientes, admin)).sql).toContain('"balance"');
    expect(compile(selectColumnsSql(clientes, seller)).sql).not.toContain('"balance"');
    expect(compile(selectColumnsSql(clientes, seller)).sql).not.toContain('"entidad_id"');
    expect(compile(selectColumnsSql(clientes, withEntidades)).sql).toContain('"entidad_id"');
  });
});
