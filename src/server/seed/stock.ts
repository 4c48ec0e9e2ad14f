// Demo inventory: the catalogue's goods stocked in the two warehouses of the back-office seed, written
// through the records layer (so each product's stock is the sum the stock hook keeps), plus a
// wholesale price set and quantity ('combo N-M') prices for the order lines to pick.
import { sql } from 'kysely';
import type { Resource } from '../../core/resource/types';
import { bodegaInventario, clientes, inventarios, productos } from '../../core/resources';
import type { Tx } from '../db/tenant-scope';

export interface StockSeeder {
  create(r: Resource, body: Record<string, unknown>, userId?: number | null): Promise<number>;
  update(r: Resource, id: number, body: Record<string, unknown>, userId?: number | null): Promise<void>;
  readonly trx: Tx;
  readonly tenantId: number;
}

/** Units in [Bodega principal, Bodega norte] per product reference; the rest get a formula below. */
const UNITS: Record<string, [number, number]> = {
  'CAF-001': [48, 12], 'CAF-002': [120, 36], 'BEB-010': [30, 18], 'TEC-202': [7, 2], 'TEC-201': [11, 0],
};

/** Inventory items (supplies the business uses, not sells): [item, referencia, valor_unitario, minimum_stock]. */
const INVENTARIO: [string, string, string, number][] = [
  ['Cajas de cartón corrugado 40x30', 'INS-001', '2300', 50], ['Cinta de embalaje transparente', 'INS-002', '4200', 24],
  ['Guantes de nitrilo talla M x 100', 'INS-003', '28500', 5], ['Etiquetas térmicas 100x50 x 500', 'INS-004', '36900', 4],
  ['Papel burbuja rollo 50 m', 'INS-005', '58000', 2],
];

/** Quantity prices of the office kit: 3 to 5 kits, 6 to 20 kits. */
const COMBO_PRICES = { 'combo 3-5': '56900', 'combo 6-20': '53900' };

export async function seedStock(s: StockSeeder, products: { referencia: string; id: number; precio: string; type: string }[], clienteIds: number[]) {
  const bodegas = (await sql<{ id: number; nombre: string }>`select id, nombre from bodegas where tenant_id = ${s.tenantId}
    and nombre in ('Bodega principal', 'Bodega norte') order by id`.execute(s.trx)).rows;
  const principal = bodegas.find((b) => b.nombre === 'Bodega principal');
  const norte = bodegas.find((b) => b.nombre === 'Bodega norte');
  if (!principal || !norte) return;
  for (const [i, p] of products.entries()) {
    if (p.type === 'producto') {
      const [a, b] = UNITS[p.referencia] ?? [15 + ((i * 17) % 60), 4 + ((i * 11) % 25)];
      await s.create(bodegaInventario, { item_id: p.id, bodega_id: principal.id, stock: a });
      await s.create(bodegaInventario, { item_id: p.id, bodega_id: norte.id, stock: b });
      // Wholesale (price set 2): 8% off, in whole pesos.
      await s.update(productos, p.id, { precio2: Math.round(Number(p.precio) * 0.92) });
    }
    if (p.type === 'combo') await s.update(productos, p.id, { extra: COMBO_PRICES });
  }
  for (const [item, referencia, valor_unitario, minimum_stock] of INVENTARIO) {
    await s.create(inventarios, { item, referencia, valor_unitario, minimum_stock, descripcion: `${item}.` });
  }
  // Two wholesale clients buy at price set 2.
  for (const id of clienteIds.slice(2, 4)) await s.update(clientes, id, { setPrecio: 2 });
}
