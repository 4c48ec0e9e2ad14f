import { describe, expect, it } from 'vitest';
import type { Principal } from '../../src/core/access';
import { purchaseOrders } from '../../src/core/resources';
import { resourceFormSchema, validateRecord } from '../../src/core/rules';

// A purchase order line never delivers more than it orders: the same rule (lte:cantidad) on the
// server (validateRecord) and in the form (resourceFormSchema), per line.

const buyer: Principal = { roles: ['SuperAdmin'], permissions: [], modules: ['proveedores'] };
const order = (items: Record<string, unknown>[]) => ({ number: 'OC-1', proveedor_id: 1, date: '2026-01-10', status: 'generado', items });
const line = (cantidad: string, cantidad_entregada: string) => ({ name: 'Resma de papel carta', cantidad, precio: '18500', cantidad_entregada });
const MESSAGE = 'El campo Cantidad entregada debe ser menor o igual que Cantidad.';

describe('purchase order lines: cantidad_entregada ≤ cantidad', () => {
  it('the server refuses the line that delivers more than it orders, at its own key', () => {
    const errors = validateRecord(purchaseOrders, order([line('10', '10'), line('4', '4.5'), line('2', '0')]), { mode: 'create', principal: buyer });
    expect(errors).toEqual({ 'items.1.cantidad_entregada': [MESSAGE] });
  });

  it('the form says the same, at the same path', () => {
    const schema = resourceFormSchema(purchaseOrders, buyer);
    expect(schema.safeParse(order([line('10', '3'), line('1', '1')])).success).toBe(true);
    const result = schema.safeParse(order([line('10', '3'), line('1', '2')]));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['items.1.cantidad_entregada', MESSAGE]]);
  });
});
