// Demo purchases (issue 14): purchase orders to the demo suppliers in several statuses (one half
// delivered, one approved and stamped by the server), the suppliers' invoices billing some of them,
// and the coming days' scheduled orders. Lines name catalogue products at their purchase price; the
// server prices every line and total, as for a user's write.
import { invoicesProveedores, programacionPedidos, purchaseOrders } from '../../core/resources';
import type { Resource } from '../../core/resource/types';
import { dayFromToday } from './agenda';
import { DEMO_PRODUCTOS } from './demo-data';

type Ref = (typeof DEMO_PRODUCTOS)[number][0];
/** [product reference, cantidad, cantidad entregada] */
type Line = [Ref, string, string?];

/** [number, supplier index (back-office PROVEEDORES), status, days from today, warehouse index, lines, notes] */
const ORDERS: [string, number, string, number, number, Line[], string?][] = [
  ['OC-2026-001', 0, 'pagado', -45, 0, [['PAP-100', '40', '40'], ['PAP-102', '20', '20']]],
  ['OC-2026-002', 4, 'entregado', -30, 0, [['TEC-200', '10', '10'], ['TEC-201', '5', '5']]],
  ['OC-2026-003', 5, 'parcialmente entregado', -12, 1, [['CAF-001', '30', '18'], ['BEB-010', '12', '12'], ['BEB-011', '24', '0']],
    'Faltan 12 bolsas de café y las aromáticas: entrega la próxima semana.'],
  ['OC-2026-004', 4, 'aprobado', -6, 0, [['TEC-202', '4'], ['TEC-203', '6']]],
  ['OC-2026-005', 2, 'revisado', -3, 1, [['ASE-300', '24'], ['ASE-301', '30']]],
  ['OC-2026-006', 0, 'generado', -1, 0, [['PAP-101', '50'], ['CMB-500', '10']]],
  ['OC-2026-007', 1, 'rechazado', -20, 0, [['ASE-300', '100']], 'Precio por encima de la cotización aprobada.'],
];

/** [number, supplier index, purchase order, estado, days from today, forma_pago, pago, lines] */
const INVOICES: [string, number, string | null, string, number, 'Débito' | 'Crédito', string, Line[]][] = [
  ['FV-88213', 0, 'OC-2026-001', 'pagada', -40, 'Débito', 'efectivo', [['PAP-100', '40'], ['PAP-102', '20']]],
  ['TR-5521', 4, 'OC-2026-002', 'emitida', -28, 'Crédito', 'credito', [['TEC-200', '10'], ['TEC-201', '5']]],
  ['CLA-1190', 5, 'OC-2026-003', 'vencida', -45, 'Crédito', 'credito', [['CAF-001', '18'], ['BEB-010', '12']]],
  ['FV-88190', 0, null, 'anulada', -60, 'Débito', 'tarjeta Débito', [['PAP-101', '5']]],
];

const SUPPLIER_ADDRESSES = ['Calle 13 # 68-40, Bogotá', 'Carrera 30 # 45-12, Bogotá', 'Avenida Boyacá # 72-15, Bogotá',
  'Calle 170 # 9-55, Bogotá', 'Carrera 15 # 93-60, Bogotá', 'Calle 57 # 13-20, Bogotá'];

/** What this seed needs of the seeder (seed.ts): a write through the records layer as a user. */
export interface PurchasesSeeder {
  create(r: Resource, body: Record<string, unknown>, userId?: number | null): Promise<number>;
}

export interface PurchasesContext {
  admin: number;
  sede: number;
  proveedorIds: number[];
  bodegaIds: number[];
  productoIds: Record<string, { id: number; name: string; taxes: number[] }>;
}

export async function seedPurchases(s: PurchasesSeeder, ctx: PurchasesContext) {
  const now = new Date();
  const product = (ref: Ref) => {
    const p = ctx.productoIds[ref];
    const costo = DEMO_PRODUCTOS.find((d) => d[0] === ref)![4];
    return { producto_id: p.id, name: p.name, precio: costo, taxes: p.taxes };
  };
  for (const [number, p, status, days, bodega, lines, notes] of ORDERS) {
    await s.create(purchaseOrders, {
      number, proveedor_id: ctx.proveedorIds[p], status, date: dayFromToday(now, days), bodega_id: ctx.bodegaIds[bodega],
      entidad_id: ctx.sede, payment_method: 'Crédito 30 días', notes: notes ?? null, is_processed: status === 'pagado',
      delivered_date: status === 'entregado' || status === 'pagado' ? dayFromToday(now, days + 5) : null,
      items: lines.map(([ref, cantidad, entregada]) => {
        const { producto_id, name, precio } = product(ref);
        return { producto_id, name, precio, cantidad, cantidad_entregada: entregada ?? '0' };
      }),
    }, ctx.admin);
  }
  for (const [number, p, orden, estado, days, forma_pago, pago, lines] of INVOICES) {
    await s.create(invoicesProveedores, {
      number, proveedor_id: ctx.proveedorIds[p], orden_compra: orden, estado, fecha: dayFromToday(now, days), forma_pago, pago,
      direccion: SUPPLIER_ADDRESSES[p], bodega_id: ctx.bodegaIds[0],
      items: lines.map(([ref, cantidad]) => {
        const { producto_id, name, precio, taxes } = product(ref);
        return { producto_id, nombre: name, precio, cantidad, taxes };
      }),
    }, ctx.admin);
  }
  // The office's coffee breaks for the next two training days.
  for (const [days, tipo, lines] of [[2, 'Menú', [['CAF-001', '2'], ['BEB-011', '3']]], [5, 'Refrigerio', [['BEB-010', '2'], ['CAF-002', '4']]]] as const) {
    const refs = lines.map(([ref]) => ref);
    await s.create(programacionPedidos, {
      fecha: dayFromToday(now, days), tipo, entidad_id: ctx.sede, productos_id: refs.map((r) => ctx.productoIds[r].id),
      items: lines.map(([ref, cantidad]) => ({ producto_id: ctx.productoIds[ref].id, nombre: ctx.productoIds[ref].name, cantidad,
        precio: DEMO_PRODUCTOS.find((d) => d[0] === ref)![3] })),
    }, ctx.admin);
  }
}
