import { describe, expect, it } from 'vitest';
import { currency, json, lineItems, number, text } from '../../src/core/resource';
import { invoicesProveedores, pedidos, purchaseOrders } from '../../src/core/resources';
import { buildPayload } from '../../src/web/engine/data/payload';
import {
  emptyItemRow, fillFromProduct, isBlankRow, liveItemAmounts, repriceForQuantity, toItemFormRows,
} from '../../src/web/engine/fields/items-values';
import { DOCUMENT_VECTORS, LINE_VECTORS, type VectorLine } from '../core/money-vectors';

// The form's live totals run the same vectors as tests/core/money.test.ts: what the user sees
// while typing is what the server stores.

/** Lines that accept every price/quantity alias of spec 01 §3, with enough scale not to round the vectors. */
const spec = lineItems({
  label: 'Líneas', table: 'x_items', parentKey: 'x_id', taxes: 'taxes', totals: { total: 'total' },
  fields: {
    nombre: text({ label: 'Nombre' }),
    precio: currency({ label: 'Precio' }), price: currency({ label: 'Price' }), valor_unitario: currency({ label: 'Valor' }),
    cantidad: number({ label: 'Cantidad' }), quantity: number({ label: 'Quantity' }), descuento: number({ label: 'Descuento' }),
    taxes: json({ label: 'Impuestos' }),
  },
}).items!;
for (const f of Object.values(spec.fields)) if (f.kind === 'currency' || f.kind === 'number') f.scale = 8;

/** A vector line as the form holds it after the user typed it (numbers as text). */
const typed = (line: VectorLine) => toItemFormRows(spec, [line])[0];

describe('form lines: live totals equal the shared vectors', () => {
  it.each(LINE_VECTORS)('line: $name', (v) => {
    const { lines, totals } = liveItemAmounts(spec, [typed(v.line)]);
    expect(lines[0]).toEqual({ subtotal: v.subtotal, impuestos: v.impuestos, total: v.total, tax_amounts: v.tax_amounts });
    expect(totals.total).toBe(v.total);
  });
  it.each(DOCUMENT_VECTORS)('document: $name', (v) => {
    expect(liveItemAmounts(spec, v.lines.map(typed)).totals).toEqual({ subtotal: v.subtotal, impuestos: v.impuestos, total: v.total });
  });
});

describe('form lines: values', () => {
  const items = pedidos.fields.items.items!;

  it('a new order starts with one blank line; Delete may remove a line only while it is blank', () => {
    const row = emptyItemRow(items);
    expect(row).toMatchObject({ producto_id: null, nombre: '', cantidad: '1', precio: '0', descuento: '0', taxes: [] });
    expect(isBlankRow(items, row)).toBe(true);
    expect(isBlankRow(items, { ...row, nombre: 'Mouse' })).toBe(false);
  });

  it('a picked product fills name, price and tax entries, keeping the quantity', () => {
    const row = fillFromProduct(items, { ...emptyItemRow(items), cantidad: '3' },
      { id: 9, name: 'Mouse', precio: '89900.00', taxes: [{ id: 4, name: 'IVA 19%', rate: '19.0000', mode: 'percentage', type: 'IVA' }] });
    expect(row).toMatchObject({ producto_id: 9, nombre: 'Mouse', precio: '89900', cantidad: '3' });
    expect(row.taxes).toEqual([expect.objectContaining({ tax_id: 4, tax_value: '19', tax_mode: 'percentage' })]);
    expect(liveItemAmounts(items, [row]).totals.total).toBe('320943.00');
  });

  it('a purchase line takes the product\'s name and purchase price (the spec\'s productPrice), not its sale price', () => {
    const product = { id: 9, name: 'Mouse', precio: '89900.00', precio_compra: '58000.00', taxes: [] };
    const po = purchaseOrders.fields.items.items!;
    expect(fillFromProduct(po, { ...emptyItemRow(po), cantidad: '4' }, product)).toMatchObject({ producto_id: 9, name: 'Mouse', precio: '58000', cantidad: '4' });
    const inv = invoicesProveedores.fields.items.items!;
    expect(fillFromProduct(inv, emptyItemRow(inv), product)).toMatchObject({ nombre: 'Mouse', precio: '58000' });
    expect(liveItemAmounts(po, [fillFromProduct(po, { ...emptyItemRow(po), cantidad: '4' }, product)]).totals.total).toBe('232000.00');
  });

  it('a picked product is priced at the client\'s price set, or at its combo price for the line\'s quantity', () => {
    const kit = { id: 7, name: 'Kit', precio: '59900.00', precio2: '55000.00', extra: { 'combo 3-5': '56900', 'combo 6-20': '53900' } };
    const pick = (cantidad: string, set: number) => fillFromProduct(items, { ...emptyItemRow(items), cantidad }, kit, set).precio;
    expect([pick('1', 1), pick('1', 2), pick('4', 1), pick('4', 2), pick('6', 1)]).toEqual(['59900', '55000', '56900', '56900', '53900']);
  });

  it('a new quantity re-prices a line still at its product\'s price, never one typed over', () => {
    const kit = { id: 7, name: 'Kit', precio: '59900.00', extra: { 'combo 3-5': '56900' } };
    const row = fillFromProduct(items, { ...emptyItemRow(items), cantidad: '1' }, kit, 1);
    expect(repriceForQuantity(items, row, kit, 1, '3')).toBe('56900');
    expect(repriceForQuantity(items, { ...row, cantidad: '3', precio: '56900' }, kit, 1, '2')).toBe('59900');
    expect(repriceForQuantity(items, row, kit, 1, '2')).toBeNull(); // same price
    expect(repriceForQuantity(items, { ...row, precio: '50000' }, kit, 1, '3')).toBeNull(); // typed over
  });

  it('the body sends writable sub-fields and row ids, never amounts', () => {
    const body = buildPayload(pedidos, null, {
      items: [{ id: 5, producto_id: null, nombre: 'Caja', cantidad: '1,000', precio: '2.50', descuento: '', taxes: [], total: '999' }],
    });
    expect(body.items).toEqual([{ id: 5, producto_id: null, nombre: 'Caja', cantidad: '1000', precio: '2.5', descuento: null, taxes: [] }]);
  });
});

