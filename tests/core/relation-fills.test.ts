import { describe, expect, it } from 'vitest';
import { fillFields, lookupView } from '../../src/core/access';
import { invoicesProveedores, proveedores, RESOURCES } from '../../src/core/resources';

// relation.fills: a supplier invoice's supplier fills its address. Whoever may write the invoice but
// not list suppliers looks suppliers up, and that lookup must read the address it fills from.

describe('relation.fills', () => {
  it('is declared on the supplier invoice: proveedor_id fills direccion', () => {
    expect(invoicesProveedores.fields.proveedor_id.relation?.fills).toEqual({ direccion: 'direccion' });
  });

  it('lets a lookup read the filled fields and nothing else besides the title and search fields', () => {
    const fill = fillFields('proveedores', RESOURCES);
    expect([...fill]).toEqual(['direccion']);
    const view = lookupView(proveedores, new Set(), fill);
    expect(view.fields.direccion.superAdminOnly).toBeFalsy();
    expect(view.fields.nota.superAdminOnly).toBe(true);
    expect(lookupView(proveedores).fields.direccion.superAdminOnly).toBe(true);
  });
});

describe('relation.fills for a given user', () => {
  it('opens the filled fields only to users who may write a relation that fills them', () => {
    const buyer = { roles: [], permissions: ['Agregar Facturas de Proveedores'], modules: ['proveedores'] };
    const clerk = { roles: [], permissions: ['Agregar Usuarios'], modules: ['proveedores', 'clientes'] };
    expect([...fillFields('proveedores', RESOURCES, buyer)]).toEqual(['direccion']);
    expect([...fillFields('proveedores', RESOURCES, clerk)]).toEqual([]);
    expect([...fillFields('clientes', RESOURCES, clerk)]).toEqual([]);
  });
});
