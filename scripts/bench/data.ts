/**
 * The bench database: the real migrations and demo seed, then one million `clientes` over three
 * tenants built in SQL (generate_series), so the data is identical on every run and takes seconds.
 *
 * Shape (issue 10 §6): demo holds 450k rows, 350k of them estado 'Cliente'; about 5.3% of first names
 * are a spelling of José (José, JOSE, jose, José Luis), so ≈18.5k demo 'Cliente' rows match "jose"
 * accent-insensitively. Tenants are interleaved by id, as real sign-ups are.
 */
import pg from 'pg';
import { openDatabase } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/seed/seed';

export const ROWS = 1_000_000;

const FIRST = ['María', 'Juan', 'Luis', 'Carlos', 'Ana', 'Andrés', 'Camila', 'Valentina', 'Santiago', 'Daniela',
  'Felipe', 'Laura', 'Sofía', 'Diego', 'Paula', 'Mateo', 'Natalia', 'Sebastián', 'Lucía', 'Miguel', 'Isabel',
  'Alejandro', 'Carolina', 'Jorge', 'Manuela', 'Ricardo', 'Gabriela', 'Fernando', 'Mariana', 'Óscar', 'Catalina',
  'Julián', 'Paola', 'Héctor', 'Adriana', 'Nicolás', '*jose*', '*jose*'];
const JOSE = ['José', 'JOSE', 'jose', 'José Luis'];
const LAST = ['Pérez', 'Gómez', 'Rodríguez', 'Martínez', 'Hernández', 'García', 'López', 'González', 'Sánchez',
  'Ramírez', 'Torres', 'Díaz', 'Vargas', 'Castro', 'Rojas', 'Moreno', 'Jiménez', 'Muñoz', 'Ortiz', 'Álvarez'];
const CITIES = ['Bogotá', 'Medellín', 'Cali', 'Barranquilla', 'Cartagena', 'Bucaramanga', 'Pereira', 'Manizales'];

const arr = (xs: string[]) => `array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;

/** tenant by id (45% demo, 30% acme, 25% norte), estado 'Cliente' on 7 of 9 demo rows. */
const INSERT = (tenants: { demo: number; acme: number; norte: number }) => `
insert into clientes (tenant_id, tipo_documento, document, nombres, apellidos, email, telefono, direccion,
  estado, ciudad, created_at, updated_at)
select t, 'CC', (1000000000 + i)::text, nom, ape,
  case when i % 3 = 0 then lower(mando_unaccent(replace(nom, ' ', '.'))) || '.' || lower(mando_unaccent(ape)) || (i % 997) || '@correo.co' end,
  '3' || lpad((i::bigint * 7919 % 1000000000)::text, 9, '0'), 'Calle ' || (i % 200) || ' # ' || (i % 90) || '-' || (i % 50),
  case when (i / 20) % 9 < 7 then 'Cliente' when i % 3 = 0 then 'Prospecto' else 'Inactivo' end,
  (${arr(CITIES)})[1 + i % ${CITIES.length}], ts, ts
from (
  select i,
    case when i % 20 < 9 then ${tenants.demo} when i % 20 < 15 then ${tenants.acme} else ${tenants.norte} end as t,
    case when f = '*jose*' then (${arr(JOSE)})[1 + (abs(hashint4(i + 17)) % ${JOSE.length})] else f end as nom,
    (${arr(LAST)})[1 + (abs(hashint4(i + 99991)) % ${LAST.length})] as ape,
    timestamptz '2020-01-01' + i * interval '1 minute' as ts
  from (select i, (${arr(FIRST)})[1 + (abs(hashint4(i)) % ${FIRST.length})] as f
        from generate_series(1, ${ROWS}) i) g
) s`;

/** Indexes of clientes the bench requests use; the rest are dropped so the build stays under a minute. */
const KEEP = new Set(['clientes_pkey', 'clientes_tenant_id_idx', 'clientes_estado_idx', 'clientes_search_trgm', 'clientes_sample']);

export interface BenchData {
  url: string;
  tenantId: number;
  seconds: number;
}

export async function databaseUrl(base: string, name: string): Promise<string> {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Connects or explains why not (no PostgreSQL is started by the bench). */
export async function reachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch (e) {
    console.error(`No PostgreSQL reachable at ${url.replace(/:[^:@/]*@/, ':***@')}: ${(e as Error).message}.\n`
      + 'Start one (PostgreSQL 15+, with the unaccent and pg_trgm contrib extensions) and set BENCH_DATABASE_URL '
      + 'to a superuser URL, e.g. postgres://postgres@127.0.0.1:5432/postgres. The bench creates and drops its own database.');
    return false;
  }
}

/** Creates (or re-creates) the bench database and fills it; returns its URL and the demo tenant id. */
export async function buildBenchData(adminUrl: string, dbName: string): Promise<BenchData> {
  const started = Date.now();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = await databaseUrl(adminUrl, dbName);

  const step = (what: string) => console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s  ${what}`);
  const database = await openDatabase({ url });
  await migrate(database.db);
  await seedDemo(database.db);
  await database.close();
  step('migrations and demo seed');

  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(`insert into tenants (name, display_name) values ('norte', 'Distribuidora del Norte') on conflict do nothing`);
    const ids = Object.fromEntries((await c.query<{ name: string; id: number }>(`select name, id from tenants`)).rows.map((r) => [r.name, r.id]));
    const defs = (await c.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes where tablename = 'clientes'`)).rows;
    for (const d of defs) if (d.indexname !== 'clientes_pkey') await c.query(`drop index ${d.indexname}`);
    await c.query(`delete from clientes`);
    await c.query('set synchronous_commit = off');
    // Generated rows reference the tenants just read: skip the per-row foreign-key triggers.
    await c.query('set session_replication_role = replica');
    await c.query(INSERT({ demo: ids.demo, acme: ids.acme, norte: ids.norte }));
    await c.query(`select setval(pg_get_serial_sequence('clientes', 'id'), (select max(id) from clientes))`);
    step('1M rows inserted');
    // The btree indexes build in parallel with the GIN one (three connections).
    const build = async (ddl: string[]) => {
      const k = new pg.Client({ connectionString: url });
      await k.connect();
      await k.query('set maintenance_work_mem = \'1GB\'');
      for (const q of ddl) await k.query(q);
      await k.end();
    };
    const kept = defs.filter((d) => d.indexname !== 'clientes_pkey' && KEEP.has(d.indexname));
    await Promise.all([build(kept.filter((d) => d.indexname.endsWith('_trgm')).map((d) => d.indexdef)),
      build(kept.filter((d) => !d.indexname.endsWith('_trgm')).map((d) => d.indexdef))]);
    step('indexes built');
    await c.query('vacuum analyze clientes');
    step('vacuum analyze');
    return { url, tenantId: ids.demo, seconds: (Date.now() - started) / 1000 };
  } finally {
    await c.end();
  }
}
