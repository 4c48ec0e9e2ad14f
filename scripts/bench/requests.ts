/**
 * The four list requests of issue 10 §6, each as the same SQL for the floor and the bare node:http
 * endpoint, and as Mando's API URL. Columns: what the clientes list shows.
 */
import type pg from 'pg';

export const COLUMNS = ['document', 'nombres', 'apellidos', 'email', 'telefono', 'estado'];
const DOC = `lower(mando_unaccent(coalesce(document::text, '') || ' ' || coalesce(nombres::text, '') || ' ' || coalesce(apellidos::text, '') || ' ' || coalesce(nombre_comercial::text, '') || ' ' || coalesce(email::text, '') || ' ' || coalesce(telefono::text, '') || ' ' || coalesce(code::text, '')))`;

export interface Statement { text: string; values: unknown[] }

export interface BenchRequest {
  key: string;
  label: string;
  /** Whether the request asks for the total (the floor then runs the exact count). */
  total: boolean;
  statements: (tenantId: number) => Statement[];
  /** Path + query of Mando's API (tenant demo). */
  mando: string;
}

const where = (search: boolean) => `tenant_id = $1 and estado = 'Cliente'${search ? ` and ${DOC} like '%jose%'` : ''}`;
const rows = (search: boolean, offset: number): ((t: number) => Statement) => (t) => ({
  text: `select id, ${COLUMNS.join(', ')} from clientes where ${where(search)} order by id desc limit 25 offset ${offset}`,
  values: [t],
});
const count = (search: boolean): ((t: number) => Statement) => (t) => ({
  text: `select count(*)::int as total from clientes where ${where(search)}`, values: [t],
});

const api = (extra: string) => `/demo/api/clientes?where[estado]=Cliente&order[id]=desc&paginate=25&fields=${COLUMNS.join(',')}${extra}`;

export const REQUESTS: BenchRequest[] = [
  { key: 'search-total', label: 'search "jose" + total', total: true, statements: (t) => [rows(true, 0)(t), count(true)(t)], mando: api('&q=jose') },
  { key: 'page-total', label: 'page 200 + total', total: true, statements: (t) => [rows(false, 4975)(t), count(false)(t)], mando: api('&page=200') },
  { key: 'search-rows', label: 'search, rows only', total: false, statements: (t) => [rows(true, 0)(t)], mando: api('&q=jose&count=0') },
  { key: 'page-rows', label: 'page 200, rows only', total: false, statements: (t) => [rows(false, 4975)(t)], mando: api('&page=200&count=0') },
];

/** The exact number of rows each request matches (for checking Mando's totals). */
export async function truths(client: pg.Client, tenantId: number): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const r of REQUESTS) {
    if (!r.total) continue;
    const c = r.statements(tenantId).at(-1)!;
    out[r.key] = (await client.query<{ total: number }>(c.text, c.values)).rows[0].total;
  }
  return out;
}
