// Demo invoices and receipts (issue 14 "invoices (some overdue, some paid, some partially paid with
// receipts)"). Written through the record pipeline: the lines are priced, and each receipt's hook
// recomputes its invoice's partially_paid, debt and estado, exactly as when a user records them.
import { D } from '../../core/money';
import { invoices, receipts, resolutions } from '../../core/resources';
import type { Resource } from '../../core/resource/types';
import { dayFromToday } from './agenda';
// The hooks that compute debt must be registered even when the seed runs before the app is built.
import '../features/receivables';

export interface ReceivablesSeeder {
  create(r: Resource, body: Record<string, unknown>, userId?: number | null): Promise<number>;
  update(r: Resource, id: number, body: Record<string, unknown>, userId?: number | null): Promise<void>;
  get(r: Resource, id: number): Promise<Record<string, unknown> | null>;
}

/** A receipt: share of the invoice total ('all' pays the rest), transaction, status. */
type DemoReceipt = [share: 'all' | number, transaction: string, status?: 'emitido' | 'recibido' | 'anulado'];

interface DemoInvoice {
  number: string;
  /** Index into DEMO_CLIENTES (10 is the client of cliente@demo.test). */
  cliente: number;
  /** Days from today. */
  fecha: number;
  /** Crédito with its due date in days from today; Débito (paid at sale) otherwise. */
  vence?: number;
  estado?: 'emitida' | 'vencida' | 'anulada' | 'pagada';
  type?: 'FE' | 'POS' | 'invoice';
  lines: [referencia: string, cantidad: string, descuento?: string][];
  receipts?: DemoReceipt[];
}

const DEMO_INVOICES: DemoInvoice[] = [
  // Overdue: one created emitida with its due date long past (the server makes it vencida), one marked vencida.
  { number: 'FE1001', cliente: 0, fecha: -75, vence: -45, type: 'FE', lines: [['TEC-202', '2'], ['SER-400', '3']] },
  { number: 'FE1002', cliente: 1, fecha: -62, vence: -32, estado: 'vencida', type: 'FE', lines: [['CAF-001', '24', '5'], ['CAF-002', '40']] },
  // Paid in full by one receipt.
  { number: 'FE1003', cliente: 2, fecha: -50, type: 'FE', lines: [['SER-401', '2'], ['ASE-300', '6']], receipts: [['all', 'Transferencia Bancolombia 8841', 'recibido']] },
  // Partly paid and overdue: the client of cliente@demo.test.
  { number: 'FE1004', cliente: 10, fecha: -40, vence: -10, type: 'FE', lines: [['TEC-201', '3'], ['TEC-200', '3']], receipts: [[0.4, 'Consignación Davivienda 55120', 'recibido']] },
  // Two payments and an annulled one (it pays nothing).
  { number: 'FE1005', cliente: 3, fecha: -30, vence: 0, type: 'FE', lines: [['SER-402', '2'], ['PAP-100', '10']],
    receipts: [[0.25, 'Efectivo', 'recibido'], [0.25, 'Cheque 000417 Banco de Bogotá'], [0.3, 'Transferencia rechazada', 'anulado']] },
  // Annulled by its credit note (seed/notes.ts: concept Anulación).
  { number: 'FE1006', cliente: 4, fecha: -21, type: 'FE', lines: [['ASE-301', '4']] },
  { number: 'FE1007', cliente: 10, fecha: -12, vence: 18, type: 'FE', lines: [['SER-400', '4'], ['CMB-500', '2']] },
  { number: 'POS2001', cliente: 5, fecha: -5, type: 'POS', lines: [['BEB-010', '2'], ['BEB-011', '3']], receipts: [['all', 'Efectivo', 'recibido']] },
  { number: 'FE1008', cliente: 6, fecha: -2, vence: 28, type: 'FE', lines: [['TEC-203', '4'], ['SER-401', '1']], receipts: [[0.5, 'Transferencia BBVA 30027']] },
  // Today's, open and unpaid: the newest invoice of the list.
  { number: 'FE1009', cliente: 7, fecha: 0, vence: 30, type: 'FE', lines: [['TEC-202', '3'], ['TEC-201', '2'], ['SER-402', '1']] },
];

