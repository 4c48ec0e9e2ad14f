import { currency, json, number, relation, text } from '../resource';
import type { Fields } from '../resource/types';

/**
 * The fields of a priced, taxed document line — an order's, an invoice's, a supplier invoice's: a
 * product (optional), its description, quantity, unit price, discount and taxes; subtotal, taxes
 * and total are the server's (core/money). One declaration, so every document prices alike.
 * A fresh object per call: each resource owns its fields.
 */
export const taxedLineFields = (): Fields => ({
  producto_id: relation('productos', { label: 'Producto' }),
  nombre: text({ label: 'Descripción', rules: 'required|max:255' }),
  cantidad: number({ label: 'Cantidad', rules: 'required|numeric|minvalue:1', default: 1, scale: 4 }),
  precio: currency({ label: 'Precio', rules: 'required|numeric|minvalue:0', default: 0 }),
  descuento: number({ label: 'Descuento (%)', rules: 'numeric|minvalue:0|maxvalue:100', default: 0 }),
  taxes: json({ label: 'Impuestos' }),
  subtotal: currency({ label: 'Subtotal', readonly: true }),
  impuestos: currency({ label: 'Impuestos', readonly: true }),
  total: currency({ label: 'Total', readonly: true }),
});
