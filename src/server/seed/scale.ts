/**
 * `npm run seed -- --scale N`: N × 1,000 more clients and N × 2,000 more orders (one line each, priced
 * and totalled as the record pipeline would) in a tenant, written in SQL with generate_series so a
 * million rows take seconds — data for benchmarks and for trying the product at size. Every column
 * the resources give a fixed default gets it (from the declarations, one source), so scaled rows look
 * like rows saved through the API.
 */
import { sql, type Kysely } from 'kysely';
import type { Resource } from '../../core/resource/types';
import { clientes, pedidos } from '../../core/resources';
import { columnType } from '../../core/resource/kinds';

export const CLIENTS_PER_SCALE = 1000;
export const ORDERS_PER_SCALE = 2000;

const literal = (v: string | number | boolean) => (typeof v === 'string' ? `'${v.replace(/'/g, "''")}'` : String(v));

/** Columns with a fixed (not computed) default in the declaration, except those the insert sets. */
function fixedDefaults(r: Resource, set: string[]): [string, string][] {
  return Object.entries(r.fields).flatMap(([name, f]): [string, string][] => {
    const d = f.default;
    if (set.includes(name) || f.stored || !columnType(f) || d === undefined || d === null || typeof d === 'function' || typeof d === 'object') return [];
    return [[name, literal(d as string | number | boolean)]];
  });
}

const cols = (defs: [string, string][]) => defs.map(([c]) => `, "${c}"`).join('');
const vals = (defs: [string, string][]) => defs.map(([, v]) => `, ${v}`).join('');

export interface ScaleResult { clientes: number; pedidos: number; seconds: number }

/** Adds scale × rows to the tenant named `tenant` (the demo by default). */
export async function scaleTenant(db: Kysely<any>, scale: number, tenant = 'demo'): Promise<ScaleResult> {
  if (!Number.isInteger(scale) || scale < 1 || scale > 1000) throw new Error('--scale must be an integer from 1 to 1000');
  const started = Date.now();
  const t = (await sql<{ id: number }>`select id from tenants where name = ${tenant}`.execute(db)).rows[0];
  if (!t) throw new Error(`No tenant named ${tenant}: start the app once (it seeds the demo) or seed it first.`);
  const nClients = scale * CLIENTS_PER_SCALE;
  const nOrders = scale * ORDERS_PER_SCALE;
  await db.transaction().execute(async (trx) => {
    // Row-level security admits the tenant's rows only: the session names it, as the app does.
    await sql`select set_config('app.tenant_id', ${String(t.id)}, true)`.execute(trx);
    const run = (text: string) => sql.raw(text).execute(trx);
    // A run number keeps documents and order numbers unique when the script runs again.
    const batch = Number((await sql<{ n: string }>`select count(*)::text as n from clientes where tenant_id = ${t.id}`.execute(trx)).rows[0].n);
    const cd = fixedDefaults(clientes, ['tipo_documento', 'tipo_contribuyente', 'document', 'nombres', 'apellidos', 'email', 'telefono', 'direccion', 'estado']);
    await run(`insert into clientes (tenant_id, tipo_documento, tipo_contribuyente, document, nombres, apellidos, email, telefono, direccion, estado${cols(cd)})
      select ${t.id}, 13, 2, (700000000 + ${batch} + i)::text,
        (array['María','Juan','Luis','Carlos','Ana','Andrés','Camila','Valentina','Santiago','Daniela','José','Laura'])[1 + i % 12],
        (array['Pérez','Gómez','Rodríguez','Martínez','Hernández','García','López','González','Sánchez','Ramírez'])[1 + (i / 12) % 10],
        'cliente' || (${batch} + i) || '@escala.test', '3' || lpad((i * 7919 % 1000000000)::text, 9, '0'),
        'Calle ' || (i % 200) || ' # ' || (i % 90) || '-' || (i % 50),
        (array['Cliente','Cliente','Cliente','Prospecto','Negociación'])[1 + i % 5]${vals(cd)}
      from generate_series(1, ${nClients}) i`);
    // The new clients numbered 1…n, so each order picks one by arithmetic (a hash join, not a scan per row).
    await run(`create temp table scale_clients on commit drop as
      select id, row_number() over (order by id) - 1 as rn from clientes
      where tenant_id = ${t.id} and email like 'cliente%@escala.test' and document::bigint > ${700000000 + batch}`);
    const orderBatch = Number((await sql<{ n: string }>`select count(*)::text as n from pedidos where tenant_id = ${t.id}`.execute(trx)).rows[0].n);
    const pd = fixedDefaults(pedidos, ['numero_pedido', 'cliente_id', 'fecha_pedido', 'estado', 'direccion_envio', 'total', 'user_id']);
    await run(`insert into pedidos (tenant_id, numero_pedido, cliente_id, fecha_pedido, estado, direccion_envio, total${cols(pd)})
      select ${t.id}, 'ESC-' || (${orderBatch} + i), c.id, date '2025-01-01' + (i % 700), (array['Pedido','Enviado','Entregado','Pagado','Anulado'])[1 + i % 5],
        'Carrera ' || (i % 120) || ' # ' || (i % 80) || '-' || (i % 40), (1 + i % 9) * 15000.00${vals(pd)}
      from generate_series(1, ${nOrders}) i join scale_clients c on c.rn = i % ${nClients}`);
    // One line per new order, priced as the pipeline prices it: subtotal = total = precio × 1, no tax.
    await run(`insert into pedido_items (tenant_id, pedido_id, position, nombre, cantidad, precio, descuento, subtotal, impuestos, total)
      select ${t.id}, p.id, 0, 'Servicio de mantenimiento', 1, p.total, 0, p.total, 0, p.total
      from pedidos p where p.tenant_id = ${t.id} and p.numero_pedido like 'ESC-%'
        and not exists (select 1 from pedido_items x where x.tenant_id = p.tenant_id and x.pedido_id = p.id)`);
    await run('analyze clientes; analyze pedidos; analyze pedido_items');
  });
  return { clientes: nClients, pedidos: nOrders, seconds: (Date.now() - started) / 1000 };
}
