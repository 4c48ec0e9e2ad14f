// /cartera (spec 01 §2.2; issue 15): what clients owe, by how long it is past due. Open invoices are
// those that still owe (debt > 0; pagada, anulada and rechazada owe 0), read under exactly the base
// condition of the invoice list (tenant + the user's row scope: a client-linked user sees its own);
// the screen's gate (SCREENS 'cartera': 'Ver Cartera', module facturas, reading invoices) is checked
// here too. An invoice is due on its vencimiento, or on its fecha when it has none (paid at sale).
// GET /api/cartera → clients with their buckets; GET /api/cartera?cliente_id=N → that client's open invoices.
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { AGEING_BUCKETS, ageingBucket, D, type AgeingBucket } from '../../../core/money';
import { todayDefault } from '../../../core/resource';
import { clientes, invoices } from '../../../core/resources';
import { getScreen, screenAllowed } from '../../../core/resources/screens';
import { requireAuth } from '../../http/context';
import { badRequest, forbidden } from '../../http/errors';
import { withRecordsRead, type RecordContext } from '../../records';

type Buckets = Record<AgeingBucket, string>;
export interface CarteraClient { cliente_id: number; name: string; invoices: number; buckets: Buckets; total: string }
export interface CarteraInvoice {
  id: number; number: string | null; fecha: string; vencimiento: string | null; estado: string;
  total: string; partially_paid: string; debt: string; days: number; bucket: AgeingBucket;
}

const zero = (): Record<AgeingBucket, InstanceType<typeof D>> =>
  Object.fromEntries(AGEING_BUCKETS.map((b) => [b, new D(0)])) as Record<AgeingBucket, InstanceType<typeof D>>;
const fixed = (m: Record<AgeingBucket, InstanceType<typeof D>>): Buckets =>
  Object.fromEntries(AGEING_BUCKETS.map((b) => [b, m[b].toFixed(2)])) as Buckets;

/** The client's title as its list shows it (clientes.full_name is computed by SQL). */
const clientName = sql.raw(clientes.fields.full_name.sql ?? 'null');

const openInvoices = (rec: RecordContext, today: string, clienteId?: number) => sql<{
  id: number; number: string | null; cliente_id: number; name: string | null; fecha: string; vencimiento: string | null;
  estado: string; total: string; partially_paid: string; debt: string; days: number;
}>`select invoices.id, invoices.number, invoices.cliente_id, (select ${clientName} from clientes c
      where c.tenant_id = invoices.tenant_id and c.id = invoices.cliente_id) as name, invoices.fecha::text as fecha,
    invoices.vencimiento::text as vencimiento, invoices.estado, invoices.total::text as total,
    invoices.partially_paid::text as partially_paid, invoices.debt::text as debt,
    (${today}::date - coalesce(invoices.vencimiento, invoices.fecha))::int as days
  from invoices
  where ${rec.base(invoices)} and invoices.debt > 0
    ${clienteId ? sql`and invoices.cliente_id = ${clienteId}` : sql``}
  order by ${clienteId ? sql`coalesce(invoices.vencimiento, invoices.fecha), invoices.id` : sql`invoices.cliente_id, invoices.id`}`.execute(rec.trx);

/** Receivables by client, with the ageing buckets, their totals and the grand total. */
export async function carteraSummary(rec: RecordContext, today: string) {
  const byClient = new Map<number, { name: string; invoices: number; sums: Record<AgeingBucket, InstanceType<typeof D>> }>();
  const totals = zero();
  for (const row of (await openInvoices(rec, today)).rows) {
    const entry = byClient.get(row.cliente_id) ?? { name: row.name ?? '', invoices: 0, sums: zero() };
    const bucket = ageingBucket(row.days);
    entry.invoices++;
    entry.sums[bucket] = entry.sums[bucket].plus(row.debt);
    totals[bucket] = totals[bucket].plus(row.debt);
    byClient.set(row.cliente_id, entry);
  }
  const sum = (m: Record<AgeingBucket, InstanceType<typeof D>>) => AGEING_BUCKETS.reduce((a, b) => a.plus(m[b]), new D(0)).toFixed(2);
  const clients: CarteraClient[] = [...byClient.entries()]
    .map(([cliente_id, e]) => ({ cliente_id, name: e.name, invoices: e.invoices, buckets: fixed(e.sums), total: sum(e.sums) }))
    .sort((a, b) => new D(b.total).cmp(a.total) || a.name.localeCompare(b.name, 'es'));
  return { today, buckets: AGEING_BUCKETS, clients, totals: fixed(totals), total: sum(totals) };
}

/** One client's open invoices, oldest due first, each with its days past due and bucket. */
export async function carteraOfClient(rec: RecordContext, today: string, clienteId: number) {
  const rows = (await openInvoices(rec, today, clienteId)).rows;
  const list: CarteraInvoice[] = rows.map(({ cliente_id: _c, name: _n, ...r }) => ({ ...r, days: Number(r.days), bucket: ageingBucket(Number(r.days)) }));
  return { today, cliente_id: clienteId, name: rows[0]?.name ?? null, invoices: list,
    total: list.reduce((a, r) => a.plus(r.debt), new D(0)).toFixed(2) };
}

export const carteraRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  app.get<{ Querystring: { cliente_id?: string } }>('/cartera', async (req) => {
    const auth = requireAuth(req);
    if (!screenAllowed(auth.principal, getScreen('cartera')!)) throw forbidden();
    const raw = req.query.cliente_id;
    if (raw !== undefined && (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw))) throw badRequest('cliente_id debe ser un número.');
    const today = todayDefault({ now: new Date() });
    return withRecordsRead<unknown>(db, { tenantId: req.tenant.id, principal: auth.principal }, (rec) =>
      (raw === undefined ? carteraSummary(rec, today) : carteraOfClient(rec, today, Number(raw))));
  });
};