export async function seedReceivables(s: ReceivablesSeeder, ctx: {
  admin: number; sede: number; clienteIds: number[]; clientes: { direccion?: unknown }[];
  productoIds: Record<string, { id: number; name: string; precio: string; taxes: number[] }>;
}): Promise<Record<string, number>> {
  const now = new Date();
  // The tenant's billing resolutions (DIAN numbering ranges): electronic invoices and POS, both in
  // force for well over a year, so the demo's sign-in shows no resolution alert. The demo invoices
  // name the one of their type (the resolutions' burn-down counts them).
  const resolutionIds = {
    FE: await s.create(resolutions, {
      number: '18764000001234', type: 'FE', prefix: 'FE', start_range: 1001, end_range: 1200,
      start_date: dayFromToday(now, -180), end_date: dayFromToday(now, 550), technical_key: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
      notes: 'Facturación electrónica de venta, autorizada por 24 meses.',
    }, ctx.admin),
    POS: await s.create(resolutions, {
      number: '18764000005678', type: 'POS', prefix: 'POS', start_range: 2001, end_range: 2100,
      start_date: dayFromToday(now, -90), end_date: dayFromToday(now, 640), notes: 'Documento equivalente POS de la tienda.',
    }, ctx.admin),
    // Numbers for electronic invoices issued while the DIAN does not answer (InvoiceTypeCode 03).
    CONTINGENCIA: await s.create(resolutions, {
      number: '18764000009012', type: 'CONTINGENCIA', prefix: 'FC', start_range: 1, end_range: 500,
      start_date: dayFromToday(now, -180), end_date: dayFromToday(now, 550), technical_key: '6a0e3f9b2c71d845e0b9a4c3d2f1e7a8b5c6d9e0',
      notes: 'Facturación electrónica en contingencia: se usa sola mientras la DIAN no responde.',
    }, ctx.admin),
  };
  let receiptNo = 1;
  const invoiceIds: Record<string, number> = {};
  for (const inv of DEMO_INVOICES) {
    const id = await s.create(invoices, {
      resolution_id: inv.type === 'POS' ? resolutionIds.POS : resolutionIds.FE,
      cliente_id: ctx.clienteIds[inv.cliente], fecha: dayFromToday(now, inv.fecha), type: inv.type ?? 'FE',
      forma_pago: inv.vence === undefined ? 'Débito' : 'Crédito', pago: inv.vence === undefined ? 'efectivo' : 'credito',
      ...(inv.vence === undefined ? {} : { vencimiento: dayFromToday(now, inv.vence) }),
      direccion: String(ctx.clientes[inv.cliente].direccion ?? 'Calle 1 # 1-1'), estado: inv.estado ?? 'emitida',
      vendedor_id: ctx.admin, entidad_id: ctx.sede,
      items: inv.lines.map(([ref, cantidad, descuento]) => {
        const p = ctx.productoIds[ref];
        return { producto_id: p.id, nombre: p.name, cantidad, precio: p.precio, descuento: descuento ?? '0', taxes: p.taxes };
      }),
    }, ctx.admin);
    const saved = await s.get(invoices, id);
    // The server numbers FE and POS invoices from their resolution, in the order they are created.
    if (saved?.number !== inv.number) throw new Error(`seed: invoice numbered ${String(saved?.number)}, expected ${inv.number}`);
    invoiceIds[inv.number] = id;
    const total = new D(String(saved?.total ?? '0'));
    let paid = new D(0);
    for (const [i, [share, transaction, status]] of (inv.receipts ?? []).entries()) {
      const amount = share === 'all' ? total.minus(paid) : total.times(share).toDecimalPlaces(0, D.ROUND_DOWN);
      if (status !== 'anulado') paid = paid.plus(amount);
      await s.create(receipts, {
        number: `RC-${String(receiptNo++).padStart(4, '0')}`, invoice_id: id, cliente_id: ctx.clienteIds[inv.cliente],
        date: dayFromToday(now, Math.min(0, inv.fecha + 5 + i * 7)), amount: amount.toFixed(2), transaction, status: status ?? 'emitido',
        concept: `Pago factura ${inv.number}`,
      }, ctx.admin);
    }
  }
  return invoiceIds;
}
